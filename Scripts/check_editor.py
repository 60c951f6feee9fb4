#!/usr/bin/env python3
"""Drives the page's editor (motion-editor.js in the playground) in headless Chromium.

The spec folder is served on 127.0.0.1. The page opens at `#edit=EXPR` (or, with --card ID,
with no fragment, and that token's Edit button is pressed); then the script drags the pad's
first handle by --drag DX,DY pixels (a pointer press, two moves, a release), and presses each
--key on the focused handle. After each step it reads the state: the address, the expression
field, the numbers the playground shows (full precision, from data-value), the lint list (rule
ids and words), the platforms' code, and how many animations are running.

With --drag-moves N it instead drags the first handle with N real pointer moves (Chromium's
input events, as fast as they can be sent) and records, in the page, each animation frame's time
and how many times the playground's chart was drawn: {"drag": {moves, frames, renders,
intervals}}, what `make bench` reports as the editor's drag.

Usage: check_editor.py SPEC_DIR [--edit EXPR | --card ID] [--drag DX,DY] [--key ArrowUp ...]
                       [--drag-moves N] [--reduced-motion] [--screenshot FILE]
It prints one JSON object: {"steps": [...], "console": [...]} (and "drag").
"""
import argparse
import json
import time
import urllib.parse

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

import chromium

READ_JS_BODY = """
const pg = document.getElementById('playground');
const numbers = {};
for (const item of pg.querySelectorAll('.model-numbers [data-key]')) {
  numbers[item.dataset.key] = item.dataset.value === '' ? null : Number(item.dataset.value);
}
return {hash: decodeURIComponent(location.hash).replace(/\\+/g, ' '), expr: pg.querySelector('input').value,
        numbers: numbers,
        lint: [...pg.querySelectorAll('.editor-lint li[data-rule]')].map((l) => [l.dataset.rule, l.textContent.slice(l.dataset.rule.length + 1)]),
        code: [...pg.querySelectorAll('.snippet')].map((s) => [s.dataset.platform, s.querySelector('code').textContent]),
        handles: [...pg.querySelectorAll('.editor-handle')].map((h) => h.getAttribute('aria-valuetext')),
        focused: document.activeElement ? document.activeElement.getAttribute('class') : null,
        running: document.getAnimations().filter((a) => a.playState === 'running').length,
        clashes: clashes()};
"""

# What a person would see wrong in the playground's chart and pad: a word on another word, a word
# crossed by a curve, a rule (other than its own) or a mark, or under the pad's point — measured
# on the drawn boxes (getBBox), the curves sampled every 2 units of their length.
CLASHES_JS = """
function clashes() {
  const out = [];
  const inside = (p, b) => p.x > b.x + 1 && p.x < b.x + b.width - 1 && p.y > b.y + 1 && p.y < b.y + b.height - 1;
  const pg = document.getElementById('playground');
  for (const svg of pg.querySelectorAll('svg.model-chart')) {
    const words = [...svg.querySelectorAll('text.word')].map((w) => ({text: w.textContent, box: w.getBBox(), role: w.getAttribute('class')}));
    words.forEach((a, i) => words.slice(i + 1).forEach((b) => {
      const x = a.box, y = b.box;
      if (x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height) out.push(a.text + ' on ' + b.text);
    }));
    for (const path of svg.querySelectorAll('path.model-curve')) {
      const length = path.getTotalLength();
      for (let s = 0; s <= length; s += 2) {
        const p = path.getPointAtLength(s);
        for (const w of words) if (inside(p, w.box)) { out.push('a curve crosses ' + w.text); s = length + 1; break; }
      }
    }
    for (const line of svg.querySelectorAll('line.mark')) {
      const own = line.getAttribute('class').slice(5);
      const a = {x: Number(line.getAttribute('x1')), y: Number(line.getAttribute('y1'))};
      const b = {x: Number(line.getAttribute('x2')), y: Number(line.getAttribute('y2'))};
      for (const w of words) {
        if (w.role.slice(5) === own) continue;
        for (let t = 0; t <= 1; t += 0.005) {
          if (inside({x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t}, w.box)) { out.push(own + ' crosses ' + w.text); break; }
        }
      }
    }
  }
  for (const pad of pg.querySelectorAll('svg.editor-pad')) {
    for (const handle of pad.querySelectorAll('.editor-handle')) {
      const h = handle.getBBox();
      for (const t of pad.querySelectorAll('text')) {
        const b = t.getBBox();
        if (h.x < b.x + b.width && b.x < h.x + h.width && h.y < b.y + b.height && b.y < h.y + h.height) out.push('the point of the pad covers ' + t.textContent);
      }
    }
  }
  return out;
}
"""

