#!/usr/bin/env python3
"""Measures bin/drr2pdll on the DRR files of other MLIR projects (issue 31).

    drr/bench/other-projects.py NAME=ROOT[:INCLUDE,...] ... [--json OUT.json] [--keep DIR]

ROOT is a checkout (or an extracted tree of its .td files) of a project; every `.td` under it
that defines a `Pat<`/`Pattern<` record is measured. TableGen looks for includes in the file's
own folder (as the projects' builds pass it), in ROOT, in each comma-separated INCLUDE (relative
to ROOT, or absolute) and in MLIR 22's include root.
Per file: `mlir-tblgen-22 -gen-rewriters` (does MLIR 22 accept the DRR at all?), then
`bin/drr2pdll --report`, then `mlir-pdll-22 -x=mlir` and `-x=cpp` on the output. When the
file's PDLL does not compile, each converted record is converted and compiled on its own to
find the ones at fault. Records are counted once per project (a file included by another is
measured where it is defined).

Prints, per project: records, converted, converted and compiling, records in files
mlir-tblgen-22 rejects, and every record not converted or not compiling with its reason.
The files measured are not part of this repository; see docs/drr-migration.md for the
snapshots the published figures come from.
"""

import collections
import json
import os
import re
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DRR2PDLL = os.path.join(REPO, "bin", "drr2pdll")
MLIR_INCLUDE = "/usr/lib/llvm-22/include"
DRR_RECORD = re.compile(r"^\s*def\b[^:]*:\s*(Pat|Pattern)\s*<", re.M)


def run(cmd, timeout=300):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
        return p.returncode, p.stdout, p.stderr
    except subprocess.TimeoutExpired:
        return 124, "", "timed out"


def first_error(stderr):
    for line in stderr.splitlines():
        if "error:" in line:
            return line.split("error:", 1)[1].strip()
    return stderr.strip().splitlines()[0] if stderr.strip() else "(no message)"


def drr_files(root):
    found = []
    for d, dirs, files in os.walk(root):
        dirs.sort()
        for f in sorted(files):
            if not f.endswith(".td"):
                continue
            path = os.path.join(d, f)
            with open(path, encoding="utf-8", errors="replace") as h:
                if DRR_RECORD.search(h.read()):
                    found.append(path)
    return found


def pdll_compiles(pdll, includes):
    """None when mlir-pdll-22 compiles PDLL to both MLIR and C++, else the first error."""
    for kind in ("mlir", "cpp"):
        rc, _, err = run(["mlir-pdll-22", pdll, "-x=" + kind, "-o", os.devnull] + includes)
        if rc != 0:
            return "-x=%s: %s" % (kind, first_error(err))
    return None


def measure_file(td, incs, work):
    """What became of each record of one DRR file: {location: result}."""
    # The file's own folder first, as CMake's mlir_tablegen and Bazel's td_library pass it.
    includes = ["-I" + i for i in [os.path.dirname(td)] + incs]
    rc, _, err = run(["mlir-tblgen-22", "-gen-rewriters", td, "-o", os.devnull] + includes)
    tblgen_error = None if rc == 0 else first_error(err)
    base = os.path.join(work, "%d" % abs(hash(td)))
    report, out = base + ".json", base + ".pdll"
    rc, _, err = run([DRR2PDLL, td, "--report", report, "-o", out] + includes)
    if rc not in (0, 1):
        crashed = "Exception" in err or "\tat " in err
        return {}, {"file": td, "drr2pdll": rc, "error": first_error(err), "crash": crashed,
                    "tblgen_error": tblgen_error}
    with open(report) as h:
        records = json.load(h)
    results = {}
    for r in records:
        results[r["location"]] = dict(r, file=td, tblgen_error=tblgen_error)
    converted = [r for r in records if r["converted"]]
    if converted:
        error = pdll_compiles(out, includes)
        for r in converted:
            results[r["location"]]["compile_error"] = error
        if error:
            for r in converted:
                one = base + ".one.pdll"
                rc, _, err = run([DRR2PDLL, td, "--record", r["record"], "-o", one] + includes)
                results[r["location"]]["compile_error"] = pdll_compiles(one, includes) if rc in (0, 1) else "drr2pdll --record failed"
    return results, None


