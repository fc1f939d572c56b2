#!/usr/bin/env bash
# Builds the release artifacts of version $(cat VERSION) into release/target/release/ (docs/release.md):
#   pdll-tools-V-linux-x86_64.tar.gz  bin/ launchers, lib/*.jar, runtime/ (jlink'd from the newest JDK
#                                     found), on Java 25+ the AOT cache of each jar trained for that
#                                     runtime, LICENSE, README.md, samples/
#   pdll-tools-V.zip                  the same without runtime/ and archives: for an installed Java 17+
#   pdll-vscode-V.vsix, pdll-intellij-V.zip   the editor packages, when their modules built them
#   SHA256SUMS
# Run by Maven (release/pom.xml) after every other module has packaged its jar. The jars must exist.
# Env: PDLL_RELEASE_STRICT=1 (mvn -Prelease) makes a missing zip tool or .vsix an error instead of a
#      note, and builds the .vsix with vscode-extension/build.sh when the reactor did not (package
#      stops before the verify phase that builds it);
#      PDLL_BUILD_JAVA_HOME: the JDK running Maven, used for jlink when the newest JDK found has none.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=${here%/*}
say() { printf 'release: %s\n' "$*"; }
die() { say "$*" >&2; exit 1; }
started=$(date +%s)

version=$(tr -d '[:space:]' <"$root/VERSION")
[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+([.-][0-9A-Za-z.-]+)?$ ]] || die "VERSION holds '$version', not a version"
name=pdll-tools-$version
out=$here/target/release
stage=$here/target/stage
rm -rf "$out" "$stage"
mkdir -p "$out" "$stage"

# The tools of the bundle: launcher, module, jar. drr2pdll and pdll-tblgen have no trainer class;
# they are trained below on a DRR fixture.
tools=(pdllc:pdllc:pdllc.jar pdll-lsp:lsp-server:pdll-lsp.jar tblgen-lsp:lsp-server:pdll-lsp.jar
    pdll-run:pdll-run:pdll-run.jar pdll-tblgen:tablegen:pdll-tblgen.jar drr2pdll:drr:drr2pdll.jar)

# The common part of both bundles.
common=$stage/common/$name
mkdir -p "$common/bin/lib" "$common/lib"
for t in "${tools[@]}"; do
    IFS=: read -r launcher module jar <<<"$t"
    cp -p "$root/bin/$launcher" "$common/bin/"
    [ -f "$root/$module/target/$jar" ] || die "$module/target/$jar is missing: build it first (mvn package)"
    cp -p "$root/$module/target/$jar" "$common/lib/"
done
cp -p "$root/bin/lib/launcher.sh" "$common/bin/lib/"
cp -p "$root/LICENSE" "$root/README.md" "$root/VERSION" "$common/"
cp -pR "$root/samples" "$common/"
rm -rf "$common/samples/Output" "$common/samples/.lit_test_times.txt"

# Reproducible-ish archives: fixed owner, sorted names.
tar_gz() { (cd "$1" && tar --owner=0 --group=0 --numeric-owner --sort=name -czf "$2" "$name"); }

# The zip: no runtime, no archives. Its launchers pick the newest installed Java 17+ and train an
# archive into lib/ on first use where lib/ is writable, as in a clone.
if command -v zip >/dev/null 2>&1; then
    (cd "$stage/common" && zip -q -r -X "$out/$name.zip" "$name")
elif [ "${PDLL_RELEASE_STRICT:-0}" = 1 ]; then
    die "zip not found: apt-get install zip"
else
    say "note: zip not found (apt-get install zip): $name.zip not built"
fi

# The tarball: the common part plus a runtime of the newest JDK found (the launcher's choice:
# Temurin 25 under /usr/lib/jvm when present) and the archives trained for it.
full=$stage/full/$name
mkdir -p "${full%/*}"
cp -pR "$common" "$full"
# shellcheck source=../bin/lib/launcher.sh
source "$root/bin/lib/launcher.sh"
PDLL_TOOL=release
pdll_select_java
jdk=${pdll_java_bin%/bin/java}
if [ ! -x "$jdk/bin/jlink" ]; then
    jdk=${PDLL_BUILD_JAVA_HOME:-}
    [ -x "$jdk/bin/jlink" ] || die "no jlink found next to $pdll_java_bin or in PDLL_BUILD_JAVA_HOME: install a JDK (not a JRE)"
