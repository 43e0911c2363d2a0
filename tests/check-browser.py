#!/usr/bin/python3
# check-browser.py — a seat in a real browser (issue 40.3, docs/ONLINE.md
# "A seat in a browser").
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts, on the loopback only: euchre-server, and tests/net-seats.c (Ann,
# Bob and Cy, three protocol clients, at seats 0 to 2 of a new table).
# Headless Chromium, driven by Selenium, first opens a link whose code is
# none, one to a table that does not exist and the table's with a name
# taken ("ann"): the page must say each in words.  Then it opens
# http://127.0.0.1:PORT/t/CODE,
# gives a name, takes seat 3 and plays the whole game: by mouse in some
# hands, by the keyboard (the arrow keys, then Enter) in others.  In the
# second hand, after the first card, it reloads the page and must be back
# at seat 3 with the same cards (the token kept in localStorage).  Then:
# the page's transcript is exactly what the record says seat 3 may see;
# every reveal the three clients checked was right and the page says its
# deals were shuffled fairly; the console holds no error; no request went
# to another origin; the page and what it loaded before its first card
# weigh at most 300 KiB.  Last, a German browser at a second table,
# through a proxy on the loopback: the proxy cuts the connection (the
# page must connect again and resume the same seat and hand), then
# changes each reveal's salt: the page must say, in German, that the
# deal did not match.  With a folder as third argument, screenshots at
# 360x640 and 1280x800 (or in $EUCHRE_SHOT_DIR).  Everything started is stopped; the whole check
# is bounded in time.
#
# Usage: check-browser.py EUCHRE-SERVER NET-SEATS [SHOT-DIR]
# Where Chromium, its driver or python3-selenium is missing (tools/deps.sh
# installs them) it cannot run: skipped (77) in words, or failed under CI
# (tests/skiplib.py); a browser that is there and crashes fails.

import os
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import threading
import time

from browserlib import (By, Keys, WebDriverException, browser, controls, fail, foreign, gone,
                        hand, left, name_box, requests, said, seated, sit, start_server, stop,
                        transcript, wait, weigh)


class Seats:
    """net-seats: its lines read in a thread, as they come."""

    def __init__(self, program, url, data_dir):
        self.proc = subprocess.Popen([program, url, data_dir], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True)
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

    def close(self):
        self.proc.stdin.close()
        stop(self.proc)


def shoot(driver, shots, name, width, height):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1,
                            "mobile": width < 600})
    time.sleep(0.3)  # one frame drawn at the new size: nothing to wait on
    driver.save_screenshot(os.path.join(shots, name))
    overflow = driver.execute_script(
        "return document.documentElement.scrollWidth > window.innerWidth;")
    if overflow:
        fail(f"{name}: the page is wider than {width} px")
    # Nothing cut: every card of the hand and every choice whole on the
    # screen, without scrolling.
    cut = driver.execute_script(
        "return [...document.querySelectorAll('#hand button, #actions button')].filter((b) => {"
        " const r = b.getBoundingClientRect();"
        " return r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight;"
        "}).map((b) => b.getAttribute('aria-label') || b.textContent);")
    if cut:
        fail(f"{name}: cut off or below the screen: {cut}")
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


def bad_links(driver, origin, code):
    """A link whose code is none, an unknown table, a name taken: each in words."""
    driver.get(f"{origin}/t/not-a-code")
    words = wait("the words for a code that is none",
                 lambda: "is not a table's code" in said(driver, "problem") and said(driver, "problem"))
    print("check-browser: /t/not-a-code says: " + " ".join(words.split()))
    driver.get(f"{origin}/t/0000-0000-0000")
    name_box(driver).send_keys("Di" + Keys.ENTER)
    words = wait("the words for an unknown table",
                 lambda: "no table with the code" in said(driver, "problem") and said(driver, "problem"))
    print("check-browser: an unknown table says: " + " ".join(words.split()))
    driver.get(f"{origin}/t/{code}")
    name_box(driver).send_keys("ann" + Keys.ENTER)
    words = wait("the words for a name taken",
                 lambda: "already has that name" in said(driver, "join-text") and said(driver, "join-text"))
    print("check-browser: a name taken says: " + " ".join(words.split()))


