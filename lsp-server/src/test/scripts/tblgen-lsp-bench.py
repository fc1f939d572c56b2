#!/usr/bin/env python3
"""Measures, side by side in one run, our TableGen language server (bin/tblgen-lsp) and the
reference (tblgen-lsp-server-22): per file, the milliseconds from a didChange to its diagnostics
(median of the last EDITS-10 edits of each kind and place). Three kinds: "edit" adds a comment line,
"type" types a character into a string (so a statement changes, and whatever depends on it),
"error" types a new def's name without its ";" (a syntax error at the next statement: the
reference reports it and stops, we report every error and evaluate past it); three
places: at the end of the file, at the first def after its middle line, at its first def or class
after the includes (the top). Our server re-evaluates from the first statement after the change and
replays the unchanged statements after it that do not depend on it; the reference evaluates
everything. Then hover, definition and references (medians over warm repeats at sampled
identifiers), and the resident memory of the server process and its children (VmRSS from /proc)
right after the edits ("rss") and after the queries and a 3.5 s pause ("rss idle": our server
collects garbage once the editor is quiet). Prints one table with ratios (ours / reference: below 1
is faster or smaller), and "open": from starting the server to the first diagnostics of the file (a
cold process, the two servers started one after the other). The two servers run side by side and
every edit and request goes to one, then the other, so a change of the machine's load hits both
alike: the ratios hold under load better than the absolute figures.

usage: tblgen-lsp-bench.py [--ours CMD] [--reference CMD] [--include DIR] [--edits N]
                           [--repeats N] [--where end,mid,top] [--kinds comment,string,error]
                           [--sync full|incremental] [FILE.td ...]
  defaults: bin/tblgen-lsp of this checkout, /usr/lib/llvm-22/bin/tblgen-lsp-server,
  --include /usr/lib/llvm-22/include, --edits 30, --repeats 5, ArithOps.td and NVVMOps.td, --sync full
  (each didChange carries the whole text; incremental: the changed range, as editors send it).
"""
import json, os, select, statistics, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "../../../.."))


