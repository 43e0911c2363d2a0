#!/usr/bin/python3
# check-browser.py — a seat in a real browser (issue 40.3, docs/ONLINE.md
# "A seat in a browser").
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts, on the loopback only: euchre-server, and tests/net-seats.c
# --computers (Ann creates a table and puts the server's computer players
# at seats 1 and 2).  Headless Chromium, driven by Selenium, first opens a
# link whose code is none, one to a table that does not exist and the
# table's with a name taken ("ann"): the page must say each in words.
# Then it opens http://127.0.0.1:PORT/t/CODE, gives a name and takes seat
# 3; Ann leaves, so the page's person hosts and taps Start: the other three
# seats are the server's computer players, named on the page as the window
# names them (West, Partner, East, each marked "computer"; the partner on
# "your side").  It plays the whole game: by mouse in some hands, by the
# keyboard (the arrow keys, then Enter) in others.  In the second hand,
# after the first card, it reloads the page and must be back at seat 3
# with the same cards (the token kept in localStorage).  Then: from the
# page's own log (euchreShown) every trick taken was on screen at least
# 0.8 s and every hand's result until the next deal's first card; a tap
# showed the last trick again; the history kept every hand's result; the
# page's transcript is exactly what the record says seat 3 may see; the
# page says its deals were shuffled fairly; the console holds no error; no
# request went to another origin; the page and what it loaded before its
# first card weigh at most 300 KiB.  Last, a German browser at a second
# table (Ann, Bob and Cy, three protocol clients, checking every reveal),
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
import sys
import tempfile
import threading
import time

STARTED = time.monotonic()

from browserlib import (By, Keys, Seats, WebDriverException, browser, controls, fail, foreign,
                        gone, hand, host, left, name_box, requests, said, seated, sit, start_server, stop,
                        transcript, wait, weigh)


def shoot(driver, shots, name, width, height):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1,
                            "mobile": width < 600})
    # The page laid out at the new size, then two frames painted after it
    # (a frame's callbacks run before its paint): what the shot shows.
    wait(f"the page at {width}x{height}", lambda: driver.execute_script(
        "return window.innerWidth === arguments[0] && window.innerHeight === arguments[1];",
        width, height))
    driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "requestAnimationFrame(() => requestAnimationFrame(() => done(true)));")
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
    # The history scrolled to its newest line, whole inside its box, and
    # on the screen where the page fits it (issue 51.1: on a phone it
    # showed older lines).
    newest = driver.execute_script(
        "const box = document.getElementById('said-box');"
        "const li = document.querySelector('#said li:last-child');"
        "if (!li || box.hidden) return null;"
        "const b = box.getBoundingClientRect(), r = li.getBoundingClientRect();"
        "const fits = document.documentElement.scrollHeight <= innerHeight;"
        "return [li.textContent, r.top >= b.top - 1 && r.bottom <= b.bottom + 1 && "
        "(!fits || (r.bottom <= innerHeight && r.top >= 0)), fits,"
        " document.documentElement.scrollHeight];")
    if newest is not None and not newest[1]:
        fail(f"{name}: the history's newest line is not on the screen: {newest[0]}")
    if newest is not None and not newest[2]:
        print(f"check-browser: {name}: the page is {newest[3]} px high, the history below "
              f"the screen's {height} px; its newest line whole in its box: {newest[0]}")
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})


# The moments of a hand worth a look: a trick taken, a hand's result (its
# last trick still on the table), the last trick looked at again.
TRICK_END = ("return !!document.querySelector('#trick:not(.review) .slot.won') && "
             "document.getElementById('result').hidden;")
HAND_END = ("return !!document.querySelector('#trick:not(.review) .slot.won') && "
            "!document.getElementById('result').hidden;")


