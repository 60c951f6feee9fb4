#!/usr/bin/env python3
"""Explores a motion spec page in headless Chromium as a reader does, and reports what it finds.

Checks (each prints one JSON object; the Swift tests assert on it):
  knobs      For the first --figures figures whose playheads carry knobs: drags the scrubber to
             5 positions (10 %, 30 %, 50 %, 70 %, 90 % of the window) and measures, for every knob,
             how far its centre is from the curve of its colour drawn in the chart (in screen
             pixels, read from the SVG path under the knob's x); then presses 0.25×, 0.5× and 1×
             and reads every animation's playback rate.
  state      Loads the page with --fragment and reports what it restored (search box, filters,
             sort, chosen tokens, rows shown, the comparison drawn); then types --type into the
             search box and reports the fragment the page wrote.
  playground For each --expr: loads `#expr=…` and reports the numbers the page computed (full
             precision, from each number's data-value) and the code snippets' platforms.
  stills     With prefers-reduced-motion: reduce, for the first token card: whether anything
             plays at rest or on hover, which controls show, and after dragging the scrubber to
             half the window, each lane's progress and the animations' play states.
  timing     Loads the page and reports the first contentful paint and the time a search takes
             (typing --type into the box until the table is laid out again), in milliseconds.

Usage: check_explore.py PAGE.html knobs|state|playground|timing [options]
"""
import argparse
import json
import pathlib
import time
import urllib.parse

import chromium

KNOBS_JS = """
const limit = arguments[0];
const figures = [...document.querySelectorAll('figure.playback')].filter((f) => f.querySelector('.knob')).slice(0, limit);
const out = [];
// The vertices of a path of straight segments (M, L, H, V, absolute or relative); null for a
// path with curves (a marker's circle).
const pathPoints = (path) => {
  const d = path.getAttribute('d') || '';
  if (/[CcSsQqTtAa]/.test(d)) return null;
  const points = [];
  let x = 0, y = 0;
  for (const [, command, body] of d.matchAll(/([MLHVZmlhvz])([^MLHVZmlhvz]*)/g)) {
    const n = (body.match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) || []).map(Number);
    const relative = command === command.toLowerCase();
    const c = command.toUpperCase();
    if (c === 'H') { for (const v of n) { x = relative ? x + v : v; points.push([x, y]); } continue; }
    if (c === 'V') { for (const v of n) { y = relative ? y + v : v; points.push([x, y]); } continue; }
    for (let i = 0; i + 1 < n.length; i += 2) {
      x = relative ? x + n[i] : n[i];
      y = relative ? y + n[i + 1] : n[i + 1];
      points.push([x, y]);
    }
  }
  return points;
};
const strokeOf = (path) => (path.getAttribute('stroke') || '') + ' ' + (path.getAttribute('style') || '');
for (const figure of figures) {
  figure.scrollIntoView({block: 'center'});
  const range = figure.querySelector('.player input[type=range]');
  const result = {label: figure.querySelector('.stage').getAttribute('aria-label'), positions: []};
  for (const fraction of [0.1, 0.3, 0.5, 0.7, 0.9]) {
    range.value = String(Math.round(fraction * 1000));
    range.dispatchEvent(new Event('input'));
    const knobs = [];
    for (const head of figure.querySelectorAll('.playhead')) {
      if (head.parentElement.offsetParent === null) continue;  // the layout not shown
      const svg = head.parentElement.querySelector('svg');
      const band = head.getBoundingClientRect();
      const toUser = svg.getScreenCTM().inverse(), toScreen = svg.getScreenCTM();
      for (const knob of head.querySelectorAll('.knob')) {
        const r = knob.getBoundingClientRect();
        const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
        const colour = knob.style.getPropertyValue('--knob-color').trim().match(/--chart-c\\d+/)[0];
        let best = null;
        for (const path of svg.querySelectorAll('path')) {
          const stroke = strokeOf(path);
          if (!stroke.includes(colour + ',') && !stroke.includes(colour + ')')) continue;
          const p = new DOMPoint(cx, cy).matrixTransform(toUser);
          const pts = pathPoints(path);
          if (!pts) continue;
          for (let i = 0; i + 1 < pts.length; i++) {
            const [x0, y0] = pts[i], [x1, y1] = pts[i + 1];
            if (!(p.x >= Math.min(x0, x1) && p.x <= Math.max(x0, x1)) || x0 === x1) continue;
            const y = y0 + (y1 - y0) * (p.x - x0) / (x1 - x0);
            const screen = new DOMPoint(p.x, y).matrixTransform(toScreen);
            if (screen.y < band.top - 2 || screen.y > band.bottom + 2) continue;
            const distance = Math.abs(screen.y - cy);
            if (best === null || distance < best) best = distance;
          }
        }
        knobs.push({colour: colour, distance: best, x: cx - band.left});
      }
    }
    result.positions.push({fraction: fraction, knobs: knobs});
  }
  const rates = {};
  for (const button of figure.querySelectorAll('.player .speeds button')) {
    button.click();
    figure.querySelector('.player button.play').click();
    rates[button.getAttribute('data-rate')] = [...new Set(figure.getAnimations({subtree: true}).map((a) => a.playbackRate))];
  }
  figure.querySelector('.player button.play').click();
  result.rates = rates;
  out.push(result);
}
return out;
"""

