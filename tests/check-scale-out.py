#!/usr/bin/python3
# check-scale-out.py — several euchre-server processes behind HAProxy, with
# the table directory in Redis written by the servers themselves
# (issue 41.3, docs/DEPLOY.md).
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# On the loopback only, on free ports: redis-server, HAProxy with the
# shipped haproxy.cfg and Lua, and two euchre-server backends (--redis,
# --backend-id 1 and 2, --trusted-proxy 127.0.0.1, --max-tables-per-address
# 3).  In order:
#
#  1. Tables created through the proxy at "/" land on both backends, each
#     written into Redis by its backend, with a time to live.
#  1b. A third backend: an address's fourth table is refused on a backend
#     that holds only one of them (euchre:addr:ADDRESS in Redis); one put
#     away gives its place back.
#  2. A whole game through the proxy: a host creates at "/", a guest joins
#     at /t/CODE (routed by what the backend wrote), both play to the end.
#  3. One backend killed with SIGKILL mid-game, its table's directory entry
#     deleted, the backend started again: it writes the table back, and its
#     player resumes through the proxy and plays to the end (its last
#     action's time written as "active"); all along, a
#     game on the other backend goes on, every action answered within 2 s.
#  4. A backend drained with SIGTERM mid-game: GET /health is 503, Redis
#     says "draining", it refuses new tables in words, creates through the
#     proxy go to the other backend, the game on it is played to the end,
#     then it exits with status 0 by itself.  Its table is copied into
#     the other backend's folder and taken there with SIGHUP, without a
#     restart: Redis routes it there, and its player resumes.
#  5. X-Forwarded-For: believed from a trusted proxy's address only, for
#     the tables per address.  A Redis that never answers: a create waits
#     for it 2 s at most, then the table is made (as on one server), while
#     another connection is answered at once; the server says so on its
#     standard error.
#
# Usage: check-scale-out.py EUCHRE-SERVER SOURCE-ROOT
# Where haproxy or redis-server is missing or euchre-server was built
# without libhiredis, it cannot run: skipped (77) in words, or failed under
# CI (tests/skiplib.py).  Everything started is
# stopped; the whole check is bounded (SIGALRM).

import os
import select
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

from skiplib import cannot_run
from deploylib import (Deadline, Processes, WebSocket, fail, free_port, haproxy_config,
                       http_get, programs, redis_cli, say, server_has_redis, start_redis,
                       wait_port, wait_until)

LIMIT_S = 200
# Ceilings, never measures of speed: each tells "answered" from "stopped"
# on a machine however loaded (tools/test-under-load), far beyond the
# tens of milliseconds these take on an idle one.
ANSWER_S = 15.0         # an action on a backend that keeps running is answered within this
CREATE_CEILING_S = 20.0  # a create with Redis silent: its 2 s command timeout, not for ever
WAIT_S = 30             # an event the check waits for


class Player:
    """One person at a table, taking the first legal action on each turn."""

    def __init__(self, ws, welcome):
        self.ws = ws
        self.code = welcome["code"]
        self.token = welcome["token"]
        self.seat = welcome["seat"]
        self.over = False
        self.actions = 0
        self.slowest = 0.0
        self.acted_at = []

    def step(self, pace=0.0):
        """Handles one message; False once the game is over."""
        msg = self.ws.receive()
        if msg["type"] == "turn":
            if pace:
                time.sleep(pace)
            sent = time.monotonic()
            self.ws.send({"type": "act", "action": msg["actions"][0]})
            # Our own action comes back as an event: that is the answer.
            while True:
                reply = self.ws.receive()
                if reply["type"] == "error":
                    fail("table %s refused %s: %r" % (self.code, msg["actions"][0], reply))
                if reply["type"] == "event":
                    break
            took = time.monotonic() - sent
            self.slowest = max(self.slowest, took)
            self.acted_at.append(sent)
            self.actions += 1
            if reply["line"].startswith("game-over"):
                self.over = True
        elif msg["type"] == "event" and msg["line"].startswith("game-over"):
            self.over = True
        return not self.over

    def play(self, deadline, turns=None, pace=0.0):
        start = self.actions
        while not self.over and (turns is None or self.actions - start < turns):
            if deadline.over():
                fail("table %s: the game did not end in time" % self.code)
            self.step(pace)


