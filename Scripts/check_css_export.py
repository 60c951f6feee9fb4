#!/usr/bin/env python3
"""Drives elements with exported CSS motion tokens in headless Chromium and reads their positions.

For each custom-property prefix (e.g. `motion-heavy`), an element gets
`transition: transform var(--P-duration) var(--P-easing) var(--P-delay)` from the exported CSS and
is moved from translateX(0) to translateX(1000px). The transition is paused through the Web
Animations API (`getAnimations()`), seeked to each requested time (`currentTime`, milliseconds
from the trigger, delay included) and the computed transform is read back. With
--reduced-motion the page is loaded with `prefers-reduced-motion: reduce` emulated.

It prints one JSON object: {prefix: {"duration": ms, "delay": ms, "samples": [[ms, progress], …]}}.

Usage: check_css_export.py motion-tokens.css PREFIX[,PREFIX…] --times 0,10,20,… [--reduced-motion]
"""
import argparse
import json
import pathlib
import tempfile

import chromium

SEEK_JS = """
const [prefix, times] = arguments;
const el = document.createElement('div');
el.style.cssText = `width:10px;height:10px;transform:translateX(0px);
  transition: transform var(--${prefix}-duration) var(--${prefix}-easing) var(--${prefix}-delay)`;
document.body.appendChild(el);
getComputedStyle(el).transform;            // the start, before the change
el.style.transform = 'translateX(1000px)';
getComputedStyle(el).transform;            // starts the transition
const animations = el.getAnimations();
const timing = animations.length ? animations[0].effect.getComputedTiming() : null;
const samples = [];
if (animations.length) {
  const a = animations[0];
  a.pause();
  for (const t of times) {
    a.currentTime = t;
    const m = new DOMMatrixReadOnly(getComputedStyle(el).transform);
    samples.push([t, m.m41 / 1000]);
  }
}
el.remove();
return {animations: animations.length, duration: timing ? timing.duration : 0,
        delay: timing ? timing.delay : 0, samples: samples};
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("css")
    parser.add_argument("prefixes")
    parser.add_argument("--times", required=True, help="a JSON object {prefix: [ms, …]}")
    parser.add_argument("--reduced-motion", action="store_true")
    args = parser.parse_args()
    css = pathlib.Path(args.css).read_text()
    times = json.loads(args.times)
    with tempfile.TemporaryDirectory() as folder:
        page = pathlib.Path(folder) / "page.html"
        page.write_text("<!doctype html><html><head><style>" + css + "</style></head><body></body></html>")
        driver = chromium.start(media={"prefers-reduced-motion": "reduce"} if args.reduced_motion else None)
        try:
            driver.get(page.as_uri())
            result = {}
            for prefix in args.prefixes.split(","):
                result[prefix] = driver.execute_script(SEEK_JS, prefix, times.get(prefix, []))
            print(json.dumps(result))
        finally:
            driver.quit()


if __name__ == "__main__":
    main()
