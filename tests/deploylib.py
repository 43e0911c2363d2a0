# deploylib.py — what tests/check-deploy.py and tests/check-scale-out.py
# share: programs, free loopback ports, a WebSocket client of the online
# protocol, redis-server and redis-cli, and processes that are always stopped.
#
# SPDX-License-Identifier: GPL-3.0-or-later

import base64
import json
import os
import shutil
import signal
import socket
import struct
import subprocess
import sys
import time


class Deadline:
    def __init__(self, seconds):
        self.end = time.monotonic() + seconds

    def left(self):
        return self.end - time.monotonic()

    def over(self):
        return time.monotonic() >= self.end


NAME = os.path.basename(sys.argv[0]).rsplit(".", 1)[0]


def fail(words):
    print("%s: FAIL: %s" % (NAME, words), file=sys.stderr)
    sys.exit(1)


def say(words):
    print("ok: " + words, flush=True)


def programs():
    """haproxy, redis-server, redis-cli, or None with why (the check cannot run)."""
    haproxy = shutil.which("haproxy") or shutil.which("haproxy", path="/usr/sbin:/sbin")
    redis = shutil.which("redis-server") or shutil.which("redis-server", path="/usr/bin:/usr/sbin")
    redis_cli = shutil.which("redis-cli")
    if not haproxy or not redis or not redis_cli:
        return None, ("haproxy, redis-server and redis-cli are needed "
                      "(tools/test installs them: haproxy, redis-server)")
    return (haproxy, redis, redis_cli), None


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_port(port, what, deadline):
    while not deadline.over():
        try:
            socket.create_connection(("127.0.0.1", port), timeout=1).close()
            return
        except OSError:
            time.sleep(0.05)
    fail(what + " never listened on port %d" % port)


def wait_until(what, check, seconds):
    """Polls check() until it is true, at most @seconds; its value."""
    end = time.monotonic() + seconds
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() >= end:
            fail("after %g s: %s" % (seconds, what))
        time.sleep(0.05)


class WebSocket:
    """A client of euchre-server's protocol, through HAProxy or not."""

    def __init__(self, port, path, source="127.0.0.1", headers=(), timeout=10):
        self.sock = socket.create_connection(("127.0.0.1", port), timeout=timeout,
                                             source_address=(source, 0))
        key = base64.b64encode(os.urandom(16)).decode()
        extra = "".join("%s: %s\r\n" % h for h in headers)
        self.sock.sendall(("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n"
                           "Connection: Upgrade\r\nSec-WebSocket-Key: %s\r\n"
                           "Sec-WebSocket-Version: 13\r\n%s\r\n" % (path, key, extra)).encode())
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
        n = len(payload)
        header = bytes([0x81, 0x80 | n]) if n < 126 else bytes([0x81, 0x80 | 126]) + struct.pack(">H", n)
        frame = header + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))
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


def http_get(port, path):
    """(status, body) of a plain GET."""
    with socket.create_connection(("127.0.0.1", port), timeout=5) as s:
        s.sendall(("GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" % path).encode())
        data = b""
        while True:
            chunk = s.recv(4096)
            if not chunk:
                break
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    status = int(head.split(b" ")[1]) if head.startswith(b"HTTP/1.") else 0
    return status, body.decode(errors="replace")


class Processes:
    """Every process started, stopped at the end whatever happens."""

    def __init__(self):
        self.procs = []

    def start(self, argv, **kwargs):
        p = subprocess.Popen(argv, **kwargs)
        self.procs.append(p)
        return p

    def stop_all(self):
        for p in reversed(self.procs):
            if p.poll() is None:
                p.send_signal(signal.SIGKILL if getattr(p, "kill_at_end", False)
                              else signal.SIGTERM)
        for p in reversed(self.procs):
            try:
                p.wait(timeout=10)
            except subprocess.TimeoutExpired:
                p.kill()
                p.wait()


def start_redis(procs, redis, port, tmp, deadline, what="redis-server"):
    """redis-server on 127.0.0.1:@port, nothing saved (its folder @tmp),
    listening before this returns; stopped with @procs."""
    proc = procs.start([redis, "--bind", "127.0.0.1", "--port", str(port), "--save", "",
                        "--appendonly", "no", "--dir", tmp], stdout=subprocess.DEVNULL)
    wait_port(port, what, deadline)
    return proc


def redis_cli(redis_cli_path, port):
    def rcli(*args):
        return subprocess.run([redis_cli_path, "-h", "127.0.0.1", "-p", str(port)] + list(args),
                              check=True, capture_output=True, text=True, timeout=10).stdout.strip()
    return rcli


def haproxy_config(root, tmp, env_extra):
    """The shipped haproxy.cfg without syslog or the admin socket, and its environment."""
    cfg = open(os.path.join(root, "data", "deploy", "haproxy.cfg")).read()
    cfg = "\n".join(l for l in cfg.splitlines()
                    if not l.strip().startswith(("stats socket", "log /dev/log")))
    path = os.path.join(tmp, "haproxy.cfg")
    with open(path, "w") as f:
        f.write(cfg + "\n")
    env = dict(os.environ, EUCHRE_MAXCONN="1000",
               EUCHRE_ROUTE_LUA=os.path.join(root, "data", "deploy", "euchre-route.lua"))
    env.update(env_extra)
    return path, env


def server_has_redis(server):
    out = subprocess.run([server, "--help"], capture_output=True, text=True, timeout=10).stdout
    return "built without libhiredis" not in out
