# atspilib.py — what tests/check-names.py and tests/check-window-web.py
# share: the game built here started in a home of its own, found on the
# accessibility bus, its windows and controls read and pressed over AT-SPI
# as a screen reader does, and always stopped.  Skipped (77) where
# python3-gi or gir1.2-atspi-2.0 is missing, or there is no display or
# session bus.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import signal
import subprocess
import sys
import time

NAME = os.path.basename(sys.argv[0])

try:
    import gi
    gi.require_version('Atspi', '2.0')
    from gi.repository import Atspi, Gio, GLib  # noqa: E402
except (ImportError, ValueError) as e:
    print(f'{NAME}: no AT-SPI for Python ({e}): skipped '
          '(python3-gi and gir1.2-atspi-2.0, tools/deps.sh)')
    sys.exit(77)

APP_ID = 'io.github.euchre.Euchre'
OBJECT_PATH = '/' + APP_ID.replace('.', '/')
TIMEOUT = float(os.environ.get('EUCHRE_RUN_CHECK_TIMEOUT', '90'))


class CheckFailed(Exception):
    pass


def need_session():
    """Exits 77, in words, without a display or a session bus."""
    if 'DISPLAY' not in os.environ and 'WAYLAND_DISPLAY' not in os.environ:
        print(f'{NAME}: no display: skipped (tools/test runs it under xvfb-run)')
        sys.exit(77)
    if 'DBUS_SESSION_BUS_ADDRESS' not in os.environ:
        print(f'{NAME}: no session bus: skipped')
        sys.exit(77)
    GLib.log_set_handler('dbind', GLib.LogLevelFlags.LEVEL_WARNING, lambda *args: None)


def start(program, args, home, **env_extra):
    """The game, in @home as its HOME and XDG folders, in English: (process, log)."""
    env = dict(os.environ, HOME=home, LANGUAGE='en', LANG='C.UTF-8',
               XDG_DATA_HOME=os.path.join(home, 'data'),
               XDG_CONFIG_HOME=os.path.join(home, 'config'),
               XDG_CACHE_HOME=os.path.join(home, 'cache'),
               EUCHRE_DATA_DIR=os.path.join(home, 'euchre'))
    env.update(env_extra)
    env.pop('G_DEBUG', None)
    env.pop('GTK_A11Y', None)
    log = os.path.join(home, 'game.log')
    with open(log, 'w', encoding='utf-8') as out:
        game = subprocess.Popen([os.path.abspath(program)] + list(args), env=env, cwd=home,
                                stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
                                start_new_session=True)
    return game, log


def stop(game):
    if game is None or game.poll() is not None:
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


def pump():
    # libatspi learns of windows coming and going from D-Bus signals.
    while GLib.MainContext.default().iteration(False):
        pass


def wait_for(what, probe, game, timeout=TIMEOUT):
    deadline = time.monotonic() + timeout
    while True:
        found = probe()
        if found:
            return found
        if game.poll() is not None:
            raise CheckFailed(f'the game exited with status {game.returncode} before {what}')
        if time.monotonic() > deadline:
            raise CheckFailed(f'no {what} within {timeout:.0f} s')
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
    """Activates the application's action @name, as its menu does."""
    parameters = GLib.Variant('(sava{sv})', (name, [], {}))
    bus.call_sync(APP_ID, OBJECT_PATH, 'org.gtk.Actions', 'Activate', parameters, None,
                  Gio.DBusCallFlags.NONE, 10000, None)


def nodes(node, depth=0):
    """(role, name, node) of NODE and its descendants; gone nodes are skipped."""
    if node is None:
        return
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


def find(window, role, test):
    """The first node under WINDOW of ROLE whose name passes TEST, or None."""
    for r, name, node in nodes(window):
        if r == role and test(name):
            return node
    return None


def press(node):
    """Presses a button as a screen reader does: its first action."""
    Atspi.Action.do_action(node, 0)


def said_last(log, lines=20):
    """The end of what the game wrote, for a failure's message."""
    with open(log, encoding='utf-8', errors='replace') as f:
        return '--- the game said ---\n' + ''.join(f.readlines()[-lines:])


def warnings(log):
    """The warnings and criticals the game wrote, as lines."""
    with open(log, encoding='utf-8', errors='replace') as f:
        return ['the game warned: ' + line.strip() for line in f
                if re.search(r'-(WARNING|CRITICAL|ERROR) \*\*', line)]
