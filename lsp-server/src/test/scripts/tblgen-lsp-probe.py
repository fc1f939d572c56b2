#!/usr/bin/env python3
"""Drives a TableGen language server (by default the reference, tblgen-lsp-server-22) over stdio
and prints its answers as JSON lines, for the replay test of our server (TdReplayTest).

usage: tblgen-lsp-probe.py [--server CMD] [--include DIR]... [--root DIR] FILE.td QUERY...
  QUERY is  diagnostics | links | hover:L:C | definition:L:C | references:L:C | symbols
  (L, C 0-based, as LSP counts) | edits:N (N full-text edits, each adding a comment line at the
  end, and the milliseconds from each didChange to its diagnostics) | sample:N (hover, definition and references at every N-th
  identifier outside comments and code blocks). Each answer is printed as one line:
  {"file": ..., "query": ..., "answer": <the result or the published diagnostics>}
  --root DIR: file:// URIs under DIR (and "file") are written <root>/relative, so the
  captures do not depend on where LLVM is installed.

Captured for TdReplayTest (lsp-server/src/test/resources/replay/) with:
  I=/usr/lib/llvm-22/include
  for f in mlir/Dialect/Arith/IR/ArithOps.td mlir/Dialect/Func/IR/FuncOps.td mlir/IR/BuiltinOps.td; do
    tblgen-lsp-probe.py --include $I --root $I $I/$f links sample:7
  done > tblgen-lsp-server-22.jsonl
"""
import json, os, subprocess, sys, time, select

def main():
    args = sys.argv[1:]
    server = ["/usr/lib/llvm-22/bin/tblgen-lsp-server"]
    includes = []
    root = None
    while args and args[0].startswith("--"):
        if args[0] == "--server":
            server = args[1].split(); args = args[2:]
        elif args[0] == "--include":
            includes.append(args[1]); args = args[2:]
        elif args[0] == "--root":
            root = os.path.abspath(args[1]); args = args[2:]
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
    expanded = []
    for q in queries:
        if q.startswith("sample:"):
            expanded += [k + ":%d:%d" % lc for lc in identifiers(open(path).read(), int(q[7:]))
                         for k in ("hover", "definition", "references")]
        else:
            expanded.append(q)
    shown = path if root is None else "<root>/" + os.path.relpath(path, root)
    for q in expanded:
        kind, _, pos = q.partition(":")
        doc = {"textDocument": {"uri": uri}}
        if pos and kind != "edits":
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
        elif kind == "edits":
            text, ans = open(path).read(), []
            for v in range(int(pos)):
                text += "// edit %d\n" % v
                t0 = time.time()
                send({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                    "textDocument": {"uri": uri, "version": v + 2}, "contentChanges": [{"text": text}]}})
                while True:
                    m = read()
                    if m is None: break
                    if m.get("method") == "textDocument/publishDiagnostics" and m["params"].get("version", v + 2) == v + 2: break
                ans.append(round((time.time() - t0) * 1000, 1))
        else: sys.exit("unknown query " + q)
        text = json.dumps({"file": shown, "query": q, "answer": ans}, sort_keys=True)
        if root is not None: text = text.replace("file://" + root + "/", "<root>/")
        print(text)
    request("shutdown", None)
    send({"jsonrpc": "2.0", "method": "exit"})
    p.wait(timeout=10)

def identifiers(text, every):
    """Every N-th identifier (line, column, 0-based) outside // comments, strings and [{ }] code blocks."""
    import re
    out, n, in_code = [], 0, False
    for l, line in enumerate(text.split("\n")):
        c = 0
        while c < len(line):
            if in_code:
                e = line.find("}]", c)
                if e < 0: break
                in_code, c = False, e + 2
                continue
            if line.startswith("//", c): break
            if line.startswith("[{", c):
                in_code, c = True, c + 2
                continue
            if line[c] == '"':
                e = line.find('"', c + 1)
                c = len(line) if e < 0 else e + 1
                continue
            m = re.compile(r"[A-Za-z_][A-Za-z0-9_]*").match(line, c)
            if m:
                if n % every == 0: out.append((l, c + (len(m.group(0)) // 2)))
                n += 1
                c = m.end()
            else:
                c += 1
    return out

if __name__ == "__main__":
    main()
