#!/usr/bin/env python3
"""Hostile clients against motionspec's three servers, each over its own transport, with only
Python's standard library: what each must hold against, measured from outside.

  serve  a DNS-rebinding Host, cross-origin and GET state changes, a folder whose index.html is a
         link out, traversal paths, a client that sends its request slowly, 300 held connections
         and 80 event streams — and a real request still answered.
  lsp    a hover at line 2^63-1, a 4 MB header with no blank line, 3 000 edits sent at once, a
         4 MB document edited, a hover on a token's key line, an over-long message.
  mcp    a 2 MB message, a 41 MB line, a path outside the workspace — and the next request answered.

Usage: check_hostile.py MOTIONSPEC WORKDIR [serve|lsp|mcp ...]
Prints one JSON object of measurements per server and a closing line `N passed, N failed`;
exits 1 when any check failed.
"""
import json
import os
import socket
import subprocess
import sys
import threading
import time

RESULTS = {}
FAILED = []
PASSED = []


def check(name, ok, detail=""):
    (PASSED if ok else FAILED).append(name)
    print(("ok   " if ok else "FAIL ") + name + (": " + str(detail) if detail != "" else ""), file=sys.stderr)


# MARK: - serve

def http(port, request, timeout=10.0):
    """Sends raw request bytes; returns (status, headers text, body) or None when nothing came."""
    s = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    s.sendall(request)
    data = b""
    try:
        while True:
            chunk = s.recv(65536)
            if not chunk:
                break
            data += chunk
            head, sep, body = data.partition(b"\r\n\r\n")
            if sep:
                length = [l for l in head.split(b"\r\n") if l.lower().startswith(b"content-length:")]
                if length and len(body) >= int(length[0].split(b":")[1]):
                    break
                if not length and b"transfer-encoding" not in head.lower():
                    break
    except socket.timeout:
        pass
    s.close()
    if not data:
        return None
    head, _, body = data.partition(b"\r\n\r\n")
    return int(head.split(b" ")[1]), head.decode("latin-1"), body


def get(port, path, host=None, method="GET", headers=()):
    host = host or "127.0.0.1:%d" % port
    lines = ["%s %s HTTP/1.1" % (method, path), "Host: " + host, "Connection: close"] + list(headers)
    if method == "POST":
        lines.append("Content-Length: 0")
    return http(port, ("\r\n".join(lines) + "\r\n\r\n").encode())


def open_descriptors(pid):
    try:
        return len(os.listdir("/proc/%d/fd" % pid))
    except OSError:
        return -1


