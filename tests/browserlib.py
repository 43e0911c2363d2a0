# browserlib.py — what tests/check-browser.py and tests/check-window-web.py
# share: headless Chromium driven by Selenium (where it is missing the
# check cannot run: skipped, 77, or failed under CI, tests/skiplib.py; a
# browser or driver that is there and does not start fails), euchre-server
# on the loopback, bounded waits, the page's seat taken by a name, the
# list of requests the page made, and tests/net-seats.c's table (Seats)
# that the page hosts (host()); tests/check-browser-unsaved.py shares them too.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import json
import os
import shutil
import subprocess
import sys
import threading
import time

from skiplib import cannot_run

NAME = os.path.basename(sys.argv[0]).rsplit(".", 1)[0]
# The whole check, whatever it waits for.
DEADLINE = time.monotonic() + 240
# The page and what it loads before its first card, uncompressed (issue 40).
BUDGET = 300 * 1024


def fail(words):
    print(f"{NAME}: FAIL: {words}", file=sys.stderr)
    sys.exit(1)


def skip(words):
    cannot_run(NAME, words)


try:
    from selenium import webdriver
    from selenium.common.exceptions import WebDriverException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
except ImportError:
    skip("python3-selenium is not installed (apt-get install python3-selenium)")

CHROMIUM = shutil.which("chromium")
DRIVER = shutil.which("chromedriver")
if CHROMIUM is None or DRIVER is None:
    skip("Chromium or its driver is not installed (apt-get install chromium chromium-driver)")


def left():
    return DEADLINE - time.monotonic()


def wait(what, check, seconds=30):
    end = min(time.monotonic() + seconds, DEADLINE)
    while time.monotonic() < end:
        got = check()
        if got:
            return got
        time.sleep(0.05)
    fail("waited in vain for " + what)


def start_server(program, data_dir):
    """euchre-server on 127.0.0.1, a free port: (process, port)."""
    proc = subprocess.Popen([program, "--address", "127.0.0.1", "--port", "0",
                             "--data-dir", data_dir, "--grace", "60"],
                            stdout=subprocess.PIPE, text=True)
    line = proc.stdout.readline()
    prefix = "euchre-server: listening on ws://127.0.0.1:"
    if not line.startswith(prefix):
        stop(proc)
        fail("euchre-server did not start: " + line)
    return proc, int(line[len(prefix):].strip().rstrip("/"))


def stop(proc):
    if proc is None or proc.poll() is not None:
        return
    proc.terminate()
    try:
        proc.wait(timeout=5)
    except subprocess.TimeoutExpired:
        proc.kill()
        proc.wait()


def browser(lang="en-US"):
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for arg in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--window-size=1280,800", "--no-first-run", "--disable-extensions",
                "--disable-background-networking", "--disable-component-update",
                "--disable-default-apps", "--disable-sync", "--lang=" + lang):
        options.add_argument(arg)
    options.add_experimental_option("prefs", {"intl.accept_languages": lang})
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    try:
        driver = webdriver.Chrome(service=Service(DRIVER), options=options)
    except WebDriverException as e:
        # Installed and crashing is a fault, never a skip (issue 49).
        fail("Chromium or chromedriver did not start: " + str(e).splitlines()[0])
    driver.set_page_load_timeout(20)
    return driver


def hand(driver):
    return driver.execute_script(
        "return [...document.querySelectorAll('#hand button')].map((b) => b.dataset.card);")


def transcript(driver):
    return driver.execute_script("return globalThis.euchreTranscript || [];")


def controls(driver):
    """The page's choices now: a bid or a card to play or discard."""
    return driver.find_elements(By.CSS_SELECTOR, "#actions button[data-action], "
                                                 "#hand button.legal[data-action]")


def seated(driver):
    return driver.execute_script(
        "return !document.getElementById('table').hidden && "
        "document.querySelectorAll('#hand button').length > 0;")