READ_JS = CLASHES_JS + READ_JS_BODY

# Records every animation frame's time, and every time the playground's chart is drawn anew (its
# body emptied and filled), until `stop` is called.
RECORD_JS = """
const body = document.querySelector('#playground .playground-body');
const record = {frames: [], renders: 0, running: true};
new MutationObserver((changes) => {
  if (changes.some((c) => c.removedNodes.length > 0)) record.renders += 1;
}).observe(body, {childList: true});
(function tick(t) { if (!record.running) return; record.frames.push(t); requestAnimationFrame(tick); })(performance.now());
window.__dragRecord = record;
"""

KEYS = {"ArrowUp": Keys.ARROW_UP, "ArrowDown": Keys.ARROW_DOWN, "ArrowLeft": Keys.ARROW_LEFT,
        "ArrowRight": Keys.ARROW_RIGHT}



def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("spec")
    parser.add_argument("--edit")
    parser.add_argument("--card")
    parser.add_argument("--drag")
    parser.add_argument("--key", action="append", default=[])
    parser.add_argument("--shift", action="store_true")
    parser.add_argument("--reduced-motion", action="store_true")
    parser.add_argument("--screenshot")
    parser.add_argument("--drag-moves", type=int)
    args = parser.parse_args()
    server = chromium.serve(args.spec)
    media = {"prefers-reduced-motion": "reduce"} if args.reduced_motion else None
    driver = chromium.start(["--window-size=1280,1000"], media=media,
                            capabilities={"goog:loggingPrefs": {"browser": "ALL"}}, loopback=True)
    steps = []
    try:
        url = f"http://127.0.0.1:{server.server_address[1]}/index.html"
        if args.edit:
            url += "#edit=" + urllib.parse.quote(args.edit)
        driver.get(url)
        time.sleep(0.5)
        if args.card:
            button = driver.execute_script(
                "const t = JSON.parse(document.getElementById('motion-data').textContent).tokens.find((t) => t.id === arguments[0]);"
                "return document.getElementById(t.anchor).querySelector('button.edit');", args.card)
            driver.execute_script("arguments[0].click()", button)
            time.sleep(0.3)
        steps.append(driver.execute_script(READ_JS))
        if args.drag:
            dx, dy = (float(v) for v in args.drag.split(","))
            handle = driver.find_element("css selector", ".editor-handle")
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", handle)
            ActionChains(driver).move_to_element(handle).click_and_hold().move_by_offset(dx / 2, dy / 2) \
                .move_by_offset(dx / 2, dy / 2).release().perform()
            time.sleep(0.3)
            steps.append(driver.execute_script(READ_JS))
        for key in args.key:
            handle = driver.find_element("css selector", ".editor-handle")
            if args.shift:
                ActionChains(driver).key_down(Keys.SHIFT).send_keys_to_element(handle, KEYS[key]).key_up(Keys.SHIFT).perform()
            else:
                handle.send_keys(KEYS[key])
            time.sleep(0.2)
            steps.append(driver.execute_script(READ_JS))
        result = {}
        if args.drag_moves:
            handle = driver.find_element("css selector", ".editor-handle")
            driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", handle)
            box = driver.execute_script("const r = arguments[0].getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2];", handle)
            driver.execute_script(RECORD_JS)

            def mouse(kind, x, y):
                driver.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left",
                                                                   "buttons": 1 if kind != "mouseReleased" else 0, "clickCount": 1})
            mouse("mousePressed", *box)
            for i in range(args.drag_moves):
                # Back and forth across 80 pixels of the pad, so the motion keeps changing.
                offset = 40 - abs((i % 80) - 40)
                mouse("mouseMoved", box[0] + offset, box[1] - offset / 2)
            mouse("mouseReleased", box[0], box[1])
            time.sleep(0.3)
            record = driver.execute_script("const r = window.__dragRecord; r.running = false; return {frames: r.frames, renders: r.renders};")
            frames = record["frames"]
            result["drag"] = {"moves": args.drag_moves, "frames": len(frames), "renders": record["renders"],
                              "intervals": [b - a for a, b in zip(frames, frames[1:])]}
        if args.screenshot:
            driver.execute_script("document.getElementById('playground').scrollIntoView()")
            driver.save_screenshot(args.screenshot)
        logs = [e["message"] for e in driver.get_log("browser")
                if e["level"] == "SEVERE" and "favicon" not in e["message"]]
        print(json.dumps(dict({"steps": steps, "console": logs}, **result)))
    finally:
        driver.quit()
        server.shutdown()


if __name__ == "__main__":
    main()
