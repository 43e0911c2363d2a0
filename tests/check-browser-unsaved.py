#!/usr/bin/python3
# check-browser-unsaved.py — the browser's seat through a full disk and
# back (issue 51.9, docs/ONLINE.md "A seat in a browser").
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts, on the loopback only, euchre-server and tests/net-seats.c
# --computers; headless Chromium takes seat 3 and hosts the table (three
# computer seats).  At the page's first turn the table's record becomes
# /dev/full (the disk fills) and the page takes its first choice: the
# server refuses it ("not-saved") and takes none.  From the page's own
# state and DOM: no choice is offered, and the prompt and the history say
# in a sentence why.  The record then comes back (the disk empties): the
# server finds it within 10 s by itself and tells the turn again, and
# with no reload (a mark set in the page before stays) the choices are
# back; one is tapped and the table takes it (it is in the page's
# transcript).  No console error.  Everything started is stopped; the
# check is bounded in time (tests/browserlib.py).
#
# Usage: check-browser-unsaved.py EUCHRE-SERVER NET-SEATS
# Where Chromium, its driver or python3-selenium is missing it cannot
# run: skipped (77) in words, or failed under CI (tests/skiplib.py).

import os
import shutil
import sys
import tempfile

from browserlib import (Seats, browser, controls, fail, host, said, start_server, stop,
                        transcript, wait)

UNSAVED = "The table cannot save the game now"


def mine(action):
    """The event line seat 3's @action makes."""
    if action.startswith(("play-", "discard-")):
        kind, card = action.split("-", 1)
        return ("card-played 3 " if kind == "play" else "discarded 3 ") + card
    return "bid 3 " + action


def taken(driver, action):
    """Whether the table took seat 3's @action: a card's line ends with
    its trick's number ("card-played 3 QS 0"), a bid's with the bid."""
    line = mine(action)
    return any(t == line or t.startswith(line + " ") for t in transcript(driver))


def prompt(driver):
    return driver.execute_script(
        "const p = document.querySelector('#actions .prompt'); return p ? p.textContent : '';")


def offered(driver):
    """The choices the page offers: its state's and its DOM's."""
    return driver.execute_script(
        "return [globalThis.euchreState.turn.length, document.querySelectorAll("
        "'#actions button[data-action], #hand button.legal[data-action]').length];")


def through_full_disk(driver, record):
    found = wait("the page's first turn", lambda: controls(driver), 30)
    choice = found[0].get_attribute("data-action")
    with open(record, encoding="utf-8") as f:
        saved = f.read()
    # The disk fills: every append to the record fails with ENOSPC.
    os.unlink(record)
    os.symlink("/dev/full", record)
    driver.execute_script("globalThis.euchreNoReload = true;")
    found[0].click()
    words = wait("the page to say the table cannot save", lambda: UNSAVED in prompt(driver) and
                 UNSAVED in said(driver, "said") and prompt(driver), 20)
    if offered(driver) != [0, 0]:
        fail(f"choices offered while the table cannot save: {offered(driver)}")
    if taken(driver, choice):
        fail("the table took an action it could not save")
    print(f"check-browser-unsaved: the disk full: no choices, the prompt says: {words}")

    # The disk empties: the record back whole, in one step.
    with open(record + ".back", "w", encoding="utf-8") as f:
        f.write(saved)
    os.replace(record + ".back", record)
    # The server tries the disk every 10 s; then the turn comes again.
    back = wait("the choices back once the disk takes lines", lambda: offered(driver)[0] > 0 and
                controls(driver), 30)
    if not driver.execute_script("return globalThis.euchreNoReload === true;"):
        fail("the page was reloaded")
    if UNSAVED in prompt(driver) or driver.execute_script("return globalThis.euchreState.unsaved;"):
        fail("the page still says the table cannot save: " + prompt(driver))
    again = back[0].get_attribute("data-action")
    print(f"check-browser-unsaved: the disk empty again: {len(back)} choices back, no reload; "
          f"the prompt says: {prompt(driver)}; the history: {said(driver, 'said')[-80:]}")
    back[0].click()
    wait("the choice taken by the table", lambda: taken(driver, again), 20)
    print(f"check-browser-unsaved: {again} taken by the table")


def main():
    if len(sys.argv) != 3:
        print("usage: check-browser-unsaved.py EUCHRE-SERVER NET-SEATS", file=sys.stderr)
        sys.exit(2)
    data_dir = tempfile.mkdtemp(prefix="euchre-browser-unsaved-")
    server = seats = driver = None
    try:
        server, port = start_server(sys.argv[1], data_dir)
        seats = Seats(sys.argv[2], f"ws://127.0.0.1:{port}/", data_dir, computers=True)
        code = wait("the table's code", lambda: seats.find("code "), 20)
        driver = browser()
        host(driver, seats, f"http://127.0.0.1:{port}/t/{code}", "Di")
        through_full_disk(driver, os.path.join(data_dir, code, "game.record"))
        errors = [e for e in driver.get_log("browser") if e["level"] == "SEVERE"]
        if errors:
            fail("the console has errors: %s" % errors)
    finally:
        if driver is not None:
            driver.quit()
        if seats is not None:
            seats.close()
        stop(server)
        shutil.rmtree(data_dir, ignore_errors=True)
    print("check-browser-unsaved: OK")


if __name__ == "__main__":
    main()
