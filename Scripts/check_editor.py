#!/usr/bin/env python3
"""Drives the page's editor (motion-editor.js in the playground) in headless Chromium.

The spec folder is served on 127.0.0.1. The page opens at `#edit=EXPR` (or, with --card ID,
with no fragment, and that token's Edit button is pressed); then the script drags the pad's
first handle by --drag DX,DY pixels (a pointer press, two moves, a release), and presses each
--key on the focused handle. After each step it reads the state: the address, the expression
field, the numbers the playground shows (full precision, from data-value), the lint list (rule
ids and words), the platforms' code, and how many animations are running.

Usage: check_editor.py SPEC_DIR [--edit EXPR | --card ID] [--drag DX,DY] [--key ArrowUp ...]
                       [--reduced-motion] [--screenshot FILE]
It prints one JSON object: {"steps": [...], "console": [...]}.
"""
import argparse
import json
import time
import urllib.parse

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

import chromium

READ_JS = """
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
        running: document.getAnimations().filter((a) => a.playState === 'running').length};
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
        if args.screenshot:
            driver.execute_script("document.getElementById('playground').scrollIntoView()")
            driver.save_screenshot(args.screenshot)
        logs = [e["message"] for e in driver.get_log("browser")
                if e["level"] == "SEVERE" and "favicon" not in e["message"]]
        print(json.dumps({"steps": steps, "console": logs}))
    finally:
        driver.quit()
        server.shutdown()


if __name__ == "__main__":
    main()
