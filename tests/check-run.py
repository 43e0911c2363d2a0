#!/usr/bin/python3
# check-run.py — start the game the way the README tells a newcomer to:
# `tools/run`, with nothing else set up (no schema directory, no locale
# directory, no data directories), in English and in German, and look at
# its window from outside through the accessibility tree (AT-SPI):
#
# - `tools/run --help` reaches the game (arguments pass through) and ends;
# - `tools/run` opens the frame "Euchre" with the New Game button and the
#   card table holding the player's cards, in the language asked for (the
#   German names are read from po/de.po);
# - app.about (over D-Bus, as the menu does) opens the About window with the
#   translated description, and GTK finds the application icon with the
#   game's own environment;
# - app.quit closes the game, which exits with status 0, printed no GLib
#   warning and has written its saved game in the player's data directory
#   (XDG_DATA_HOME/euchre).
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage, inside a display and a session bus (tools/test does this):
#   xvfb-run -a dbus-run-session -- /usr/bin/python3 tests/check-run.py [LANGUAGE...]
# LANGUAGE is en, de or de-fallback (default: all three, one after the
# other, sharing one temporary HOME for the player's files).
# EUCHRE_RUN_CHECK_TIMEOUT (seconds, default 90) bounds each wait.
# Needs python3-gi, gir1.2-atspi-2.0, gir1.2-gtk-4.0 and at-spi2-core
# (tools/deps.sh), and for German the de_DE.UTF-8 locale.

import os
import re
import signal
import subprocess
import sys
import tempfile
import time

import gi

gi.require_version('Atspi', '2.0')
from gi.repository import Atspi, Gio, GLib  # noqa: E402

APP_ID = 'io.github.euchre.Euchre'
OBJECT_PATH = '/' + APP_ID.replace('.', '/')
SRCDIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIMEOUT = float(os.environ.get('EUCHRE_RUN_CHECK_TIMEOUT', '90'))

# What each run sets, as a player would in a terminal.
# de-fallback asks for a locale no system has: tools/run then keeps the
# language with the C.UTF-8 locale (as on a system without de_DE.UTF-8).
LOCALES = {
    'en': {'LANG': 'C.UTF-8'},
    'de': {'LANGUAGE': 'de', 'LANG': 'de_DE.UTF-8'},
    'de-fallback': {'LANG': 'de_DE.UTF-8@uninstalled'},
}

# Set up by the tests or a developer's shell; a newcomer has none of them.
CLEARED = ('GSETTINGS_SCHEMA_DIR', 'GSETTINGS_BACKEND', 'EUCHRE_DATA_DIR', 'EUCHRE_AUTOPLAY',
           'XDG_DATA_DIRS', 'LANGUAGE', 'LC_ALL', 'LC_MESSAGES', 'LANG', 'G_DEBUG')


class CheckFailed(Exception):
    pass


def read_po(path):
    """msgid -> msgstr of a .po file, as msgfmt keeps them: fuzzy entries are
    left out (no plurals or contexts needed here)."""
    entries, field, fuzzy = {}, None, False
    parts = {'msgid': '', 'msgstr': ''}

    def unquote(s):
        return s[1:-1].encode('utf-8').decode('unicode_escape').encode('latin-1').decode('utf-8')

    def flush():
        if parts['msgid'] and parts['msgstr'] and not fuzzy:
            entries[parts['msgid']] = parts['msgstr']
        parts['msgid'] = parts['msgstr'] = ''

    with open(path, encoding='utf-8') as f:
        for line in f:
            line = line.strip()
            m = re.match(r'(msgid|msgstr) (".*")$', line)
            if line.startswith('#,'):
                flush()
                fuzzy = 'fuzzy' in line
            elif m:
                if m.group(1) == 'msgid':
                    flush()
                field = m.group(1)
                parts[field] = unquote(m.group(2))
            elif line.startswith('"') and field:
                parts[field] += unquote(line)
            else:
                field = None
            if not line:
                flush()
                fuzzy = False
    flush()
    return entries


def translator(language):
    if language == 'en':
        return lambda s: s
    po = os.path.join(SRCDIR, 'po', language.split('-')[0] + '.po')
    entries = read_po(po)

    def translate(msgid):
        if msgid not in entries:
            raise CheckFailed(f'{po} has no translation of "{msgid}"')
        return entries[msgid]
    return translate


def tree(node, depth=0):
    """(role, name, node) of NODE and its descendants; gone nodes are skipped."""
    try:
        yield node.get_role_name(), node.get_name() or '', node
        count = node.get_child_count()
    except GLib.Error:
        return
    if depth > 40:
        return
    for i in range(count):
        try:
            child = node.get_child_at_index(i)
        except GLib.Error:
            continue
        if child is not None:
            yield from tree(child, depth + 1)


def ended(status):
    if status < 0:
        return f'was killed by {signal.Signals(-status).name}'
    return f'exited with status {status}'


