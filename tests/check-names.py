#!/usr/bin/python3
# check-names.py — what a screen reader says for every control of the
# game's windows, read from outside over AT-SPI, as Orca reads it.
#
# GTK 4.8 names a control it cannot name by its class ("GtkImage",
# "GtkToggleButton", "GtkMenuButton"), and a labelled button twice, the
# first time with its mnemonic ("_Coach Coach"). Neither is what a person
# should hear (help/C's screen reader page promises better). This starts
# the game built in the build directory with a game file, so that the
# replay board opens beside the game's window, opens the other windows
# through the application's actions (as the primary menu does), walks each
# window's accessible tree and fails on a name that is a class name or
# repeats its label with an underscore.
#
# The game's own window is walked at each stage a newcomer meets: the
# first-run welcome, the table in bidding and in play (reached by pressing
# its buttons over AT-SPI, as a screen reader user would); then
# Preferences, Statistics, the Rules (what Help shows without a help
# viewer), About, Play Online and the replay board (issue 42.5), Keyboard
# Shortcuts and the score sheet (issue 52.3). A
# name that repeats itself ("Tutor Tutor"), a class name on a control, a
# window or a picture, and a window titled with the program's file name
# fail. On the replay board, a trick card and the trump box must be read
# by the file's players' names ("boombaddis: Nine of Diamonds", "Made by
# Big Bad Bill"), never by a seat word (issue 50).
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage, inside a display and a session bus (meson test under tools/test):
#   check-names.py GAME_PROGRAM FILE.egn
# EUCHRE_RUN_CHECK_TIMEOUT (seconds, default 90) bounds each wait.

import os
import re
import sys
import tempfile
import time

from skiplib import cannot_run

try:
    from atspilib import (APP_ID, OBJECT_PATH, TIMEOUT, CheckFailed, Gio, GLib, action, find,
                          game_application,
                          menu_items, no_display, nodes, press, pressable, pump,
                          session_bus, start_game, stop, wait_for, walk, windows)
except (ImportError, ValueError) as e:
    cannot_run('check-names.py', f'no AT-SPI for Python ({e}): python3-gi and '
               'gir1.2-atspi-2.0 (tools/deps.sh)')

from deploylib import WebSocket  # noqa: E402

# The application's actions that open a window of their own.
ACTIONS = ('preferences', 'statistics', 'rules', 'about', 'play-online')

BIDS = ('Order Up', 'Pick Up', 'Spades', 'Hearts', 'Clubs', 'Diamonds')


def to_play(app, game):
    """Bids (and discards) over AT-SPI until the person has a card to play."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        pump()
        window = windows(app).get('Euchre')
        if window is not None:
            if find(window, 'push button', lambda n: n.endswith(', playable')):
                return window
            card = find(window, 'push button', lambda n: n.endswith(', can be discarded'))
            bid = find(window, 'push button', lambda n: n in BIDS)
            if card is not None or bid is not None:
                try:
                    press(card if card is not None else bid)
                except GLib.Error:
                    pass
        if game.poll() is not None:
            raise CheckFailed(f'the game exited with status {game.returncode} while bidding')
        time.sleep(0.3)
    raise CheckFailed(f'no card to play within {TIMEOUT:.0f} s')


def host_lobby(app, game):
    """Play Online hosts a table (on the loopback) and Bob, a protocol
    client, joins it: the lobby's "Change Seat" and "Move Bob" buttons and
    the menus they open, walked (issue 38.7). The bad names, as lines."""
    online = windows(app)['Play Online']
    press(wait_for('Host a Table', lambda: pressable([online], 'Host a Table'), game))
    link = wait_for('the game\'s link in the lobby', lambda: next(
        (m.group(1, 2) for r, n, _ in nodes(windows(app).get('Play Online'))
         for m in [re.match(r'^euchre://127\.0\.0\.1:(\d+)/([A-Z0-9-]+)$', n)] if m), None),
        game)
    bob = WebSocket(int(link[0]), '/t/' + link[1], timeout=TIMEOUT)
    try:
        bob.send({'type': 'join', 'code': link[1], 'name': 'Bob'})
        if bob.receive_type('welcome', 'error').get('type') != 'welcome':
            raise CheckFailed('Bob could not join the table the window hosts')
        failed = []
        for button in ('Move Bob', 'Change Seat'):
            node = wait_for(f'the lobby\'s {button}',
                            lambda b=button: pressable([windows(app).get('Play Online')], b),
                            game)
            press(node)
            items = wait_for(f'the menu of {button}',
                             lambda: menu_items(windows(app).values()), game)
            for title, window in sorted(windows(app).items()):
                failed += walk(f'{title} ({button} open)', window)
            if not items:
                failed.append(f'{button} opens an empty menu')
            press(node)
            wait_for(f'the menu of {button} closed',
                     lambda: not menu_items(windows(app).values()), game)
            print(f'ok     walked the lobby with "{button}" open: {", ".join(items)}')
        return failed
    finally:
        bob.close()


CARD = re.compile(r'^(?P<who>.+): (?:Ace|King|Queen|Jack|Ten|Nine) of '
                  r'(?:Clubs|Diamonds|Hearts|Spades)(?:, wins the trick)?$')


def file_players(egn):
    """The players' names a game file gives."""
    import json
    with open(egn, encoding='utf-8') as f:
        return json.load(f)['metadata']['players']


