#!/usr/bin/env python3
"""`motionspec serve` in headless Chromium: a save updates the open page by itself.

Starts `motionspec serve CATALOGUE --port 0` in the catalogue's folder, opens the page, then for
each --edit TOKEN=EXPR=EXPECTED rewrites TOKEN's line (`  NAME: EXPR`, NAME its last name) in the
catalogue and times, from the file's write, how long the open page takes to show EXPECTED as
TOKEN's duration (the table row's data-value) and to paint the frame with it (`seconds`), whether
the number came with the render's first look, ahead of its page (`first_look`), how long until
the new render's page is patched in whole and painted (`whole_seconds`, data-motionspec-painted),
whether the row then is the row the number came in (`same_row`: every cell but the sparkline),
and whether it was patched in place (a mark set on the window survives) or loaded again. With
--bad TEXT it then writes TEXT as the whole catalogue and reads the error the page shows over
itself and the duration it still shows (the last good spec's), then writes the last good
catalogue back and waits for the page again. It also asks the server for files outside its
folder.

Usage: check_serve.py MOTIONSPEC CATALOGUE --edit TOKEN=EXPR=EXPECTED ... [--bad TEXT]
                      [--screenshot FILE] [--error-screenshot FILE]
It prints one JSON object: {"seconds": [...], "whole_seconds": [...], "first_look": [...],
"same_row": [...], "versions": [...], "patched": [...], "error": ..., "kept": ..., "outside": [statuses],
"console": [...]}.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

import chromium

READ_JS = """
const line = document.querySelector('tr[data-id="' + arguments[0] + '"]');
const row = line && line.querySelector('td[data-label="Duration"]');
const live = document.querySelector('script[src="/_motionspec/live.js"]');
const banner = document.getElementById('motionspec-serve');
return {ready: document.readyState, value: row ? Number(row.dataset.value) : null,
        settled: document.documentElement.dataset.motionspecSettled === 'true',
        version: live ? Number(live.dataset.version) : null,
        shown: Number(document.documentElement.dataset.motionspecVersion || -1),
        painted: Number(document.documentElement.dataset.motionspecPainted || -2),
        looked: Number(document.documentElement.dataset.motionspecFirstLook || 0),
        // The row's cells as the server wrote them: what the page's script added (data-added) left out.
        cells: line ? [...line.children].filter((c) => !c.classList.contains('spark-cell') && !c.hasAttribute('data-added'))
          .map((c) => { const k = c.cloneNode(true); k.querySelectorAll('[data-added]').forEach((e) => e.remove()); return k.outerHTML; }) : null,
        banner: banner && !banner.hidden ? [banner.dataset.kind, banner.textContent] : null};