fi
pdll_read_release "$jdk/bin/java"
feature=$((pdll_release_key / 1000000000))
# The modules the jars use (jdeps -summary): java.logging for LSP4J, java.management for the server's idle
# collector; jdk.unsupported for Gson. java.sql, which Gson's optional SQL adapters name, is left
# out (with java.xml it pulls in 10 MB): Gson checks for it and does without.
modules=java.base,java.logging,java.management,jdk.unsupported
jlink_opts=(--add-modules "$modules" --strip-debug --no-man-pages --no-header-files)
# Before Java 25 the runtime's own class-data archive of the JDK's classes is all a bundle can ship
# (below); on 25 the AOT caches hold the JDK's classes themselves (28 MB less).
[ "$feature" -ge 25 ] || jlink_opts+=(--generate-cds-archive)
say "jlink $modules from $jdk (Java $pdll_release_runtime)"
"$jdk/bin/jlink" "${jlink_opts[@]}" --output "$full/runtime" >/dev/null
java=$full/runtime/bin/java
pdll_read_release "$java"
runtime=$pdll_release_runtime

# MLIR's include root on this machine (the folder holding mlir/IR/OpBase.td), empty when there is none.
mlir_include_root() {
    local d
    for d in /usr/lib/llvm-22/include /usr/lib/llvm/include /usr/local/include; do
        [ -f "$d/mlir/IR/OpBase.td" ] && { echo "$d"; return 0; }
    done
    return 0 # none: an empty answer, not a failure (the callers run under set -e)
}

