# atspilib.py — what tests/check-names.py, check-return.py and
# check-window-web.py share:
# the game's real window read from outside over AT-SPI, as Orca reads it,
# and driven as a screen reader user drives it (a button's first action,
# the application's actions over D-Bus as the primary menu activates them).
#
# Importing it raises ImportError or ValueError where python3-gi or
# gir1.2-atspi-2.0 is missing (tools/deps.sh): a check cannot run then
# (skipped, 77, or failed under CI: tests/skiplib.py).
#
# SPDX-License-Identifier: GPL-3.0-or-later

import os
import re
import signal
import subprocess
import sys
import time

from skiplib import cannot_run

import gi
gi.require_version('Atspi', '2.0')
from gi.repository import Atspi, Gio, GLib  # noqa: E402

APP_ID = 'io.github.euchre.Euchre'
OBJECT_PATH = '/' + APP_ID.replace('.', '/')
# EUCHRE_RUN_CHECK_TIMEOUT (seconds, default 90) bounds each wait.
TIMEOUT = float(os.environ.get('EUCHRE_RUN_CHECK_TIMEOUT', '90'))

CLASS_NAME = re.compile(r'^(Gtk|Adw|Euchre)[A-Z][A-Za-z]*$')
# What a person moves to and acts on, and so hears named; GTK 4.8 also
# names the structure it puts around them (panels, fillers, scroll bars)
# by class, which a screen reader passes over.
CONTROLS = {'push button', 'toggle button', 'check box', 'radio button', 'combo box',
            'menu item', 'check menu item', 'radio menu item', 'page tab', 'link', 'slider',
            'spin button', 'entry', 'password text', 'switch', 'list item', 'tree item'}
# A mnemonic is a letter; "_1" is a GTK stack page's inner name (the
# shortcuts window's section pages), not a label.
MNEMONIC = re.compile(r'(?:^|\s)_([^\W\d_])')


# A window's title that is the program's file name, not words for a person.
PROGRAM_TITLE = re.compile(r'^(euchre|euchre-\w+|io\.github\.euchre\.\w+)$')
WINDOWS = {'frame', 'window', 'dialog', 'alert', 'file chooser'}


def repeats_itself(name):
    """Whether NAME says the same words twice running ("Tutor Tutor",
    "_Coach Coach", "Sound effects Sound effects"), underscores aside."""
    words = name.replace('_', '').split()
    half = len(words) // 2
    return half > 0 and len(words) % 2 == 0 and words[:half] == words[half:]


def bad_name(name, role=None):
    """Why NAME (of a node of ROLE) is no name for a person, or None."""
    if CLASS_NAME.match(name):
        return 'a class name'
    if MNEMONIC.search(name):
        return 'a label with its mnemonic underscore'
    if repeats_itself(name):
        return 'a name that repeats itself'
    if role in WINDOWS and PROGRAM_TITLE.match(name):
        return 'the program\'s file name for a title'
    return None


def walk(title, window):
    """The bad names in WINDOW, as lines."""
    problems = []
    for role, name, path in tree(window):
        why = bad_name(name, role)
        # A Gtk* class name on anything a person moves to or is in: a
        # control or a window; GTK 4.8's structure around them (panels,
        # fillers, scroll bars, the pictures in them) is passed over by a
        # screen reader.
        if why and (role in CONTROLS or role in WINDOWS or why != 'a class name'):
            problems.append(f'{title}: {role} named "{name}" ({why}) at '
                            + ' > '.join(path[-4:]))
    return problems


class CheckFailed(Exception):
    pass


def game_env(home, **extra):
    """The environment of a game started in HOME: its own data folders,
    English, no fatal warnings (the game's log is read for them instead)."""
    env = dict(os.environ, HOME=home, LANGUAGE='en', LANG='C.UTF-8',
               XDG_DATA_HOME=os.path.join(home, 'data'),
               XDG_CONFIG_HOME=os.path.join(home, 'config'),
               XDG_CACHE_HOME=os.path.join(home, 'cache'),
               EUCHRE_DATA_DIR=os.path.join(home, 'euchre'))
    env.pop('G_DEBUG', None)
    env.pop('GTK_A11Y', None)
    env.update(extra)
    return env


def start_game(argv, home, log, **extra):
    """The game, in a process group of its own (stop() ends it all), its
    output appended to LOG."""
    with open(log, 'a', encoding='utf-8') as out:
        return subprocess.Popen(argv, env=game_env(home, **extra), cwd=home,
                                stdin=subprocess.DEVNULL, stdout=out,
                                stderr=subprocess.STDOUT, start_new_session=True)