"""

# Waits in the page, without polling it (a poll every few milliseconds would take a core from the
# server being timed), until TOKEN's duration is EXPECTED, then for the frame with it to be
# painted (the next animation frame, and a task after it); answers READ_JS's state then.
SHOWN_JS = """
const [token, expected, done] = arguments;
const read = new Function(""" + json.dumps(READ_JS) + """);
function check() {
  const s = read(token);
  if (s.value === null || Math.abs(s.value - expected) >= 1e-9) return false;
  requestAnimationFrame(() => setTimeout(() => done(read(token)), 0));
  return true;
}
if (!check()) {
  const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
  observer.observe(document.documentElement, {attributes: true, subtree: true, childList: true});
}
"""

# Waits, the same way, until the page shows render VERSION whole (every part patched or the page
# loaded again) and has painted it; answers READ_JS's state then.
WHOLE_JS = """
const [token, version, done] = arguments;
const read = new Function(""" + json.dumps(READ_JS) + """);
function check() {
  const s = read(token);
  if (s.shown >= version && s.painted >= s.shown) { done(s); return true; }
  return false;
}
if (!check()) {
  const observer = new MutationObserver(() => { if (check()) observer.disconnect(); });
  observer.observe(document.documentElement, {attributes: true});
}
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("motionspec")
    parser.add_argument("catalogue")
    parser.add_argument("--edit", action="append", default=[])
    parser.add_argument("--bad")
    parser.add_argument("--screenshot")
    parser.add_argument("--error-screenshot")
    parser.add_argument("--timeout", type=float, default=60)
    args = parser.parse_args()
    folder = os.path.dirname(os.path.abspath(args.catalogue))
    output = tempfile.mkdtemp(prefix="serve-")
    proc = subprocess.Popen([os.path.abspath(args.motionspec), "serve", os.path.basename(args.catalogue), "--port", "0", "-o",
                             os.path.join(output, "spec")], cwd=folder, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    lines = []

    def read_lines():
        for line in proc.stdout:
            lines.append(line)
    threading.Thread(target=read_lines, daemon=True).start()
    driver = None
    try:
        deadline = time.time() + 300
        url = None
        while url is None:
            for line in lines:
                m = re.search(r"on (http://127\.0\.0\.1:\d+/)", line)
                if m:
                    url = m.group(1)
            if proc.poll() is not None or time.time() > deadline:
                sys.exit("serve did not start: " + "".join(lines) + proc.stderr.read())
            time.sleep(0.05)
        driver = chromium.start(["--window-size=1280,900"], capabilities={"goog:loggingPrefs": {"browser": "ALL"}},
                                loopback=True)
        driver.get(url)
        driver.set_script_timeout(args.timeout)

        def read(token):
            try:
                return driver.execute_script(READ_JS, token)
            except Exception:  # the page is being replaced; read again
                return None

        def wait(token, predicate):
            end = time.time() + args.timeout
            while time.time() < end:
                state = read(token)
                if state and state["ready"] == "complete" and predicate(state):
                    return state
                time.sleep(0.002)
            raise SystemExit(f"the page did not update: {read(token)}\n{''.join(lines)}")

        out = {"seconds": [], "whole_seconds": [], "first_look": [], "same_row": [], "versions": [], "outside": [], "patched": []}
        with open(args.catalogue, encoding="utf-8") as f:
            good = f.read()
        first = args.edit[0].split("=")[0] if args.edit else None
        if first:
            wait(first, lambda s: s["value"] is not None)
            # The live channel is open before the first edit (the script subscribes on load).
            time.sleep(0.5)
        for edit in args.edit:
            token, expression, expected = edit.split("=")
            # A page at rest: the last edit's page and PDF shown, nothing pending.
            wait(token, lambda s: s["settled"])
            name = token.split(".")[-1]  # the line's key: the token's last name
            good = re.sub(rf"(?m)^(\s*){re.escape(name)}: .*$", lambda m: f"{m.group(1)}{name}: {expression}", good)
            # A mark on this page's window: still there after the edit, the page was patched in
            # place; gone, it was loaded whole.
            driver.execute_script("window.motionspecCheckMark = true;")
            version = read(token)["shown"] + 1
            start = time.perf_counter()
            with open(args.catalogue, "w", encoding="utf-8") as f:
                f.write(good)
            # Shown: the new number in the page and the frame after it painted.
            try:
                state = driver.execute_async_script(SHOWN_JS, token, float(expected))
            except Exception:  # the page loaded again meanwhile: look until it shows the number
                state = wait(token, lambda s: abs(s["value"] - float(expected)) < 1e-9 and s["painted"] >= s["shown"])
            out["seconds"].append(time.perf_counter() - start)
            # Shown by the first look: the number was in place before the new render's page.
            out["first_look"].append(state["shown"] < version and state["looked"] == version)
            looked = state["cells"]
            # Whole: the new render's page patched in and painted.
            try:
                state = driver.execute_async_script(WHOLE_JS, token, version)
            except Exception:  # the page loaded again meanwhile
                state = wait(token, lambda s: s["shown"] >= version and s["painted"] >= s["shown"])
            out["whole_seconds"].append(time.perf_counter() - start)
            # The first look showed the row as the page has it (its sparkline aside).
            out["same_row"].append(looked == state["cells"])
            out["versions"].append(state["version"])
            out["patched"].append(driver.execute_script("return window.motionspecCheckMark === true;"))
        if args.screenshot:
            driver.save_screenshot(args.screenshot)
        if args.bad is not None and first:
            before = read(first)["value"]
            with open(args.catalogue, "w", encoding="utf-8") as f:
                f.write(args.bad)
            state = wait(first, lambda s: s["banner"] is not None and s["banner"][0] == "error")
            out["error"] = state["banner"][1]
            out["kept"] = state["value"] == before
            if args.error_screenshot:
                driver.save_screenshot(args.error_screenshot)
            with open(args.catalogue, "w", encoding="utf-8") as f:
                f.write(good)
            wait(first, lambda s: s["banner"] is None or s["banner"][0] != "error")
            out["recovered"] = True
        for path in ["/../" + os.path.basename(args.catalogue), "/%2e%2e/" + os.path.basename(args.catalogue),
                     "/.motionspec-report", "/charts/../../" + os.path.basename(args.catalogue)]:
            try:
                with urllib.request.urlopen(url.rstrip("/") + path) as r:
                    out["outside"].append(r.status)
            except urllib.error.HTTPError as e:
                out["outside"].append(e.code)
        out["console"] = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        out["log"] = lines
        print(json.dumps(out, indent=1))
    finally:
        if driver:
            driver.quit()
        proc.send_signal(2)
        try:
            proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(output, ignore_errors=True)


main()