class Server:
    def __init__(self, cmd):
        self.p = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        self.buf = b""
        self.seq = 0

    def send(self, msg):
        body = json.dumps(msg).encode()
        self.p.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.p.stdin.flush()

    def read(self, timeout=120):
        end = time.time() + timeout
        while True:
            h = self.buf.find(b"\r\n\r\n")
            if h >= 0:
                n = int([l for l in self.buf[:h].decode().split("\r\n")
                         if l.lower().startswith("content-length")][0].split(":")[1])
                if len(self.buf) >= h + 4 + n:
                    m = json.loads(self.buf[h + 4:h + 4 + n])
                    self.buf = self.buf[h + 4 + n:]
                    return m
            left = end - time.time()
            if left <= 0: return None
            r, _, _ = select.select([self.p.stdout], [], [], left)
            if not r: return None
            chunk = os.read(self.p.stdout.fileno(), 1 << 16)
            if not chunk: return None
            self.buf += chunk

    def request(self, method, params):
        self.seq += 1
        self.send({"jsonrpc": "2.0", "id": self.seq, "method": method, "params": params})
        while True:
            m = self.read()
            if m is None: return None
            if m.get("id") == self.seq and "method" not in m: return m.get("result")

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def diagnostics(self, version):
        while True:
            m = self.read()
            if m is None: return None
            if m.get("method") == "textDocument/publishDiagnostics" and m["params"].get("version", version) == version:
                return m["params"]["diagnostics"]

    def rss_kb(self):
        """VmRSS of the server and every process below it (a launcher script may run the JVM as a child)."""
        total, todo = 0, [self.p.pid]
        while todo:
            pid = todo.pop()
            try:
                for line in open("/proc/%d/status" % pid):
                    if line.startswith("VmRSS:"): total += int(line.split()[1])
                for t in os.listdir("/proc/%d/task" % pid):
                    try: todo += [int(c) for c in open("/proc/%d/task/%s/children" % (pid, t)).read().split()]
                    except OSError: pass
            except OSError: pass
        return total

    def close(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        try: self.p.wait(timeout=10)
        except subprocess.TimeoutExpired: self.p.kill()


def identifiers(text, every):
    """The probe's choice of identifiers (every N-th outside comments, strings and code blocks)."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("tblgen_lsp_probe", os.path.join(os.path.dirname(os.path.abspath(__file__)), "tblgen-lsp-probe.py"))
    probe = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(probe)
    return probe.identifiers(text, every)


def edited(text, where, v):
    """The text with one more comment line: at the end, before the first def at or after the middle
    line, or before the first def or class after the includes (the top)."""
    line = "// edit %s %s\n" % (where, v)
    if where == "end": return text + line
    lines = text.split("\n")
    start = len(lines) // 2 if where == "mid" else 0
    for i in range(start, len(lines)):
        if lines[i].startswith("def ") or (where == "top" and lines[i].startswith("class ")):
            return "\n".join(lines[:i]) + "\n" + line + "\n".join(lines[i:])
    return text + line


def typed(text, where, v):
    """The text with one more character typed into a string: the last string of the file (end), the
    first string from the first def at or after the middle line (mid), the first string from the
    first def or class after the includes (top). Unlike a comment, this changes a statement: it is
    evaluated again, and so is every statement that depends on what it defines."""
    if where == "end":
        q = text.rfind('"')
        return text[:q] + "x" + text[q:]
    marked = edited(text, where, v)
    p = marked.find("// edit %s %s\n" % (where, v))
    q = text.find('"', p)
    return text[:q + 1] + "x" + text[q + 1:]


LABELS = {"comment": "edit ", "string": "type ", "error": "error "}


def broken(text, where, v):
    """The text while a new def is being typed (a syntax error): the first edit starts a line
    "def Broken" where a comment edit would go; each next one types one more character of its name."""
    if v == 0:
        # one error at a time: the line an earlier series typed goes first
        while "def Broken" in text:
            i = text.find("def Broken")
            text = text[:i] + text[text.index("\n", i) + 1:]
        return edited(text, where, "here").replace("// edit %s here\n" % where, "def Broken\n")
    i = text.find("def Broken")
    return text[:i + 10] + "x" + text[i + 10:]


def position(text, offset):
    """The LSP position (line, UTF-16 character) of a character offset."""
    line = text.count("\n", 0, offset)
    start = text.rfind("\n", 0, offset) + 1
    return {"line": line, "character": sum(2 if ord(c) > 0xFFFF else 1 for c in text[start:offset])}


def change(before, after, sync):
    """The contentChanges entry that turns before into after: the whole text ("full"), or the
    changed range and its new text, as editors send it ("incremental")."""
    if sync == "full":
        return {"text": after}
    n = min(len(before), len(after))
    p = 0
    while p < n and before[p] == after[p]: p += 1
    q = 0
    while q < n - p and before[len(before) - 1 - q] == after[len(after) - 1 - q]: q += 1
    return {"range": {"start": position(before, p), "end": position(before, len(before) - q)},
            "text": after[p:len(after) - q]}


def measure(cmds, path, edits, repeats, wheres=("end", "mid", "top"), kinds=("comment", "string", "error"), sync="full"):
    """Runs the servers side by side, alternating every request between them, so that a change of
    the machine's load hits both alike. Returns {name: {measure: value}}."""
    uri = "file://" + path
    text = open(path).read()
    servers, out = {}, {}
    for name, cmd in cmds:  # one after the other, so that each start has the machine to itself
        t0 = time.perf_counter()
        s = servers[name] = Server(cmd)
        s.request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
        s.notify("initialized", {})
        s.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "tablegen", "version": 1, "text": text}})
        s.diagnostics(1)
        out[name] = {"open": (time.perf_counter() - t0) * 1000}
    version = 1
    for kind, where in [(k, w) for k in kinds for w in wheres]:
        times = {name: [] for name in servers}
        for v in range(edits):
            before = text
            text = edited(text, where, v) if kind == "comment" else typed(text, where, v) if kind == "string" else broken(text, where, v)
            version += 1
            changes = [change(before, text, sync)]
            for name, s in servers.items():
                t0 = time.perf_counter()
                s.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": changes})
                s.diagnostics(version)
                times[name].append((time.perf_counter() - t0) * 1000)
        for name in servers:
            out[name][LABELS[kind] + where] = statistics.median(times[name][min(10, edits - 1):])
    for name in servers: out[name]["rss"] = servers[name].rss_kb() / 1024
    # the queries run on the file as it is on disk (the edits left a def being typed in it)
    text = open(path).read()
    version += 1
    for name, s in servers.items():
        s.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]})
        s.diagnostics(version)
    ids = identifiers(text, 1)
    positions = ids[::max(1, len(ids) // 12)][:12]
    for kind, method in (("hover", "textDocument/hover"), ("definition", "textDocument/definition"),
                         ("references", "textDocument/references")):
        ts = {name: [] for name in servers}
        for _ in range(repeats):
            for l, c in positions:
                p = {"textDocument": {"uri": uri}, "position": {"line": l, "character": c}}
                if kind == "references": p["context"] = {"includeDeclaration": True}
                for name, s in servers.items():
                    t0 = time.perf_counter()
                    s.request(method, p)
                    ts[name].append((time.perf_counter() - t0) * 1000)
        for name in servers:  # the first round warms up
            out[name][kind] = statistics.median(ts[name][len(positions):] if repeats > 1 else ts[name])
    # Our server collects garbage once the editor has been quiet for 2 s (IdleCollector): what a
    # user sees between bursts of typing.
    time.sleep(3.5)
    for name in servers: out[name]["rss idle"] = servers[name].rss_kb() / 1024
    for s in servers.values(): s.close()
    return out


def main():
    args = sys.argv[1:]
    ours = [os.path.join(ROOT, "bin/tblgen-lsp")]
    reference = ["/usr/lib/llvm-22/bin/tblgen-lsp-server"]
    include = "/usr/lib/llvm-22/include"
    edits, repeats, wheres, kinds, sync = 30, 5, ("end", "mid", "top"), ("comment", "string", "error"), "full"
    while args and args[0].startswith("--"):
        o, v, args = args[0], args[1], args[2:]
        if o == "--ours": ours = v.split()
        elif o == "--reference": reference = v.split()
        elif o == "--include": include = v
        elif o == "--edits": edits = int(v)
        elif o == "--repeats": repeats = int(v)
        elif o == "--where": wheres = tuple(v.split(","))
        elif o == "--kinds": kinds = tuple(v.split(","))
        elif o == "--sync": sync = v
        else: sys.exit(__doc__)
    files = args or [include + "/mlir/Dialect/Arith/IR/ArithOps.td", include + "/mlir/Dialect/LLVMIR/NVVMOps.td"]
    rows = []
    for f in files:
        f = os.path.abspath(f)
        extra = ["--tablegen-extra-dir=" + include]
        got = measure((("reference", reference + extra), ("ours", ours + extra)), f, edits, repeats, wheres, kinds, sync)
        rows.append((os.path.basename(f), got))
    print("%-12s %-10s %12s %12s %7s" % ("file", "measure", "ours", "reference", "ratio"))
    for name, got in rows:
        for k, unit in (("open", "ms"),) + tuple((LABELS[k] + w, "ms") for k in kinds for w in wheres) + (("hover", "ms"), ("definition", "ms"), ("references", "ms"), ("rss", "MiB"),
                        ("rss idle", "MiB")):
            o, r = got["ours"][k], got["reference"][k]
            print("%-12s %-10s %9.1f %-3s %8.1f %-3s %6.2fx" % (name, k, o, unit, r, unit, o / r if r else float("nan")))


main()
