#!/usr/bin/env python3
"""Parses an exported CSS file with headless Chromium's own parser and prints what it holds.

The file is loaded as the page's only style sheet; the CSS object model then says, rule by
rule, what the browser took from it: each style rule's selector and the names of the properties
it declares, each media rule's condition and the rules inside it. A comment the file failed to
keep closed would show here as a rule of its own.

It prints one JSON array: [{"selector": S, "properties": [names…], "rules": [nested…]} or
{"media": M, "rules": […]}].

Usage: check_css_rules.py motion-tokens.css
"""
import json
import pathlib
import sys
import tempfile

import chromium

RULES_JS = """
function describe(rules) {
  return Array.from(rules).map(rule => {
    if (rule instanceof CSSMediaRule) return {media: rule.media.mediaText, rules: describe(rule.cssRules)};
    if (rule instanceof CSSStyleRule) {
      // CSS nesting: a rule inside a rule is reported too.
      return {selector: rule.selectorText, properties: Array.from(rule.style),
              rules: rule.cssRules ? describe(rule.cssRules) : []};
    }
    return {other: rule.cssText};
  });
}
return describe(document.styleSheets[0].cssRules);
"""


def main():
    css = pathlib.Path(sys.argv[1]).read_text()
    with tempfile.TemporaryDirectory() as folder:
        page = pathlib.Path(folder) / "page.html"
        page.write_text("<!doctype html><html><head><style>" + css + "</style></head><body></body></html>")
        driver = chromium.start()
        try:
            driver.get(page.as_uri())
            print(json.dumps(driver.execute_script(RULES_JS)))
        finally:
            driver.quit()


if __name__ == "__main__":
    main()
