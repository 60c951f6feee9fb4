#!/usr/bin/env python3
"""Plays the motion spec's animations in headless Chromium and reads where everything is.

For every figure that plays (`.playback`: token cards, group overlays, explainers) the script
starts its animations (the class the Play button sets), pauses them through the Web Animations
API (`getAnimations()`) and seeks all of them to the same times: `--samples` evenly spaced times
from 0 to 1.05 × the figure's window. At each time it reads each moving object's computed `left`
as a fraction of the way from its lane's start (`--ms-from`) to its end (`--ms-to`) (a scaling
object's scale from 0.25 to 1, a fading one's opacity), and each
playhead's `left` as a fraction of its plot's width. With --reduced-motion the page is loaded with
`prefers-reduced-motion: reduce` emulated and only the count of running animations and where the
objects rest are reported.

It prints one JSON array, one object per figure in page order:
  {"keys": [lane key, …], "window": ms, "animations": n, "knobs": n,
   "lanes": [[[ms, progress], …], …], "playheads": [[[ms, fraction], …], …],
   "rest": [progress of each object when nothing plays, …]}

Usage: check_playback.py index.html [--samples 12] [--reduced-motion]
"""
import argparse
import json
import pathlib

import chromium

SEEK_JS = """
const samples = arguments[0];
const out = [];
for (const figure of document.querySelectorAll('.playback')) {
  const lanes = [...figure.querySelectorAll('.lane')];
  // The playheads of the layout shown (a phone shows the narrow one, a wide screen the other).
  const heads = [...figure.querySelectorAll('.playhead')].filter((h) => h.parentElement.offsetParent !== null);
  // Where an object is along its motion: a moving one by its place between its lane's ends, a
  // scaling one by its scale (from 0.25 to 1), a fading one by its opacity.
  const where = (mover) => {
    const style = getComputedStyle(mover);
    const lane = mover.closest('.lane');
    if (lane.classList.contains('demo-scale')) {
      const m = style.transform === 'none' ? [1] : style.transform.slice(7, -1).split(',').map(Number);
      return (m[0] - 0.25) / 0.75;
    }
    if (lane.classList.contains('demo-fade')) return parseFloat(style.opacity);
    // The track's exact width: `left` resolves against it, and clientWidth rounds it to a pixel.
    const track = mover.parentElement.getBoundingClientRect().width;
    const from = parseFloat(style.getPropertyValue('--ms-from')), to = parseFloat(style.getPropertyValue('--ms-to'));
    return ((parseFloat(style.left) / track) * 100 - from) / (to - from);
  };
  const rest = lanes.map((lane) => where(lane.querySelector('.mover')));
  const windowSeconds = heads.length ? parseFloat(getComputedStyle(heads[0]).getPropertyValue('--ms-window')) : 0;
  figure.classList.add('playing');
  const animations = figure.getAnimations({subtree: true});
  animations.forEach((a) => a.pause());
  const laneSamples = lanes.map(() => []), headSamples = heads.map(() => []);
  const windowMs = windowSeconds * 1000;
  for (let i = 0; i < samples; i++) {
    const t = Math.round(windowMs * 1.05 * i / (samples - 1));
    animations.forEach((a) => { a.currentTime = t; });
    lanes.forEach((lane, j) => laneSamples[j].push([t, where(lane.querySelector('.mover'))]));
    heads.forEach((head, j) => {
      const style = getComputedStyle(head);
      const box = head.parentElement.clientWidth;
      const left = parseFloat(style.getPropertyValue('--ph-left')), width = parseFloat(style.getPropertyValue('--ph-width'));
      headSamples[j].push([t, ((parseFloat(style.left) / box) * 100 - left) / width]);
    });
  }
  animations.forEach((a) => a.cancel());
  figure.classList.remove('playing');
  out.push({keys: lanes.map((l) => l.dataset.key), window: windowMs, animations: animations.length,
            knobs: figure.querySelectorAll('.knob').length,
            lanes: laneSamples, playheads: headSamples, rest: rest});
}
return out;
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("page")
    parser.add_argument("--samples", type=int, default=12)
    parser.add_argument("--reduced-motion", action="store_true")
    args = parser.parse_args()
    driver = chromium.start(["--window-size=1280,900"], media={"prefers-reduced-motion": "reduce"} if args.reduced_motion else None)
    try:
        driver.get(pathlib.Path(args.page).resolve().as_uri())
        print(json.dumps(driver.execute_script(SEEK_JS, args.samples)))
    finally:
        driver.quit()


if __name__ == "__main__":
    main()