def people_read(app, game, title, people):
    """The trick cards and the trump box of the window TITLE, as a screen
    reader hears them: each by the person who played it or made trump,
    never by a seat word, and once (issue 50). Steps the window forward
    one trick if none shows. The bad names, as lines."""
    def trick():
        return [n for _, n, _ in nodes(windows(app).get(title))
                if CARD.match(n) and not n.startswith('Upcard:')]

    cards = trick()
    # "Next trick" goes to the next trick's lead; then one card at a time.
    for button in ('Next trick', 'Next action', 'Next action'):
        if cards:
            break
        press(wait_for(f'{title}: the button {button}', lambda b=button: pressable(
            [windows(app).get(title)], b), game))
        pump()
        cards = trick()
    if not cards:
        cards = wait_for(f'{title}: a card in the trick', trick, game)
    failed = []
    for name in cards:
        if CARD.match(name).group('who') not in people:
            failed.append(f'{title}: a trick card read "{name}", not by a player of {people}')
    trump = [n for _, n, _ in nodes(windows(app).get(title)) if n.startswith('Trump:')]
    if not trump:
        failed.append(f'{title}: no trump box is read')
    for name in trump:
        if name.count('Trump:') != 1:
            failed.append(f'{title}: the trump box is read twice: "{name}"')
        # Its sentences, one a line (the label) or a full stop (the button).
        said = re.split(r'\. |\n', name)
        made = [m.group(1) for m in (re.match(r'Made by (.+?)(?:, alone)?$', x) for x in said) if m]
        picked = [m.group(1) for m in (re.match(r'(.+) picked up the ', x) for x in said) if m]
        if len(made) != 1 or any(who not in people for who in made + picked):
            failed.append(f'{title}: the trump box is read "{name}", not by the players '
                          f'of {people}')
    if not failed:
        print(f'ok     {title}: {len(cards)} trick card(s) and the trump box read by people: '
              + '; '.join(n.replace('\n', ' / ') for n in cards + trump))
    return failed


def window_action(bus, name):
    """Activates the window action NAME (win.NAME) of the game's window,
    over D-Bus, where GtkApplication puts each window's actions."""
    for number in range(1, 9):
        path = f'{OBJECT_PATH}/window/{number}'
        try:
            listed = bus.call_sync(APP_ID, path, 'org.gtk.Actions', 'List', None, None,
                                   Gio.DBusCallFlags.NONE, 10000, None).unpack()[0]
        except GLib.Error:
            continue
        if name in listed:
            bus.call_sync(APP_ID, path, 'org.gtk.Actions', 'Activate',
                          GLib.Variant('(sava{sv})', (name, [], {})), None,
                          Gio.DBusCallFlags.NONE, 10000, None)
            return
    raise CheckFailed(f'no window of the game has the action win.{name}')


