"""Headless Chromium through chromedriver, started the way every browser check here starts it:
Debian's chromium, no network (every host name unresolvable, and the loopback address only when a
check serves its own page), and optionally emulated media features such as prefers-color-scheme or
prefers-reduced-motion."""
import functools
import http.server
import threading

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(directory):
    """Serves `directory` on 127.0.0.1 at a free port, quietly, from a thread; returns the
    server (its `server_address[1]` is the port; `shutdown()` stops it)."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def start(flags=(), media=None, capabilities=None, loopback=False):
    """A new driver with `flags` added to the common ones, `media` ({feature: value}) emulated
    and `capabilities` set; `loopback` lets it reach 127.0.0.1 (a check's own local server),
    and still nothing else."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    rules = "MAP * ~NOTFOUND, EXCLUDE 127.0.0.1" if loopback else "MAP * ~NOTFOUND"
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 f"--host-resolver-rules={rules}", *flags):
        options.add_argument(flag)
    for name, value in (capabilities or {}).items():
        options.set_capability(name, value)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    # axe-core audits a whole page in one asynchronous script; on a busy 2-core machine (the test
    # run draws, builds and fuzzes beside the browser) that can take longer than selenium's 30 s.
    driver.set_script_timeout(240)
    if media:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": k, "value": v} for k, v in media.items()]})
    return driver