def check_serve(motionspec, work):
    folder = os.path.join(work, "serve")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "motion.yaml"), "w") as f:
        f.write("tokens:\n  heavy: .spring(duration: 0.55, bounce: 0.18)\n  fade: .easeOut(duration: 0.2)\n")
    output = os.path.join(folder, "out")
    server = subprocess.Popen(
        [motionspec, "serve", "motion.yaml", "-o", output, "--port", "0"], cwd=folder,
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    port = None
    for line in server.stdout:
        if "serving" in line:
            port = int(line.split("http://127.0.0.1:")[1].split("/")[0])
            break
    threading.Thread(target=lambda: [None for _ in server.stdout], daemon=True).start()
    out = {}
    try:
        check("serve: starts", port is not None)
        if port is None:
            return out
        first = get(port, "/")
        check("serve: its own page is served", first and first[0] == 200, first and first[0])
        rebound = get(port, "/", host="attacker.example:%d" % port)
        check("serve: a rebound Host is refused (421)", rebound and rebound[0] == 421, rebound and rebound[0])
        check("serve: localhost is its own name", get(port, "/", host="localhost:%d" % port)[0] == 200)
        as_get = get(port, "/_motionspec/shown?v=99")
        check("serve: GET changes no state (not 2xx)", as_get[0] >= 400, as_get[0])
        cross = get(port, "/_motionspec/shown?v=99", method="POST", headers=["Origin: http://attacker.example"])
        check("serve: a cross-origin POST is refused (403)", cross[0] == 403, cross[0])
        site = get(port, "/_motionspec/shown?v=99", method="POST", headers=["Sec-Fetch-Site: cross-site"])
        check("serve: Sec-Fetch-Site cross-site is refused (403)", site[0] == 403, site[0])
        same = get(port, "/_motionspec/shown?v=1", method="POST", headers=["Origin: http://127.0.0.1:%d" % port])
        check("serve: a same-origin POST is taken (204)", same[0] == 204, same[0])
        # A folder of the output whose index.html is a link out of it.
        os.makedirs(os.path.join(output, "sub"), exist_ok=True)
        link = os.path.join(output, "sub", "index.html")
        if not os.path.lexists(link):
            os.symlink("/etc/passwd", link)
        for path in ["/sub/", "/sub/index.html", "/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/.motionspec-report"]:
            r = get(port, path)
            check("serve: %s is not sent" % path, r and r[0] == 404 and b"root:" not in r[2], r and r[0])
        # A client that sends its request slowly is closed by the idle timeout.
        slow = socket.create_connection(("127.0.0.1", port), timeout=40)
        slow.sendall(b"GET / HTTP/1.1\r\nHo")
        started = time.time()
        closed = {}

        def wait_close():
            try:
                closed["data"] = slow.recv(100)
            except OSError as error:
                closed["data"] = repr(error)
            closed["after"] = time.time() - started
        waiter = threading.Thread(target=wait_close)
        waiter.start()
        # Held connections: the descriptors stay bounded and the server answers after them.
        before = open_descriptors(server.pid)
        held = []
        for _ in range(300):
            try:
                held.append(socket.create_connection(("127.0.0.1", port), timeout=2))
            except OSError:
                break
        time.sleep(1.0)
        during = open_descriptors(server.pid)
        out["descriptors"] = {"before": before, "with 300 held": during}
        check("serve: 300 held connections take at most its cap of descriptors", during - before <= 140,
              out["descriptors"])
        for s in held:
            s.close()
        # Event streams beyond the cap are refused at once.
        streams = []
        statuses = []
        for _ in range(80):
            s = socket.create_connection(("127.0.0.1", port), timeout=5)
            s.sendall(("GET /_motionspec/events HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n\r\n" % port).encode())
            head = b""
            while b"\r\n" not in head:
                chunk = s.recv(1024)
                if not chunk:
                    break
                head += chunk
            statuses.append(int(head.split(b" ")[1]) if head else 0)
            streams.append(s)
        out["event streams"] = {"200": statuses.count(200), "503": statuses.count(503)}
        check("serve: at most 64 event streams, the rest 503", statuses.count(200) == 64 and statuses.count(503) == 16,
              out["event streams"])
        for s in streams:
            s.close()
        time.sleep(0.5)
        after = get(port, "/")
        check("serve: still answers after the floods", after and after[0] == 200)
        waiter.join(40)
        out["slow client closed after (s)"] = round(closed.get("after", -1), 1)
        check("serve: a slow request is closed within 20 s", 0 < closed.get("after", 99) <= 20,
              out["slow client closed after (s)"])
    finally:
        server.terminate()
        server.wait(10)
    return out


# MARK: - lsp

class Framed:
    """A Content-Length framed JSON-RPC peer over a child's pipes."""

    def __init__(self, argv, cwd):
        self.child = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      stderr=subprocess.DEVNULL)
        self.messages = []
        self.lock = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        stream = self.child.stdout
        while True:
            header = b""
            while not header.endswith(b"\r\n\r\n"):
                c = stream.read(1)
                if not c:
                    with self.lock:
                        self.messages.append(None)
                        self.lock.notify_all()
                    return
                header += c
            length = int([l for l in header.split(b"\r\n") if l.lower().startswith(b"content-length")][0].split(b":")[1])
            body = json.loads(stream.read(length))
            with self.lock:
                self.messages.append(body)
                self.lock.notify_all()

    def send_raw(self, data):
        self.child.stdin.write(data)
        self.child.stdin.flush()

    def send(self, message):
        body = json.dumps(message).encode()
        self.send_raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)

    def wait(self, predicate, timeout):
        end = time.time() + timeout
        with self.lock:
            while True:
                for m in self.messages:
                    if m is not None and predicate(m):
                        self.messages.remove(m)
                        return m
                if None in self.messages:
                    return None
                left = end - time.time()
                if left <= 0:
                    return None
                self.lock.wait(left)

    def response(self, id, timeout=30):
        return self.wait(lambda m: m.get("id") == id and ("result" in m or "error" in m), timeout)

    def diagnostics(self, uri, version, timeout=60):
        return self.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                         and m["params"]["uri"] == uri and m["params"].get("version") == version, timeout)

    def close(self):
        try:
            self.child.stdin.close()
        except OSError:
            pass
        try:
            self.child.wait(10)
        except subprocess.TimeoutExpired:
            self.child.kill()


def lsp_session(motionspec, root):
    peer = Framed([motionspec, "lsp", "--root", root], root)
    peer.send({"jsonrpc": "2.0", "id": 0, "method": "initialize",
               "params": {"processId": None, "rootUri": "file://" + root, "capabilities": {}}})
    peer.response(0)
    peer.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    return peer


