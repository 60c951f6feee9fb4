#!/usr/bin/env python3
"""Checks a motion spec page in headless Chromium, as a reader's browser shows it.

For each viewport width and colour scheme it loads the page (scripts on), then reports:
  * overflow: elements that stick out of the viewport horizontally and are not inside a box
    that scrolls or clips sideways (the table's scroller, a chart's scroller);
  * axe: the violations axe-core reports (axe-core as shipped by PyPI's axe-selenium-python);
  * console: errors the page logged;
  * facts the tests read: the document's scroll width, duplicate ids, how the table is laid
    out, the smallest chart text size on screen, and the enhancement state (filters, copy
    buttons, sorting).
With --screenshot-dir it saves two screenshots per run: the first screen (`WIDTH-SCHEME.png`)
and the token table (`WIDTH-SCHEME-table.png`). axe-core runs at the --axe-widths only (it takes
seconds per run on a page of 60 charts); overflow is checked at every width. axe reports its
violations only (the passes are counted, not listed), and its two duplicate-id rules, the slowest
on the charts' thousands of nodes and the same at every width and scheme, run in the first audit
only (the facts count duplicate ids on every run).
It prints one JSON object; the Swift tests assert on it.

Usage: check_page.py PAGE.html [--widths 320,390,1280,1920] [--schemes light,dark]
                     [--screenshot-dir DIR] [--interact]
"""
import argparse
import json
import pathlib
import sys

from axe_selenium_python import Axe
from selenium.webdriver.common.by import By

import chromium

OVERFLOW_JS = """
const vw = document.documentElement.clientWidth;
const scrolls = el => {
  for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
    const o = getComputedStyle(a).overflowX;
    if (o === 'auto' || o === 'scroll' || o === 'hidden' || o === 'clip') {
      const r = a.getBoundingClientRect();
      if (r.right <= vw + 1 && r.left >= -1) return true;
    }
  }
  return false;
};
const out = [];
for (const el of document.body.querySelectorAll('*')) {
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) continue;
  const cs = getComputedStyle(el);
  if (cs.position === 'absolute' && (r.right < 0 || cs.clip !== 'auto')) continue;  // visually hidden
  if ((r.right > vw + 1 || r.left < -1) && !scrolls(el)) {
    out.push({tag: el.tagName.toLowerCase(), id: el.id, cls: String(el.className && el.className.baseVal !== undefined ? el.className.baseVal : el.className),
              left: Math.round(r.left), right: Math.round(r.right)});
  }
}
return {viewport: vw, scrollWidth: document.documentElement.scrollWidth, overflow: out.slice(0, 20), overflowCount: out.length};
"""

FACTS_JS = """
const ids = {};
for (const el of document.querySelectorAll('[id]')) ids[el.id] = (ids[el.id] || 0) + 1;
const duplicates = Object.keys(ids).filter(k => ids[k] > 1);
// The smallest chart text as rendered on screen, in CSS pixels.
let smallest = Infinity;
for (const t of document.querySelectorAll('.chart svg text')) {
  const r = t.getBoundingClientRect();
  if (r.height > 0) smallest = Math.min(smallest, r.height);
}
// Which layout of each chart shows (a phone's narrow one, or the wide one), and which charts a
// reader would have to scroll sideways.
const layouts = {wide: 0, narrow: 0, scrolling: 0};
for (const box of document.querySelectorAll('.chart-box')) {
  for (const layout of box.querySelectorAll('.chart-layout')) {
    if (layout.offsetParent !== null) layouts[layout.classList.contains('chart-narrow') ? 'narrow' : 'wide']++;
  }
  const scroller = box.parentElement;
  if (scroller.scrollWidth > scroller.clientWidth + 1) layouts.scrolling++;
}
const row = document.querySelector('table.tokens tbody tr');
const headings = Array.from(document.querySelectorAll('h1,h2,h3,h4,h5,h6')).map(h => +h.tagName[1]);
let jumps = 0;
for (let i = 1; i < headings.length; i++) if (headings[i] > headings[i - 1] + 1) jumps++;
return {
  duplicateIds: duplicates,
  smallestChartText: smallest === Infinity ? 0 : smallest,
  chartLayouts: layouts,
  rowDisplay: row ? getComputedStyle(row).display : '',
  toolsVisible: !!document.querySelector('.table-tools') && !document.querySelector('.table-tools').hidden,
  copyButtons: document.querySelectorAll('button.copy:not([hidden])').length,
  definitions: document.querySelectorAll('td.def, pre.swiftui, .snippet pre').length,
  permalinks: document.querySelectorAll('article.card .permalink').length,
  cards: document.querySelectorAll('article.card').length,
  sortButtons: document.querySelectorAll('th button.sort').length,
  headingJumps: jumps,
  charts: document.querySelectorAll('figure.chart svg[role=img]').length,
  chartsWithTitle: document.querySelectorAll('figure.chart svg[role=img] > title').length,
};
"""