def check(program, egn, home, bus):
    log = os.path.join(home, 'game.log')
    # A table hosted by the window listens on the loopback only.
    game = start_game([program, egn], home, log, EUCHRE_ONLINE_ADDRESS='127.0.0.1')
    failed = []
    try:
        app = wait_for('the game on the accessibility bus', lambda: game_application(game), game)
        wait_for('the replay board', lambda: 'Replay' in windows(app), game)
        # A first start: the welcome, over the table.
        welcome = wait_for('the welcome', lambda: find(
            windows(app).get('Euchre'), 'push button', lambda n: n == 'Play')
            if 'Euchre' in windows(app) else None, game)
        failed += walk('Euchre (welcome)', windows(app)['Euchre'])
        press(welcome)
        try:
            # The person's first turn: a bid, or (dealer, ordered up by
            # another seat) a discard, or a card.
            wait_for('the bidding', lambda: find(windows(app)['Euchre'], 'push button',
                                                 lambda n: n == 'Pass' or n.endswith(', playable')
                                                 or n.endswith(', can be discarded')),
                     game)
        except CheckFailed as e:
            buttons = [n for r, n, _ in nodes(windows(app)['Euchre']) if r == 'push button']
            raise CheckFailed(f'{e} (the buttons: {buttons})')
        failed += walk('Euchre (bidding)', windows(app)['Euchre'])
        print('ok     walked "Euchre" in the welcome and at the table')
        to_play(app, game)
        for name in ACTIONS:
            before = len(windows(app))
            action(bus, name)
            wait_for(f'a window from app.{name}', lambda n=before: len(windows(app)) > n, game)
        # The game window's own: Keyboard Shortcuts (win.show-help-overlay)
        # and the score sheet (issue 52.3).
        before = len(windows(app))
        window_action(bus, 'show-help-overlay')
        wait_for('the Keyboard Shortcuts window', lambda n=before: len(windows(app)) > n, game)
        for button in ('score',):
            before = len(windows(app))
            node = wait_for(f'the game window\'s {button} button', lambda b=button: next(
                (n for r, name, n in nodes(windows(app)['Euchre'])
                 if r == 'push button' and (name == b or name.lower().startswith(b))), None),
                game)
            press(node)
            wait_for(f'a window from {button}', lambda n=before: len(windows(app)) > n, game)
        # What was opened last is drawn and named by now; the others before it.
        pump()
        walked = sorted(windows(app).items())
        for title, window in walked:
            problems = walk(title, window)
            failed += problems
            print(f'ok     walked "{title}"' if not problems
                  else f'#      "{title}": {len(problems)} bad name(s)')
        titles = {title for title, _ in walked}
        for want in ('Euchre', 'Replay', 'Preferences', 'Statistics', 'Play Online',
                     'Keyboard Shortcuts', 'Score'):
            if not any(t.startswith(want) for t in titles):
                failed.append(f'no window "{want}" was walked (there were {sorted(titles)})')
        replay = next((t for t in titles if t.startswith('Replay')), None)
        if replay is not None:
            failed += people_read(app, game, replay, file_players(egn))
        failed += host_lobby(app, game)
    except CheckFailed as e:
        with open(log, encoding='utf-8', errors='replace') as f:
            raise CheckFailed(f'{e}\n--- the game said ---\n' + ''.join(f.readlines()[-20:]))
    finally:
        stop(game)
    with open(log, encoding='utf-8', errors='replace') as f:
        failed += ['the game warned: ' + line.strip() for line in f
                   if re.search(r'-(WARNING|CRITICAL|ERROR) \*\*', line)]
    return failed


def main():
    sys.stdout.reconfigure(line_buffering=True)
    if len(sys.argv) != 3:
        print('usage: check-names.py GAME_PROGRAM FILE.egn', file=sys.stderr)
        return 2
    if no_display():
        cannot_run('check-names.py', no_display())
    if not os.path.exists(sys.argv[2]):
        print(f'FAILED {sys.argv[2]} is absent (tests/data/egn/examples)')
        return 1
    bus = session_bus()
    with tempfile.TemporaryDirectory(prefix='euchre-names-') as home:
        try:
            failed = check(sys.argv[1], os.path.abspath(sys.argv[2]), home, bus)
        except (CheckFailed, GLib.Error, OSError) as e:
            print(f'FAILED {e}')
            return 1
    for line in failed:
        print(f'FAILED {line}')
    if failed:
        return 1
    print('check-names.py: every control of the windows walked has a name')
    return 0


if __name__ == '__main__':
    sys.exit(main())