def check_lsp(motionspec, work):
    root = os.path.join(work, "lsp")
    os.makedirs(root, exist_ok=True)
    text = ("tokens:\n  motion:\n    standard: .smooth\n    heavy:\n      value: .spring(duration: 0.55, bounce: 0.18)\n"
            "      description: Large surfaces\n")
    path = os.path.join(root, "motion.yaml")
    with open(path, "w") as f:
        f.write(text)
    uri = "file://" + path
    out = {}
    peer = lsp_session(motionspec, root)
    peer.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
               "params": {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}}})
    peer.diagnostics(uri, 1)
    # A hover on the key line of heavy is heavy's.
    peer.send({"jsonrpc": "2.0", "id": 1, "method": "textDocument/hover",
               "params": {"textDocument": {"uri": uri}, "position": {"line": 3, "character": 5}}})
    hover = peer.response(1)
    shown = json.dumps(hover)
    check("lsp: a hover on `heavy:` shows heavy", "motion.heavy" in shown and "motion.standard" not in shown,
          shown[:120])
    # Positions far past the end are clamped, never an overflow.
    for i, (line, character) in enumerate([(2 ** 63 - 1, 0), (0, 2 ** 63 - 1), (2 ** 63 - 1, 2 ** 63 - 1)]):
        for method in ["textDocument/hover", "textDocument/references", "textDocument/completion",
                       "textDocument/definition"]:
            peer.send({"jsonrpc": "2.0", "id": 100 + i * 10 + len(method), "method": method,
                       "params": {"textDocument": {"uri": uri}, "position": {"line": line, "character": character},
                                  "context": {"includeDeclaration": True}}})
            answer = peer.response(100 + i * 10 + len(method), 20)
            check("lsp: %s at (%d, %d) is answered" % (method.split("/")[1], line, character), answer is not None)
    check("lsp: alive after the huge positions", peer.child.poll() is None)
    # 3 000 edits at once: only the latest is checked; its diagnostics come soon after.
    started = time.time()
    for v in range(2, 3002):
        peer.send({"jsonrpc": "2.0", "method": "textDocument/didChange",
                   "params": {"textDocument": {"uri": uri, "version": v},
                              "contentChanges": [{"text": text.replace("0.18", "0.%02d" % (v % 90 + 10))}]}})
    last = peer.diagnostics(uri, 3001, 60)
    out["3000 edits: last diagnostics after (s)"] = round(time.time() - started, 2)
    check("lsp: 3000 edits answered within 15 s", last is not None and time.time() - started < 15,
          out["3000 edits: last diagnostics after (s)"])
    # A 4 MB document, edited: its diagnostics within a few seconds of the last edit.
    big = ["tokens:", "  motion:"]
    for i in range(9000):
        big.append("    t%d: .spring(duration: 0.%d, bounce: 0.1)  # %s" % (i, i % 9 + 1, "x" * 380))
    big_text = "\n".join(big) + "\n"
    big_uri = "file://" + os.path.join(root, "big.yaml")
    peer.send({"jsonrpc": "2.0", "method": "textDocument/didOpen",
               "params": {"textDocument": {"uri": big_uri, "languageId": "yaml", "version": 1, "text": big_text}}})
    peer.diagnostics(big_uri, 1, 120)
    for v in range(2, 12):
        peer.send({"jsonrpc": "2.0", "method": "textDocument/didChange",
                   "params": {"textDocument": {"uri": big_uri, "version": v},
                              "contentChanges": [{"text": big_text.replace("t0:", "t0%d:" % v)}]}})
    started = time.time()
    got = peer.diagnostics(big_uri, 11, 120)
    out["4 MB document: diagnostics after the last of 10 edits (s)"] = round(time.time() - started, 2)
    out["4 MB document bytes"] = len(big_text)
    check("lsp: a 4 MB document's last edit answered", got is not None, out)
    peer.send({"jsonrpc": "2.0", "id": 7, "method": "shutdown"})
    peer.response(7)
    peer.send({"jsonrpc": "2.0", "method": "exit"})
    peer.close()
    # A header with no blank line: refused in linear time.
    peer = lsp_session(motionspec, root)
    started = time.time()
    try:
        peer.send_raw(b"Content-Length: 10\r\nX-Pad: " + b"a" * (4 << 20))
        peer.child.stdin.close()
    except BrokenPipeError:
        pass
    peer.child.wait(30)
    out["4 MB header: server done after (s)"] = round(time.time() - started, 2)
    check("lsp: a 4 MB header without its blank line is refused within 2 s",
          time.time() - started < 2, out["4 MB header: server done after (s)"])
    peer.close()
    return out


# MARK: - mcp

class Lines:
    def __init__(self, argv, cwd):
        self.child = subprocess.Popen(argv, cwd=cwd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      stderr=subprocess.DEVNULL)
        self.lines = []
        self.lock = threading.Condition()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.child.stdout:
            with self.lock:
                self.lines.append(json.loads(line))
                self.lock.notify_all()

    def send(self, data):
        self.child.stdin.write(data if isinstance(data, bytes) else (json.dumps(data) + "\n").encode())
        self.child.stdin.flush()

    def wait(self, predicate, timeout=30):
        end = time.time() + timeout
        with self.lock:
            while True:
                for m in self.lines:
                    if predicate(m):
                        self.lines.remove(m)
                        return m
                left = end - time.time()
                if left <= 0:
                    return None
                self.lock.wait(left)


