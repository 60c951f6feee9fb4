#!/usr/bin/env python3
"""Asks the page's WebAssembly model about many motion expressions in headless Chromium, as the
spec's page does: the page it writes holds the script line the spec's page carries the module in
(`var MOTION_CORE_MODULE = …`, as HTMLRenderer writes it) and Templates/motion-core.js, and
nothing else. For each expression it records the module's answer exactly as written (JSON
text); it also times the load (fetching nothing: decoding and compiling the module) and the
first answer after it. For every answer with a model it also asks for the model's curve over
the answer's chart window (MotionCore.curve, 400 steps), as the page's charts do.

Usage: check_wasm.py MODULE.js QUESTIONS.json
MODULE.js is that script line.
QUESTIONS.json is a list of expressions. It prints one JSON object:
{"answers": [...], "curves": [{position, velocity} or null, ...], "loadMilliseconds": n,
"firstAnswerMilliseconds": n, "bytes": n, "console": [...]}.
"""
import json
import pathlib
import sys
import tempfile

import chromium

RUN_JS = """
const [questions, done] = [arguments[0], arguments[arguments.length - 1]];
const started = performance.now();
MotionCore.load(MOTION_CORE_MODULE).then(() => {
  const loaded = performance.now();
  const answers = [MotionCore.motionText(questions[0])];
  const first = performance.now();
  for (const q of questions.slice(1)) answers.push(MotionCore.motionText(q));
  const curves = answers.map((text) => {
    const answer = JSON.parse(text);
    return answer.model ? MotionCore.curve(answer.model, answer.figure.window[0], answer.figure.window[1], 400) : null;
  });
  done({answers: answers, curves: curves, loadMilliseconds: loaded - started, firstAnswerMilliseconds: first - loaded});
}).catch((error) => done({error: String(error)}));
"""


def main():
    module, questions = pathlib.Path(sys.argv[1]), json.loads(pathlib.Path(sys.argv[2]).read_text(encoding="utf-8"))
    root = pathlib.Path(__file__).resolve().parent.parent
    loader = (root / "Templates/motion-core.js").read_text(encoding="utf-8")
    line = module.read_text(encoding="utf-8")
    folder = pathlib.Path(tempfile.mkdtemp(prefix="motion-core-"))
    page = folder / "index.html"
    page.write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>motion core</title>'
        '<link rel="icon" href="data:,">\n'
        f"<script>{line}\n{loader}</script></head><body></body></html>\n", encoding="utf-8")
    driver = chromium.start(["--window-size=800,600"], capabilities={"goog:loggingPrefs": {"browser": "ALL"}})
    try:
        driver.set_script_timeout(120)
        driver.get(page.as_uri())
        result = driver.execute_async_script(RUN_JS, questions)
        result["bytes"] = len(line)
        result["console"] = [entry["message"] for entry in driver.get_log("browser")]
    finally:
        driver.quit()
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
