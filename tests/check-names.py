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
import signal
import subprocess
import sys
import tempfile
import time

try:
    import gi
    gi.require_version('Atspi', '2.0')
    from gi.repository import Atspi, Gio, GLib  # noqa: E402
except (ImportError, ValueError) as e:
    print(f'check-names.py: no AT-SPI for Python ({e}): skipped '
          '(python3-gi and gir1.2-atspi-2.0, tools/deps.sh)')
    sys.exit(77)

APP_ID = 'io.github.euchre.Euchre'
OBJECT_PATH = '/' + APP_ID.replace('.', '/')
TIMEOUT = float(os.environ.get('EUCHRE_RUN_CHECK_TIMEOUT', '90'))
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


class CheckFailed(Exception):
    pass


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


def pump():
    # libatspi learns of windows coming and going from D-Bus signals.
    while GLib.MainContext.default().iteration(False):
        pass


def wait_for(what, probe, game):
    deadline = time.monotonic() + TIMEOUT
    while True:
        found = probe()
        if found:
            return found
        if game.poll() is not None:
            raise CheckFailed(f'the game exited with status {game.returncode} before {what}')
        if time.monotonic() > deadline:
            raise CheckFailed(f'no {what} within {TIMEOUT:.0f} s')
        time.sleep(0.3)
        pump()


def game_application(game):
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        try:
            if app is not None and app.get_process_id() == game.pid:
                return app
        except GLib.Error:
            pass
    return None


def windows(app):
    """The application's windows: {title: node}."""
    found = {}
    try:
        for i in range(app.get_child_count()):
            w = app.get_child_at_index(i)
            if w is not None:
                found[w.get_name() or ''] = w
    except GLib.Error:
        pass
    return found


def action(bus, name):
    parameters = GLib.Variant('(sava{sv})', (name, [], {}))
    bus.call_sync(APP_ID, OBJECT_PATH, 'org.gtk.Actions', 'Activate', parameters, None,
                  Gio.DBusCallFlags.NONE, 10000, None)


def walk(title, window):
    """The bad names in WINDOW, as lines."""
    problems = []
    for role, name, path in tree(window):
        why = bad_name(name)
        if why and (role in CONTROLS or why != 'a class name'):
            problems.append(f'{title}: {role} named "{name}" ({why}) at '
                            + ' > '.join(path[-4:]))
    return problems


def find(window, role, test):
    """The first node under WINDOW of ROLE whose name passes TEST, or None."""
    for r, name, node in nodes(window):
        if r == role and test(name):
            return node
    return None


def nodes(node, depth=0):
    """(role, name, node) of NODE and its descendants; gone nodes are skipped."""
    try:
        yield node.get_role_name(), node.get_name() or '', node
        count = node.get_child_count()
    except GLib.Error:
        return
    if depth > 60:
        return
    for i in range(count):
        try:
            child = node.get_child_at_index(i)
        except GLib.Error:
            continue
        if child is not None:
            yield from nodes(child, depth + 1)


def press(node):
    """Presses a button as a screen reader does: its first action."""
    Atspi.Action.do_action(node, 0)


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


def stop(game):
    if game.poll() is not None:
        return
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(game.pid, sig)
        except ProcessLookupError:
            return
        try:
            game.wait(timeout=10)
            return
        except subprocess.TimeoutExpired:
            pass


def check(program, egn, home, bus):
    env = dict(os.environ, HOME=home, LANGUAGE='en', LANG='C.UTF-8',
               XDG_DATA_HOME=os.path.join(home, 'data'),
               XDG_CONFIG_HOME=os.path.join(home, 'config'),
               XDG_CACHE_HOME=os.path.join(home, 'cache'),
               EUCHRE_DATA_DIR=os.path.join(home, 'euchre'))
    env.pop('G_DEBUG', None)
    env.pop('GTK_A11Y', None)
    log = os.path.join(home, 'game.log')
    with open(log, 'w', encoding='utf-8') as out:
        game = subprocess.Popen([program, egn], env=env, cwd=home, stdin=subprocess.DEVNULL,
                                stdout=out, stderr=subprocess.STDOUT, start_new_session=True)
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
    if 'DISPLAY' not in os.environ and 'WAYLAND_DISPLAY' not in os.environ:
        print('check-names.py: no display: skipped (tools/test runs it under xvfb-run)')
        return 77
    if 'DBUS_SESSION_BUS_ADDRESS' not in os.environ:
        print('check-names.py: no session bus: skipped')
        return 77
    if not os.path.exists(sys.argv[2]):
        print(f'check-names.py: {sys.argv[2]} is absent: skipped')
        return 77
    GLib.log_set_handler('dbind', GLib.LogLevelFlags.LEVEL_WARNING, lambda *args: None)
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