def gone(element):
    """Whether the page has drawn its choices again since @element."""
    try:
        element.is_enabled()
        return False
    except WebDriverException:
        return True


def said(driver, element_id):
    return driver.execute_script(
        f"const e = document.getElementById('{element_id}'); return e.hidden ? '' : e.textContent;")


def name_box(driver, seconds=20):
    """The page's box for a name, once it shows."""
    return wait("the name box", lambda: [e for e in driver.find_elements(By.ID, "name")
                                         if e.is_displayed()], seconds)[0]


def sit(driver, link, name, seconds=30):
    """Opens @link, gives @name and waits until the page holds a hand."""
    driver.get(link)
    name_box(driver).send_keys(name + Keys.ENTER)
    wait("the first hand", lambda: seated(driver), seconds)


def requests(driver):
    """Every request the page made since the last call, from the DevTools log:
    [(url, bytes)], bytes being the body as it arrived, uncompressed
    (Network.dataReceived's dataLength), headers left out."""
    got = {}
    sizes = {}
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        params = message.get("params", {})
        method = message.get("method")
        if method == "Network.requestWillBeSent":
            got[params["requestId"]] = params["request"]["url"]
        elif method == "Network.webSocketCreated":
            got[params["requestId"]] = params["url"]
        elif method == "Network.dataReceived":
            rid = params["requestId"]
            sizes[rid] = sizes.get(rid, 0) + params.get("dataLength", 0)
    return [(url, sizes.get(rid, 0)) for rid, url in got.items()]


def foreign(found, origin):
    """The requests in @found to anything but @origin (http or ws)."""
    ws = "ws" + origin[len("http"):]
    return [url for url, _ in found
            if not (url.startswith(origin + "/") or url.startswith(ws + "/"))]


def weigh(found, origin):
    """Says what the page loaded (@found, from requests()) and fails where it
    went to another origin or weighs more than BUDGET: its bytes."""
    other = foreign(found, origin)
    if other:
        fail("requests to another origin: %s" % other)
    weight = sum(size for url, size in found if url.startswith("http"))
    for url, size in found:
        print(f"{NAME}:   {size:7d} B  {url}")
    print(f"{NAME}: before the first card: {len(found)} requests, all to {origin}, "
          f"{weight} B ({weight / 1024:.1f} KiB) uncompressed")
    if weight > BUDGET:
        fail(f"the page and its files weigh {weight / 1024:.1f} KiB, over 300")
    return weight


class Seats:
    """net-seats: its lines read in a thread, as they come."""

    def __init__(self, program, url, data_dir, rules=None, computers=False):
        self.proc = subprocess.Popen([program] + (["--computers"] if computers else []) +
                                     [url, data_dir] + ([rules] if rules else []),
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.lines = []
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        for line in self.proc.stdout:
            self.lines.append(line.rstrip("\n"))

    def find(self, prefix):
        for line in self.lines:
            if line.startswith(prefix):
                return line[len(prefix):]
        return None

    def over(self):
        """--computers: the page saw the game end; net-seats reads the record."""
        self.proc.stdin.write("over\n")
        self.proc.stdin.flush()

    def close(self):
        try:
            self.proc.stdin.close()
        except OSError:
            pass
        stop(self.proc)


def host(driver, seats, link, name):
    """Opens @link, gives @name; once Ann has left, the page's person hosts
    and taps Start: the empty seat too gets a computer player."""
    driver.get(link)
    name_box(driver).send_keys(name + Keys.ENTER)
    wait("Ann gone", lambda: seats.find("left") is not None, 20)
    start = wait("the Start button", lambda: driver.find_elements(
        By.CSS_SELECTOR, "#actions button[data-command=start]"), 20)
    if driver.execute_script("return globalThis.euchreState.host !== globalThis.euchreState.seat;"):
        fail("the page's person does not host the table Ann left")
    start[0].click()
    wait("the first hand", lambda: seated(driver), 30)
