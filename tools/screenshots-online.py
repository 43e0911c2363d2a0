#!/usr/bin/python3
# tools/screenshots-online.py GAME OUTDIR WxH — the two online pictures of
# tools/screenshots (GNOME Software's), from today's game: online.png, the
# Play Online window hosting a table on this computer, where Ann (the
# window's person) and Di (a browser) sit, with the browser's link and its
# QR code; browser.png, Di's seat in headless Chromium once the game has
# started, at WxH. Run by tools/screenshots inside a virtual display of
# WxH and a session bus of its own (xvfb-run, dbus-run-session).
#
# Driven as tests/check-window-web.py drives the window (over AT-SPI: the
# name typed, "Host a Table" pressed, the link read from the lobby) and
# the page (Selenium: the name box, Enter). Needs python3-gi with AT-SPI,
# python3-selenium, Chromium and its driver, ImageMagick's import.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests"))

from browserlib import browser, controls, seated, wait, By, Keys  # noqa: E402
from atspilib import (CheckFailed, Atspi, GLib, action, find, game_application,  # noqa: E402
                      need_session, nodes, press, said_last, session_bus, start, stop,
                      wait_for,
                      windows)

HOST = "Ann"
GUEST = "Di"
# The browser window: a page of 1000x577 (a laptop's, about 16:9).
BROWSER = (1000, 720)
LINK = re.compile(r"^https?://\S+/t/\S+$")


def say(words):
    print(f"screenshots-online: {words}", flush=True)


def settled(path, grab):
    """Takes the picture with GRAB until two looks a second apart agree."""
    before = None
    for _ in range(10):
        grab(path)
        with open(path, "rb") as f:
            now = f.read()
        if now == before:
            return
        before = now
        time.sleep(1)


def shoot(game_program, out, size):
    width, height = (int(n) for n in size.split("x"))
    bus = session_bus()
    home = tempfile.mkdtemp(prefix="euchre-shots-online-")
    game = driver = log = None
    try:
        # The person's settings: the welcome seen, the table's default rules.
        settings = os.path.join(home, "config", "glib-2.0", "settings")
        os.makedirs(settings)
        with open(os.path.join(settings, "keyfile"), "w", encoding="utf-8") as f:
            f.write("[io/github/euchre/Euchre]\nwelcome-shown=true\n")
        game, log = start(game_program, [], home, GSETTINGS_BACKEND="keyfile")
        app = wait_for("the game on the accessibility bus", lambda: game_application(game), game)
        wait_for("the game's window", lambda: "Euchre" in windows(app), game)
        action(bus, "play-online")
        online = wait_for("the Play Online window", lambda: windows(app).get("Play Online"), game)
        entry = wait_for("the name box", lambda: find(
            online, "text", lambda n: n == "Your name at the table"), game)
        Atspi.EditableText.set_text_contents(entry, HOST)
        press(find(online, "push button", lambda n: n == "Host a Table"))
        link = wait_for("the browser link in the lobby", lambda: next(
            (name for role, name, _ in nodes(windows(app).get("Play Online"))
             if role == "label" and LINK.match(name)), None), game, 20)
        say(f"{HOST} hosts the table: {link}")

        driver = browser()
        driver.set_window_size(*BROWSER)
        driver.get(link)
        box = wait("the page's name box", lambda: [
            e for e in driver.find_elements(By.ID, "name") if e.is_displayed()], 20)[0]
        box.send_keys(GUEST + Keys.ENTER)
        wait_for(f"{GUEST} in the lobby", lambda: next(
            (name for role, name, _ in nodes(windows(app)["Play Online"])
             if role in ("label", "list item") and name.split(",")[0] == GUEST), None), game, 20)
        # The window as tall as the screen, so that the lobby shows whole
        # (no window manager here to fit it; its own height is 720).
        subprocess.run(["xdotool", "search", "--name", "^Play Online$", "windowsize",
                        str(width), str(height)], check=True)
        time.sleep(1)
        settled(os.path.join(out, "online.png"), lambda path: subprocess.run(
            ["import", "-window", "root", path], check=True))
        say(f"{out}/online.png: the lobby, {HOST} and {GUEST} seated")

        press(wait_for("Start the Game", lambda: find(
            windows(app)["Play Online"], "push button", lambda n: n == "Start the Game"), game, 10))
        wait("the browser's first hand", lambda: seated(driver), 30)
        # Di's turn to choose, so that the page shows its bid buttons too
        # (the window's person passes when it is Ann's turn).
        end = time.monotonic() + 60
        while time.monotonic() < end and not controls(driver):
            node = find(windows(app)["Play Online"], "push button", lambda n: n == "Pass")
            if node is not None:
                try:
                    press(node)
                except GLib.Error:  # drawn again meanwhile
                    pass
            time.sleep(0.3)
        time.sleep(1.5)
        settled(os.path.join(out, "browser.png"),
                lambda path: driver.get_screenshot_as_file(path))
        say(f"{out}/browser.png: {GUEST}'s seat in the browser")
    except CheckFailed as e:
        print(f"screenshots-online: {e}\n" + (said_last(log) if log else ""), file=sys.stderr)
        return 1
    finally:
        if driver is not None:
            driver.quit()
        stop(game)
        shutil.rmtree(home, ignore_errors=True)
    return 0


def main():
    if len(sys.argv) != 4:
        print("usage: tools/screenshots-online.py GAME OUTDIR WxH", file=sys.stderr)
        return 2
    need_session()
    return shoot(sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3])


if __name__ == "__main__":
    sys.exit(main())
