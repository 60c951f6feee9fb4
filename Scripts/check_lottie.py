#!/usr/bin/env python3
"""Checks motionspec's Lottie files with Lottie's own tools, against the model's motion.

  check_lottie.py SCHEMA EXPECT.json

SCHEMA is a JSON Schema of the Lottie objects motionspec writes (written from the Lottie
specification's schema). EXPECT.json lists files to check, each with the motion the model gives:

  {"files": [{"path": "motion.heavy.lottie.json", "axis": "x", "layer": 0, "band": null,
              "move": 280, "frames": [[0, -280.0], [1, -279.2], ...]}]}

with, optionally, "property" (position, the default; scale, rotation or opacity, in the file's
units: percent and degrees), "render": false (python-lottie alone), and frames given as
[frame, low, high] (the model's range within the time the file allows, for python-lottie);

where each frame's number is the model's displacement (in pixels) from where the layer rests at
the last listed frame, and `band` (optional) is the [top, bottom] rows of the picture the layer
stays in. For each file the script

  1. validates it against SCHEMA (python's jsonschema);
  2. loads it with the PyPI `lottie` package (python-lottie) and evaluates the layer's position
     at every listed frame with that package's own keyframe interpolation;
  3. renders every listed frame with rlottie (PyPI `rlottie-python`), the player Telegram and
     Samsung ship, at four times the file's size, and measures where the shape is: the centre of
     its pixels' coverage;

and prints one JSON object: per file, the largest error of (2) and of (3) as a fraction of the
move, and how many frames were compared. It exits 1 when a file fails the schema or cannot be
loaded.
"""
import json
import os
import sys

import jsonschema
import lottie
import rlottie_python
from PIL import Image


def centroid(pixels, width, height, axis, band):
    """Where the shape is along `axis`: the coverage-weighted mean of pixel centres.

    rlottie renders premultiplied BGRA; the alpha channel is the coverage. Its profile along the
    axis (each column's, or row's, total) comes from Pillow's box filter, in C.
    """
    alpha = Image.frombuffer("RGBA", (width, height), pixels, "raw", "RGBA", 0, 1).getchannel("A")
    if band is not None:
        alpha = alpha.crop((0, max(0, int(band[0])), width, min(height, int(band[1]))))
    offset = 0 if band is None or axis == "x" else max(0, int(band[0]))
    size = alpha.size[0] if axis == "x" else alpha.size[1]
    # BOX-resampling to one row (or column) averages; with float output ("F") nothing is rounded.
    profile = alpha.convert("F").resize((size, 1) if axis == "x" else (1, size), Image.BOX).getdata()
    total = sum(profile)
    if total * (alpha.size[1] if axis == "x" else alpha.size[0]) < 255 * 4:
        return None
    return offset + sum((i + 0.5) * a for i, a in enumerate(profile)) / total


def keyframe_order(node, where="$"):
    """The specification's rule the schema cannot say: keyframes in ascending time, at most two at one time."""
    if isinstance(node, dict):
        keys = node.get("k")
        if node.get("a") == 1 and isinstance(keys, list):
            times = [k.get("t") for k in keys]
            for a, b, c in zip(times, times[1:], times[2:] + [None]):
                if b < a or (c is not None and a == b == c):
                    return f"{where}: keyframe times {times} are not ascending"
        for key, value in node.items():
            found = keyframe_order(value, f"{where}.{key}")
            if found:
                return found
    elif isinstance(node, list):
        for i, value in enumerate(node):
            found = keyframe_order(value, f"{where}[{i}]")
            if found:
                return found
    return None


def main():
    schema_path, expect_path = sys.argv[1:3]
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    validator = jsonschema.validators.validator_for(schema)(schema)
    with open(expect_path, encoding="utf-8") as f:
        expect = json.load(f)
    base = os.path.dirname(os.path.abspath(expect_path))
    results = []
    failed = False
    for entry in expect["files"]:
        path = os.path.join(base, entry["path"])
        with open(path, encoding="utf-8") as f:
            text = f.read()
        document = json.loads(text)
        result = {"path": entry["path"]}
        errors = sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path))
        result["schema"] = "ok" if not errors else f"{list(errors[0].absolute_path)}: {errors[0].message}"
        failed = failed or bool(errors)
        order = keyframe_order(document)
        if order:
            result["schema"] = order
            failed = True
        move = float(entry["move"])
        frames = entry["frames"]
        last_frame = frames[-1][0]

        # python-lottie: its own reading and interpolation of the keyframes.
        animation = lottie.objects.Animation.load(document)
        layer = animation.layers[entry.get("layer", 0)]
        # "property" (optional): position (the default), scale, rotation or opacity.
        which = entry.get("property", "position")
        animated = getattr(layer.transform, which)

        def evaluated(frame):
            value = animated.get_value(frame - (layer.start_time or 0))
            if which == "position":
                # A split position (x and y keyframed apart) is merged by the package into one point.
                return value[0] if entry["axis"] == "x" else value[1]
            if which == "scale":
                return value[0]
            return value

        try:
            rest = evaluated(last_frame)
            worst = 0.0
            for frame, *displacement in frames:
                # [frame, low, high]: the model's range within the time the file allows.
                low, high = (displacement[0], displacement[-1])
                played = evaluated(frame) - rest
                worst = max(worst, max(0.0, low - played, played - high) / move)
            result["lottieMaxError"] = worst
        except Exception as error:  # the package could not read what it loaded
            result["lottieMaxError"] = None
            result["lottieProblem"] = repr(error)
            failed = True

        # rlottie: render each frame and find the shape ("render": false leaves it out, for a
        # property other than position, or a card that turns).
        if not entry.get("render", True) or which != "position":
            results.append(result)
            continue
        player = rlottie_python.LottieAnimation.from_data(text)
        width, height = player.lottie_animation_get_size()
        result["rlottieFrames"] = player.lottie_animation_get_totalframe()

        # Rendered at 4 times the size, so that a fraction of a pixel of the file is measurable.
        zoom = 4

        def measured(frame):
            pixels = player.lottie_animation_render(
                frame_num=int(frame), width=width * zoom, height=height * zoom, bytes_per_line=width * zoom * 4)
            band = entry.get("band")
            at = centroid(
                pixels, width * zoom, height * zoom, entry["axis"], None if band is None else [b * zoom for b in band])
            return None if at is None else at / zoom

        rest = measured(last_frame)
        worst = 0.0
        compared = 0
        for frame, displacement, *_ in frames:
            at = measured(frame)
            if at is None or rest is None:
                continue  # fully transparent (an opacity of 0): nothing to find
            compared += 1
            worst = max(worst, abs((at - rest) - displacement) / move)
        result["renderMaxError"] = worst
        result["renderedFrames"] = compared
        results.append(result)
    print(json.dumps({"results": results}, indent=1))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