def wait_for(what, probe, game, log, seen=None):
    """Poll PROBE until it returns something, the game exits, or time runs out.
    SEEN, a list, holds what the last look found, for the message."""
    deadline = time.monotonic() + TIMEOUT
    while True:
        found = probe()
        if found:
            return found
        if game.poll() is not None:
            raise CheckFailed(f'the game {ended(game.returncode)} before showing {what}'
                              f'\n{tail(log)}')
        if time.monotonic() > deadline:
            buttons = ''
            if seen is not None:
                buttons = '; the buttons seen: ' + (', '.join(f'"{s}"' for s in seen) or 'none')
            raise CheckFailed(f'no {what} within {TIMEOUT:.0f} s{buttons}\n{tail(log)}')
        time.sleep(0.5)
        # libatspi learns of applications and windows coming and going from
        # D-Bus signals, handled in the main context.
        while GLib.MainContext.default().iteration(False):
            pass


def tail(log, lines=25):
    with open(log, encoding='utf-8', errors='replace') as f:
        text = f.readlines()[-lines:]
    return '--- last lines of the output of tools/run ---\n' + ''.join(text).rstrip()


def game_application(game):
    """The AT-SPI application of the game's process (tools/run execs the game)."""
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        try:
            if app is not None and app.get_process_id() == game.pid:
                return app
        except GLib.Error:
            pass
    return None


def action(bus, name, reply=True):
    """Activate app.NAME over D-Bus, as the primary menu does. app.quit may end
    the game before its reply leaves, so that one expects no reply."""
    parameters = GLib.Variant('(sava{sv})', (name, [], {}))
    if reply:
        bus.call_sync(APP_ID, OBJECT_PATH, 'org.gtk.Actions', 'Activate', parameters, None,
                      Gio.DBusCallFlags.NONE, 10000, None)
        return
    message = Gio.DBusMessage.new_method_call(APP_ID, OBJECT_PATH, 'org.gtk.Actions', 'Activate')
    message.set_body(parameters)
    message.set_flags(Gio.DBusMessageFlags.NO_REPLY_EXPECTED)
    bus.send_message(message, Gio.DBusSendMessageFlags.NONE)
    bus.flush_sync(None)


def icon_found(environ):
    """Does GTK, with the game's environment, find the application icon?"""
    script = ('import gi, sys\n'
              'gi.require_version("Gdk", "4.0")\n'
              'gi.require_version("Gtk", "4.0")\n'
              'from gi.repository import Gdk, Gtk\n'
              'Gtk.init()\n'
              'theme = Gtk.IconTheme.get_for_display(Gdk.Display.get_default())\n'
              'sys.exit(0 if theme.has_icon(sys.argv[1]) else 1)\n')
    env = dict(environ, GTK_A11Y='none')
    return subprocess.run([sys.executable, '-c', script, APP_ID], env=env,
                          stdin=subprocess.DEVNULL, timeout=TIMEOUT).returncode == 0


def game_environ(pid):
    with open(f'/proc/{pid}/environ', 'rb') as f:
        pairs = [item.split(b'=', 1) for item in f.read().split(b'\0') if b'=' in item]
    return {k.decode(errors='replace'): v.decode(errors='replace') for k, v in pairs}


def locale_missing(env):
    return subprocess.run(['locale'], env=env, stdout=subprocess.DEVNULL,
                          stderr=subprocess.PIPE, text=True).stderr.strip()


def stop(game):
    """End the game's process group if it is still there."""
    if game.poll() is not None:
        return
    for sig, wait in ((signal.SIGTERM, 10), (signal.SIGKILL, 10)):
        try:
            os.killpg(game.pid, sig)
        except ProcessLookupError:
            return
        try:
            game.wait(timeout=wait)
            return
        except subprocess.TimeoutExpired:
            pass


def check_help(env, home):
    """Arguments reach the game: --help prints GApplication's options and ends."""
    run = subprocess.run([os.path.join(SRCDIR, 'tools', 'run'), '--help'], env=env, cwd=home,
                         stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, text=True, timeout=TIMEOUT * 3)
    if run.returncode != 0 or '--help-gapplication' not in run.stdout:
        raise CheckFailed(f'`tools/run --help` ended with status {run.returncode} without the '
                          f'game\'s help:\n{run.stdout[-2000:]}')
    print('ok     tools/run --help reaches the game')


