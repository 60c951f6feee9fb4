#!/usr/bin/env python3
"""Plays exported CSS sequences in headless Chromium and reads each property at given times.

For each class (e.g. `sheet-present`), an element gets the class (and `--motionspec-index: 0`, or
each index `--indices` lists: the elements of a staggered list, each sampled apart);
its animations (one per track) are paused through the Web Animations API and seeked to each
requested time (milliseconds from the start, `currentTime`), and the computed `translate`, `scale`,
`rotate` and `opacity` are read back.

It prints one JSON object: {class: {"animations": n, "samples": [[ms, y px, scale, degrees, opacity], …]}},
or with --indices, {class: [one such object per index]}.

Usage: check_css_sequences.py motion-tokens.css CLASS[,CLASS…] --times '[0, 10, …]' [--indices '[0, 1, …]']
"""
import argparse
import json
import pathlib
import tempfile

import chromium

SEEK_JS = """
const [name, times, index] = arguments;
const el = document.createElement('div');
el.className = name;
el.style.cssText = 'width:10px;height:10px;--motionspec-index:' + index;
document.body.appendChild(el);
const animations = el.getAnimations();
animations.forEach(a => a.pause());
const number = (text, fallback) => { const n = parseFloat(text); return isNaN(n) ? fallback : n; };
const samples = [];
for (const t of times) {
  animations.forEach(a => { a.currentTime = t; });
  const s = getComputedStyle(el);
  const translate = s.translate === 'none' ? ['0px', '0px'] : s.translate.split(' ');
  const rotate = s.rotate === 'none' ? '0deg' : s.rotate;
  samples.push([t, number(translate[1], 0), s.scale === 'none' ? 1 : number(s.scale, 1), number(rotate, 0),
                number(s.opacity, 1)]);
}
el.remove();
return {animations: animations.length, samples: samples};
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("css")
    parser.add_argument("classes")
    parser.add_argument("--times", required=True, help="a JSON list of milliseconds")
    parser.add_argument("--indices", help="a JSON list of --motionspec-index values, each sampled apart")
    args = parser.parse_args()
    css = pathlib.Path(args.css).read_text()
    times = json.loads(args.times)
    with tempfile.TemporaryDirectory() as folder:
        page = pathlib.Path(folder) / "page.html"
        page.write_text("<!doctype html><html><head><style>" + css + "</style></head><body></body></html>")
        driver = chromium.start()
        try:
            driver.get(page.as_uri())
            names = args.classes.split(",")
            if args.indices is None:
                print(json.dumps({name: driver.execute_script(SEEK_JS, name, times, 0) for name in names}))
            else:
                indices = json.loads(args.indices)
                print(json.dumps({
                    name: [driver.execute_script(SEEK_JS, name, times, i) for i in indices] for name in names
                }))
        finally:
            driver.quit()


if __name__ == "__main__":
    main()