def measure_project(name, root, incs, work):
    incs = [root] + [i if os.path.isabs(i) else os.path.join(root, i) for i in incs] + [MLIR_INCLUDE]
    records, failures = {}, []
    for td in drr_files(root):
        res, failure = measure_file(td, incs, work)
        if failure:
            failures.append(failure)
        for loc, r in res.items():
            records.setdefault(loc, r)
    # A file that is only a part of another (ChloDecompositionPatternsMath.td needs the includes of
    # ChloDecompositionPatterns.td) is measured through the file including it.
    measured = {loc.rsplit(":", 1)[0] for loc in records}
    failures = [f for f in failures if f["file"] not in measured]
    return records, failures


def summary(name, records, failures):
    recs = list(records.values())
    total = len(recs)
    converted = [r for r in recs if r["converted"]]
    compiling = [r for r in converted if not r.get("compile_error")]
    rejected = [r for r in recs if r["tblgen_error"]]
    accepted = [r for r in recs if not r["tblgen_error"]]
    acc_compiling = [r for r in compiling if not r["tblgen_error"]]
    print("== %s: %d records, %d converted, %d converted and compiling (%.1f%%); "
          "%d in files mlir-tblgen-22 rejects; of the %d it accepts: %d compiling (%.1f%%)"
          % (name, total, len(converted), len(compiling), 100.0 * len(compiling) / max(total, 1),
             len(rejected), len(accepted), len(acc_compiling), 100.0 * len(acc_compiling) / max(len(accepted), 1)))
    for f in failures:
        print("   file not read: %s: %s%s (mlir-tblgen-22: %s)" % (
            f["file"], f["error"], " [CRASH]" if f["crash"] else "", f["tblgen_error"] or "accepts it"))
    reasons = collections.Counter()
    for r in recs:
        rel = r["location"]
        if not r["converted"]:
            key = "%s: %s" % (r["construct"], r["reason"])
        elif r.get("compile_error"):
            key = "mlir-pdll-22: " + r["compile_error"]
        else:
            continue
        if r["tblgen_error"]:
            key = "(rejected by mlir-tblgen-22) " + key
        reasons[key] += 1
        print("   %s %s: %s" % (rel, r["record"], key))
    return {"project": name, "records": total, "converted": len(converted), "compiling": len(compiling),
            "tblgen_rejected": len(rejected), "accepted": len(accepted), "accepted_compiling": len(acc_compiling),
            "files_not_read": failures, "reasons": reasons.most_common()}


def main(argv):
    projects, out_json, keep = [], None, None
    it = iter(argv)
    for a in it:
        if a == "--json":
            out_json = next(it)
        elif a == "--keep":
            keep = next(it)
        elif "=" in a:
            name, spec = a.split("=", 1)
            root, _, incs = spec.partition(":")
            projects.append((name, os.path.abspath(root), [i for i in incs.split(",") if i]))
        else:
            print(__doc__, file=sys.stderr)
            return 2
    if not projects:
        print(__doc__, file=sys.stderr)
        return 2
    work = keep or tempfile.mkdtemp(prefix="drr-other-")
    os.makedirs(work, exist_ok=True)
    sums, all_reasons = [], collections.Counter()
    for name, root, incs in projects:
        records, failures = measure_project(name, root, incs, work)
        s = summary(name, records, failures)
        sums.append(s)
        all_reasons.update(dict(s["reasons"]))
    total = sum(s["records"] for s in sums)
    compiling = sum(s["compiling"] for s in sums)
    print("== all: %d records, %d converted, %d converted and compiling (%.1f%%), %d in files mlir-tblgen-22 rejects"
          % (total, sum(s["converted"] for s in sums), compiling, 100.0 * compiling / max(total, 1),
             sum(s["tblgen_rejected"] for s in sums)))
    for reason, n in all_reasons.most_common():
        print("   %4d  %s" % (n, reason))
    if out_json:
        with open(out_json, "w") as h:
            json.dump(sums, h, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
