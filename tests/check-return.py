#!/usr/bin/python3
# check-return.py — a guest's real window killed mid-hand comes back to
# its seat, with its hand (issue 38.2, "Tests").
#
# test-online-return's "return" closes a window inside one process; this
# kills the real program, as a crash or a power cut does, so that only
# what it kept on disk can bring the person back. A euchre-server runs on
# the loopback; Ann, a protocol client of this script, creates a table
# there and plays the first legal action at each of her turns. The game
# built in the build directory is started with the table's link, joins
# (its Join pressed over AT-SPI, as a screen reader user would), and Ann
# starts the game (the computer takes the empty seats). At the window's
# first turn its hand is read from the card buttons' names; then:
#
# 1. the window's process is killed (SIGKILL) and started again with the
#    same link: Join takes the same seat (Ann's table says so, and the
#    lobby's list of seats is the same) with the same hand;
# 2. killed again and started with no link: the game's window offers the
#    table kept on disk ("You still have a seat at the online table CODE"),
#    and its Return to Table opens Play Online, which joins: the same seat
#    and hand.
#
# On the way the guest's lobby ("Change Seat" and its menu) is walked for
# names a screen reader should not say. Then the other side: the window
# hosts a table itself (on the loopback), Bob and Cy join as protocol
# clients, the game starts, and the window's process is ended with
# SIGTERM (a logout, the menu's Quit): each guest is told once that the
# host closed the table ("host-left"), nothing after it.
#
# The server's grace period is long, so that nobody covers the seat while
# the window is away: the hand is exactly the one it was.
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Usage, inside a display and a session bus (meson test under tools/test):
#   check-return.py GAME_PROGRAM SERVER_PROGRAM
# EUCHRE_RUN_CHECK_TIMEOUT (seconds, default 90) bounds each wait.

import os
import re
import select
import signal
import subprocess
import sys
import tempfile
import threading
import time

from skiplib import cannot_run

try:
    from atspilib import (TIMEOUT, Atspi, CheckFailed, GLib, action, find, game_application,
                          menu_items, no_display, nodes, press, pressable, said_last,
                          session_bus, start_game, stop, wait_for, walk, warnings, windows)
except (ImportError, ValueError) as e:
    cannot_run('check-return.py', f'no AT-SPI for Python ({e}): python3-gi and '
               'gir1.2-atspi-2.0 (tools/deps.sh)')

from deploylib import WebSocket  # noqa: E402

# The whole check's bound, below meson's timeout for it (tests/meson.build).
LIMIT_S = 280
CARD = re.compile(r'^(Nine|Ten|Jack|Queen|King|Ace) of (Spades|Hearts|Diamonds|Clubs)\b')
BIDS = ('Pass', 'Order Up', 'Pick Up', 'Spades', 'Hearts', 'Clubs', 'Diamonds')
WHERE = ('West', 'Partner', 'East')


def say(words):
    print('ok     ' + words, flush=True)


def start_server(program, data_dir):
    """euchre-server on the loopback, on a port of its choosing: (process, port)."""
    server = subprocess.Popen([program, '--address', '127.0.0.1', '--port', '0',
                               '--data-dir', data_dir, '--grace', '3600'],
                              stdout=subprocess.PIPE, stdin=subprocess.DEVNULL, text=True)
    ready, _, _ = select.select([server.stdout], [], [], TIMEOUT)
    line = server.stdout.readline() if ready else ''
    prefix = 'euchre-server: listening on ws://127.0.0.1:'
    if not line.startswith(prefix):
        stop_server(server)
        raise CheckFailed(f'euchre-server did not start: {line!r}')
    return server, int(line[len(prefix):].strip().rstrip('/'))


def stop_server(server):
    if server is None or server.poll() is not None:
        return
    server.terminate()
    try:
        server.wait(timeout=10)
    except subprocess.TimeoutExpired:
        server.kill()
        server.wait()


