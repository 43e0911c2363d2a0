#!/usr/bin/python3
# check-window-web.py — the real window hosts a table on a euchre-server,
# and a browser takes a seat there by the link the window shows (issue 40,
# docs/ONLINE.md "Hosting on a server" and "A seat in a browser").
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# On the loopback only: euchre-server on a free port; the game built here
# (GSettings in a key file of its own home, where "On a server" is
# chosen, as a person would have chosen it once: GTK 4.8 gives a check
# button no action over AT-SPI); headless Chromium driven by Selenium.
# Over AT-SPI, as a screen reader user would: Play Online, "On a server"
# checked, the server's address typed (and kept in GSettings), "Host a
# Table" pressed; the browser link read from
# the window's Invite row (never made up by this check) and opened in the
# browser, which gives the name Di; Di's seat shows in the window's lobby;
# "Start the Game" pressed.  Then both play the first hand (the window
# passes or plays when it is its turn; the browser too) until the window
# shows Di's bid, as the browser made it, and the card Di played.  The
# page and what it loaded before its first card: every request to the
# server's own origin, at most 300 KiB.  Everything started is stopped;
# each wait and the whole check are bounded.
#
# Usage, inside a display and a session bus (meson test under tools/test):
#   check-window-web.py GAME_PROGRAM EUCHRE-SERVER
# Where Chromium, its driver, python3-selenium or AT-SPI for Python is
# missing, or there is no display or session bus, it cannot run: skipped
# (77) in words, or failed under CI (tests/skiplib.py).

import os
import re
import shutil
import signal
import sys
import tempfile
import time

from skiplib import cannot_run
from browserlib import (browser, controls, fail, gone, requests, seated, start_server,
                        stop, wait, weigh, By, Keys, WebDriverException)
try:
    from atspilib import (CheckFailed, Atspi, Gio, GLib, action, find, game_application,
                          need_session, nodes, press, pump, said_last, start, wait_for,
                          warnings, windows)
    import atspilib
except (ImportError, ValueError) as e:
    cannot_run('check-window-web', f'no AT-SPI for Python ({e}): python3-gi and '
               'gir1.2-atspi-2.0 (tools/deps.sh)')

LIMIT_S = 200
GUEST = "Di"
LINK = re.compile(r"^https?://\S+/t/\S+$")
BIDS = ("Pass", "Order Up", "Pick Up")
BID_CALL = re.compile(r"^\W*(Spades|Hearts|Clubs|Diamonds)$")  # "♥ Hearts"
START = time.monotonic()


def say(words):
    print(f"check-window-web: {time.monotonic() - START:5.1f} s: {words}")


def text_of(node):
    """The text an entry holds, over AT-SPI."""
    return Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node))


def window_turn(found):
    """Where it is the window's person's turn (@found: the window's nodes),
    presses a pass (or another bid), a card to discard or to play: True if
    it pressed one."""
    buttons = [(name, node) for role, name, node in found if role == "push button"]
    for test in (lambda n: n == "Pass", lambda n: n in BIDS or BID_CALL.match(n),
                 lambda n: n.endswith(", can be discarded"), lambda n: n.endswith(", playable")):
        node = next((node for name, node in buttons if test(name)), None)
        if node is not None:
            try:
                press(node)
            except GLib.Error:
                return False
            return True
    return False


def page_problem(driver):
    """What the page says went wrong, failing at once: a wrong link shows here."""
    words = driver.execute_script(
        "const e = document.getElementById('problem');"
        "return e === null ? null : e.hidden ? '' : e.textContent;")
    if words is None:
        fail("the window's link opens no table's page: “%s”" % " ".join(driver.execute_script(
            "return document.body ? document.body.innerText : '';").split())[:200])
    if words.strip():
        fail("the page at the window's link says: " + " ".join(words.split()))


