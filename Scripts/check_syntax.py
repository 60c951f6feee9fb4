#!/usr/bin/env python3
"""Parses exported Kotlin and Dart files with real grammars of those languages.

  check_syntax.py kotlin|dart FILE...

The grammars are tree-sitter's (PyPI `tree-sitter`, `tree-sitter-kotlin` and `tree-sitter-dart`,
pinned in the Makefile's test environment): each file is parsed whole, and every node the parser
had to make up (`ERROR`, or a token it found missing) is reported with its line and column. The
script prints one JSON object — per file, its problems — and exits 1 when a file has one.
"""
import json
import sys

import tree_sitter
import tree_sitter_dart
import tree_sitter_kotlin

GRAMMARS = {"kotlin": tree_sitter_kotlin, "dart": tree_sitter_dart}


def problems(tree):
    """Every ERROR node and missing token, in document order (1-based lines and columns)."""
    found = []
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.type == "ERROR" or node.is_missing:
            line, column = node.start_point
            what = "missing " + node.type if node.is_missing else "cannot parse"
            text = node.text.decode("utf-8", "replace")[:80]
            found.append({"line": line + 1, "column": column + 1, "problem": what, "text": text})
        stack.extend(reversed(node.children))
    return found


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in GRAMMARS:
        sys.exit("usage: check_syntax.py kotlin|dart FILE...")
    parser = tree_sitter.Parser(tree_sitter.Language(GRAMMARS[sys.argv[1]].language()))
    report = {}
    for path in sys.argv[2:]:
        with open(path, "rb") as f:
            report[path] = problems(parser.parse(f.read()))
    print(json.dumps(report, indent=1))
    sys.exit(1 if any(report.values()) else 0)


if __name__ == "__main__":
    main()