class Player:
    """A protocol client at the table, who plays the first legal action at
    each of its turns; its messages are read in a thread. Ann creates the
    table (HELLO a create); a guest joins (HELLO a join)."""

    def __init__(self, port, path, hello):
        self.ws = WebSocket(port, path, timeout=TIMEOUT)
        if self.ws.status != 101:
            raise CheckFailed(f'the server refused a WebSocket: {self.ws.head}')
        self.ws.sock.settimeout(None)
        self.lock = threading.Lock()
        self.welcome = None
        self.table = None
        self.errors = []
        self.played = False
        self.after_error = []
        self.ended = False
        self.ws.send(hello)
        threading.Thread(target=self.read, daemon=True).start()

    def send(self, message):
        with self.lock:
            self.ws.send(message)

    def read(self):
        try:
            self.read_all()
        finally:
            self.ended = True

    def read_all(self):
        while True:
            try:
                msg = self.ws.receive()
            except (EOFError, OSError, ValueError):
                return
            kind = msg.get('type')
            if self.errors and kind not in ('ping', 'pong'):
                self.after_error.append(msg)
            if kind == 'welcome':
                self.welcome = msg
            elif kind == 'table':
                self.table = msg
            elif kind == 'error':
                self.errors.append(msg)
            elif kind in ('commit', 'event'):
                self.played = True
            if kind == 'turn' and msg.get('actions'):
                try:
                    self.send({'type': 'act', 'action': msg['actions'][0]})
                except OSError:
                    return

    def seats(self):
        """(names, seats) as the table last told them, or None."""
        table = self.table
        return (table['names'], table['seats']) if table else None

    def close(self):
        try:
            self.ws.sock.shutdown(2)
        except OSError:
            pass
        self.ws.close()


def game_windows(app):
    return list(windows(app).values())


def find_in(app, role, test):
    for window in game_windows(app):
        node = find(window, role, test)
        if node is not None:
            return node
    return None


def label_text(node, name):
    """A label's text: its name, or (GTK 4.8 names some labels by class,
    the notices' among them) what its text interface reads."""
    if name and name != 'GtkLabel':
        return name
    try:
        return Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node)) or ''
    except (GLib.Error, TypeError):
        return ''


def labels(app):
    """The text of every label of the game's windows."""
    return [label_text(node, name) for w in game_windows(app) for r, name, node in nodes(w)
            if r in ('label', 'status bar')]


def my_turn(app):
    """The window's hand (its cards' names, sorted) once the person has
    something to do: a bid, a discard or a card to play; else None. Only
    Play Online's: the game's own window has a hand of its own."""
    for window in [w for title, w in windows(app).items() if title == 'Play Online']:
        cards, turn = [], False
        for role, name, _ in nodes(window):
            if role != 'push button':
                continue
            if CARD.match(name):
                cards.append(name.split(',')[0])
                turn |= name.endswith(', playable') or name.endswith(', can be discarded')
            elif name in BIDS:
                turn = True
        if turn and cards:
            return sorted(cards)
    return None


def seat_words(app):
    """Who sits where, as the lobby's "At the Table" lists it: the person's
    seat first, then West, Partner and East as the window sees them."""
    for window in game_windows(app):
        seats = find(window, 'list', lambda n: n == 'At the Table')
        if seats is not None:
            return [name for r, name, _ in nodes(seats) if r == 'list item']
    return []


def wait_join(app, game):
    """Presses Play Online's Join, the link filled in (the argument, or the seat offered)."""
    press(wait_for('Play Online with Join',
                   lambda: find_in(app, 'push button', lambda n: n == 'Join'), game))


def refused(app, what):
    """Fails at once when the window says the table would not take it back."""
    for text in labels(app):
        if 'table is full' in text or 'no such table' in text.lower():
            raise CheckFailed(f'{what}: the window said "{text}"')