def check_language(language, home, bus):
    _ = translator(language)
    env = {k: v for k, v in os.environ.items() if k not in CLEARED}
    env.update(LOCALES[language], HOME=home,
               XDG_DATA_HOME=os.path.join(home, '.local', 'share'),
               XDG_CONFIG_HOME=os.path.join(home, '.config'),
               XDG_CACHE_HOME=os.path.join(home, '.cache'))
    shown = ' '.join(f'{k}={v}' for k, v in LOCALES[language].items())
    print(f'# {shown} tools/run')

    check_help(env, home)

    log = os.path.join(home, f'run-{language}.log')
    if language == 'de' and locale_missing(env):
        raise CheckFailed('the locale de_DE.UTF-8 is not installed (tools/test generates it)')
    with open(log, 'w', encoding='utf-8') as out:
        game = subprocess.Popen([os.path.join(SRCDIR, 'tools', 'run')], env=env, cwd=home,
                                stdin=subprocess.DEVNULL, stdout=out, stderr=subprocess.STDOUT,
                                start_new_session=True)
    try:
        title, new_game, table = _('Euchre'), _('_New Game').replace('_', ''), _('Card table')

        def window():
            app = game_application(game)
            if app is None:
                return None
            nodes = list(tree(app))
            seen[:] = [name for role, name, _n in nodes if role == 'push button']
            frame = any(role == 'frame' and name == title for role, name, _n in nodes)
            button = any(role == 'push button' and new_game in name for role, name, _n in nodes)
            tables = [n for role, name, n in nodes if role == 'panel' and name == table]
            cards = [name for t in tables[:1] for role, name, _n in tree(t)
                     if role == 'push button' and name]
            return (frame and button and cards) and (app, cards)

        # A newcomer's first start: the welcome, in the language; Play goes to the table.
        welcome, play = _('Welcome to Euchre'), _('_Play').replace('_', '')

        def welcome_page():
            app = game_application(game)
            if app is None:
                return None
            nodes = list(tree(app))
            texts = [name for role, name, _n in nodes]
            buttons = [n for role, name, n in nodes if role == 'push button' and name == play]
            return (any(welcome in t for t in texts) and buttons) and buttons[0]

        seen = []
        first = wait_for(f'the welcome "{welcome}" with "{play}", or the table',
                         lambda: welcome_page() or window(), game, log, seen)
        if not isinstance(first, tuple):
            # (A settings backend that keeps the welcome seen from an earlier start
            # goes to the table at once.)
            Atspi.Action.do_action(first, 0)
            print(f'ok     the welcome "{welcome}" shows "{play}", pressed')
        app, cards = wait_for(f'window "{title}" with "{new_game}" and cards on "{table}"',
                              window, game, log, seen)
        print(f'ok     the window "{title}" shows "{new_game}" and on "{table}": '
              + ', '.join(f'"{card}"' for card in cards))

        environ = game_environ(game.pid)
        if not icon_found(environ):
            raise CheckFailed(f'GTK does not find the icon {APP_ID} with the game\'s '
                              f'XDG_DATA_DIRS={environ.get("XDG_DATA_DIRS")}')
        print(f'ok     GTK finds the icon {APP_ID}')
        leaked = [k for k in ('GSETTINGS_BACKEND', 'EUCHRE_DATA_DIR') if k in environ]
        if leaked:
            raise CheckFailed('tools/run sets ' + ', '.join(leaked) +
                              ': the player\'s own settings or saved game would not be used')

        comments = _('The trick-taking card game, with a partner and two opponents who play '
                     'to win')
        action(bus, 'about')
        wait_for('About window',
                 lambda: any(role == 'label' and name == comments
                             for role, name, _n in tree(app)), game, log)
        print(f'ok     the About window says "{comments}"')

        action(bus, 'quit', reply=False)
        try:
            status = game.wait(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            raise CheckFailed(f'the game did not quit within {TIMEOUT:.0f} s after app.quit\n'
                              f'{tail(log)}') from None
        if status != 0:
            raise CheckFailed(f'the game {ended(status)} after app.quit\n{tail(log)}')
        print('ok     app.quit closed the game, exit status 0')

        with open(log, encoding='utf-8', errors='replace') as f:
            complaints = [line.strip() for line in f
                          if re.search(r'-(WARNING|CRITICAL|ERROR) \*\*', line)]
        if complaints:
            raise CheckFailed('the game printed warnings:\n' + '\n'.join(complaints))
        print('ok     no warnings from the game')

        saved = os.path.join(env['XDG_DATA_HOME'], 'euchre', 'saved-game')
        if not os.path.isfile(saved):
            raise CheckFailed(f'no saved game in {saved}: the player\'s game would be lost')
        print(f'ok     the game was saved in {saved}')
    finally:
        stop(game)


def main():
    sys.stdout.reconfigure(line_buffering=True)
    languages = sys.argv[1:] or list(LOCALES)
    unknown = [lang for lang in languages if lang not in LOCALES]
    if unknown:
        print(f'check-run.py: unknown language {", ".join(unknown)}; '
              f'known: {", ".join(LOCALES)}', file=sys.stderr)
        return 2
    if 'DISPLAY' not in os.environ and 'WAYLAND_DISPLAY' not in os.environ:
        print('check-run.py: no display; run it under xvfb-run and dbus-run-session',
              file=sys.stderr)
        return 2

    # GTK has no AT-SPI cache object, which libatspi tells of once per application.
    GLib.log_set_handler('dbind', GLib.LogLevelFlags.LEVEL_WARNING, lambda *args: None)
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    failures = 0
    with tempfile.TemporaryDirectory(prefix='euchre-run-') as home:
        for language in languages:
            try:
                check_language(language, home, bus)
            except (CheckFailed, subprocess.TimeoutExpired, GLib.Error, OSError) as e:
                print(f'FAILED {language}: {e}')
                failures += 1
    if failures:
        print(f'check-run.py: {failures} of {len(languages)} run(s) failed')
        return 1
    print('check-run.py: the game runs from tools/run in ' + ' and '.join(languages))
    return 0


if __name__ == '__main__':
    sys.exit(main())