class Playing:
    """A player playing in a thread of its own, to the end of the game."""

    def __init__(self, player, deadline, pace=0.0):
        self.player, self.error = player, None

        def run():
            try:
                player.play(deadline, pace=pace)
            except BaseException as e:      # fail() too: said by the main thread
                self.error = repr(e)

        self.thread = threading.Thread(target=run, daemon=True)
        self.thread.start()

    def join(self, deadline, what):
        self.thread.join(timeout=max(deadline.left(), 1))
        if self.thread.is_alive() or self.error is not None or not self.player.over:
            fail("%s: %s" % (what, self.error or "the game did not end"))


SOURCES = iter(range(1, 250))


def create(port, path, name, source=None, headers=()):
    # Each from an address of its own (the tables per address are 3 here),
    # unless the test says which.
    source = source or "127.0.1.%d" % next(SOURCES)
    ws = WebSocket(port, path, source=source, headers=headers)
    if ws.status != 101:
        return None, {"type": "error", "code": "http-%d" % ws.status}
    ws.send({"type": "create", "name": name})
    msg = ws.receive_type("welcome", "error")
    if msg["type"] != "welcome":
        ws.close()
        return None, msg
    return Player(ws, msg), msg


def start_game(player, level="easy"):
    player.ws.send({"type": "start", "level": level})


