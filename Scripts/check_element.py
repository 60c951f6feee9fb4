#!/usr/bin/env python3
"""Puts <motion-token> in a page of its own and reads it in headless Chromium.

It copies a rendered spec's motion-elements.js and motion-tokens.json into an empty folder
beside an isolated page that loads nothing else: one <script type="module"> and one
<motion-token> per --name. The folder is served over HTTP on 127.0.0.1 (browsers do not load
modules from file: pages). For each element it reports its state (ready or error), its numbers
(full precision, from data-value), the curves its chart draws, its platforms' code, and an
error box's text, and the marks (by role) and words its chart draws; with --reduced-motion, whether anything plays after its Play button. With
--screenshot it saves the page.

Usage: check_element.py SPEC_DIR --name motion.heavy [--name nope] [--reduced-motion]
                        [--screenshot FILE]
It prints one JSON object: {"elements": [...], "console": [...]}.
"""
import argparse
import json
import pathlib
import shutil
import tempfile
import time

import chromium

READ_JS = """
const out = [];
for (const node of document.querySelectorAll('motion-token')) {
  const root = node.shadowRoot;
  const numbers = [...root.querySelectorAll('dl [data-key]')].map((item) =>
    [item.dataset.key, item.querySelector('dt').textContent, item.querySelector('dd').textContent]);
  const error = root.querySelector('.error');
  const play = root.querySelector('button.play');
  let running = null;
  if (play && arguments[0]) {
    play.click();
    const figure = root.querySelector('figure');
    running = figure.getAnimations({subtree: true}).length;
  }
  out.push({name: node.getAttribute('name'), state: node.dataset.state || null,
            error: error ? error.textContent : null, errorVisible: error ? error.getBoundingClientRect().height > 0 : false,
            numbers: numbers, curves: root.querySelectorAll('path.model-curve').length,
            knobs: root.querySelectorAll('.knob').length,
            marks: [...root.querySelectorAll('svg .mark')].map((m) => m.getAttribute('class').slice(5)),
            words: [...root.querySelectorAll('svg .word')].map((w) => w.textContent),
            platforms: [...root.querySelectorAll('[data-platform]')].map((b) => b.dataset.platform),
            title: (root.querySelector('h3') || {}).textContent || null,
            playVisible: play ? getComputedStyle(play).display !== 'none' : false, runningAfterPlay: running});
}
return out;
"""



def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("spec")
    parser.add_argument("--name", action="append", default=[])
    parser.add_argument("--reduced-motion", action="store_true")
    parser.add_argument("--screenshot")
    args = parser.parse_args()
    folder = pathlib.Path(tempfile.mkdtemp(prefix="motion-element-"))
    try:
        for name in ("motion-elements.js", "motion-tokens.json"):
            shutil.copy(pathlib.Path(args.spec) / name, folder / name)
        elements = "\n".join(f'<motion-token name="{n}" chart="motion"></motion-token>' for n in args.name)
        (folder / "index.html").write_text(
            '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>motion-token</title><link rel="icon" href="data:,">\n'
            '<script type="module" src="motion-elements.js"></script></head>\n'
            f'<body style="margin: 16px">\n{elements}\n</body></html>\n', encoding="utf-8")
        server = chromium.serve(folder)
        media = {"prefers-reduced-motion": "reduce"} if args.reduced_motion else None
        driver = chromium.start(["--window-size=900,1400"], media=media,
                                capabilities={"goog:loggingPrefs": {"browser": "ALL"}}, loopback=True)
        try:
            driver.get(f"http://127.0.0.1:{server.server_address[1]}/index.html")
            for _ in range(100):  # until every element has drawn or failed
                done = driver.execute_script(
                    "return [...document.querySelectorAll('motion-token')].every((n) => n.dataset.state)")
                if done:
                    break
                time.sleep(0.1)
            result = driver.execute_script(READ_JS, True)
            if args.screenshot:
                driver.execute_script("for (const n of document.querySelectorAll('motion-token')) "
                                      "n.shadowRoot.querySelector('details')?.setAttribute('open', '')")
                driver.save_screenshot(args.screenshot)
            logs = [e["message"] for e in driver.get_log("browser") if e["level"] in ("SEVERE", "WARNING")]
            print(json.dumps({"elements": result, "console": logs}))
        finally:
            driver.quit()
            server.shutdown()
    finally:
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
