#!/usr/bin/env python3
"""Records what the reference prints for the cases of a CliCase file (*/src/test/resources/
cli-cases/*.test, format in tablegen's pdll.tablegen.bench.CliCase): runs each case in a fresh
directory and rewrites its status, stderr, out and deps sections with what the tool printed and
wrote. The rest of the file (comments, files, args) is kept as written.

usage: record-cli-cases.py [--tool mlir-tblgen-22|llvm-tblgen-22|mlir-pdll-22] FILE.test...
  (a TableGen tool runs with --print-records; its count line is recorded as pdll-tblgen's)
"""
import os, re, subprocess, sys, tempfile

EXPECT = ("--- status", "--- stderr", "--- out", "--- deps")


def sections(lines, i):
    """The sections of the case starting after line i: (head, body lines) until the next case."""
    out = []
    while i < len(lines) and not lines[i].startswith("=== "):
        head = lines[i]; i += 1
        body = []
        while i < len(lines) and not lines[i].startswith("--- ") and not lines[i].startswith("=== "):
            body.append(lines[i]); i += 1
        out.append((head, body))
    return out, i


def run_case(tool, shared, secs):
    tablegen = "tblgen" in os.path.basename(tool)
    files = dict(shared)
    args = []
    for head, body in secs:
        if head.startswith("--- args "):
            args = head[9:].split()
        elif head.startswith("--- file "):
            files[head[9:].strip()] = body
    with tempfile.TemporaryDirectory() as d:
        sub = lambda s: s.replace("$DIR", d)
        back = lambda s: s.replace(d, "$DIR")
        for name, body in files.items():
            p = os.path.join(d, sub(name))
            os.makedirs(os.path.dirname(p), exist_ok=True)
            text = "\n".join(body).rstrip("\n")
            text = text + "\n" if text else ""
            with open(p, "w") as f:
                f.write(sub(text))
        cmd = [tool] + (["--print-records"] if tablegen else []) + [sub(a) for a in args] + ["-o", "out.txt", "-d", "deps.d"]
        r = subprocess.run(cmd, cwd=d, capture_output=True, text=True)
        stderr = r.stderr.replace(tool + ": ", ("pdll-tblgen" if tablegen else "pdllc") + ": ")
        got = [("--- status %d" % r.returncode, [])]
        if stderr:
            got.append(("--- stderr", back(stderr).rstrip("\n").split("\n")))
        for sec, name in (("--- out", "out.txt"), ("--- deps", "deps.d")):
            p = os.path.join(d, name)
            if os.path.exists(p):
                got.append((sec, back(open(p).read()).rstrip("\n").split("\n")))
        return got


def main():
    args = sys.argv[1:]
    tool = "mlir-tblgen-22"
    if args[:1] == ["--tool"]:
        tool, args = args[1], args[2:]
    tool = subprocess.run(["which", tool], capture_output=True, text=True).stdout.strip() or tool
    for path in args:
        lines = open(path).read().rstrip("\n").split("\n")
        out = []
        i = 0
        shared = {}
        while i < len(lines) and not lines[i].startswith("=== "):
            if lines[i].startswith("--- file "):
                secs, _ = sections(lines, i)
                head, body = secs[0]
                shared[head[9:].strip()] = body
                out.append(head); out.extend(body); i += 1 + len(body)
            else:
                out.append(lines[i]); i += 1
        while i < len(lines):
            out.append(lines[i])
            secs, i = sections(lines, i + 1)
            kept = [(h, b) for h, b in secs if not h.startswith(EXPECT)]
            for h, b in kept:
                out.append(h)
                # a file's text keeps its blank lines; a case ends with one blank line
                out.extend(b if h.startswith("--- file ") else [l for l in b if l.strip()])
            while out and out[-1] == "":
                out.pop()
            for h, b in run_case(tool, shared, kept):
                out.append(h); out.extend(b)
            out.append("")
        with open(path, "w") as f:
            f.write("\n".join(out).rstrip("\n") + "\n")


if __name__ == "__main__":
    main()