def play(driver, seats, shots, until=None, lang="en"):
    """Plays seat 3 to the end of the game, or until @until() is true."""
    played_by_key = played_by_click = 0
    reloaded = until is not None
    shot = set()
    while left() > 0:
        if until is not None and until():
            return played_by_click, played_by_key
        if seats.find("over") is not None and driver.execute_script(
                "return (globalThis.euchreTranscript || []).some((l) => l.startsWith('game-over'));"):
            break
        if seats.proc.poll() is not None and seats.find("over") is None:
            fail("net-seats stopped: %s" % seats.lines[-3:])
        lines = transcript(driver)
        hands = sum(1 for line in lines if line.startswith("dealt "))
        if (not reloaded and hands == 2 and
                any(line.startswith("card-played") for line in lines[lines.index(
                    [x for x in lines if x.startswith("dealt ")][-1]):])):
            before = hand(driver)
            token = driver.execute_script(
                "return localStorage.getItem('euchre-seat-' + location.pathname.slice(3));")
            driver.refresh()
            wait("the seat back after the reload", lambda: seated(driver))
            wait("the same hand after the reload", lambda: hand(driver) == before, 10)
            after = driver.execute_script(
                "return localStorage.getItem('euchre-seat-' + location.pathname.slice(3));")
            if after != token:
                fail("the token changed at the reload")
            print(f"check-browser: reloaded mid-hand: the same hand back, {before}")
            reloaded = True
            continue
        found = controls(driver)
        if not found:
            time.sleep(0.02)
            continue
        if shots and len(lines) > 0:
            actions = [e.get_attribute("data-action") for e in found]
            kind = ("call" if any(a.startswith("call-") for a in actions) else
                    "bid" if actions[0].startswith(("pass", "order", "defend")) else "play")
            if kind not in shot and (kind != "bid" or hands >= 1):
                shoot(driver, shots, f"browser-{lang}-360x640-{kind}.png", 360, 640)
                shoot(driver, shots, f"browser-{lang}-1280x800-{kind}.png", 1280, 800)
                shot.add(kind)
        try:
            if hands % 2 == 0:
                # The keyboard: the page puts the focus on the first choice;
                # the arrows go round the row and back.
                focused = driver.switch_to.active_element
                if focused.get_attribute("data-action") is None:
                    found[0].click()
                    played_by_click += 1
                    continue
                row = len(driver.execute_script(
                    "return document.activeElement.parentElement.querySelectorAll('button');"))
                for _ in range(row):
                    focused.send_keys(Keys.ARROW_RIGHT)
                    focused = driver.switch_to.active_element
                if focused.get_attribute("data-action") is None:
                    fail("the arrows lost the focus from the choices")
                focused.send_keys(Keys.ENTER)
                played_by_key += 1
            else:
                found[0].click()
                played_by_click += 1
        except WebDriverException:
            # Drawn again between finding and clicking: look again.
            continue
        wait("the page to take the action", lambda: gone(found[0]), 10)
    else:
        fail("the game did not end in time")
    if not reloaded:
        fail("the game ended before the second hand's first card: no reload was tried")
    return played_by_click, played_by_key


