#!/usr/bin/env python3
"""Asks the page's WebAssembly model (Templates/motion-core.js and a module built by
Scripts/wasm.sh) about many motion expressions in headless Chromium, as the page does.

The page it writes holds the loader and the module as base64 text, like the spec's page, and
nothing else. For each expression it records the module's answer exactly as written (JSON
text); it also times the load (fetching nothing: decoding and compiling the module) and the
first answer after it.

Usage: check_wasm.py MODULE QUESTIONS.json
MODULE is a .wasm file, or the gzipped one the page carries (Templates/motion-core.wasm.gz).
QUESTIONS.json is a list of expressions. It prints one JSON object:
{"answers": [...], "loadMilliseconds": n, "firstAnswerMilliseconds": n, "bytes": n, "console": [...]}.
"""
import base64
import json
import pathlib
import sys
import tempfile

import chromium

RUN_JS = """
const [questions, done] = [arguments[0], arguments[arguments.length - 1]];
const started = performance.now();
MotionCore.load(document.getElementById('motion-core').textContent.trim()).then(() => {
  const loaded = performance.now();
  const answers = [MotionCore.motionText(questions[0])];
  const first = performance.now();
  for (const q of questions.slice(1)) answers.push(MotionCore.motionText(q));
  done({answers: answers, loadMilliseconds: loaded - started, firstAnswerMilliseconds: first - loaded});
}).catch((error) => done({error: String(error)}));
"""


def main():
    module, questions = pathlib.Path(sys.argv[1]), json.loads(pathlib.Path(sys.argv[2]).read_text(encoding="utf-8"))
    root = pathlib.Path(__file__).resolve().parent.parent
    loader = (root / "Templates/motion-core.js").read_text(encoding="utf-8")
    data = module.read_bytes()
    folder = pathlib.Path(tempfile.mkdtemp(prefix="motion-core-"))
    page = folder / "index.html"
    page.write_text(
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>motion core</title>'
        '<link rel="icon" href="data:,">\n'
        f'<script type="application/octet-stream" id="motion-core">{base64.b64encode(data).decode()}</script>\n'
        f"<script>{loader}</script></head><body></body></html>\n", encoding="utf-8")
    driver = chromium.start(["--window-size=800,600"], capabilities={"goog:loggingPrefs": {"browser": "ALL"}})
    try:
        driver.set_script_timeout(120)
        driver.get(page.as_uri())
        result = driver.execute_async_script(RUN_JS, questions)
        result["bytes"] = len(data)
        result["console"] = [entry["message"] for entry in driver.get_log("browser")]
    finally:
        driver.quit()
    json.dump(result, sys.stdout)


if __name__ == "__main__":
    main()
