#!/usr/bin/python3
"""Decodes an animated GIF with Pillow and finds, in every frame, where coloured objects are.

For each band `Y0:Y1:R,G,B` (rows Y0 to Y1 of the image, a colour), the script takes the pixels
of that band within --distance of the colour (Euclidean, 0–255 channels) and reports the midpoint
of their horizontal extent, in pixels (null when there are none). Frames are read as Pillow
composes them (previous frame kept under a partial frame, transparency applied).

It prints one JSON object: {"size": [w, h], "loop": n, "bytes": n,
  "frames": [{"duration": ms, "objects": [x or null, …]}, …]}

Usage: check_gif.py animation.gif --band 600:700:0,114,178 [--band …] [--distance 60]
"""
import argparse
import json
import os

from PIL import Image, ImageSequence


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("gif")
    parser.add_argument("--band", action="append", default=[])
    parser.add_argument("--distance", type=float, default=60)
    args = parser.parse_args()
    bands = []
    for band in args.band:
        y0, y1, rgb = band.split(":")
        bands.append((int(y0), int(y1), tuple(int(c) for c in rgb.split(","))))
    image = Image.open(args.gif)
    frames = []
    limit = args.distance ** 2
    for frame in ImageSequence.Iterator(image):
        rgb = frame.convert("RGB")
        width = rgb.size[0]
        pixels = rgb.load()
        found = []
        for y0, y1, colour in bands:
            xs = [x for y in range(y0, y1 + 1) for x in range(width)
                  if sum((a - b) ** 2 for a, b in zip(pixels[x, y], colour)) <= limit]
            found.append((min(xs) + max(xs)) / 2 if xs else None)
        frames.append({"duration": frame.info.get("duration"), "objects": found})
    print(json.dumps({"size": list(image.size), "loop": image.info.get("loop"),
                      "bytes": os.path.getsize(args.gif), "frames": frames}))


if __name__ == "__main__":
    main()
