#!/usr/bin/python3
# check-deploy.py — data/deploy/haproxy.cfg routes each WebSocket to its
# table's backend (issue 41.3, docs/DEPLOY.md).
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts, on the loopback only: redis-server, two euchre-server processes
# (--redis, --backend-id 1 and 2) and HAProxy with the shipped
# configuration and Lua.  Creates a table on each backend directly; each
# backend writes it into the table directory in Redis itself
# (euchre:table:CODE backend N, with a time to live).  Then joins every
# table through the proxy at /t/CODE: each join must be welcomed, which
# only the backend holding the table can do (the other answers
# "no-table").  Also: an unknown code is answered "no-table" in words by
# some backend; with Redis stopped, /t/CODE is a 503 in words while a
# backend still creates a table at once; Redis started again, empty, gets
# every table back from the backends.  Everything started is stopped, and
# the whole check is bounded in time.
# tests/check-scale-out.py plays whole games through the proxy, kills a
# backend and drains one.
#
# Usage: check-deploy.py EUCHRE-SERVER SOURCE-ROOT
# Where haproxy or redis-server is missing, or euchre-server was built
# without libhiredis, it cannot run: skipped (77) in words, or failed
# under CI (tests/skiplib.py).

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from skiplib import cannot_run
from deploylib import (Deadline, Processes, WebSocket, fail, free_port, haproxy_config,
                       programs, redis_cli, say, server_has_redis, start_redis, wait_port,
                       wait_until)

# With Redis stopped a create is answered without it: this ceiling tells
# that from a create waiting for Redis, on a machine however loaded.
CREATE_CEILING_S = 20


