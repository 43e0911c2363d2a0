#!/usr/bin/python3
# check-deploy.py — data/deploy/haproxy.cfg routes each WebSocket to its
# table's backend (issue 41.3, docs/DEPLOY.md).
#
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Starts, on the loopback only: redis-server, two euchre-server processes
# and HAProxy with the shipped configuration and Lua.  Creates a table on
# each backend, writes it into the table directory in Redis as a backend
# does (euchre:table:CODE backend N), then joins every table through the
# proxy at /t/CODE: each join must be welcomed, which only the backend
# holding the table can do (the other answers "no-table").  Also: an
# unknown code is answered "no-table" in words by some backend; with Redis
# stopped, /t/CODE is a 503 in words.  Everything started is stopped, and
# the whole check is bounded in time.
#
# Usage: check-deploy.py EUCHRE-SERVER SOURCE-ROOT
# Exit 77 (skipped, with the reason) where haproxy or redis-server is missing.

import base64
import json
import os
import shutil
import signal
import socket
import struct
import subprocess
import sys
import tempfile
import time

DEADLINE = time.monotonic() + 60


def fail(words):
    print("check-deploy: FAIL: " + words, file=sys.stderr)
    sys.exit(1)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_port(port, what):
    while time.monotonic() < DEADLINE:
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.05)
    fail(what + " never listened on port %d" % port)