STATE_JS = """
const rows = [...document.querySelectorAll('#tokens table.tokens tbody tr')];
const sorted = document.querySelector('#tokens table.tokens th[aria-sort]');
return {
  search: (document.querySelector('.table-tools input[type=search]') || {}).value,
  filters: Object.fromEntries([...document.querySelectorAll('.table-tools select')].map((s) => [s.dataset.filter, s.value])),
  sort: sorted ? [sorted.dataset.key, sorted.getAttribute('aria-sort')] : null,
  shown: rows.filter((r) => !r.hidden).map((r) => r.dataset.id),
  order: rows.map((r) => r.dataset.id),
  compare: window.motionSpec.state.compare,
  checked: [...document.querySelectorAll('.pick input:checked')].map((b) => b.dataset.id),
  compareShown: !document.getElementById('compare').hidden,
  compareCurves: document.querySelectorAll('#compare path.model-curve').length,
  compareRows: [...document.querySelectorAll('#compare table.compared tbody tr')].map((r) => r.dataset.id),
  lanes: [...document.querySelectorAll('#compare .lane')].map((l) => l.dataset.key),
  expr: window.motionSpec.state.expr,
  hash: location.hash,
};
"""

PLAYGROUND_JS = """
const out = {status: document.querySelector('.playground-status').textContent, numbers: {}, platforms: []};
for (const item of document.querySelectorAll('#playground .model-numbers [data-key]')) {
  out.numbers[item.dataset.key] = item.dataset.value === '' ? null : Number(item.dataset.value);
}
out.platforms = [...document.querySelectorAll('#playground .snippet')].map((s) => s.dataset.platform);
out.curves = document.querySelectorAll('#playground path.model-curve').length;
out.knobs = document.querySelectorAll('#playground .knob').length;
return out;
"""

SEARCH_JS = """
const box = document.querySelector('.table-tools input[type=search]');
const start = performance.now();
box.value = arguments[0];
box.dispatchEvent(new Event('input'));
document.body.getBoundingClientRect();  // layout
const rows = [...document.querySelectorAll('#tokens table.tokens tbody tr')];
return {ms: performance.now() - start, shown: rows.filter((r) => !r.hidden).length, rows: rows.length, hash: location.hash};
"""

STILLS_JS = """
const figure = [...document.querySelectorAll('article.card:not(.sequence) figure.playback')][0];  // a token's card
figure.scrollIntoView({block: 'center'});
const shown = (node) => node !== null && getComputedStyle(node).display !== 'none';
const before = figure.getAnimations({subtree: true}).length;
figure.classList.add('playing');  // what hover or the Play button would do
const whenPlayed = figure.getAnimations({subtree: true}).length;
figure.classList.remove('playing');
const range = figure.querySelector('.player input[type=range]');
range.value = '500';
range.dispatchEvent(new Event('input'));
const animations = figure.getAnimations({subtree: true});
const lanes = [...figure.querySelectorAll('.lane.demo-move')].map((lane) => {
  const mover = lane.querySelector('.mover'), style = getComputedStyle(mover);
  const from = parseFloat(style.getPropertyValue('--ms-from')), to = parseFloat(style.getPropertyValue('--ms-to'));
  return [lane.dataset.key, ((parseFloat(style.left) / mover.parentElement.getBoundingClientRect().width) * 100 - from) / (to - from)];
});
return {before: before, whenPlayed: whenPlayed, afterScrub: animations.length,
        states: [...new Set(animations.map((a) => a.playState))], window: parseFloat(figure.dataset.window) * 1000,
        play: shown(figure.querySelector('.player button.play')), speeds: shown(figure.querySelector('.player .speeds')),
        scrubber: shown(range), lanes: lanes};
"""

PAINT_JS = """
const paint = performance.getEntriesByName('first-contentful-paint')[0];
const nav = performance.getEntriesByType('navigation')[0];
return {firstPaint: paint ? paint.startTime : null, domContentLoaded: nav ? nav.domContentLoadedEventEnd : null,
        load: nav ? nav.loadEventEnd : null, bytes: document.documentElement.outerHTML.length};
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("page")
    parser.add_argument("check", choices=["knobs", "state", "playground", "stills", "timing"])
    parser.add_argument("--figures", type=int, default=6)
    parser.add_argument("--fragment", default="")
    parser.add_argument("--type", default="")
    parser.add_argument("--expr", action="append", default=[])
    parser.add_argument("--width", type=int, default=1280)
    args = parser.parse_args()
    media = {"prefers-reduced-motion": "reduce"} if args.check == "stills" else None
    driver = chromium.start([f"--window-size={args.width},900"], media=media)
    url = pathlib.Path(args.page).resolve().as_uri()
    try:
        if args.check == "knobs":
            driver.get(url)
            print(json.dumps(driver.execute_script(KNOBS_JS, args.figures)))
        elif args.check == "state":
            driver.get(url + args.fragment)
            restored = driver.execute_script(STATE_JS)
            typed = None
            if args.type:
                driver.execute_script(SEARCH_JS, args.type)
                typed = driver.execute_script(STATE_JS)
            print(json.dumps({"restored": restored, "typed": typed}))
        elif args.check == "playground":
            out = {}
            for expr in args.expr:
                driver.get("about:blank")
                driver.get(url + "#expr=" + urllib.parse.quote(expr, safe=""))
                # The page's model (WebAssembly) starts after the first paint; the playground
                # draws once it runs.
                for _ in range(200):
                    if driver.execute_script("return window.MotionCore && MotionCore.ready"):
                        break
                    time.sleep(0.05)
                out[expr] = driver.execute_script(PLAYGROUND_JS)
            print(json.dumps(out))
        elif args.check == "stills":
            driver.get(url)
            print(json.dumps(driver.execute_script(STILLS_JS)))
        else:
            driver.get(url)
            paint = driver.execute_script(PAINT_JS)
            search = driver.execute_script(SEARCH_JS, args.type or "a")
            print(json.dumps({**paint, "search": search}))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