def main():
    if len(sys.argv) != 3:
        print("usage: check-deploy.py EUCHRE-SERVER SOURCE-ROOT", file=sys.stderr)
        return 2
    server, root = sys.argv[1], sys.argv[2]
    found, why = programs()
    if found is None:
        cannot_run("check-deploy", why)
    if not server_has_redis(server):
        cannot_run("check-deploy", "euchre-server was built without libhiredis (--redis): "
                   "install libhiredis-dev (tools/deps.sh) and build again")
    haproxy, redis, redis_cli_path = found
    deadline = Deadline(60)

    procs = Processes()
    tmp = tempfile.mkdtemp(prefix="euchre-deploy-")
    try:
        redis_port = free_port()
        redis_proc = start_redis(procs, redis, redis_port, tmp, deadline)
        rcli = redis_cli(redis_cli_path, redis_port)

        backends = {}
        for n in (1, 2):
            data = os.path.join(tmp, "data-%d" % n)
            os.mkdir(data, 0o700)
            p = procs.start([server, "--port", "0", "--data-dir", data,
                             "--redis", "127.0.0.1:%d" % redis_port, "--backend-id", str(n)],
                            stdout=subprocess.PIPE, text=True)
            line = p.stdout.readline()
            if "listening on ws://127.0.0.1:" not in line:
                fail("euchre-server %d did not say where it listens: %r" % (n, line))
            backends[n] = int(line.rsplit(":", 1)[1].strip().rstrip("/"))

        front = free_port()
        # Nothing outside the test's folder: no syslog, no admin socket in /run.
        cfg_path, env = haproxy_config(root, tmp, {
            "EUCHRE_LISTEN": "127.0.0.1:%d" % front,
            "EUCHRE_BACKEND_1": "127.0.0.1:%d" % backends[1],
            "EUCHRE_BACKEND_2": "127.0.0.1:%d" % backends[2],
            "EUCHRE_REDIS": "127.0.0.1:%d" % redis_port})
        check = subprocess.run([haproxy, "-c", "-q", "-f", cfg_path], env=env,
                               capture_output=True, text=True, timeout=20)
        if check.returncode != 0:
            fail("haproxy refuses the configuration:\n" + check.stdout + check.stderr)
        procs.start([haproxy, "-db", "-f", cfg_path], env=env, stdout=subprocess.DEVNULL)
        wait_port(front, "haproxy", deadline)

        # A table on each backend, which writes it into the directory itself.
        hosts = []
        codes = {}
        for n in (1, 2):
            ws = WebSocket(backends[n], "/")
            ws.send({"type": "create", "name": "Host %d" % n})
            welcome = ws.receive_type("welcome", "error")
            if welcome["type"] != "welcome":
                fail("backend %d refused create: %r" % (n, welcome))
            codes[n] = welcome["code"]
            key = "euchre:table:" + codes[n]
            wait_until("backend %d wrote %s into Redis" % (n, key),
                       lambda: rcli("HGET", key, "backend") == str(n), 30)
            ttl = int(rcli("TTL", key))
            if not 0 < ttl <= 300:
                fail("%s has no time to live (TTL %d)" % (key, ttl))
            created, active = rcli("HGET", key, "created"), rcli("HGET", key, "active")
            if not created.isdigit() or abs(int(created) - time.time()) > 60 or active != created:
                fail("%s: created %r, active %r" % (key, created, active))
            say("backend %d wrote %s (backend %d, TTL %d s)" % (n, key, n, ttl))
            hosts.append(ws)

        # Each join through the proxy reaches its table's backend, whatever
        # the order and however often.
        for n in (1, 2, 2, 1):
            path = "/t/" + (codes[n].lower() if n == 2 else codes[n])
            ws = WebSocket(front, path)
            if ws.status != 101:
                fail("%s through the proxy: %s" % (path, ws.head))
            ws.send({"type": "join", "code": codes[n], "name": "Guest %d" % len(hosts)})
            msg = ws.receive_type("welcome", "error")
            if msg["type"] != "welcome" or msg["code"] != codes[n]:
                fail("join %s through the proxy reached the wrong backend: %r" % (codes[n], msg))
            hosts.append(ws)
            say("/t/%s reached backend %d" % (codes[n], n))
            if len(hosts) == 6:
                break

        # An unknown code: some backend says so in words.
        ws = WebSocket(front, "/t/ZZZZ-ZZZZ-ZZZZ")
        if ws.status != 101:
            fail("an unknown code through the proxy: " + ws.head)
        ws.send({"type": "join", "code": "ZZZZ-ZZZZ-ZZZZ", "name": "Nobody"})
        msg = ws.receive_type("welcome", "error")
        if msg["type"] != "error" or msg["code"] != "no-table":
            fail("an unknown code was not answered no-table: %r" % msg)
        ws.close()
        say("an unknown code is answered no-table")

        # Create through the proxy at "/": some backend takes it.
        ws = WebSocket(front, "/")
        ws.send({"type": "create", "name": "Proxied"})
        if ws.receive_type("welcome", "error")["type"] != "welcome":
            fail("create through the proxy was refused")
        ws.close()
        say("create through the proxy at /")

        # Redis gone: a 503 in words, never a wrong backend.
        redis_proc.terminate()
        redis_proc.wait(timeout=10)
        ws = WebSocket(front, "/t/" + codes[1])
        if ws.status != 503 or "table directory" not in ws.buf.decode(errors="replace") + ws.head:
            fail("with Redis stopped, /t/CODE was not a 503 in words: %s" % ws.head)
        ws.close()
        say("Redis stopped: 503, the table directory cannot be reached")

        # Meanwhile the backends go on: a table is created while Redis is
        # still stopped (it starts again only after the answer).  The
        # ceiling tells "answered" from "waiting for Redis", far beyond a
        # loaded machine; the time is said, not judged.
        started = time.monotonic()
        ws = WebSocket(backends[2], "/", timeout=CREATE_CEILING_S)
        ws.send({"type": "create", "name": "Meanwhile"})
        msg = ws.receive_type("welcome", "error")
        took = time.monotonic() - started
        if msg["type"] != "welcome" or took > CREATE_CEILING_S:
            fail("with Redis stopped, a create took %.2f s: %r" % (took, msg))
        say("Redis stopped: a create answered in %.2f s" % took)
        codes[3] = msg["code"]
        hosts.append(ws)
        # Redis back, empty: each backend writes every table it holds again.
        redis_proc = start_redis(procs, redis, redis_port, tmp, deadline, "redis-server again")
        for code, n in ((codes[1], 1), (codes[2], 2), (codes[3], 2)):
            wait_until("backend %d writing %s again into a Redis started anew" % (n, code),
                       lambda: rcli("HGET", "euchre:table:" + code, "backend") == str(n), 60)
        ws = WebSocket(front, "/t/" + codes[3])
        ws.send({"type": "join", "code": codes[3], "name": "Late"})
        if ws.receive_type("welcome", "error")["type"] != "welcome":
            fail("the table created while Redis was away is not reached through the proxy")
        ws.close()
        say("Redis started again, empty: every table written again by its backend, the one "
            "created meanwhile reached through the proxy")

        for ws in hosts:
            ws.close()
        return 0
    finally:
        procs.stop_all()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    signal.signal(signal.SIGALRM, lambda *_: fail("took longer than 90 s"))
    signal.alarm(90)
    sys.exit(main())