class TamperingProxy:
    """A proxy on the loopback that changes one digit of each reveal's salt.

    Passes everything through to the server at @port, except that in the
    server's WebSocket frames (unmasked) a "reveal" has its salt's first
    digit changed: the same length, so the frame's header stands."""

    def __init__(self, port):
        self.port = port
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.own_port = self.listener.getsockname()[1]
        self.tampered = 0
        self.socks = []
        threading.Thread(target=self.accept, daemon=True).start()

    def close(self):
        self.listener.close()
        self.drop()

    def drop(self):
        """Cuts every connection through it, as a lost network would."""
        for sock in self.socks:
            try:
                sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            sock.close()
        self.socks = []

    def accept(self):
        while True:
            try:
                client, _ = self.listener.accept()
                upstream = socket.create_connection(("127.0.0.1", self.port))
            except OSError:
                return
            self.socks += [client, upstream]
            threading.Thread(target=self.pipe, args=(client, upstream), daemon=True).start()
            threading.Thread(target=self.answer, args=(upstream, client), daemon=True).start()

    @staticmethod
    def pipe(src, dst):
        try:
            while data := src.recv(65536):
                dst.sendall(data)
            dst.shutdown(socket.SHUT_WR)
        except OSError:
            pass

    def answer(self, src, dst):
        buf = b""
        try:
            while b"\r\n\r\n" not in buf:
                data = src.recv(65536)
                if not data:
                    dst.sendall(buf)
                    dst.shutdown(socket.SHUT_WR)
                    return
                buf += data
            end = buf.index(b"\r\n\r\n") + 4
            dst.sendall(buf[:end])
            if b" 101 " not in buf[:buf.index(b"\r\n")]:
                dst.sendall(buf[end:])
                self.pipe(src, dst)
                return
            buf = buf[end:]
            while True:
                frame, buf = self.frame(src, buf)
                if frame is None:
                    break
                dst.sendall(frame)
            dst.shutdown(socket.SHUT_WR)
        except OSError:
            pass

    def frame(self, src, buf):
        def need(n, buf):
            while len(buf) < n:
                data = src.recv(65536)
                if not data:
                    return None
                buf += data
            return buf
        if (buf := need(2, buf)) is None:
            return None, b""
        size, at = buf[1] & 0x7F, 2
        if size == 126:
            if (buf := need(4, buf)) is None:
                return None, b""
            size, at = struct.unpack(">H", buf[2:4])[0], 4
        elif size == 127:
            if (buf := need(10, buf)) is None:
                return None, b""
            size, at = struct.unpack(">Q", buf[2:10])[0], 10
        if (buf := need(at + size, buf)) is None:
            return None, b""
        frame = bytearray(buf[:at + size])
        payload = bytes(frame[at:])
        if b'"type":"reveal"' in payload:
            i = payload.index(b'"salt":"') + len(b'"salt":"')
            frame[at + i] = ord("1") if payload[i] != ord("1") else ord("2")
            self.tampered += 1
        return bytes(frame), buf[at + size:]


def tampered_reveal(server_program, seats_program, port, data_dir, shots):
    """Through the tampering proxy, in German: the page says the deal did not match."""
    proxy = TamperingProxy(port)
    seats = Seats(seats_program, f"ws://127.0.0.1:{port}/", data_dir)
    driver = browser("de-DE")
    try:
        code = wait("the second table's code", lambda: seats.find("code "), 20)
        sit(driver, f"http://127.0.0.1:{proxy.own_port}/t/{code}", "Eve")
        if driver.execute_script("return document.documentElement.lang;") != "de":
            fail("the page does not speak German to a browser that asks for it")
        # The network lost: the page connects again (every 2 s) and
        # resumes its seat with its token, the same hand.
        before = hand(driver)
        proxy.drop()
        wait("the page to see its connection lost", lambda: "Verbindung" in said(driver, "status"), 10)
        wait("the seat back after the lost network",
             lambda: "Verbindung" not in said(driver, "status") and seated(driver) and
             hand(driver) == before, 20)
        print(f"check-browser: the network lost and back: the same seat and hand, {before}")
        play(driver, seats, shots, until=lambda: proxy.tampered > 0 and
             "bad" in driver.find_element(By.ID, "fair").get_attribute("class"), lang="de")
        words = driver.find_element(By.ID, "fair").text
        if "passt nicht" not in words:
            fail("a tampered reveal is not said in German: " + words)
        print(f"check-browser: a tampered reveal ({proxy.tampered}) is said: {words}")
    finally:
        driver.quit()
        seats.close()
        proxy.close()


