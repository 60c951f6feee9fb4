#!/usr/bin/env python3
"""Parses a Markdown summary as GitHub does (markdown-it-py's GFM-like preset: CommonMark, tables,
autolinks) and prints what a reader would get from it.

It prints one JSON object: {"images": [src…], "links": [href…], "html": [raw HTML…],
"tables": [[cells per row…], …], "mentions": [text…], "headings": [text…]} — where a mention is
text GitHub would turn into a notification (`@name`).

Usage: check_markdown.py summary.md
"""
import json
import re
import sys

from markdown_it import MarkdownIt

MENTION = re.compile(r"(?<![\w`])@[A-Za-z0-9][A-Za-z0-9-]*")


def main():
    text = open(sys.argv[1], encoding="utf-8").read()
    tokens = MarkdownIt("gfm-like").parse(text)
    out = {"images": [], "links": [], "html": [], "tables": [], "mentions": [], "headings": []}
    row = None
    heading = False
    for token in tokens:
        if token.type in ("html_block", "html_inline"):
            out["html"].append(token.content)
        if token.type == "table_open":
            out["tables"].append([])
        if token.type == "tr_open":
            row = 0
        if token.type in ("th_open", "td_open") and row is not None:
            row += 1
        if token.type == "tr_close":
            out["tables"][-1].append(row)
            row = None
        if token.type == "heading_open":
            heading = True
        if token.type == "inline":
            if heading:
                out["headings"].append(token.content)
                heading = False
            for child in token.children or []:
                if child.type == "image":
                    out["images"].append(child.attrGet("src"))
                if child.type == "link_open":
                    out["links"].append(child.attrGet("href"))
                if child.type in ("html_inline",):
                    out["html"].append(child.content)
                if child.type == "text":
                    out["mentions"] += MENTION.findall(child.content)
    print(json.dumps(out))


if __name__ == "__main__":
    main()
