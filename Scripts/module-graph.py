#!/usr/bin/env python3
"""Prints the package's module graph as Package.swift states it, from `swift package
dump-package` on standard input: one line per library or executable target, highest layer
first, each with the targets and products it declares (an arrow reads "uses").

With --check FILE it exits 1 unless FILE holds the graph in the fenced block after the line
"<!-- module graph -->"; with --write FILE it puts the graph there.
Usage: swift package dump-package | Scripts/module-graph.py [--check FILE | --write FILE]
"""
import json
import sys

MARK = "The graph as Package.swift states it"


def graph(package):
    targets = {
        t["name"]: t
        for t in package["targets"]
        if t["type"] not in ("test", "plugin") and not (t.get("path") or "").startswith("Tests/")
    }
    deps = {}
    for name, t in targets.items():
        out = []
        for d in t.get("dependencies", []):
            for kind, value in d.items():
                if kind in ("byName", "target"):
                    out.append(value[0])
                elif kind == "product":
                    # A product used only with a trait says so: `MCP (swift-sdk, trait Servers)`.
                    condition = value[3] if len(value) > 3 and isinstance(value[3], dict) else {}
                    traits = sorted(condition.get("traits") or [])
                    only = f", trait {', '.join(traits)}" if traits else ""
                    out.append(f"{value[0]} ({value[1]}{only})")
        deps[name] = out
    depth = {}

    def level(name):
        if name not in depth:
            local = [d for d in deps[name] if d in targets]
            depth[name] = 0 if not local else 1 + max(level(d) for d in local)
        return depth[name]

    for name in targets:
        level(name)
    lines = []
    for name in sorted(targets, key=lambda n: (-depth[n], n)):
        kind = targets[name]["type"]
        label = name + (" (system library)" if kind == "system" else " (executable)" if kind == "executable" else "")
        uses = sorted(deps[name], key=lambda d: (d not in targets, -depth.get(d, -1), d))
        lines.append(label + (" ──► " + ", ".join(uses) if uses else ""))
    return "\n".join(lines) + "\n"


def block(text):
    """The fenced block after the mark line, and where it starts and ends in `text`."""
    at = text.index(MARK)
    start = text.index("```\n", at) + 4
    end = text.index("```", start)
    return text[start:end], start, end


def main():
    drawn = graph(json.load(sys.stdin))
    if len(sys.argv) == 3 and sys.argv[1] in ("--check", "--write"):
        path = sys.argv[2]
        text = open(path, encoding="utf-8").read()
        current, start, end = block(text)
        if sys.argv[1] == "--check":
            if current != drawn:
                sys.stderr.write(f"{path}: the module graph is not Package.swift's; run make graph\n")
                sys.exit(1)
            return
        open(path, "w", encoding="utf-8").write(text[:start] + drawn + text[end:])
        return
    sys.stdout.write(drawn)


if __name__ == "__main__":
    main()