def check_mcp(motionspec, work):
    root = os.path.join(work, "mcp")
    os.makedirs(root, exist_ok=True)
    with open(os.path.join(root, "motion.yaml"), "w") as f:
        f.write("tokens:\n  heavy: .spring(duration: 0.55, bounce: 0.18)\n")
    with open(os.path.join(work, "secret.yaml"), "w") as f:
        f.write("tokens:\n  secretToken: .spring(duration: 0.3, bounce: 0.1)\n")
    with open(os.path.join(work, "secret.json"), "w") as f:
        json.dump({"secretDuration": {"$type": "duration", "$value": {"value": 120, "unit": "ms"}}}, f)
    with open(os.path.join(root, "resolver.json"), "w") as f:
        json.dump({"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "../secret.json"}]}},
                   "resolutionOrder": [{"$ref": "#/sets/base"}]}, f)
    out = {}
    peer = Lines([motionspec, "mcp", "motion.yaml", "--root", root], root)
    peer.send({"jsonrpc": "2.0", "id": 1, "method": "initialize",
               "params": {"protocolVersion": "2025-06-18", "capabilities": {},
                          "clientInfo": {"name": "hostile", "version": "1"}}})
    check("mcp: initializes", peer.wait(lambda m: m.get("id") == 1) is not None)
    peer.send({"jsonrpc": "2.0", "method": "notifications/initialized"})
    # A 2 MB message (an expression padded with spaces) is read in linear time.
    padded = ".spring(duration: 0.5, bounce: 0.2)" + " " * (2 << 20)
    started = time.time()
    peer.send({"jsonrpc": "2.0", "id": 2, "method": "tools/call",
               "params": {"name": "inspect", "arguments": {"motion": padded}}})
    answer = peer.wait(lambda m: m.get("id") == 2, 60)
    out["2 MB message answered after (s)"] = round(time.time() - started, 2)
    check("mcp: a 2 MB message is answered within 2 s", answer is not None and time.time() - started < 2,
          out["2 MB message answered after (s)"])
    # A 41 MB line: skipped with an error, and the server goes on.
    started = time.time()
    peer.send(b'{"jsonrpc":"2.0","id":3,"method":"ping","params":{"pad":"' + b"a" * (41 << 20) + b'"}}\n')
    refused = peer.wait(lambda m: "error" in m and m.get("id") is None, 60)
    out["41 MB line refused after (s)"] = round(time.time() - started, 2)
    check("mcp: a 41 MB line is refused with an error", refused is not None and refused["error"]["code"] == -32600,
          refused)
    # Named paths outside the workspace are refused, their tokens never returned.
    peer.send({"jsonrpc": "2.0", "id": 4, "method": "tools/call",
               "params": {"name": "lint", "arguments": {"paths": ["../secret.yaml"]}}})
    outside = peer.wait(lambda m: m.get("id") == 4)
    check("mcp: a catalogue outside the workspace is refused",
          outside is not None and "secretToken" not in json.dumps(outside) and "outside" in json.dumps(outside),
          json.dumps(outside)[:160])
    # A resolver inside whose $ref leads out: refused, the outside file's tokens never shown.
    peer.send({"jsonrpc": "2.0", "id": 6, "method": "tools/call",
               "params": {"name": "lint", "arguments": {"paths": ["resolver.json"]}}})
    through = peer.wait(lambda m: m.get("id") == 6)
    check("mcp: a resolver's $ref out of the workspace is refused",
          through is not None and "secretDuration" not in json.dumps(through) and "outside the workspace" in json.dumps(through),
          json.dumps(through)[:200])
    peer.send({"jsonrpc": "2.0", "id": 5, "method": "tools/call",
               "params": {"name": "inspect", "arguments": {"motion": "heavy"}}})
    check("mcp: answers after all of it", peer.wait(lambda m: m.get("id") == 5) is not None)
    peer.child.stdin.close()
    peer.child.wait(10)
    return out


def main():
    motionspec, work = sys.argv[1], sys.argv[2]
    which = sys.argv[3:] or ["serve", "lsp", "mcp"]
    os.makedirs(work, exist_ok=True)
    for name in which:
        RESULTS[name] = {"serve": check_serve, "lsp": check_lsp, "mcp": check_mcp}[name](motionspec, work)
    print(json.dumps(RESULTS, indent=2))
    print("hostile clients: %d passed, %d failed" % (len(PASSED), len(FAILED)))
    sys.exit(1 if FAILED else 0)


if __name__ == "__main__":
    main()