def browser_turn(driver):
    """Where the page has a choice, makes the first (a pass where there is
    one): (its action, its words, its card or None for a bid), or None."""
    found = controls(driver)
    if not found:
        return None
    pick = next((b for b in found if b.get_attribute("data-action") == "pass"), found[0])
    try:
        what = (pick.get_attribute("data-action"),
                pick.get_attribute("aria-label") or pick.text,
                pick.get_attribute("data-card"))
        pick.click()
    except WebDriverException:
        return None  # drawn again meanwhile: look again
    wait("the page to take its choice", lambda: gone(pick), 10)
    return what


def check(game_program, server_program, home, bus):
    data_dir = os.path.join(home, "server")
    os.mkdir(data_dir, 0o700)
    server = game = driver = None
    log = None
    try:
        server, port = start_server(server_program, data_dir)
        address = f"ws://127.0.0.1:{port}"
        # "On a server", as the person chose it the last time (GTK 4.8 gives
        # a check button no action over AT-SPI to press); the address is
        # typed below, into the window.
        settings = os.path.join(home, "config", "glib-2.0", "settings")
        os.makedirs(settings)
        keyfile = os.path.join(settings, "keyfile")
        with open(keyfile, "w", encoding="utf-8") as f:
            f.write("[io/github/euchre/Euchre]\nonline-host-on-server=true\n")
        game, log = start(game_program, [], home, GSETTINGS_BACKEND="keyfile")
        app = wait_for("the game on the accessibility bus", lambda: game_application(game), game)
        wait_for("the game's window", lambda: "Euchre" in windows(app), game)
        action(bus, "play-online")
        online = wait_for("the Play Online window", lambda: windows(app).get("Play Online"), game)

        on_server = wait_for("the choice “On a server”", lambda: find(
            online, "check box", lambda n: n == "On a server"), game)
        if not on_server.get_state_set().contains(Atspi.StateType.CHECKED):
            fail("“On a server”, chosen in GSettings, is not checked in the window")
        entry = wait_for("the server's address", lambda: find(
            online, "text", lambda n: n == "Server address"), game)
        Atspi.EditableText.set_text_contents(entry, address)
        wait_for("the address typed", lambda: text_of(entry) == address, game, 10)
        # Kept for next time.
        wait_for("the address in GSettings", lambda: address in open(
            keyfile, encoding="utf-8").read(), game, 10)
        say(f"Play Online, “On a server”: {address}")
        press(find(online, "push button", lambda n: n == "Host a Table"))

        link = wait_for("the browser link in the window's lobby", lambda: next(
            (name for role, name, _ in nodes(windows(app).get("Play Online"))
             if role == "label" and LINK.match(name)), None), game, 20)
        say(f"the window's browser link: {link}")

        driver = browser()
        driver.get("about:blank")
        driver.execute_cdp_cmd("Network.clearBrowserCache", {})
        requests(driver)
        try:
            driver.get(link)
        except WebDriverException as e:
            fail("the window's link does not open: " + str(e).splitlines()[0])
        box = wait("the page's name box (or its words for a bad link)",
                   lambda: page_problem(driver) or [e for e in driver.find_elements(By.ID, "name")
                                                    if e.is_displayed()], 20)[0]
        box.send_keys(GUEST + Keys.ENTER)
        online = windows(app)["Play Online"]
        seen = wait_for(f"{GUEST} in the window's lobby", lambda: page_problem(driver) or next(
            (f"{role} “{name}”" for role, name, _ in nodes(online)
             if role in ("label", "list item") and name.split(",")[0] == GUEST), None), game, 20)
        say(f"{GUEST} came to the table from the browser: the lobby shows {seen}")
        press(wait_for("Start the Game", lambda: find(
            online, "push button", lambda n: n == "Start the Game"), game, 10))
        wait("the browser's first hand", lambda: page_problem(driver) or seated(driver), 30)
        origin = link.split("/t/", 1)[0]
        weigh(requests(driver), origin)

        # The window's table page, and no other (a walk over AT-SPI is slow).
        table = next(node for role, name, node in nodes(windows(app)["Play Online"])
                     if name == "GtkStackPage" and any(n == "Card table" for _, n, _ in nodes(node)))
        # What the window's controls are named, as they change: a card in
        # the trick is there only until the trick is taken.
        names = []
        listener = Atspi.EventListener.new(lambda event: names.append(event.source.get_name()))
        listener.register("object:property-change:accessible-name")
        bid = card = None
        shown_bid = shown_card = None
        # The first hand; the second too where Di sat the first out (a
        # partner alone).
        end = time.monotonic() + 120
        while time.monotonic() < end and not (shown_bid and shown_card):
            pump()
            if "Play Online" not in windows(app) or game.poll() is not None:
                raise CheckFailed("the Play Online window went away")
            page_problem(driver)
            found = list(nodes(table))
            if window_turn(found):
                continue
            if bid is None or card is None:
                did = browser_turn(driver)
                if did is not None:
                    if did[2] is None and bid is None:
                        bid = did
                        say(f"the browser bid: {did[1]}")
                    elif did[2] is not None and not did[0].startswith("discard-"):
                        card = did
                        say(f"the browser played: {did[1]}")
                    continue
            if bid is not None and shown_bid is None:
                shown_bid = next((name for name in names + [n for _, n, _ in found]
                                  if name and name.startswith(f"{GUEST} bid: ")), None)
                if shown_bid is not None:
                    say(f"the window shows it: “{shown_bid}”")
            if card is not None and shown_card is None:
                # "Play the Jack of Spades" on the page; in the window's
                # trick, by the person who played it: "Di: Jack of Spades"
                # (issue 50: people, not seats).
                played = re.compile(r"^" + re.escape(GUEST) + r": " +
                                    re.escape(card[1].removeprefix("Play the ")) +
                                    r"(, wins the trick)?$")
                shown_card = next((name for name in names + [n for _, n, _ in found]
                                   if name and played.match(name)), None)
                if shown_card is not None:
                    say(f"the window shows it: “{shown_card}”")
            time.sleep(0.1)
        listener.deregister("object:property-change:accessible-name")
        if bid is None:
            fail("the browser never had a bid to make in the first hand")
        if shown_bid is None:
            fail(f"the window never showed {GUEST}'s bid ({bid[1]})")
        if bid[1].split(",")[0].lower() not in shown_bid.lower():
            fail(f"the browser bid “{bid[1]}”, the window says “{shown_bid}”")
        if card is None:
            fail("the browser had no card to play within 120 s; the window's buttons: %s; "
                 "the page says: %s" % ([n for r, n, _ in found if r == "push button"],
                                        " ".join(driver.find_element(By.ID, "actions").text
                                                 .split())))
        if shown_card is None:
            fail(f"the window never showed the card {GUEST} played ({card[1]})")
    except CheckFailed as e:
        fail(f"{e}\n" + (said_last(log) if log else ""))
    finally:
        if driver is not None:
            driver.quit()
        atspilib.stop(game)
        stop(server)
    problems = warnings(log)
    if problems:
        fail("\n".join(problems))


def main():
    sys.stdout.reconfigure(line_buffering=True)
    if len(sys.argv) != 3:
        print("usage: check-window-web.py GAME_PROGRAM EUCHRE-SERVER", file=sys.stderr)
        return 2
    need_session()
    signal.signal(signal.SIGALRM, lambda *_: fail(f"took longer than {LIMIT_S} s"))
    signal.alarm(LIMIT_S)
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    home = tempfile.mkdtemp(prefix="euchre-window-web-")
    try:
        check(sys.argv[1], sys.argv[2], home, bus)
    finally:
        shutil.rmtree(home, ignore_errors=True)
    print("check-window-web: OK")
    return 0


if __name__ == "__main__":
    sys.exit(main())