def moments(driver, shots, lang, shot):
    """Screenshots of a trick taken, a hand's end and the last trick again
    (once each, at both sizes), the page held meanwhile (euchreHold:
    nothing more is shown until it lets go; it only lengthens)."""
    if not shots:
        return
    for moment, check in (("trick-end", TRICK_END), ("hand-end", HAND_END)):
        if moment in shot or not driver.execute_script(check):
            continue
        driver.execute_script("globalThis.euchreHold(true);")
        try:
            shoot(driver, shots, f"browser-{lang}-360x640-{moment}.png", 360, 640)
            shoot(driver, shots, f"browser-{lang}-1280x800-{moment}.png", 1280, 800)
        finally:
            driver.execute_script("globalThis.euchreHold(false);")
        shot.add(moment)
    if "last-trick" not in shot and driver.execute_script(
            "return globalThis.euchreState.turn.some((a) => a.startsWith('play-')) && "
            "!document.getElementById('last-trick').hidden;"):
        driver.find_element(By.ID, "last-trick").click()
        wait("the last trick shown", lambda: driver.execute_script(
            "return document.getElementById('trick').classList.contains('review');"), 5)
        shoot(driver, shots, f"browser-{lang}-360x640-last-trick.png", 360, 640)
        shoot(driver, shots, f"browser-{lang}-1280x800-last-trick.png", 1280, 800)
        driver.find_element(By.ID, "last-trick").click()
        wait("the table again", lambda: driver.execute_script(
            "return !document.getElementById('trick').classList.contains('review');"), 5)
        shot.add("last-trick")


def last_trick_again(driver):
    """A tap on Last Trick shows the last trick taken, its cards where they
    were played, and a tap again the table; True once done."""
    if not driver.execute_script(
            "return !document.getElementById('last-trick').hidden && "
            "globalThis.euchreState.turn.some((a) => a.startsWith('play-'));"):
        return False
    want = driver.execute_script(
        "const t = globalThis.euchreState.lastTrick; return t.cards.filter((c) => c).length;")
    driver.find_element(By.ID, "last-trick").click()
    got = wait("the last trick on a tap", lambda: driver.execute_script(
        "const t = document.getElementById('trick'); return t.classList.contains('review') && "
        "[t.getAttribute('aria-label'), t.querySelectorAll('.slot[role=img]').length, "
        "!!t.querySelector('.slot.won')];"), 5)
    if got[1] != want or not got[2] or "last trick" not in got[0]:
        fail(f"the last trick on a tap shows {got}, not its {want} cards and who took it")
    driver.find_element(By.ID, "last-trick").click()
    wait("the table again on a second tap", lambda: driver.execute_script(
        "return !document.getElementById('trick').classList.contains('review');"), 5)
    print(f"check-browser: a tap shows the last trick again: {got[0]}, {got[1]} cards")
    return True


# The window's names for the seats around you (euchre_name_seat): the
# page's words for a seat nobody named.
WINDOW_NAMES = {1: "West", 2: "Partner", 3: "East"}


def who_is_who(driver):
    """The three computer seats named as the window names them, each marked
    "computer", the partner's seat on your side, the others not."""
    seats = driver.execute_script(
        "const g = globalThis.euchreState; return [0, 1, 2, 3].map((p) => {"
        " const box = document.getElementById('seat-' + p);"
        " const s = (g.seat + p) % 4;"
        " return {place: p, kind: g.seats[s],"
        "  name: (box.querySelector('.name') || {}).textContent || '',"
        "  mark: (box.querySelector('.mark') || {}).textContent || '',"
        "  ours: box.classList.contains('ours'), label: box.getAttribute('aria-label') || ''};"
        "});")
    for seat in seats[1:]:
        want = WINDOW_NAMES[seat["place"]]
        side = "your side" if seat["place"] == 2 else "the other side"
        if (seat["kind"] != "computer" or seat["name"] != want or
                "computer" not in seat["mark"].split(" · ") or seat["ours"] != (seat["place"] == 2) or
                not seat["label"].startswith(want + ",") or not seat["label"].endswith(side)):
            fail(f"the computer seat {seat['place']} is not shown as “{want}”, "
                 f"“computer”, {side}: {seat}")
    if not seats[0]["ours"] or "(you)" not in seats[0]["name"]:
        fail(f"the page's own seat: {seats[0]}")
    print("check-browser: the three computer seats: " +
          "; ".join(f"{s['name']} ({s['mark']}) [{s['label']}]" for s in seats[1:]))