def seated_at(app, host, seat, name, what, game):
    def probe():
        refused(app, what)
        told = host.seats()
        if told and told[1][seat] == 'human' and told[0][seat] == name:
            return told
        return None
    told = wait_for(what, probe, game)
    if told[0].count(name) != 1:
        raise CheckFailed(f'{name} sits at more than one seat: {told[0]}')
    return told


def kill(game, host, seat, what):
    """SIGKILL, as a crash: nothing of the window's own ending runs."""
    os.killpg(game.pid, signal.SIGKILL)
    game.wait(timeout=10)
    deadline = time.monotonic() + TIMEOUT
    while host.seats()[1][seat] != 'away':
        if time.monotonic() > deadline:
            raise CheckFailed(f'the table never told Ann that {what} was away: {host.seats()}')
        time.sleep(0.1)


def turn_back(app, game, hand, words, what):
    """Fails unless the window, back, has HAND at its turn and says WORDS of Ann."""
    def probe():
        refused(app, what)
        return my_turn(app)
    again = wait_for(f'a turn {what}', probe, game)
    if again != hand:
        raise CheckFailed(f'{what}: the hand was {hand}, now {again}')
    if seat_words(app) != words:
        raise CheckFailed(f'{what}: Ann was {words}, now {seat_words(app)}')


def lobby_names(app, game):
    """The guest's lobby, its "Change Seat" button and the menu it opens,
    read as a screen reader reads them: no class names, no label read
    twice with its mnemonic (issue 38.7)."""
    change = wait_for('the lobby\'s Change Seat',
                      lambda: pressable(game_windows(app), 'Change Seat'), game)
    problems = walk('Play Online (lobby)', windows(app).get('Play Online'))
    press(change)
    items = wait_for('the Change Seat menu', lambda: menu_items(game_windows(app)), game)
    for title, window in windows(app).items():
        problems += walk(f'{title} (Change Seat open)', window)
    if problems:
        raise CheckFailed('bad names in the lobby:\n' + '\n'.join(problems))
    if not any(i.startswith(('Sit at ', 'Swap')) for i in items):
        raise CheckFailed(f'the Change Seat menu offers {items}')
    press(change)
    say(f'the lobby: "Change Seat" and its menu ({", ".join(items)}) read well')


