#!/usr/bin/env python3
"""The manual page of motionspec, through swift-argument-parser's generate-manual tool.

generate-manual drops every character outside ASCII (ε, –, …), and its EXIT STATUS section says
only "0 on success, >0 on error". So this script runs it on the command's own help dump with each
non-ASCII character stood in for by an ASCII placeholder, turns the placeholders into groff's
\\[uXXXX] escapes afterwards, and writes the exit statuses and the environment that the command's
help lists (its "Exit status:" and "Environment:" paragraphs) as their own sections.

usage: manual.py MOTIONSPEC GENERATE_MANUAL_TOOL OUTPUT
"""
import json
import os
import re
import subprocess
import sys
import tempfile


def placeholder(match):
    return "MSPECU%04XMSPEC" % ord(match.group(0))


def main():
    binary, tool, output = sys.argv[1:4]
    dump = subprocess.run([binary, "--experimental-dump-help"], check=True, capture_output=True, text=True).stdout
    info = json.loads(dump)
    discussion = info["command"].get("discussion", "")
    ascii_dump = re.sub(r"[^\x00-\x7f]", placeholder, dump)
    with tempfile.TemporaryDirectory() as work:
        fake = os.path.join(work, "motionspec")
        with open(os.path.join(work, "dump.json"), "w") as f:
            f.write(ascii_dump)
        with open(fake, "w") as f:
            f.write('#!/bin/sh\ncat "%s"\n' % os.path.join(work, "dump.json"))
        os.chmod(fake, 0o755)
        date = os.environ.get("MANUAL_DATE", "2026-01-01")
        subprocess.run([tool, fake, "--date", date, "--output-directory", work], check=True, capture_output=True)
        page = open(os.path.join(work, "motionspec.1"), encoding="ascii").read()
    page = re.sub(r"MSPECU([0-9A-F]{4,6})MSPEC", lambda m: "\\[u%s]" % m.group(1), page)

    def section(title):
        match = re.search(title + r":\n((?:  .*\n?)+)", discussion)
        return [line.strip() for line in match.group(1).splitlines()] if match else []

    def escape(text):
        text = text.replace("\\", "\\e")
        return re.sub(r"[^\x00-\x7f]", lambda m: "\\[u%04X]" % ord(m.group(0)), text)

    statuses = [re.match(r"(\S+)\s+(.*)", line).groups() for line in section("Exit status")]
    environment = [re.match(r"(\S+)\s+(.*)", line).groups() for line in section("Environment")]
    if not statuses or not environment:
        sys.exit("manual.py: the root command's help lists no exit statuses or environment")
    exit_section = ".Sh \"EXIT STATUS\"\n.Bl -tag -width 6n\n" + "".join(
        ".It %s\n%s\n" % (code, escape(text)) for code, text in statuses) + ".El\n"
    env_section = ".Sh ENVIRONMENT\n.Bl -tag -width 6n\n" + "".join(
        ".It Ev %s\n%s\n" % (name, escape(text)) for name, text in environment) + ".El\n"
    standard = re.compile(r'\.Sh "EXIT STATUS"\n\.Ex -std\n?')
    if not standard.search(page):
        sys.exit("manual.py: generate-manual's EXIT STATUS section changed; update this script")
    page = standard.sub(lambda _: env_section + exit_section, page)
    with open(output, "w", encoding="ascii") as f:
        f.write(page)


if __name__ == "__main__":
    main()