def results_kept(driver):
    """Every hand's result is still in the history at the game's end."""
    lines = transcript(driver)
    scored = sum(1 for line in lines if line.startswith("all-passed") or
                 (line.startswith("hand-scored") and not line.endswith(" passed")))
    kept = driver.execute_script("return document.querySelectorAll('#said li.result').length;")
    named = [w for w in history(driver).split("\n") if "Seat " in w or "Computer" in w]
    if kept < scored + 1:
        fail(f"the history kept {kept} results of {scored} hands and the game's end")
    if named:
        fail(f"the history names a seat as the window does not: {named[:3]}")
    print(f"check-browser: the history keeps all {scored} hands' results and the game's end "
          f"({kept} lines), and names the seats as the table does")


def history(driver):
    """The page's history, a line a thing that happened."""
    return "\n".join(driver.execute_script(
        "return [...document.querySelectorAll('#said li')].map((l) => l.textContent);"))


def two_tabs(driver, link):
    """The same seat opened in a second tab: within 5 s the new tab has it
    and the first says so, in a sentence, and tries no more.  Returns the
    two tabs' handles."""
    first = driver.current_window_handle
    start = time.monotonic()
    driver.switch_to.new_window("tab")
    second = driver.current_window_handle
    driver.get(link)
    wait("the second tab seated", lambda: driver.execute_script(
        "return !document.getElementById('table').hidden && globalThis.euchreState.seat === 3;"), 5)
    driver.switch_to.window(first)
    words = wait("the first tab's words", lambda: "another tab" in said(driver, "problem") and
                 driver.execute_script("return document.getElementById('table').hidden;") and
                 said(driver, "problem"), 5)
    print(f"check-browser: two tabs on one seat settled in {time.monotonic() - start:.1f} s; "
          f"the first says: {' '.join(words.split())}")
    return first, second


def still_settled(driver, tabs):
    """Long after (the German table played meanwhile), the first tab still
    says it once and made no connection since; the second is still seated."""
    first, second = tabs
    driver.switch_to.window(first)
    words = said(driver, "problem")
    if "another tab" not in words or words.count("another tab") != 1:
        fail("the first tab no longer says why it stopped: " + words)
    again = [url for url, _ in requests(driver) if url.startswith("ws")]
    driver.switch_to.window(second)
    if not driver.execute_script("return !document.getElementById('table').hidden && "
                                 "document.getElementById('problem').hidden;"):
        fail("the second tab lost the seat: " + said(driver, "problem") + said(driver, "status"))
    if again:
        fail(f"a tab connected again after the seat settled: {again}")
    print(f"check-browser: {time.monotonic() - STARTED:.0f} s in, still one seated tab and one "
          "that said why, no connection since")


def shown_log(driver):
    return driver.execute_script(
        "return [globalThis.euchreShown || [], performance.now()];")


def paced(logs):
    """Every trick taken on screen at least 0.8 s, every hand's result until
    the next deal's first card, from the page's own log (euchreShown) of
    each page the game was played in (a reload starts a new one)."""
    tricks, results, replayed, faults = {}, 0, set(), []
    for entries, now, cut in logs:
        for e in entries:
            hidden = e["hidden"] if e["hidden"] is not None else now
            if e["replay"] or (e["hidden"] is None and cut):
                # Caught up with after the reload, or on screen when the
                # test reloaded the page: not shown at the page's pace.
                replayed.add(e["key"])
                continue
            if e["what"] == "trick":
                tricks[e["key"]] = min(tricks.get(e["key"], 1e9), hidden - e["shown"])
            elif e["hidden"] is None:
                results += 1    # the game's last: on screen still
            else:
                results += 1
                if e["hiddenAt"]["hand"] <= e["hand"] or e["hiddenAt"]["played"] < 1:
                    faults.append(f"hand {e['hand']}'s result went before the next deal's "
                                  f"first card: {e}")
                if hidden - e["shown"] < 2000:
                    faults.append(f"hand {e['hand']}'s result was on screen "
                                  f"{hidden - e['shown']:.0f} ms")
    short = {k: round(v) for k, v in tricks.items() if v < 800}
    if short:
        faults.insert(0, f"{len(short)} of {len(tricks)} tricks on screen under 0.8 s: {short}")
    if faults:
        fail("; ".join(faults))
    only_replayed = {k for k in replayed - set(tricks) if k.count(":") == 2}
    if len(only_replayed) > 1:
        fail(f"tricks never shown at the page's pace: {sorted(only_replayed)}")
    print(f"check-browser: {len(tricks)} tricks taken each on screen >= 0.8 s "
          f"(the shortest {min(tricks.values()):.0f} ms), {results} hands' results each until "
          f"the next deal's first card; {len(only_replayed)} cut by the test's reload: "
          f"{sorted(only_replayed)}")
    return len(tricks) + len(only_replayed)