def host_quits(program, home, bus, sig):
    """The window hosts (on the loopback); Bob and Cy, protocol clients,
    join; the game starts; the window's process gets SIG. SIGTERM (a
    logout): each guest is told once that the host closed the table
    ("host-left"), nothing after it, and the connection ends. SIGKILL (a
    crash): nothing can be told, but no guest's connection hangs on.
    None: the person quits (app.quit, Ctrl+Q): the table is not closed
    before they say so in its question, and then as at SIGTERM."""
    log = os.path.join(home, 'game.log')
    game, guests = None, []
    try:
        game = start_game([program], home, log, EUCHRE_ONLINE_ADDRESS='127.0.0.1')
        app = wait_for('the hosting game on the accessibility bus',
                       lambda: game_application(game), game)
        wait_for('the game\'s window', lambda: 'Euchre' in windows(app), game)
        action(bus, 'play-online')
        press(wait_for('Host a Table', lambda: pressable(game_windows(app), 'Host a Table'),
                       game))
        port, code = wait_for('the game\'s link in the lobby', lambda: next(
            (m.group(1, 2) for w in game_windows(app) for r, n, _ in nodes(w)
             for m in [re.match(r'^euchre://127\.0\.0\.1:(\d+)/([A-Z0-9-]+)$', n)] if m),
            None), game)
        for name in ('Bob', 'Cy'):
            guests.append(Player(int(port), '/t/' + code,
                                 {'type': 'join', 'code': code, 'name': name}))
            wait_for(f'{name} seated', lambda g=guests[-1]: g.welcome or g.errors, game)
            if guests[-1].errors:
                raise CheckFailed(f'{name} could not join: {guests[-1].errors}')
        press(wait_for('Start the Game',
                       lambda: pressable(game_windows(app), 'Start the Game'), game))
        wait_for('the deal, told to the guests', lambda: all(g.played for g in guests), game)
        if sig is None:
            action(bus, 'quit')
            close = wait_for('the question before the table closes', lambda: pressable(
                [w for title, w in windows(app).items() if title != 'Play Online'],
                'Close Table'), game)
            if game.poll() is not None or any(g.ended or g.errors for g in guests):
                raise CheckFailed('Quit closed the table before its question was answered')
            press(close)
        else:
            os.killpg(game.pid, sig)
        game.wait(timeout=TIMEOUT)
        deadline = time.monotonic() + TIMEOUT
        while not all(g.ended for g in guests):
            if time.monotonic() > deadline:
                raise CheckFailed('a guest\'s connection stayed open after the host quit')
            time.sleep(0.05)
        want = [] if sig == signal.SIGKILL else ['host-left']
        for name, g in zip(('Bob', 'Cy'), guests):
            told = [e.get('code') for e in g.errors]
            if told != want or g.after_error:
                raise CheckFailed(f'{name} was told {g.errors}, then {g.after_error}; '
                                  f'{want} was wanted')
        problems = warnings(log)
        if problems:
            raise CheckFailed('\n'.join(problems))
        if sig is None:
            say('Quit while hosting: asked first; the table closed once answered, each guest '
                'told once')
        elif sig == signal.SIGTERM:
            say('the hosting window quit: each guest told once that the host closed the table')
        else:
            say('the hosting window killed: each guest\'s connection ended, nothing told')
    except CheckFailed as e:
        raise CheckFailed(f'{e}\n' + (said_last(log) if os.path.exists(log) else ''))
    finally:
        stop(game)
        for g in guests:
            g.close()