class Backend:
    def __init__(self, procs, server, n, port, data, redis_port, extra=()):
        self.argv = [server, "--port", str(port), "--data-dir", data,
                     "--redis", "127.0.0.1:%d" % redis_port, "--backend-id", str(n),
                     "--trusted-proxy", "127.0.0.1", "--grace", "30", "--drain-seconds", "60",
                     "--rate", "1000", "--burst", "1000",
                     "--max-tables-per-address", "3"] + list(extra)
        self.procs, self.n, self.port = procs, n, port
        self.start()

    def start(self):
        self.proc = self.procs.start(self.argv, stdout=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline()
        if "listening on ws://127.0.0.1:%d/" % self.port not in line:
            fail("backend %d did not listen on its port: %r" % (self.n, line))


def main():
    if len(sys.argv) != 3:
        print("usage: check-scale-out.py EUCHRE-SERVER SOURCE-ROOT", file=sys.stderr)
        return 2
    server, root = sys.argv[1], sys.argv[2]
    found, why = programs()
    if found is None:
        cannot_run("check-scale-out", why)
    if not server_has_redis(server):
        cannot_run("check-scale-out", "euchre-server was built without libhiredis (--redis): "
                   "install libhiredis-dev (tools/deps.sh) and build again")
    haproxy, redis, redis_cli_path = found
    deadline = Deadline(LIMIT_S - 20)
    procs = Processes()
    tmp = tempfile.mkdtemp(prefix="euchre-scale-out-")
    keep = []
    try:
        redis_port = free_port()
        start_redis(procs, redis, redis_port, tmp, deadline)
        rcli = redis_cli(redis_cli_path, redis_port)

        def backend_of(code):
            return rcli("HGET", "euchre:table:" + code, "backend")

        backends = {}
        for n in (1, 2):
            data = os.path.join(tmp, "data-%d" % n)
            os.mkdir(data, 0o700)
            backends[n] = Backend(procs, server, n, free_port(), data, redis_port)
        front = free_port()
        cfg_path, env = haproxy_config(root, tmp, {
            "EUCHRE_LISTEN": "127.0.0.1:%d" % front,
            "EUCHRE_BACKEND_1": "127.0.0.1:%d" % backends[1].port,
            "EUCHRE_BACKEND_2": "127.0.0.1:%d" % backends[2].port,
            "EUCHRE_REDIS": "127.0.0.1:%d" % redis_port})
        procs.start([haproxy, "-db", "-f", cfg_path], env=env, stdout=subprocess.DEVNULL)
        wait_port(front, "haproxy", deadline)
        # Both backends pass HAProxy's health check (GET /health) first.
        for n in (1, 2):
            status, body = http_get(backends[n].port, "/health")
            if status != 200 or body != "ok\n":
                fail("backend %d: GET /health answered %d %r" % (n, status, body))

        # 1. Creates through the proxy land on both backends.
        landed = {}
        for i in range(6):
            p, msg = create(front, "/", "Spread %d" % i)
            if p is None:
                fail("create through the proxy refused: %r" % msg)
            keep.append(p.ws)
            n = int(wait_until("the table %s in Redis" % p.code, lambda: backend_of(p.code),
                               WAIT_S))
            ttl = int(rcli("TTL", "euchre:table:" + p.code))
            if not 0 < ttl <= 300:
                fail("euchre:table:%s has no time to live (%d)" % (p.code, ttl))
            landed.setdefault(n, []).append(p.code)
        if sorted(landed) != [1, 2]:
            fail("tables created through the proxy all landed on one backend: %r" % landed)
        say("6 tables created through the proxy: %s on backend 1, %s on backend 2, "
            "each in Redis with a time to live" % (len(landed[1]), len(landed[2])))

        # 1b. Tables per address count on every server together: a third
        # backend (not behind the proxy; put-away tables go after 1 s).
        data3 = os.path.join(tmp, "data-3")
        os.mkdir(data3, 0o700)
        third = Backend(procs, server, 3, free_port(), data3, redis_port, ["--grace", "1"])
        addr = "euchre:addr:127.0.0.99"
        mine = []
        for port in (third.port, third.port, backends[1].port):
            p, msg = create(port, "/", "Hal", source="127.0.0.99")
            if p is None:
                fail("127.0.0.99's table refused: %r" % msg)
            mine.append(p)
        q, msg = create(backends[1].port, "/", "Hal", source="127.0.0.99")
        if q is not None or msg.get("code") != "too-many-tables":
            fail("a fourth table of 127.0.0.99 (one on this backend) was not refused: %r" % msg)
        members = set(rcli("SMEMBERS", addr).split())
        if members != {p.code for p in mine} or not 0 < int(rcli("TTL", addr)) <= 300:
            fail("%s holds %r, not %r" % (addr, members, [p.code for p in mine]))
        mine[0].ws.close()          # put away after the grace: its place given back
        wait_until("%s giving back %s" % (addr, mine[0].code),
                   lambda: int(rcli("SCARD", addr)) == 2, WAIT_S)
        p, msg = create(backends[1].port, "/", "Hal", source="127.0.0.99")
        if p is None:
            fail("127.0.0.99's table after one went was refused: %r" % msg)
        keep.extend(x.ws for x in mine[1:] + [p])
        third.proc.send_signal(signal.SIGINT)
        third.proc.wait(timeout=10)
        say("tables per address across backends: 127.0.0.99's fourth refused on a backend "
            "holding one of them, %s in Redis; one put away, its place given back" % addr)

        # 2. A whole game through the proxy: the host at "/", the guest at /t/code.
        host, msg = create(front, "/", "Ann")
        if host is None:
            fail("create through the proxy refused: %r" % msg)
        wait_until("the table in Redis", lambda: backend_of(host.code), WAIT_S)
        gws = WebSocket(front, "/t/" + host.code.lower())
        gws.send({"type": "join", "code": host.code, "name": "Bob", "seat": 2})
        msg = gws.receive_type("welcome", "error")
        if msg["type"] != "welcome":
            fail("the guest's join through the proxy at /t/CODE: %r" % msg)
        guest = Player(gws, msg)
        start_game(host)
        playing = [Playing(host, deadline), Playing(guest, deadline)]
        for who in playing:
            who.join(deadline, "the game through the proxy (%s)" % host.code)
        say("a whole game through the proxy on backend %s: %d and %d actions, game over for both"
            % (backend_of(host.code), host.actions, guest.actions))
        host.ws.close()
        guest.ws.close()

        # 3. A backend killed mid-game and started again.
        games = {}
        for i in range(8):
            if len(games) == 2:
                break
            p, msg = create(front, "/", "Cy %d" % i)
            if p is None:
                fail("create through the proxy refused: %r" % msg)
            n = int(wait_until("the table in Redis", lambda: backend_of(p.code), WAIT_S))
            if n in games:
                keep.append(p.ws)
                continue
            games[n] = p
            start_game(p)
            p.play(deadline, turns=3)
        if len(games) != 2:
            fail("8 creates through the proxy did not reach both backends")
        killed, kept = 1, 2
        victim, witness = games[killed], games[kept]
        kept_pid = backends[kept].proc.pid

        outage = {}
        # The other backend's game goes on at a person's pace meanwhile.
        before = witness.actions
        keeps_playing = Playing(witness, deadline, pace=0.1)
        wait_until("the game on backend %d going on" % kept,
                   lambda: witness.actions > before, WAIT_S)
        outage["from"] = time.monotonic()
        backends[killed].proc.kill()
        backends[killed].proc.wait(timeout=10)
        victim.ws.close()
        # The restarted backend must write its tables itself.
        rcli("DEL", "euchre:table:" + victim.code)
        # Away for a while (systemd waits 2 s): the other game plays on,
        # and nothing reaches the table meanwhile.
        at_kill = witness.actions
        wait_until("the game on backend %d going on while %d is away" % (kept, killed),
                   lambda: witness.actions >= at_kill + 5, WAIT_S)
        try:
            ws = WebSocket(front, "/t/" + victim.code)
            if ws.status == 101:
                ws.send({"type": "resume", "code": victim.code, "token": victim.token})
                if ws.receive_type("welcome", "error")["type"] == "welcome":
                    fail("%s was resumed while its backend was killed" % victim.code)
            ws.close()
        except (OSError, EOFError):
            pass
        restarted = int(time.time())
        backends[killed].start()
        wait_until("backend %d writing %s into Redis again" % (killed, victim.code),
                   lambda: backend_of(victim.code) == str(killed), WAIT_S)
        resumed = None
        tries = 0
        while resumed is None:
            if deadline.over():
                fail("the player of %s never resumed through the proxy" % victim.code)
            tries += 1
            try:
                ws = WebSocket(front, "/t/" + victim.code)
                if ws.status == 101:
                    ws.send({"type": "resume", "code": victim.code, "token": victim.token})
                    msg = ws.receive_type("welcome", "error")
                    if msg["type"] == "welcome":
                        resumed = Player(ws, msg)
                        break
                ws.close()
            except (OSError, EOFError):
                pass
            time.sleep(0.2)
        outage["to"] = time.monotonic()
        if resumed.seat != victim.seat:
            fail("resumed at seat %d, not %d" % (resumed.seat, victim.seat))
        say("backend %d killed (SIGKILL) and started again: it wrote %s into Redis again, "
            "the player resumed through the proxy at seat %d (%d tries, %.1f s after the kill)"
            % (killed, victim.code, resumed.seat, tries, outage["to"] - outage["from"]))
        resumed.play(deadline)
        # Its first action after the restart was written as its last activity.
        active = int(wait_until("the active time of %s in Redis" % victim.code,
                                lambda: rcli("HGET", "euchre:table:" + victim.code, "active"),
                                WAIT_S))
        if not restarted - 1 <= active <= time.time() + 1:
            fail("euchre:table:%s active %d, restarted at %d" % (victim.code, active, restarted))
        say("the resumed game on backend %d played to the end (%d more actions), its active "
            "time in Redis" % (killed, resumed.actions))
        keeps_playing.join(deadline, "the game on backend %d" % kept)
        during = [t for t in witness.acted_at if outage["from"] <= t <= outage["to"]]
        if not witness.over or len(during) == 0:
            fail("the game on backend %d: over %s, %d actions while backend %d was away"
                 % (kept, witness.over, len(during), killed))
        if witness.slowest > ANSWER_S or backends[kept].proc.poll() is not None or \
                backends[kept].proc.pid != kept_pid:
            fail("the game on backend %d paused: slowest answer %.2f s" % (kept, witness.slowest))
        say("meanwhile backend %d's game never paused: %d actions while backend %d was away, "
            "%d in all, slowest answer %.3f s, played to the end"
            % (kept, len(during), killed, witness.actions, witness.slowest))

        # 4. Backend 2 drained mid-game (SIGTERM).
        drained, other = 2, 1
        p, msg = create(backends[drained].port, "/", "Di")
        if p is None:
            fail("create on backend %d refused: %r" % (drained, msg))
        start_game(p)
        p.play(deadline, turns=2)
        backends[drained].proc.send_signal(signal.SIGTERM)
        wait_until("backend %d's health check answering 503" % drained,
                   lambda: http_get(backends[drained].port, "/health")[0] == 503, WAIT_S)
        wait_until("Redis saying backend %d drains" % drained,
                   lambda: rcli("HGET", "euchre:backend:%d" % drained, "state") == "draining",
                   WAIT_S)
        q, msg = create(backends[drained].port, "/", "Ed")
        if q is not None or msg.get("code") != "draining" or "maintenance" not in msg["message"]:
            fail("a draining backend took a new table: %r" % msg)

        def created_elsewhere():
            q, msg = create(front, "/", "Flo")
            if q is None:
                return msg.get("code") == "draining" and None
            keep.append(q.ws)
            return backend_of(q.code) or None

        landed = wait_until("a create through the proxy on backend %d" % other,
                            created_elsewhere, WAIT_S)
        if landed != str(other):
            fail("a create through the proxy landed on backend %s while %d drains"
                 % (landed, drained))
        say("backend %d draining: /health 503, Redis state draining, a create refused in words, "
            "creates through the proxy on backend %d" % (drained, other))
        p.play(deadline)
        backends[drained].proc.wait(timeout=max(deadline.left(), 1))
        if backends[drained].proc.returncode != 0:
            fail("the drained backend exited with status %d" % backends[drained].proc.returncode)
        say("the game on the draining backend played to the end (%d actions); it then exited "
            "with status 0" % p.actions)

        # 4b. Its table moved to backend 1 without a restart: the folder
        # copied under another name, renamed to its code, then SIGHUP.
        p.ws.close()
        src = os.path.join(tmp, "data-%d" % drained, p.code)
        dst = os.path.join(tmp, "data-%d" % other)
        shutil.copytree(src, os.path.join(dst, ".incoming-" + p.code))
        os.rename(os.path.join(dst, ".incoming-" + p.code), os.path.join(dst, p.code))
        other_pid = backends[other].proc.pid
        backends[other].proc.send_signal(signal.SIGHUP)
        wait_until("backend %d writing the moved table %s into Redis" % (other, p.code),
                   lambda: backend_of(p.code) == str(other), WAIT_S)
        ws = WebSocket(front, "/t/" + p.code)
        ws.send({"type": "resume", "code": p.code, "token": p.token})
        msg = ws.receive_type("welcome", "error")
        if msg["type"] != "welcome" or msg["seat"] != p.seat:
            fail("the moved table %s through the proxy: %r" % (p.code, msg))
        table = ws.receive_type("table")
        ws.close()
        if backends[other].proc.poll() is not None or backends[other].proc.pid != other_pid or \
                table["state"] != "over":
            fail("after the move: backend %d running %s, the table %r"
                 % (other, backends[other].proc.poll() is None, table))
        say("the drained backend's table moved to backend %d (copied, SIGHUP, no restart): "
            "Redis routes it there, its player resumes through the proxy" % other)

        # 5. X-Forwarded-For from a trusted proxy only; a Redis that never answers.
        silent = socket.socket()
        silent.bind(("127.0.0.1", 0))
        silent.listen(8)
        solo_port = free_port()
        solo = procs.start([server, "--port", str(solo_port), "--data-dir",
                            os.path.join(tmp, "data-solo"), "--max-tables-per-address", "1",
                            "--trusted-proxy", "127.0.0.1",
                            "--redis", "127.0.0.1:%d" % silent.getsockname()[1],
                            "--backend-id", "9"],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        solo.stdout.readline()
        said = []

        def read_stderr():
            for line in solo.stderr:
                said.append(line)

        threading.Thread(target=read_stderr, daemon=True).start()
        cases = [("127.0.0.1", "10.0.0.1", "welcome"),         # trusted: 10.0.0.1's first
                 ("127.0.0.1", "10.0.0.1", "too-many-tables"),  # … and second
                 ("127.0.0.1", "10.0.0.2", "welcome"),         # another player
                 ("127.0.0.2", "10.0.0.3", "welcome"),         # untrusted: 127.0.0.2's first
                 ("127.0.0.2", "10.0.0.4", "too-many-tables")]  # … whatever it claims
        # A create waits for Redis's count of its address's tables (2 s at
        # most); the server does not: another connection is answered while
        # the create still waits (an order of events, not a moment, which
        # load would move).  The create is answered, in the end: CREATE_CEILING_S
        # tells "at most the command timeout" from "for ever" on any machine.
        probe = WebSocket(solo_port, "/", source="127.0.0.3")
        waiting = WebSocket(solo_port, "/", source="127.0.0.4")
        started = time.monotonic()
        waiting.send({"type": "create", "name": "Ida"})
        probe.send({"type": "ping"})
        probe.receive_type("pong")
        pong = time.monotonic() - started
        answered_first = waiting.buf or select.select([waiting.sock], [], [], 0)[0]
        msg = waiting.receive_type("welcome", "error")
        took = time.monotonic() - started
        took_first = took
        if msg["type"] != "welcome" or answered_first or took > CREATE_CEILING_S:
            fail("with Redis silent: %r after %.2f s, a ping answered in %.2f s%s"
                 % (msg, took, pong, ", after the create" if answered_first else ""))
        keep.extend([probe, waiting])
        for source, claimed, want in cases:
            started = time.monotonic()
            q, msg = create(solo_port, "/", "Gus", source=source,
                            headers=[("X-Forwarded-For", claimed)])
            took = time.monotonic() - started
            got = "welcome" if q is not None else msg.get("code")
            if got != want:
                fail("from %s claiming %s: %s, not %s" % (source, claimed, got, want))
            if took > CREATE_CEILING_S:
                fail("a create took %.2f s with Redis silent" % took)
            if q is not None:
                keep.append(q.ws)
        # Said within the command timeout (2 s) and a tick.
        wait_until("a silent Redis said on the standard error",
                   lambda: any("cannot be used: no answer within 2 s" in l and
                               "tables play on" in l for l in said), WAIT_S)
        solo.send_signal(signal.SIGINT)
        solo.wait(timeout=10)
        silent.close()
        say("X-Forwarded-For believed from the trusted proxy's address only (5 creates); with a "
            "Redis that never answers, a create made after %.2f s (a ping meanwhile answered in "
            "%.3f s), and the server said so" % (took_first, pong))
        return 0
    finally:
        for ws in keep:
            ws.close()
        procs.stop_all()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    signal.signal(signal.SIGALRM, lambda *_: fail("took longer than %d s" % LIMIT_S))
    signal.alarm(LIMIT_S)
    sys.exit(main())