def bad_links(driver, origin, code):
    """A link whose code is none, an unknown table, a name taken: each in words."""
    driver.get(f"{origin}/t/not-a-code")
    words = wait("the words for a code that is none",
                 lambda: "is not a table's code" in said(driver, "problem") and said(driver, "problem"))
    print("check-browser: /t/not-a-code says: " + " ".join(words.split()))
    # Said before any name is asked.
    driver.get(f"{origin}/t/0000-0000-0000")
    words = wait("the words for an unknown table",
                 lambda: "no table with the code" in said(driver, "problem") and said(driver, "problem"))
    print("check-browser: an unknown table says: " + " ".join(words.split()))
    driver.get(f"{origin}/t/{code}")
    name_box(driver).send_keys("ann" + Keys.ENTER)
    words = wait("the words for a name taken",
                 lambda: "already has that name" in said(driver, "join-text") and said(driver, "join-text"))
    print("check-browser: a name taken says: " + " ".join(words.split()))


def play(driver, seats, shots, until=None, lang="en", logs=None, shot=None):
    """Plays seat 3 to the end of the game, or until @until() is true;
    the page's log of what it showed before the reload goes into @logs."""
    played_by_key = played_by_click = 0
    reloaded = until is not None
    tapped = until is not None
    shot = set() if shot is None else shot
    while left() > 0:
        moments(driver, shots, lang, shot)
        if until is not None and until():
            return played_by_click, played_by_key
        if driver.execute_script(
                "return (globalThis.euchreTranscript || []).some((l) => l.startsWith('game-over'));"):
            break
        if seats.proc.poll() is not None and seats.find("over") is None:
            fail("net-seats stopped: %s" % seats.lines[-3:])
        lines = transcript(driver)
        hands = sum(1 for line in lines if line.startswith("dealt "))
        # At the page's turn: everything before it shown, the hand still.
        if (not reloaded and hands >= 2 and controls(driver) and
                any(line.startswith("card-played") for line in lines[lines.index(
                    [x for x in lines if x.startswith("dealt ")][-1]):])):
            before = hand(driver)
            if logs is not None:
                logs.append(shown_log(driver) + [True])
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
        if not tapped and hands >= 2:
            tapped = last_trick_again(driver)
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
    if not tapped:
        fail("the last trick was never there to tap")
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
        self.dropped = False
        self.recommitted = 0
        self.socks = []
        threading.Thread(target=self.accept, daemon=True).start()

    def close(self):
        self.listener.close()
        self.drop()

    def drop(self):
        """Cuts every connection through it, as a lost network would; from
        then on each commitment is to another digest, as a server dealing a
        hand again would send."""
        self.dropped = True
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
        if b'"type":"commit"' in payload and self.dropped:
            i = payload.index(b'"digest":"') + len(b'"digest":"')
            frame[at + i] = ord("a") if payload[i] != ord("a") else ord("b")
            self.recommitted += 1
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
    de_shot = set()
    try:
        code = wait("the second table's code", lambda: seats.find("code "), 20)
        sit(driver, f"http://127.0.0.1:{proxy.own_port}/t/{code}", "Eve")
        if driver.execute_script("return document.documentElement.lang;") != "de":
            fail("the page does not speak German to a browser that asks for it")
        # The network lost at the page's turn: the page connects again
        # (every 2 s) and resumes its seat with its token, the same hand;
        # the choice tapped meanwhile is kept and sent then.
        found = wait("the German page's turn", lambda: controls(driver), 30)
        choice = found[0].get_attribute("data-action")
        before = hand(driver)
        proxy.drop()
        wait("the page to see its connection lost", lambda: "Verbindung" in said(driver, "status"), 10)
        # Clicked in the page: it may draw its choices again meanwhile.
        wait("the tap while cut off", lambda: driver.execute_script(
            "const b = document.querySelector(`[data-action=\"${arguments[0]}\"]`);"
            "if (b) b.click(); return !!b;", choice), 5)
        words = said(driver, "status")
        if "gemerkt" not in words:
            fail("a tap while cut off is not said to be kept: " + words)
        wait("the seat back after the lost network",
             lambda: "Verbindung" not in said(driver, "status") and seated(driver) and
             hand(driver) == before, 20)
        if choice.startswith(("play-", "discard-")):
            kind, card = choice.split("-", 1)
            mine = ("card-played 3 " if kind == "play" else "discarded 3 ") + card
        else:
            mine = "bid 3 " + choice
        wait("the choice tapped while cut off, taken by the table",
             lambda: mine in transcript(driver), 20)
        print(f"check-browser: the network lost and back: the same seat and hand, {before}; "
              f"the tap meanwhile ({choice}) kept and sent: {words}")
        # The commitments told again after the resume are to other digests:
        # said, in German, as the window says it.
        twice = wait("a second commitment said", lambda: proxy.recommitted and
                     "zweites Mal" in said(driver, "said") and said(driver, "fair"), 10)
        print(f"check-browser: a hand committed to twice ({proxy.recommitted}) is said: {twice}")
        play(driver, seats, shots, until=lambda: proxy.tampered > 0 and
             "passt nicht" in said(driver, "said") and
             (not shots or {"trick-end", "hand-end", "last-trick"} <= de_shot), lang="de",
             shot=de_shot)
        words = history(driver)
        if "passt nicht" not in words:
            fail("a tampered reveal is not said in German: " + words)
        words = [w for w in words.split("\n") if "passt nicht" in w] or [words]
        print(f"check-browser: a tampered reveal ({proxy.tampered}) is said: {words[0]}")
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
        # A game to 5 against the server's computer players, who act at
        # once: every trick and hand shown at a person's pace.  Nobody
        # goes alone: a partner alone keeps the page out of a whole hand,
        # and two hands could then end the game (1 + 4 points) before the
        # page had a turn after a card in the second, where play() reloads
        # it.  Without loners a hand is worth 2 at most: three hands at
        # least, the second played by the page from its first card.
        seats = Seats(seats_program, f"ws://127.0.0.1:{port}/", data_dir,
                      "points=5 going-alone=no defend-alone=no super-euchre=no", computers=True)
        code = wait("the table's code", lambda: seats.find("code "), 20)
        driver = browser()
        bad_links(driver, origin, code)
        # A fresh page and a fresh log: what the table's link alone loads.
        driver.get("about:blank")
        driver.execute_cdp_cmd("Network.clearBrowserCache", {})
        requests(driver)
        host(driver, seats, f"{origin}/t/{code}", "Di")
        first = requests(driver)
        weigh(first, origin)
        seat = driver.execute_script(
            "return [...document.querySelectorAll('.seat .name')].find((n) => "
            "n.textContent.includes('(you)')).textContent;")
        if "Di" not in seat:
            fail("the page's own seat is not Di's: " + seat)
        who_is_who(driver)

        logs = []
        clicks, keys = play(driver, seats, shots, logs=logs)
        print(f"check-browser: a whole game: {clicks} actions by mouse, {keys} by keyboard")
        seats.over()
        wait("net-seats' end", lambda: seats.find("over") is not None, 20)
        taken = paced(logs + [shown_log(driver) + [False]])
        results_kept(driver)
        if taken != sum(1 for line in transcript(driver) if line.startswith("trick-won")):
            fail(f"the page's log holds {taken} tricks, the game had more")

        expected = [line[len("expect "):] for line in seats.lines if line.startswith("expect ")]
        got = transcript(driver)
        if got != expected:
            for i, (a, b) in enumerate(zip(got, expected)):
                if a != b:
                    fail(f"line {i + 1}: the page was told “{a}”, should have been “{b}”")
            fail(f"the page was told {len(got)} lines, its seat {len(expected)}")
        fair = wait("the page's check of the deals", lambda: driver.find_element(
            By.ID, "fair").text if "shuffled fairly" in driver.find_element(
            By.ID, "fair").text else None, 10)
        print(f"check-browser: {len(got)} lines, exactly seat 3's view; page: {fair}")
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

        requests(driver)
        tabs = two_tabs(driver, f"{origin}/t/{code}")
        driver.switch_to.window(tabs[0])
        requests(driver)
        tampered_reveal(server_program, seats_program, port, data_dir, shots)
        still_settled(driver, tabs)
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