# The AOT caches, trained with the runtime they ship with and the jars at their final place: the
# launcher names them JAR.RUNTIME.aot and maps them from any directory (a Java 25 AOT cache checks
# the class path by jar name, size and time, not by folder; measured, docs/release.md). pdllc and
# the server train through their own launchers (PDLL_JAVA: the bundle's runtime, so the launcher
# does not take the shipped-bundle path; PDLL_TRAIN_WAIT: in the foreground), with exactly the
# options of a run.
train_all() {
    local train_cache fixture mlir_include jar
    train_cache=$(mktemp -d)
    export PDLL_JAVA=$java PDLL_TRAIN_WAIT=1 PDLL_CACHE_DIR=$train_cache
    "$full/bin/pdllc" "$full/samples/arith_canonicalize.pdll" -x=mlir >/dev/null 2>&1 || true
    "$full/bin/pdll-lsp" </dev/null >/dev/null 2>&1 || true
    # The other one-shot tools with the options pdll_launch gives them, each on one real input: the
    # DRR fixture has patterns (drr2pdll converts them; pdll-tblgen reads the same records);
    # pdll-run's jar holds pdllc, whose trainer covers the compile, most of a pdll-run's JVM time.
    pdll_fast_opts
    fixture=$root/drr/src/test/resources/drr/fixtures/basics.td
    mlir_include=$(mlir_include_root)
    train pdll-tblgen.jar -jar "$full/lib/pdll-tblgen.jar" ${mlir_include:+-I "$mlir_include"} "$fixture"
    train drr2pdll.jar -jar "$full/lib/drr2pdll.jar" "$fixture"
    train pdll-run.jar -cp "$full/lib/pdll-run.jar" pdll.pdllc.AotTraining "$full/samples"
    unset PDLL_JAVA PDLL_TRAIN_WAIT PDLL_CACHE_DIR
    rm -rf "$train_cache" "$full"/lib/.pdll-train.* "$full"/lib/*.failed
    for jar in "$full"/lib/*.jar; do
        [ -f "$jar.$runtime.aot" ] || die "no AOT cache was trained for ${jar##*/} (see its .pdll-train.log when run by hand)"
    done
}
# The ODS seed, lib/ods-seed (tablegen's SeedCache): MLIR's .td closures of the samples and of
# common dialects, evaluated here from an empty working folder (named in its workdir file), so that
# a user's first run reads them instead of evaluating them (about 300 ms of a first pdllc, half a
# second of the server's first open), wherever their MLIR 22's files have the same content (checked
# by hash at first use). Made after the training, so that the archives hold the evaluation's
# classes for users whose files differ. Needs MLIR's .td files here.
make_seed() {
    local seed=$full/lib/ods-seed wd dialects d root
    root=$(mlir_include_root)
    if [ -z "$root" ]; then
        say "note: no MLIR include root (apt-get install libmlir-22-dev): no ODS seed"
        return 0
    fi
    wd=$(mktemp -d)
    wd=$(cd "$wd" && pwd -P)
    dialects=$stage/seed-dialects.pdll
    : >"$dialects"
    for d in Arith/IR/ArithOps Func/IR/FuncOps Tensor/IR/TensorOps Linalg/IR/LinalgOps Linalg/IR/LinalgStructuredOps \
        LLVMIR/LLVMOps MemRef/IR/MemRefOps SCF/IR/SCFOps Vector/IR/VectorOps Math/IR/MathOps \
        ControlFlow/IR/ControlFlowOps Affine/IR/AffineOps Complex/IR/ComplexOps Shape/IR/ShapeOps; do
        [ -f "$root/mlir/Dialect/$d.td" ] && printf '#include "mlir/Dialect/%s.td"\n' "$d" >>"$dialects"
    done
    for f in "$full"/samples/*.pdll "$dialects"; do
        (cd "$wd" && PDLL_JAVA=$java PDLL_CACHE_DIR=$seed "$full/bin/pdllc" "$f" -x=mlir -o /dev/null >/dev/null 2>&1) || true
    done
    # The server keys its entries by its own jar, and works in the document's folder: it opens the
    # same includes as a document in the working folder (delimited input: the diagnostics of the
    # open are published before shutdown is read).
    local text
    text=$(sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' "$dialects" | awk '{printf "%s\\n", $0}')
    printf '%s\n// -----\n' \
        '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":null,"capabilities":{}}}' \
        '{"jsonrpc":"2.0","method":"initialized","params":{}}' \
        "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{\"uri\":\"file://$wd/seed.pdll\",\"languageId\":\"pdll\",\"version\":1,\"text\":\"$text\"}}}" \
        '{"jsonrpc":"2.0","id":2,"method":"shutdown"}' '{"jsonrpc":"2.0","method":"exit"}' >"$stage/seed.transcript"
    (cd "$wd" && PDLL_JAVA=$java PDLL_CACHE_DIR=$seed "$full/bin/pdll-lsp" --input-style=delimited <"$stage/seed.transcript" >/dev/null 2>&1) || true
    rm -rf "$wd" "$dialects" "$stage/seed.transcript"
    if ! ls "$seed"/*.entry >/dev/null 2>&1; then
        say "note: the ODS seed came out empty (see bin/pdllc on the samples): none shipped"
        rm -rf "$seed"
        return 0
    fi
    printf '%s\n' "$wd" >"$seed/workdir"
    rm -f "$seed"/*.tmp.*
    chmod -R u=rwX,go=rX "$seed"
    say "ODS seed: $(ls "$seed"/*.entry | wc -l) closures, $(du -sk "$seed" | cut -f1) KB"
}
train() { # JAR ARGS...
    local jar=$full/lib/$1
    shift
    "$java" "${pdll_opts[@]}" -XX:AOTCacheOutput="$jar.$runtime.aot" -Xlog:cds=off -Xlog:aot=off "$@" >/dev/null 2>&1 </dev/null || true
}
# Before Java 25 a class-data archive is used only with the very class path it was dumped with,
# which an unpacked bundle never has (measured: 0 of 522 classes mapped): such a runtime ships
# none, and its base archive (--generate-cds-archive above) still covers the JDK's classes.
if [ "$feature" -ge 25 ]; then
    train_all
else
    say "note: Java $runtime runtime: no per-tool archives (they would not map in another folder; Java 25 makes relocatable AOT caches)"
fi
make_seed
tar_gz "$stage/full" "$out/$name-linux-x86_64.tar.gz"

# The editor packages, versioned by VERSION.
vsix=$(ls "$root"/vscode-extension/target/pdll-*.vsix 2>/dev/null | tail -1 || true)
if [ -z "$vsix" ] && [ "${PDLL_RELEASE_STRICT:-0}" = 1 ]; then
    say "building the .vsix (vscode-extension/build.sh)"
    PDLL_E2E=0 bash "$root/vscode-extension/build.sh"
    vsix=$(ls "$root"/vscode-extension/target/pdll-*.vsix 2>/dev/null | tail -1 || true)
    [ -n "$vsix" ] || die "vscode-extension/build.sh made no .vsix (packaging needs Node 20+)"
fi
# vsce names it by package.json's version: another version than VERSION would be mislabelled.
[ -z "$vsix" ] || [ "${vsix##*/}" = "pdll-$version.vsix" ] ||
    die "${vsix##*/} is not version $version: set \"version\" in vscode-extension/package.json to VERSION's"
if [ -n "$vsix" ]; then cp "$vsix" "$out/pdll-vscode-$version.vsix"; else say "note: no .vsix (vscode-extension builds it in verify; needs node/npm)"; fi
plugin=$(ls "$root"/intellij-plugin/target/pdll-intellij-*.zip 2>/dev/null | tail -1 || true)
if [ -n "$plugin" ]; then
    cp "$plugin" "$out/pdll-intellij-$version.zip"
elif [ "${PDLL_RELEASE_STRICT:-0}" = 1 ]; then
    die "intellij-plugin/target/pdll-intellij-*.zip is missing"
else
    say "note: no IntelliJ plugin zip"
fi

(cd "$out" && sha256sum -- * >SHA256SUMS)
rm -rf "$stage"
say "built in $(($(date +%s) - started)) s in $out:"
(cd "$out" && du -k -- * | while read -r kb f; do say "  $f  $((kb / 1024)).$((kb % 1024 * 10 / 1024)) MB"; done)