def main():
    if len(sys.argv) not in (3, 4):
        print("usage: check-browser.py EUCHRE-SERVER NET-SEATS [SHOT-DIR]", file=sys.stderr)
        sys.exit(2)
    server_program, seats_program = sys.argv[1], sys.argv[2]
    shots = sys.argv[3] if len(sys.argv) == 4 else os.environ.get("EUCHRE_SHOT_DIR")
    if shots:
        os.makedirs(shots, exist_ok=True)
    data_dir = tempfile.mkdtemp(prefix="euchre-browser-")
    server = seats = driver = None
    try:
        server, port = start_server(server_program, data_dir)
        origin = f"http://127.0.0.1:{port}"
        seats = Seats(seats_program, f"ws://127.0.0.1:{port}/", data_dir)
        code = wait("the table's code", lambda: seats.find("code "), 20)
        driver = browser()
        bad_links(driver, origin, code)
        # A fresh page and a fresh log: what the table's link alone loads.
        driver.get("about:blank")
        driver.execute_cdp_cmd("Network.clearBrowserCache", {})
        requests(driver)
        sit(driver, f"{origin}/t/{code}", "Di")
        first = requests(driver)
        weigh(first, origin)
        seat = driver.execute_script(
            "return [...document.querySelectorAll('.seat .name')].find((n) => "
            "n.textContent.includes('(you)')).textContent;")
        if "Di" not in seat:
            fail("the page's own seat is not Di's: " + seat)

        clicks, keys = play(driver, seats, shots)
        print(f"check-browser: a whole game: {clicks} actions by mouse, {keys} by keyboard")
        wait("net-seats' end", lambda: seats.find("over") is not None, 20)

        expected = [line[len("expect "):] for line in seats.lines if line.startswith("expect ")]
        got = transcript(driver)
        if got != expected:
            for i, (a, b) in enumerate(zip(got, expected)):
                if a != b:
                    fail(f"line {i + 1}: the page was told “{a}”, should have been “{b}”")
            fail(f"the page was told {len(got)} lines, its seat {len(expected)}")
        verified = seats.find("verified ")
        if verified is None or not verified.endswith(" failed 0") or verified.startswith("0 "):
            fail("the protocol clients' reveals: " + str(verified))
        fair = wait("the page's check of the deals", lambda: driver.find_element(
            By.ID, "fair").text if "shuffled fairly" in driver.find_element(
            By.ID, "fair").text else None, 10)
        print(f"check-browser: {len(got)} lines, exactly seat 3's view; page: {fair}; "
              f"clients: {verified}")
        won = driver.find_element(By.CSS_SELECTOR, "#actions .prompt").text
        if "won the game" not in won:
            fail("the end of the game is not said: " + won)

        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        if errors:
            fail("the console has errors: %s" % errors)
        everything = first + requests(driver)
        other = foreign(everything, origin)
        if other:
            fail("requests to another origin: %s" % other)
        counts = {}
        for url, _ in everything:
            path = "/" + url.split("/", 3)[3]
            counts[path] = counts.get(path, 0) + 1
        print(f"check-browser: {len(everything)} requests in all, every one to {origin} "
              f"({', '.join(f'{n} {p}' for p, n in sorted(counts.items()))}); "
              "no console error")

        tampered_reveal(server_program, seats_program, port, data_dir, shots)
    finally:
        if driver is not None:
            driver.quit()
        if seats is not None:
            seats.close()
        stop(server)
        shutil.rmtree(data_dir, ignore_errors=True)
    print("check-browser: OK")


if __name__ == "__main__":
    main()
