#!/usr/bin/env python3
"""Reads a converted DocC site (`docc convert … --output-path SITE`) in headless Chromium.

The site is served over HTTP on 127.0.0.1 (DocC's pages load their content with fetch). Each
page given with --page (a path under /documentation/) is opened at every --width; for each it
reports the width of the article's column, whether the document scrolls sideways, each table's
width beside its box's and its first column's texts and link texts, and each image's shown
width beside its natural one.

Usage: check_docc.py SITE --page motion --page motion/group-motion [--width 1280 --width 390]
                     [--screenshot PREFIX]
It prints one JSON object: {"pages": [{"page", "width", "column", "overflow", "tables",
"images"}], "console": [...]}.
"""
import argparse
import json
import time

import chromium

READ_JS = """
const main = document.querySelector('main');
const column = main.querySelector('.content')?.getBoundingClientRect().width ?? 0;
const tables = [...main.querySelectorAll('table')].map((t) => ({
  width: t.scrollWidth,
  box: t.parentElement.getBoundingClientRect().width,
  first: [...t.querySelectorAll('tbody tr')].map((r) => r.cells[0]?.innerText.trim() ?? ''),
  links: [...t.querySelectorAll('tbody tr')].map((r) => [...r.cells[0].querySelectorAll('a')].map((a) => a.innerText.trim())),
}));
const images = [...main.querySelectorAll('img')].filter((i) => i.currentSrc).map((i) => ({
  src: i.currentSrc.split('/').pop(), shown: i.getBoundingClientRect().width, natural: i.naturalWidth,
}));
return {column, overflow: document.documentElement.scrollWidth > window.innerWidth, tables, images};
"""



def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("site")
    parser.add_argument("--page", action="append", default=[])
    parser.add_argument("--width", action="append", type=int, default=[])
    parser.add_argument("--screenshot")
    args = parser.parse_args()
    server = chromium.serve(args.site)
    driver = chromium.start(capabilities={"goog:loggingPrefs": {"browser": "ALL"}}, loopback=True)
    pages = []
    try:
        for width in args.width or [1280, 390]:
            driver.set_window_size(width, 1000)
            for page in args.page:
                driver.get(f"http://127.0.0.1:{server.server_address[1]}/documentation/{page}")
                # Until the article has rendered; then down the page, so that every image DocC
                # loads lazily loads, and until they have.
                for _ in range(200):
                    if driver.execute_script("return !!document.querySelector('main .content')"):
                        break
                    time.sleep(0.1)
                height = driver.execute_script("return document.body.scrollHeight")
                for y in range(0, height + 1000, 600):
                    driver.execute_script(f"window.scrollTo(0, {y})")
                    time.sleep(0.02)
                for _ in range(200):
                    if driver.execute_script(
                            "return [...document.querySelectorAll('main img')].every((i) => i.complete)"):
                        break
                    time.sleep(0.1)
                driver.execute_script("window.scrollTo(0, 0)")
                result = driver.execute_script(READ_JS)
                result.update(page=page, width=width)
                pages.append(result)
                if args.screenshot:
                    height = driver.execute_script("return document.body.scrollHeight")
                    driver.set_window_size(width, min(height, 6000))
                    driver.save_screenshot(f"{args.screenshot}-{page.replace('/', '-')}-{width}.png")
                    driver.set_window_size(width, 1000)
        logs = [e["message"] for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        print(json.dumps({"pages": pages, "console": logs}))
    finally:
        driver.quit()
        server.shutdown()


if __name__ == "__main__":
    main()