def check(program, server_program, home, bus):
    server, host, game = None, None, None
    log = os.path.join(home, 'game.log')
    try:
        server, port = start_server(server_program, os.path.join(home, 'server'))
        host = Player(port, '/', {'type': 'create', 'name': 'Ann'})
        deadline = time.monotonic() + TIMEOUT
        while host.welcome is None:
            if time.monotonic() > deadline or host.errors:
                raise CheckFailed(f'no table created: {host.errors}')
            time.sleep(0.05)
        code = host.welcome['code']
        link = f'euchre://127.0.0.1:{port}/{code}'

        game = start_game([program, link], home, log)
        app = wait_for('the game on the accessibility bus', lambda: game_application(game), game)
        wait_join(app, game)
        told = wait_for('a second person at the table',
                        lambda: host.seats() if host.seats() and sum(
                            s == 'human' for s in host.seats()[1]) == 2 else None, game)
        seat = next(s for s in range(1, 4) if told[1][s] == 'human')
        name = told[0][seat]
        say(f'the window joined by its link, at seat {seat}, as "{name}"')
        lobby_names(app, game)
        host.send({'type': 'start'})
        hand = wait_for('the window\'s first turn', lambda: my_turn(app), game)
        words = seat_words(app)
        if len(words) != 4 or words[-seat % 4] != 'Ann':
            raise CheckFailed(f'the window\'s seats are not the table\'s: {words}')
        say(f'its turn, with {", ".join(hand)}; at the table {", ".join(words)}')

        kill(game, host, seat, name)
        game = start_game([program, link], home, log)
        app = wait_for('the game again on the accessibility bus',
                       lambda: game_application(game), game)
        wait_join(app, game)
        seated_at(app, host, seat, name, 'return to its seat by the link', game)
        turn_back(app, game, hand, words, 'opened again by its link')
        say('killed, started with the same link: the same seat and hand')

        kill(game, host, seat, name)
        game = start_game([program], home, log)
        app = wait_for('the game, with no link, on the accessibility bus',
                       lambda: game_application(game), game)
        wait_for('the game\'s window', lambda: 'Euchre' in windows(app), game)
        # Each start here is a first run (the settings are in memory): the
        # welcome comes first, and its Play leads to the table and the offer.
        offer = f'You still have a seat at the online table {code}'

        seen = []

        def play(focused):
            """The welcome's Play button if it has the keyboard focus (or,
            FOCUSED false, if it has not), else None. GTK 4.8 keeps a page
            the window hides in the accessible tree and says nothing of it
            being on screen: the welcome focuses Play, and the window moves
            the focus to the table when the welcome goes."""
            node = find_in(app, 'push button', lambda n: n == 'Play')
            try:
                has = node is not None and node.get_state_set().contains(Atspi.StateType.FOCUSED)
            except GLib.Error:
                return None
            return node if node is not None and has == focused else None

        def offered():
            seen.extend(text for text in labels(app) if offer in text)
            return find_in(app, 'push button', lambda n: n == 'Return to Table')
        # Each button pressed once, when it can act: the welcome's Play
        # (focused, on screen), then, the welcome gone (Play no longer
        # focused), the offer's Return to Table, which opens Play Online.
        # (A button not yet on screen is not pressed: GTK ignores it.)
        try:
            press(wait_for('the welcome\'s Play, focused', lambda: play(True), game))
            wait_for('the welcome to go (its Play no longer focused)', lambda: play(False), game)
            press(wait_for('the offer\'s Return to Table', offered, game))
            wait_for('Play Online, from the game window\'s offer of the seat kept',
                     lambda: 'Play Online' in windows(app), game)
        except CheckFailed as e:
            raise CheckFailed(f'{e}; the windows {sorted(windows(app))} said {labels(app)}')
        if not seen:
            raise CheckFailed(f'the offer did not say "{offer}"')
        seated_at(app, host, seat, name, 'return to its seat from the offer', game)
        turn_back(app, game, hand, words, 'taken back from the offer')
        say('killed, started with no link: the game offers the table, the same seat and hand')
    except CheckFailed as e:
        raise CheckFailed(f'{e}\n' + (said_last(log) if os.path.exists(log) else ''))
    finally:
        stop(game)
        if host is not None:
            host.close()
        stop_server(server)
    return warnings(log)


def main():
    sys.stdout.reconfigure(line_buffering=True)
    if len(sys.argv) != 3:
        print('usage: check-return.py GAME_PROGRAM SERVER_PROGRAM', file=sys.stderr)
        return 2
    if no_display():
        cannot_run('check-return.py', no_display())
    bus = session_bus()

    # Stopped from outside (meson's timeout sends SIGTERM), or past its own
    # bound, below meson's: the finally blocks still stop every game and
    # server it started (they are in sessions of their own).
    def give_up(sig, frame):
        raise CheckFailed(f'stopped ({signal.Signals(sig).name}) before it ended')
    signal.signal(signal.SIGTERM, give_up)
    signal.signal(signal.SIGALRM, give_up)
    signal.alarm(LIMIT_S)
    with tempfile.TemporaryDirectory(prefix='euchre-return-') as home:
        try:
            failed = check(os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]), home, bus)
            for sig in (None, signal.SIGTERM, signal.SIGKILL):
                host_home = os.path.join(home, f'host-{sig.name if sig else "quit"}')
                os.mkdir(host_home)
                host_quits(os.path.abspath(sys.argv[1]), host_home, bus, sig)
        except (CheckFailed, GLib.Error, OSError, subprocess.TimeoutExpired) as e:
            print(f'FAILED {e}')
            return 1
    for line in failed:
        print(f'FAILED {line}')
    if failed:
        return 1
    print('check-return.py: a killed window came back to its seat and hand, twice; '
          'the guests of a window that quit were told once')
    return 0


if __name__ == '__main__':
    sys.exit(main())
