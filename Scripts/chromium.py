"""Headless Chromium through chromedriver, started the way every browser check here starts it:
Debian's chromium, no network (every host name unresolvable, and the loopback address only when a
check serves its own page), and optionally emulated media features such as prefers-color-scheme or
prefers-reduced-motion.

One browser per test run: `python3 Scripts/chromium.py serve` starts one Chromium, prints its
DevTools address and the id of its first tab (127.0.0.1:PORT/ID) on a line of its own and keeps it running until its standard
input closes — so the browser ends with the test process that started it, however that ends. With
that address in MOTIONSPEC_CHROMIUM, `start()` attaches chromedriver to the running browser and
opens a window of its own (its size and emulated media set there, closed again by `quit()`)
instead of starting a browser, and checks take turns (a file lock), so each one's console log
and window are its own; without it, `start()` starts a browser, as a check run by hand wants."""
import contextlib
import fcntl
import functools
import http.server
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMIUM = "/usr/bin/chromium"
# What every check's browser has: headless, no sandbox (containers), no GPU, and pixels measured
# without scroll bars at a device scale of 1, so a screenshot's width is the window's.
COMMON = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
          "--force-device-scale-factor=1")
NO_NETWORK = "--host-resolver-rules=MAP * ~NOTFOUND"
# The shared browser serves checks with their own local server too; every other host stays
# unresolvable.
LOOPBACK_ONLY = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"


class _Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(directory):
    """Serves `directory` on 127.0.0.1 at a free port, quietly, from a thread; returns the
    server (its `server_address[1]` is the port; `shutdown()` stops it)."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Quiet, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def _window_size(flags):
    """The size a `--window-size=W,H` flag asks for, and the other flags."""
    size, rest = None, []
    for flag in flags:
        if flag.startswith("--window-size="):
            width, height = flag.split("=", 1)[1].split(",")
            size = (int(width), int(height))
        else:
            rest.append(flag)
    return size, rest


def start(flags=(), media=None, capabilities=None, loopback=False):
    """A driver with `flags` added to the common ones, `media` ({feature: value}) emulated and
    `capabilities` set; `loopback` lets it reach 127.0.0.1 (a check's own local server), and
    still nothing else. Under a shared browser (MOTIONSPEC_CHROMIUM) the driver gets a window of
    its own in it; a `--window-size` flag sizes that window, and any other flag is one the shared
    browser already has (COMMON) or an error."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for name, value in (capabilities or {}).items():
        options.set_capability(name, value)
    size, rest = _window_size(flags)
    shared = os.environ.get("MOTIONSPEC_CHROMIUM")
    if shared:
        unknown = [flag for flag in rest if flag not in COMMON]
        if unknown:
            raise SystemExit(f"chromium.start: the shared browser cannot take {unknown}")
    else:
        for flag in (*COMMON, LOOPBACK_ONLY if loopback else NO_NETWORK, *rest):
            options.add_argument(flag)
        if size:
            options.add_argument(f"--window-size={size[0]},{size[1]}")
    if not shared and os.environ.get("MOTIONSPEC_UNDER_TEST"):
        raise SystemExit("chromium.start: a test runs browser checks in the test run's browser "
                         "(runBrowserCheck in Tests/Support), never a browser of its own")
    if not shared:
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    else:
        driver = _attach(shared, options, size)
    # axe-core audits a whole page in one asynchronous script; on a busy 2-core machine (the test
    # run draws, builds and fuzzes beside the browser) that can take longer than selenium's 30 s.
    driver.set_script_timeout(240)
    if media:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": k, "value": v} for k, v in media.items()]})
    return driver


_held = {"count": 0, "file": None}


def _lock_path(address):
    return os.path.join(tempfile.gettempdir(), f"motionspec-chromium-{address.replace(':', '-')}.lock")


def _take_turn(address):
    """Waits for the shared browser's turn and takes it: one check at a time drives the browser,
    so a check's console log (`get_log("browser")`, which chromedriver collects from every window)
    and its window size are its own. A check that opens a second driver already has the turn."""
    if _held["count"] == 0:
        _held["file"] = open(_lock_path(address), "w")
        fcntl.flock(_held["file"], fcntl.LOCK_EX)
    _held["count"] += 1


def _end_turn():
    _held["count"] -= 1
    if _held["count"] == 0:
        fcntl.flock(_held["file"], fcntl.LOCK_UN)
        _held["file"].close()
        _held["file"] = None


def _attach(shared, options, size):
    """chromedriver on the shared browser (`shared` is ADDRESS/HOME: its DevTools address and the
    id of its first tab, which no check navigates or closes), in a new window of its own, on this
    check's turn (``_take_turn``); `quit()` closes that window and ends the turn."""
    address, home = shared.split("/", 1)
    options.debugger_address = address
    _take_turn(address)
    try:
        driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        driver.switch_to.window(home)
        driver.switch_to.new_window("window")
        own = driver.current_window_handle
    except BaseException:
        _end_turn()
        raise
    detach = driver.quit

    def quit():
        # Close this check's window only: the browser belongs to the test run.
        try:
            if own in driver.window_handles:
                driver.switch_to.window(own)
                driver.close()
        finally:
            try:
                detach()
            finally:
                _end_turn()
    driver.quit = quit
    driver.set_window_size(*(size or (800, 600)))
    return driver


def serve_browser():
    """`chromium.py serve`: one Chromium for a whole test run (see the module's note)."""
    profile = tempfile.mkdtemp(prefix="motionspec-chromium-")
    browser = subprocess.Popen(
        [CHROMIUM, *COMMON, LOOPBACK_ONLY, "--remote-debugging-port=0", f"--user-data-dir={profile}", "about:blank"],
        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        port_file = os.path.join(profile, "DevToolsActivePort")
        deadline = time.monotonic() + 60
        port = None
        while port is None:
            if browser.poll() is not None:
                raise SystemExit(f"chromium.py serve: chromium exited with {browser.returncode}")
            if time.monotonic() > deadline:
                raise SystemExit("chromium.py serve: chromium gave no DevTools port within 60 s")
            try:
                with open(port_file) as file:
                    first = file.readline().strip()
                port = int(first) if first.isdigit() else None
            except FileNotFoundError:
                pass
            if port is None:
                time.sleep(0.05)
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list", timeout=60) as response:
            home = next(t["id"] for t in json.load(response) if t.get("type") == "page")
        print(f"127.0.0.1:{port}/{home}", flush=True)
        sys.stdin.read()  # until the test process closes it, or ends
    finally:
        browser.terminate()
        try:
            browser.wait(10)
        except subprocess.TimeoutExpired:
            browser.kill()
        shutil.rmtree(profile, ignore_errors=True)
        with contextlib.suppress(OSError):
            os.remove(_lock_path(f"127.0.0.1:{port}"))


if __name__ == "__main__":
    if sys.argv[1:] != ["serve"]:
        raise SystemExit("usage: chromium.py serve")
    serve_browser()