def stop(game, signals=(signal.SIGTERM, signal.SIGKILL)):
    """Ends GAME's process group, with each of SIGNALS in turn until it is gone."""
    if game is None or game.poll() is not None:
        return
    for sig in signals:
        try:
            os.killpg(game.pid, sig)
        except ProcessLookupError:
            return
        try:
            game.wait(timeout=10)
            return
        except subprocess.TimeoutExpired:
            pass


def walk_nodes(node, path=(), depth=0):
    """(role, name, node, path) of NODE and its descendants, PATH naming
    the way down to each; gone nodes are skipped."""
    if node is None:
        return
    try:
        role, name = node.get_role_name(), node.get_name() or ''
        count = node.get_child_count()
    except GLib.Error:
        return
    path = path + (f'{role} "{name}"' if name else role,)
    yield role, name, node, path
    if depth > 60:
        return
    for i in range(count):
        try:
            child = node.get_child_at_index(i)
        except GLib.Error:
            continue
        if child is not None:
            yield from walk_nodes(child, path, depth + 1)


def tree(node):
    """(role, name, path) of NODE and its descendants."""
    for role, name, _, path in walk_nodes(node):
        yield role, name, path


def nodes(node):
    """(role, name, node) of NODE and its descendants."""
    for role, name, child, _ in walk_nodes(node):
        yield role, name, child


def find(window, role, test):
    """The first node under WINDOW of ROLE whose name passes TEST, or None."""
    for r, name, node in nodes(window):
        if r == role and test(name):
            return node
    return None


def pump():
    # libatspi learns of windows coming and going from D-Bus signals.
    while GLib.MainContext.default().iteration(False):
        pass


def wait_for(what, probe, game, timeout=None):
    """PROBE's first true value, polled until TIMEOUT (default TIMEOUT);
    fails when GAME exits first."""
    timeout = TIMEOUT if timeout is None else timeout
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
    """GAME's application on the accessibility bus, or None."""
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
    """Activates the application's action NAME (app.NAME) over D-Bus."""
    parameters = GLib.Variant('(sava{sv})', (name, [], {}))
    bus.call_sync(APP_ID, OBJECT_PATH, 'org.gtk.Actions', 'Activate', parameters, None,
                  Gio.DBusCallFlags.NONE, 10000, None)


def pressable(windows_, name):
    """The button named NAME that acts, under any of WINDOWS_, or None. A
    menu button is a button in a button (GTK 4.8): the inner one acts."""
    for w in windows_:
        for role, n, node in nodes(w):
            if role in ('push button', 'toggle button') and n == name:
                try:
                    if Atspi.Action.get_n_actions(node) > 0:
                        return node
                except (GLib.Error, TypeError):
                    pass
    return None


def menu_items(windows_):
    """The names of the menu items under WINDOWS_ (an open menu's)."""
    return [n for w in windows_ for r, n, _ in nodes(w) if r == 'menu item']


def press(node):
    """Presses a button as a screen reader does: its first action."""
    Atspi.Action.do_action(node, 0)


def session_bus():
    """The session bus, with libatspi's own warnings (GTK's missing cache) quiet."""
    GLib.log_set_handler('dbind', GLib.LogLevelFlags.LEVEL_WARNING, lambda *args: None)
    return Gio.bus_get_sync(Gio.BusType.SESSION, None)


def no_display():
    """Why the test cannot run here (no display, no session bus), or None."""
    if 'DISPLAY' not in os.environ and 'WAYLAND_DISPLAY' not in os.environ:
        return 'no display (tools/test runs it under xvfb-run)'
    if 'DBUS_SESSION_BUS_ADDRESS' not in os.environ:
        return 'no session bus'
    return None


# ---- for checks that start the game once (check-window-web.py) ----------------

NAME = os.path.basename(sys.argv[0])


def need_session():
    """Ends the check, in words, without a display or a session bus: skipped
    (77), or failed under CI (skiplib.cannot_run)."""
    why = no_display()
    if why is not None:
        cannot_run(NAME, why)
    session_bus()


def start(program, args, home, **extra):
    """The game in HOME (start_game), its output in HOME/game.log: (process, log)."""
    log = os.path.join(home, 'game.log')
    open(log, 'w', encoding='utf-8').close()
    return start_game([os.path.abspath(program)] + list(args), home, log, **extra), log


def said_last(log, lines=20):
    """The end of what the game wrote, for a failure's message."""
    with open(log, encoding='utf-8', errors='replace') as f:
        return '--- the game said ---\n' + ''.join(f.readlines()[-lines:])


def warnings(log):
    """The warnings and criticals the game wrote, as lines."""
    with open(log, encoding='utf-8', errors='replace') as f:
        return ['the game warned: ' + line.strip() for line in f
                if re.search(r'-(WARNING|CRITICAL|ERROR) \*\*', line)]
