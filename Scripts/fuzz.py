#!/usr/bin/env python3
"""Mutation fuzzing of motionspec's readers and its whole command line.

Targets, each fed mutants of the seeds in Tests/Fuzz/corpus, the readers' fixtures and the built-in
catalogue (fixed seed, so a run is reproducible):
  json, json5, yaml, swift  `motionspec lint FILE` on a mutated DTCG JSON or JSON5, YAML or Swift catalogue
  kt, dart, css,     `motionspec lint FILE` on a mutated Kotlin, Dart, CSS, TSX, TypeScript or
  tsx, ts, js        JavaScript source (Compose keyframes, TweenSequence, @keyframes, Motion keyframes)
  expression         `motionspec inspect EXPR --json` on a mutated SwiftUI expression
  chart              `motionspec chart KIND EXPR -o FILE.svg` for a random chart kind
  render             `motionspec render FILE -o DIR` (the whole pipeline; fewer runs, it is slower)
  export             `motionspec export FILE --to all,lottie` (every 40th run)
  diff               `motionspec diff BUILT-IN FILE --animate` (every 40th run: charts and GIFs)

Each run gets 10 s (--timeout) and 1 GiB of address space. It counts as
  a crash      when the process dies of a signal or exits with a status motionspec never uses
               (anything but 0, 1, 64, 65, 66, 73);
  a hang       when it takes longer than the timeout;
  unlocated    when it rejects input (exit 65) without FILE:LINE:COLUMN (files) or a caret
               (expressions), or a location points past the end of its line;
  export       when `export --to all,lottie` succeeds but the folder is not exactly the ten files
               it writes and its Lottie animations (nothing missing, nothing extra, nothing left
               beside it), or a file motionspec has a reader for does not read back — every one
               but UIKit's (a failure, like a crash).
Peak memory is the largest resident set of any run (getrusage over the finished children). A crash or hang is minimised
(line, then character deletion) and kept in Tests/Fuzz/regressions, which every run replays
first. Exit status 1 when anything crashed or hung.
"""

import argparse
import os
import random
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "Tests" / "Fuzz" / "corpus"
# Seeds: the fuzz corpus, the readers' test fixtures (valid and broken) and the built-in catalogue.
SEEDS = [CORPUS, ROOT / "Tests" / "SpecTests" / "Fixtures", ROOT / "Sources" / "MotionSpecCatalogue" / "Resources"]
REGRESSIONS = ROOT / "Tests" / "Fuzz" / "regressions"
STATUSES = {0, 1, 64, 65, 66, 73}
TIMEOUT = 10.0
MEMORY = 1 << 30
KINDS = ["motion", "easing-comparison", "handoff", "decomposition", "bounce-family", "retarget", "settling",
         "overlay", "catalogue", "parameter-map", "stagger"]
TOKENS = ["[", "]", "{", "}", "(", ")", '"', "'", ",", ":", "\n", "  ", "#", "*a", "&a ", "|", ">", "\\", "{motion.fade}",
          ".delay(", ".speed(", "bounce: ", "duration: ", "Spring(", "static let ", "var x: Animation { ", "$type",
          "$value", "$ref", "\u00e9", "\u0000", "e308", "-", "."]
NUMBERS = ["0", "-0", "1", "-1", "1.7", "0.9999999", "-0.999999", "1e-300", "1e308", "1e17", "nan", "inf", "-1e308",
           "123456789012345678901234567890", "0x10", "1_000"]


def limit():
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))
    os.setsid()


def run(binary, args, stdin=None):
    """(status, output (standard output and error), seconds, peak MB, hung)"""
    start = time.monotonic()
    p = subprocess.Popen([binary] + args, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         preexec_fn=limit, env=dict(os.environ, NO_COLOR="1"))
    hung = False
    try:
        out, _ = p.communicate(timeout=TIMEOUT)
    except subprocess.TimeoutExpired:
        hung = True
        os.killpg(p.pid, signal.SIGKILL)
        out, _ = p.communicate()
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    seconds = time.monotonic() - start
    return p.returncode, (out or b"").decode("utf-8", "replace"), seconds, usage.ru_maxrss / 1024, hung


def mutate(rng, text, others):
    for _ in range(rng.randint(1, 4)):
        if not text:
            text = rng.choice(TOKENS)
        op = rng.randrange(7)
        i = rng.randrange(len(text) + 1)
        j = min(len(text), i + rng.randint(1, 12))
        if op == 0:
            text = text[:i] + rng.choice(TOKENS) + text[i:]
        elif op == 1:
            text = text[:i] + text[j:]
        elif op == 2:
            text = text[:i] + text[i:j] * rng.randint(2, 40) + text[j:]
        elif op == 3:
            numbers = list(re.finditer(r"-?\d+(\.\d+)?(e-?\d+)?", text))
            if numbers:
                m = rng.choice(numbers)
                text = text[:m.start()] + rng.choice(NUMBERS) + text[m.end():]
        elif op == 4 and others:
            other = rng.choice(others)
            k = rng.randrange(len(other) + 1)
            text = text[:i] + other[k:k + rng.randint(1, 200)] + text[i:]
        elif op == 5 and text:
            c = rng.randrange(len(text))
            text = text[:c] + chr(rng.randrange(32, 127)) + text[c + 1:]
        elif op == 6:
            lines = text.split("\n")
            a = rng.randrange(len(lines))
            lines.insert(rng.randrange(len(lines) + 1), lines[a])
            text = "\n".join(lines)
    return text