INTERACT_JS = """
const table = document.querySelector('table.tokens');
const rows = () => Array.from(table.tBodies[0].rows);
const select = document.querySelector('select[data-filter=kind]');
select.value = 'curve';
select.dispatchEvent(new Event('change'));
const curves = rows().filter(r => !r.hidden).map(r => r.getAttribute('data-kind'));
const count = document.querySelector('.table-count').textContent;
select.value = '';
select.dispatchEvent(new Event('change'));
const durationButton = table.tHead.rows[0].cells[2].querySelector('button');
durationButton.click();
const ascending = rows().map(r => parseFloat(r.cells[2].getAttribute('data-value')));
durationButton.click();
const descending = rows().map(r => parseFloat(r.cells[2].getAttribute('data-value')));
return {curves: curves, count: count, ascending: ascending, descending: descending,
        sortState: table.tHead.rows[0].cells[2].getAttribute('aria-sort')};
"""


def driver_for(width):
    return chromium.start(["--hide-scrollbars", "--force-device-scale-factor=1", f"--window-size={width},900"],
                          capabilities={"goog:loggingPrefs": {"browser": "ALL"}})


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("page")
    parser.add_argument("--widths", default="320,390,1280,1920")
    parser.add_argument("--schemes", default="light,dark")
    parser.add_argument("--axe-widths", default="390,1280,1920")
    parser.add_argument("--screenshot-dir")
    parser.add_argument("--interact", action="store_true", help="also drive the filter and sort controls once")
    args = parser.parse_args()
    url = pathlib.Path(args.page).resolve().as_uri()
    runs = []
    interaction = None
    audits = 0
    axe_widths = {int(w) for w in args.axe_widths.split(",") if w}
    for width in [int(w) for w in args.widths.split(",")]:
        driver = driver_for(width)
        try:
            # The window's outer size includes no chrome in headless mode; set the viewport exactly.
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 500})
            for scheme in args.schemes.split(","):
                driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                                       {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
                driver.get(url)
                layout = driver.execute_script(OVERFLOW_JS)
                facts = driver.execute_script(FACTS_JS)
                background = driver.execute_script("return getComputedStyle(document.documentElement).backgroundColor")
                if args.screenshot_dir:
                    folder = pathlib.Path(args.screenshot_dir)
                    folder.mkdir(parents=True, exist_ok=True)
                    driver.save_screenshot(str(folder / f"{width}-{scheme}.png"))
                    driver.execute_script("document.getElementById('tokens').scrollIntoView()")
                    driver.save_screenshot(str(folder / f"{width}-{scheme}-table.png"))
                    driver.execute_script("window.scrollTo(0, 0)")
                violations, rules = None, 0
                if width in axe_widths:
                    axe = Axe(driver)
                    axe.inject()
                    once = "" if audits == 0 else ", rules: {'duplicate-id': {enabled: false}, 'duplicate-id-aria': {enabled: false}}"
                    result = axe.run(options="{resultTypes: ['violations']" + once + "}")
                    audits += 1
                    violations = [{"id": v["id"], "impact": v["impact"], "help": v["help"],
                                   "nodes": [n["target"] for n in v["nodes"][:5]], "count": len(v["nodes"])}
                                  for v in result["violations"]]
                    rules = len(result["passes"]) + len(result["violations"])
                console = [e["message"] for e in driver.get_log("browser") if e["level"] in ("SEVERE", "WARNING")]
                if args.interact and interaction is None:
                    interaction = driver.execute_script(INTERACT_JS)
                runs.append({"width": width, "scheme": scheme, "background": background, **layout, **facts,
                             "axe": violations, "axeRules": rules,
                             "console": console})
        finally:
            driver.quit()
    json.dump({"runs": runs, "interaction": interaction}, sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
