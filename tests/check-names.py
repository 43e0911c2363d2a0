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
# viewer), About, Play Online and the replay board (issue 42.5).
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

from atspilib import (TIMEOUT, CheckFailed, Gio, GLib, action, find, game_application,
                      need_session, nodes, press, pump, said_last, start, stop, wait_for,
                      warnings, windows)

# The application's actions that open a window of their own.
ACTIONS = ('preferences', 'statistics', 'rules', 'about', 'play-online')

CLASS_NAME = re.compile(r'^(Gtk|Adw|Euchre)[A-Z][A-Za-z]*$')
# What a person moves to and acts on, and so hears named; GTK 4.8 also
# names the structure it puts around them (panels, fillers, scroll bars)
# by class, which a screen reader passes over.
CONTROLS = {'push button', 'toggle button', 'check box', 'radio button', 'combo box',
            'menu item', 'check menu item', 'radio menu item', 'page tab', 'link', 'slider',
            'spin button', 'entry', 'password text', 'switch', 'list item', 'tree item'}
MNEMONIC = re.compile(r'(?:^|\s)_(\w)')


def bad_name(name):
    """Why NAME is no name for a person, or None."""
    if CLASS_NAME.match(name):
        return 'a class name'
    if MNEMONIC.search(name):
        return 'a label with its mnemonic underscore'
    return None


def tree(node, path=(), depth=0):
    """(role, name, path) of NODE and its descendants; gone nodes are skipped."""
    try:
        role, name = node.get_role_name(), node.get_name() or ''
        count = node.get_child_count()
    except GLib.Error:
        return
    path = path + (f'{role} "{name}"' if name else role,)
    yield role, name, path
    if depth > 60:
        return
    for i in range(count):
        try:
            child = node.get_child_at_index(i)
        except GLib.Error:
            continue
        if child is not None:
            yield from tree(child, path, depth + 1)


def walk(title, window):
    """The bad names in WINDOW, as lines."""
    problems = []
    for role, name, path in tree(window):
        why = bad_name(name)
        if why and (role in CONTROLS or why != 'a class name'):
            problems.append(f'{title}: {role} named "{name}" ({why}) at '
                            + ' > '.join(path[-4:]))
    return problems


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


def check(program, egn, home, bus):
    game, log = start(program, [egn], home)
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
        # What was opened last is drawn and named by now; the others before it.
        pump()
        walked = sorted(windows(app).items())
        for title, window in walked:
            problems = walk(title, window)
            failed += problems
            print(f'ok     walked "{title}"' if not problems
                  else f'#      "{title}": {len(problems)} bad name(s)')
        titles = {title for title, _ in walked}
        for want in ('Euchre', 'Replay', 'Preferences', 'Statistics', 'Play Online'):
            if not any(t.startswith(want) for t in titles):
                failed.append(f'no window "{want}" was walked (there were {sorted(titles)})')
    except CheckFailed as e:
        raise CheckFailed(f'{e}\n' + said_last(log))
    finally:
        stop(game)
    return failed + warnings(log)


def main():
    sys.stdout.reconfigure(line_buffering=True)
    if len(sys.argv) != 3:
        print('usage: check-names.py GAME_PROGRAM FILE.egn', file=sys.stderr)
        return 2
    need_session()
    if not os.path.exists(sys.argv[2]):
        print(f'check-names.py: {sys.argv[2]} is absent: skipped')
        return 77
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
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