class Fuzzer:
    def __init__(self, binary, seed):
        self.binary = binary
        self.rng = random.Random(seed)
        self.work = Path(tempfile.mkdtemp(prefix="motionspec-fuzz-"))
        self.files = {ext: [p.read_text() for d in SEEDS for p in sorted(d.rglob(f"*.{ext}"))] for ext in ["json", "json5", "yaml", "swift", "kt", "dart", "css", "tsx", "ts", "js"]}
        self.expressions = (CORPUS / "expressions.txt").read_text().split("\n")
        self.expressions = [e for e in self.expressions if e]
        self.stats = {"runs": 0, "crashes": 0, "hangs": 0, "unlocated": 0, "exports": 0, "peak_mb": 0.0, "slowest": 0.0}
        self.by_target = {}
        self.findings = []

    def args(self, target, text):
        if target in ("expression", "chart"):
            text = text.replace("\x00", "")  # a command-line argument cannot hold NUL
        if target in ("json", "json5", "yaml", "swift", "kt", "dart", "css", "tsx", "ts", "js"):
            path = self.work / f"input.{target}"
            path.write_text(text, errors="replace")
            return ["lint", str(path)], True
        if target == "render":
            path = self.work / "input.yaml"
            path.write_text(text, errors="replace")
            out = self.work / "out"
            shutil.rmtree(out, ignore_errors=True)
            return ["render", str(path), "-o", str(out), "--no-cache", "--quiet"], True
        if target == "export":
            path = self.work / "input.yaml"
            path.write_text(text, errors="replace")
            return ["export", str(path), "--to", "all,lottie", "-o", str(self.work / "export"), "--force", "--quiet"], True
        if target == "diff":
            path = self.work / "input.yaml"
            path.write_text(text, errors="replace")
            out = self.work / "diff"
            shutil.rmtree(out, ignore_errors=True)
            base = ROOT / "Sources" / "MotionSpecCatalogue" / "Resources" / "motion-tokens.yaml"
            return ["diff", str(base), str(path), "-o", str(out), "--animate"], True
        if target == "chart":
            # The kind follows from the text, so a minimised or replayed input meets the same chart.
            kind = KINDS[zlib.crc32(text.encode("utf-8", "replace")) % len(KINDS)]
            return ["chart", kind, text, "-o", str(self.work / "chart.svg")], False
        return ["inspect", text, "--json"], False

    def check(self, target, text):
        args, is_file = self.args(target, text)
        status, err, seconds, peak, hung = run(self.binary, args)
        self.stats["runs"] += 1
        self.by_target[target] = self.by_target.get(target, 0) + 1
        self.stats["peak_mb"] = max(self.stats["peak_mb"], peak)
        self.stats["slowest"] = max(self.stats["slowest"], seconds)
        crashed = status is not None and (status < 0 or status not in STATUSES) and not hung
        if status == 65 and not hung:
            # A chart kind that does not apply to a valid motion (exit 65) is not a location error.
            located = re.search(r":\d+:\d+: error", err) if is_file else ("^" in err or (target == "chart" and "chart '" in err))
            if not located:
                self.stats["unlocated"] += 1
                if len(self.findings) < 50:
                    self.findings.append(("unlocated", target, text[:200], next((l for l in err.split("\n") if "error" in l), err.strip()[:200])[:200]))
        if is_file and not hung:
            self.check_columns(args[1], err)
        if target == "export" and status == 0 and not hung:
            problem = self.check_export()
            if problem:
                self.stats["exports"] += 1
                if len(self.findings) < 50:
                    self.findings.append(("export", target, text[:200], problem))
        if crashed or hung:
            self.stats["crashes" if crashed else "hangs"] += 1
            small = self.minimise(target, text)
            name = f"{target}-{abs(hash(small)) % 10**8:08d}.{ 'txt' if target in ('expression', 'chart') else ('yaml' if target == 'render' else target)}"
            REGRESSIONS.mkdir(parents=True, exist_ok=True)
            (REGRESSIONS / name).write_text(small)
            self.findings.append(("crash" if crashed else "hang", target, small[:200], f"status {status}; kept as {name}"))
        return crashed or hung

    # The ten files `export --to all` writes (Platform.fileName); every one but UIKit's reads back,
    # as does every Lottie animation (Platform.readsBack).
    EXPORTED = {"MotionTokens.swift", "MotionTokensUIKit.swift", "MotionTokens.kt", "motion-tokens.css",
                "motion-tokens.ts", "reanimated-tokens.ts", "react-spring-tokens.ts", "motion_tokens.dart",
                "motion.tokens.json", "motion.figma.json"}
    UNREAD = {"MotionTokensUIKit.swift"}

    def check_columns(self, path, err):
        """Counts a location in `path` past the end of its line (one past the last character is the
        line's end) as unlocated."""
        try:
            lines = Path(path).read_text(errors="replace").replace("\r\n", "\n").replace("\r", "\n").split("\n")
        except OSError:
            return
        for m in re.finditer(r"^(.+?):(\d+):(\d+): (?:error|warning|note)", err, re.M):
            if m.group(1) != path:
                continue
            line, column = int(m.group(2)), int(m.group(3))
            if line > len(lines) or column > len(lines[line - 1]) + 1:
                self.stats["unlocated"] += 1
                if len(self.findings) < 50:
                    self.findings.append(("past the line", Path(path).suffix, lines[min(line, len(lines)) - 1][:200], m.group(0)[:200]))
                return

    def check_export(self):
        folder = self.work / "export"
        found = set(p.name for p in folder.iterdir()) if folder.is_dir() else set()
        lottie = {n for n in found if n.endswith(".lottie.json")}
        names = found - lottie
        if names != self.EXPORTED:
            return f"the folder holds {sorted(names ^ self.EXPORTED)} beyond or short of the set"
        beside = [p.name for p in self.work.iterdir() if ".staging-" in p.name]
        if beside:
            return f"left beside the folder: {beside}"
        for name in sorted(found - self.UNREAD):
            status, err, _, _, hung = run(self.binary, ["lint", str(folder / name)])
            if hung or status not in (0, 1):
                return f"{name} does not read back (status {status}): {err.strip()[:200]}"
        return None

    def fails(self, target, text):
        args, _ = self.args(target, text)
        status, _, _, _, hung = run(self.binary, args)
        return hung or (status is not None and (status < 0 or status not in STATUSES))

    def minimise(self, target, text):
        for unit in ("\n", None):
            parts = text.split("\n") if unit else list(text)
            chunk = max(1, len(parts) // 2)
            while chunk >= 1 and len(parts) > 1:
                i, changed = 0, False
                while i < len(parts):
                    candidate = parts[:i] + parts[i + chunk:]
                    joined = "\n".join(candidate) if unit else "".join(candidate)
                    if candidate and self.fails(target, joined):
                        parts, changed = candidate, True
                    else:
                        i += chunk
                if not changed:
                    chunk //= 2
            text = "\n".join(parts) if unit else "".join(parts)
        return text

    def replay(self):
        for path in sorted(p for p in REGRESSIONS.glob("*") if not p.name.startswith(".")):
            target = path.name.split("-")[0]
            # A libFuzzer artifact is bytes, not always UTF-8: read as the tool would be given it.
            status = self.fails(target, path.read_bytes().decode("utf-8", "replace"))
            print(f"regression {path.name}: {'FAILS' if status else 'ok'}")
            if status:
                self.stats["crashes"] += 1

    def fuzz(self, seconds):
        deadline = time.monotonic() + seconds
        targets = ["json", "yaml", "swift", "expression", "kt", "json5", "expression", "chart", "dart", "css", "tsx",
                   "ts", "js"]
        while time.monotonic() < deadline:
            turn = self.stats["runs"] % 40
            target = "render" if turn == 39 else "export" if turn == 19 else "diff" if turn == 29 else targets[self.stats["runs"] % len(targets)]
            if target in ("expression", "chart"):
                text = mutate(self.rng, self.rng.choice(self.expressions), self.expressions)
            else:
                ext = "yaml" if target in ("render", "export", "diff") else target
                pool = self.files[ext]
                text = mutate(self.rng, self.rng.choice(pool), [t for ps in self.files.values() for t in ps])
            self.check(target, text)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", default=str(ROOT / ".build" / "debug" / "motionspec"))
    parser.add_argument("--seconds", type=float, default=120)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds before a run counts as a hang")
    a = parser.parse_args()
    global TIMEOUT
    TIMEOUT = a.timeout
    f = Fuzzer(a.binary, a.seed)
    f.replay()
    f.fuzz(a.seconds)
    for kind, target, text, detail in f.findings[:20]:
        print(f"{kind} [{target}] {detail}\n    input: {text!r}")
    s = f.stats
    targets = ", ".join(f"{k} {v}" for k, v in sorted(f.by_target.items()))
    print(f"fuzz: {s['runs']} runs in {a.seconds:.0f} s (seed {a.seed}; {targets}); {s['crashes']} crashes, {s['hangs']} hangs, "
          f"{s['unlocated']} unlocated errors, {s['exports']} exports that do not read back or are not the set; "
          f"slowest {s['slowest']:.2f} s, peak memory {s['peak_mb']:.0f} MB")
    shutil.rmtree(f.work, ignore_errors=True)
    sys.exit(1 if s["crashes"] or s["hangs"] or s["exports"] else 0)


if __name__ == "__main__":
    main()
