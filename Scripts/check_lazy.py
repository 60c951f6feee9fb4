#!/usr/bin/env python3
"""Loads a motion spec whose token charts load lazily in headless Chromium, in the light or dark
colour scheme, and prints JSON: for each token chart image, whether it had loaded before it was
scrolled to, and after scrolling it into view its source as displayed (currentSrc, relative to
the page) and its natural width. The tests check that no chart below the first screen loads
before it is reached, that each one then loads, and that the dark scheme shows the dark files.
Only the charts of the layout the window shows count (`--width`: a phone's shows the narrow
layouts, whose images a wide window never loads).
"""
import argparse
import json
import pathlib
import time

import chromium

SHOWN_JS = """
var shown = function (img) {
  var layout = img.closest('.chart-layout');
  return !layout || getComputedStyle(layout).display !== 'none';
};
"""

BEFORE_JS = SHOWN_JS + """
return Array.from(document.querySelectorAll('img.chart-svg')).filter(shown).map(function (img) {
  return {src: img.getAttribute('src'), loadedEarly: img.complete && img.naturalWidth > 0,
          below: img.getBoundingClientRect().top > 2 * window.innerHeight};
});
"""

AFTER_JS = SHOWN_JS + """
var done = arguments[arguments.length - 1];
var images = Array.from(document.querySelectorAll('img.chart-svg')).filter(shown).slice(0, arguments[0]);
var out = [];
function next(i) {
  if (i >= images.length) { done(out); return; }
  var img = images[i];
  var details = img.closest('details');
  if (details) details.open = true;
  img.scrollIntoView();
  var start = Date.now();
  (function wait() {
    if ((img.complete && img.naturalWidth > 0) || Date.now() - start > 5000) {
      var base = location.href.replace(/[^/]*$/, '');
      out.push({src: img.getAttribute('src'), shown: img.currentSrc.replace(base, ''), width: img.naturalWidth});
      next(i + 1);
    } else {
      setTimeout(wait, 20);
    }
  })();
}
next(0);
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("page")
    parser.add_argument("--scheme", choices=["light", "dark"], default="light")
    parser.add_argument("--count", type=int, default=6)
    parser.add_argument("--width", type=int, default=1280)
    args = parser.parse_args()
    driver = chromium.start([f"--window-size={args.width},900"], media={"prefers-color-scheme": args.scheme})
    try:
        driver.get(pathlib.Path(args.page).resolve().as_uri())
        time.sleep(0.5)
        before = driver.execute_script(BEFORE_JS)
        driver.set_script_timeout(120)
        after = driver.execute_async_script(AFTER_JS, args.count)
        print(json.dumps({"before": before, "after": after}))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
