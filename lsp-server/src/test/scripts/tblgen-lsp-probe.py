#!/usr/bin/env python3
"""Drives a TableGen language server (by default the reference, tblgen-lsp-server-22) over stdio
and prints its answers as JSON lines, for the replay test of our server (TdReplayTest).

usage: tblgen-lsp-probe.py [--server CMD] [--include DIR]... FILE.td QUERY...
  QUERY is  diagnostics | links | hover:L:C | definition:L:C | references:L:C | symbols
  (L, C 0-based, as LSP counts). Each answer is printed as one line:
  {"query": ..., "answer": <the result or the published diagnostics>}
"""
import json, os, subprocess, sys, time, select

def main():
    args = sys.argv[1:]
    server = ["/usr/lib/llvm-22/bin/tblgen-lsp-server"]
    includes = []
    while args and args[0].startswith("--"):
        if args[0] == "--server":
            server = args[1].split(); args = args[2:]
        elif args[0] == "--include":
            includes.append(args[1]); args = args[2:]
        else:
            sys.exit("unknown option " + args[0])
    path, queries = os.path.abspath(args[0]), args[1:]
    cmd = server + ["--tablegen-extra-dir=" + d for d in includes]
    p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    buf = b""
    seq = [0]

    def send(msg):
        body = json.dumps(msg).encode()
        p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        p.stdin.flush()

    def read(timeout=30):
        nonlocal buf
        end = time.time() + timeout
        while True:
            h = buf.find(b"\r\n\r\n")
            if h >= 0:
                n = int([l for l in buf[:h].decode().split("\r\n") if l.lower().startswith("content-length")][0].split(":")[1])
                if len(buf) >= h + 4 + n:
                    m = json.loads(buf[h + 4:h + 4 + n]); buf = buf[h + 4 + n:]
                    return m
            left = end - time.time()
            if left <= 0: return None
            r, _, _ = select.select([p.stdout], [], [], left)
            if not r: return None
            chunk = os.read(p.stdout.fileno(), 65536)
            if not chunk: return None
            buf += chunk

    def request(method, params):
        seq[0] += 1
        send({"jsonrpc": "2.0", "id": seq[0], "method": method, "params": params})
        while True:
            m = read()
            if m is None: return None
            if m.get("id") == seq[0] and "method" not in m: return m.get("result")

    uri = "file://" + path
    request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
    send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "tablegen", "version": 1, "text": open(path).read()}}})
    diags = None
    for q in queries:
        kind, _, pos = q.partition(":")
        doc = {"textDocument": {"uri": uri}}
        if pos:
            l, c = pos.split(":"); doc["position"] = {"line": int(l), "character": int(c)}
        if kind == "diagnostics":
            while diags is None:
                m = read()
                if m is None: break
                if m.get("method") == "textDocument/publishDiagnostics": diags = m["params"]["diagnostics"]
            ans = diags
        elif kind == "links": ans = request("textDocument/documentLink", doc)
        elif kind == "hover": ans = request("textDocument/hover", doc)
        elif kind == "definition": ans = request("textDocument/definition", doc)
        elif kind == "references":
            doc["context"] = {"includeDeclaration": True}; ans = request("textDocument/references", doc)
        elif kind == "symbols": ans = request("textDocument/documentSymbol", doc)
        else: sys.exit("unknown query " + q)
        print(json.dumps({"query": q, "answer": ans}, sort_keys=True))
    request("shutdown", None)
    send({"jsonrpc": "2.0", "method": "exit"})
    p.wait(timeout=10)

main()