class WebSocket:
    def __init__(self, port, path):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        key = base64.b64encode(os.urandom(16)).decode()
        self.sock.sendall(("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                           "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\n"
                           "Sec-WebSocket-Version: 13\r\n\r\n" % (path, key)).encode())
        self.buf = b""
        while b"\r\n\r\n" not in self.buf:
            data = self.sock.recv(4096)
            if not data:
                break
            self.buf += data
        head, _, self.buf = self.buf.partition(b"\r\n\r\n")
        self.status = int(head.split(b" ")[1]) if head.startswith(b"HTTP/1.") else 0
        self.head = head.decode(errors="replace")

    def _read(self, n):
        while len(self.buf) < n:
            data = self.sock.recv(4096)
            if not data:
                raise EOFError("the connection closed")
            self.buf += data
        out, self.buf = self.buf[:n], self.buf[n:]
        return out

    def send(self, obj):
        payload = json.dumps(obj).encode()
        mask = os.urandom(4)
        assert len(payload) < 126
        frame = bytes([0x81, 0x80 | len(payload)]) + mask
        frame += bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
        self.sock.sendall(frame)

    def receive(self):
        """The next text message, as JSON (pings and pongs skipped)."""
        while True:
            b0, b1 = self._read(2)
            n = b1 & 0x7F
            if n == 126:
                n = struct.unpack(">H", self._read(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._read(8))[0]
            payload = self._read(n)
            if b0 & 0x0F == 1:
                return json.loads(payload)
            if b0 & 0x0F == 8:
                raise EOFError("closed by the server")

    def receive_type(self, *types):
        while True:
            msg = self.receive()
            if msg.get("type") in types:
                return msg

    def close(self):
        self.sock.close()


def main():
    if len(sys.argv) != 3:
        print("usage: check-deploy.py EUCHRE-SERVER SOURCE-ROOT", file=sys.stderr)
        return 2
    server, root = sys.argv[1], sys.argv[2]
    haproxy = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin:/sbin")
    redis = shutil.which("redis-server") or shutil.which("redis-server", path="/usr/bin:/usr/sbin")
    redis_cli = shutil.which("redis-cli")
    if not haproxy or not redis or not redis_cli:
        print("check-deploy: SKIPPED: haproxy, redis-server and redis-cli are needed "
              "(tools/test installs them: haproxy, redis-server)")
        return 77

    procs = []
    tmp = tempfile.mkdtemp(prefix="euchre-deploy-")
    try:
        redis_port = free_port()
        procs.append(subprocess.Popen(
            [redis, "--bind", "127.0.0.1", "--port", str(redis_port), "--save", "",
             "--appendonly", "no", "--dir", tmp], stdout=subprocess.DEVNULL))
        wait_port(redis_port, "redis-server")

        def rcli(*args):
            return subprocess.run([redis_cli, "-h", "127.0.0.1", "-p", str(redis_port)] + list(args),
                                  check=True, capture_output=True, text=True, timeout=10).stdout

        backends = {}
        for n in (1, 2):
            data = os.path.join(tmp, "data-%d" % n)
            os.mkdir(data, 0o700)
            p = subprocess.Popen([server, "--port", "0", "--data-dir", data],
                                 stdout=subprocess.PIPE, text=True)
            procs.append(p)
            line = p.stdout.readline()
            if "listening on ws://127.0.0.1:" not in line:
                fail("euchre-server %d did not say where it listens: %r" % (n, line))
            backends[n] = int(line.rsplit(":", 1)[1].strip().rstrip("/"))

        front = free_port()
        cfg = open(os.path.join(root, "data", "deploy", "haproxy.cfg")).read()
        # Nothing outside the test's folder: no syslog, no admin socket in /run.
        cfg = "\n".join(l for l in cfg.splitlines()
                        if not l.strip().startswith(("stats socket", "log /dev/log")))
        cfg_path = os.path.join(tmp, "haproxy.cfg")
        with open(cfg_path, "w") as f:
            f.write(cfg + "\n")
        env = dict(os.environ,
                   EUCHRE_MAXCONN="1000",
                   EUCHRE_LISTEN="127.0.0.1:%d" % front,
                   EUCHRE_BACKEND_1="127.0.0.1:%d" % backends[1],
                   EUCHRE_BACKEND_2="127.0.0.1:%d" % backends[2],
                   EUCHRE_REDIS="127.0.0.1:%d" % redis_port,
                   EUCHRE_ROUTE_LUA=os.path.join(root, "data", "deploy", "euchre-route.lua"))
        check = subprocess.run([haproxy, "-c", "-q", "-f", cfg_path], env=env,
                               capture_output=True, text=True, timeout=20)
        if check.returncode != 0:
            fail("haproxy refuses the configuration:\n" + check.stdout + check.stderr)
        procs.append(subprocess.Popen([haproxy, "-db", "-f", cfg_path], env=env,
                                      stdout=subprocess.DEVNULL))
        wait_port(front, "haproxy")

        # A table on each backend, written into the directory as a backend does.
        hosts = []
        codes = {}
        for n in (1, 2):
            ws = WebSocket(backends[n], "/")
            ws.send({"type": "create", "name": "Host %d" % n})
            welcome = ws.receive_type("welcome", "error")
            if welcome["type"] != "welcome":
                fail("backend %d refused create: %r" % (n, welcome))
            codes[n] = welcome["code"]
            rcli("HSET", "euchre:table:" + codes[n], "backend", str(n),
                 "created", str(int(time.time())), "active", str(int(time.time())))
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
            print("ok: /t/%s reached backend %d" % (codes[n], n))
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
        print("ok: an unknown code is answered no-table")

        # Create through the proxy at "/": some backend takes it.
        ws = WebSocket(front, "/")
        ws.send({"type": "create", "name": "Proxied"})
        if ws.receive_type("welcome", "error")["type"] != "welcome":
            fail("create through the proxy was refused")
        ws.close()
        print("ok: create through the proxy at /")

        # Redis gone: a 503 in words, never a wrong backend.
        procs[0].terminate()
        procs[0].wait(timeout=10)
        ws = WebSocket(front, "/t/" + codes[1])
        if ws.status != 503 or "table directory" not in ws.buf.decode(errors="replace") + ws.head:
            fail("with Redis stopped, /t/CODE was not a 503 in words: %s" % ws.head)
        ws.close()
        print("ok: Redis stopped: 503, the table directory cannot be reached")

        for ws in hosts:
            ws.close()
        return 0
    finally:
        for p in reversed(procs):
            if p.poll() is None:
                p.send_signal(signal.SIGTERM)
        for p in reversed(procs):
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    signal.signal(signal.SIGALRM, lambda *_: fail("took longer than 90 s"))
    signal.alarm(90)
    sys.exit(main())
