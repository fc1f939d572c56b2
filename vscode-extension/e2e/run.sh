#!/usr/bin/env bash
# End-to-end test of the packaged extension in a real VS Code: code-server 4.100.3 (VS Code
# 1.100.3 from the npm registry) driven by Debian's Chromium through playwright-core.
#   usage: e2e/run.sh        (after build.sh; run from anywhere)
# Skips with a message (exit 0) when the .vsix, the server jar (lsp-server/target/pdll-lsp.jar),
# chromium or code-server is missing. PDLL_E2E_INSTALL=1 installs code-server first with
# shared/tools/clients/install_code_server.sh (~2.5 min, 361 MB, cached in CS_DIR, default
# ~/.cache/pdll-code-server). Writes target/e2e/screenshot.png and target/e2e/state/ (logs).
# Everything listens on 127.0.0.1 only.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
EXT="$(dirname "$HERE")"
ROOT="$(dirname "$EXT")"
say() { printf 'vscode-e2e: %s\n' "$*"; }
version=$(node -p "require('$EXT/package.json').version")
VSIX="$EXT/target/pdll-$version.vsix"
CS_DIR="${CS_DIR:-$HOME/.cache/pdll-code-server}"
ENTRY="$CS_DIR/package/out/node/entry.js"
SHARED="${PDLL_SHARED_DIR:-$ROOT/../shared}"

[ -f "$VSIX" ] || { say "skipped: $VSIX is missing (run build.sh first)"; exit 0; }
command -v chromium >/dev/null 2>&1 || { say "skipped: chromium not found (apt-get install chromium)"; exit 0; }
# PDLL_E2E_SERVER=/usr/bin/mlir-pdll-lsp-server-22 runs the same checks with another server
# (pdll.server.path), e.g. to validate this harness against the reference server.
if [ -z "${PDLL_E2E_SERVER:-}" ]; then
    JAR="$ROOT/lsp-server/target/pdll-lsp.jar"
    [ -f "$JAR" ] || { say "skipped: $JAR is missing (mvn -q -DskipTests -pl lsp-server -am package, then build.sh)"; exit 0; }
    node -e "process.exit(require('fs').readFileSync(process.argv[1]).includes('extension/server/pdll-lsp.jar') ? 0 : 1)" "$VSIX" ||
        { say "skipped: $VSIX has no bundled server jar (run build.sh after building lsp-server)"; exit 0; }
    if ! node "$HERE/lsp_ping.js" java -jar "$JAR" >/dev/null 2>&1; then
        say "skipped: $JAR does not answer an LSP initialize request (the language server is not ready yet): node $HERE/lsp_ping.js java -jar $JAR"
        exit 0
    fi
fi
node -e "process.exit(require('fs').readFileSync(process.argv[1]).includes('extension/server/pdll-lsp.jar') ? 0 : 1)" "$VSIX" || { say "skipped: $VSIX has no bundled server jar (run build.sh after building lsp-server)"; exit 0; }
if [ ! -f "$ENTRY" ]; then
    if [ "${PDLL_E2E_INSTALL:-0}" = 1 ] && [ -f "$SHARED/tools/clients/install_code_server.sh" ]; then
        say "installing code-server into $CS_DIR"
        bash "$SHARED/tools/clients/install_code_server.sh" "$CS_DIR" >"$EXT/target/code-server-install.log" 2>&1 \
            || { say "code-server install failed, log: $EXT/target/code-server-install.log"; exit 1; }
    else
        say "skipped: code-server not installed at $CS_DIR (PDLL_E2E_INSTALL=1 installs it with shared/tools/clients/install_code_server.sh)"
        exit 0
    fi
fi
if [ ! -d "$HERE/node_modules/playwright-core" ]; then
    (cd "$HERE" && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error 2>&1 | grep -v 'nodedir' || true)
fi

OUT="$EXT/target/e2e"
rm -rf "$OUT"
mkdir -p "$OUT/state/ud/User"
cp -r "$HERE/workspace" "$OUT/workspace"
# The TableGen compilation database of db.td (pdll.tablegen.compilationDatabases below): its include
# dir tgdb/inc is on db.td's include path only through this file, which needs absolute paths.
cat >"$OUT/workspace/tgdb/tablegen_compile_commands.yml" <<YAML
--- !FileInfo:
  filepath: "$OUT/workspace/db.td"
  includes: "$OUT/workspace/tgdb/inc"
YAML
# A workspace that names its own programs (issue 33, finding 10): .vscode/settings.json points the
# four executable-path settings at scripts that leave a file in $MARKERS when run. They are
# machine-scoped, so VS Code ignores them and every check below runs our real server, pdllc and
# mlir-opt; trust_checks.js checks at the end that no marker ran. The untrusted workspace (a second
# code-server with workspace trust on) gets the same file plus a flag for the server.
MARKERS="$OUT/markers"
mkdir -p "$MARKERS/java-home/bin"
for m in server compiler mlir-opt java-home/bin/java; do
    printf '#!/bin/sh\ntouch "%s/ran-$(basename "%s")"\nexit 1\n' "$MARKERS" "$m" >"$MARKERS/$m"
    chmod +x "$MARKERS/$m"
done
hostile_settings() {
    node -e 'const [m, flag] = process.argv.slice(1); const s = {"pdll.server.path": m + "/server",
        "pdll.java.home": m + "/java-home", "pdll.compiler.path": m + "/compiler", "pdll.run.mlirOpt": m + "/mlir-opt"};
        if (flag) s["pdll.server.additionalServerArgs"] = [flag];
        console.log(JSON.stringify(s, null, 1))' "$MARKERS" "${1:-}"
}
mkdir -p "$OUT/workspace/.vscode" "$OUT/untrusted/.vscode"
hostile_settings >"$OUT/workspace/.vscode/settings.json"
hostile_settings --marker-flag-from-workspace >"$OUT/untrusted/.vscode/settings.json"
cp "$HERE/workspace/sample.pdll" "$OUT/untrusted/hostile.pdll"
printf 'Pattern Broken { let = ; }\n' >>"$OUT/untrusted/hostile.pdll"
# MLIR's extension's stand-in (same id, languages and switches, no code): vscode_e2e.js installs it
# into the running code-server for the coexistence checks, at the end of the run.
(cd "$HERE/fake-vscode-mlir" && "$EXT/node_modules/.bin/vsce" package --no-dependencies --allow-missing-repository --skip-license \
    --out "$OUT/state/vscode-mlir-standin.vsix" >"$OUT/state/standin-package.log" 2>&1) \
    || { cat "$OUT/state/standin-package.log"; say "packaging the vscode-mlir stand-in failed"; exit 1; }
export XDG_CONFIG_HOME="$OUT/state/config" XDG_DATA_HOME="$OUT/state/data"
node "$ENTRY" --extensions-dir "$OUT/state/ext" --user-data-dir "$OUT/state/ud" --install-extension "$VSIX" --force \
    >"$OUT/state/install.log" 2>&1 || { cat "$OUT/state/install.log"; say "installing the .vsix failed"; exit 1; }
cat >"$OUT/state/ud/User/settings.json" <<'JSON'
{"workbench.startupEditor":"none","security.workspace.trust.enabled":false,"telemetry.telemetryLevel":"off",
 "update.mode":"none","extensions.autoCheckUpdates":false,"workbench.tips.enabled":false,
 "editor.quickSuggestions":{"other":true,"comments":false,"strings":false},"editor.hover.delay":100,
 "editor.wordBasedSuggestions":"off"}
JSON
if [ -z "${PDLL_E2E_SERVER:-}" ]; then
    # our server's own flags, checked on its command line; --log=verbose puts its log of each
    # opened document in the output channel (the coexistence checks count them)
    node -e 'const f=process.argv[1],s=JSON.parse(require("fs").readFileSync(f,"utf8"));
        s["pdll.server.additionalServerArgs"]=["--log=verbose"];
        s["pdll.tablegen.compilationDatabases"]=["${workspaceFolder}/tgdb/tablegen_compile_commands.yml"];
        require("fs").writeFileSync(f,JSON.stringify(s))' "$OUT/state/ud/User/settings.json"
else
    # pdll.server.path is machine-scoped: in code-server (a remote window) VS Code reads it from the
    # remote settings (Machine/settings.json), not from User/settings.json
    mkdir -p "$OUT/state/ud/Machine"
    node -e 'console.log(JSON.stringify({"pdll.server.path": process.argv[1]}))' "$PDLL_E2E_SERVER" >"$OUT/state/ud/Machine/settings.json"
    say "server: $PDLL_E2E_SERVER (pdll.server.path)"
fi
# The untrusted window's user data: workspace trust on, no prompt (the folder opens in Restricted Mode)
mkdir -p "$OUT/state-untrusted/ud/User"
node -e 'const s=JSON.parse(require("fs").readFileSync(process.argv[1],"utf8"));
    delete s["pdll.server.additionalServerArgs"]; delete s["pdll.tablegen.compilationDatabases"];
    Object.assign(s, {"security.workspace.trust.enabled": true, "security.workspace.trust.startupPrompt": "never",
        "security.workspace.trust.banner": "never", "security.workspace.trust.emptyWindow": false});
    console.log(JSON.stringify(s))' "$OUT/state/ud/User/settings.json" >"$OUT/state-untrusted/ud/User/settings.json"
if [ -f "$OUT/state/ud/Machine/settings.json" ]; then cp -r "$OUT/state/ud/Machine" "$OUT/state-untrusted/ud/"; fi
PORT="${PORT:-$(( 18100 + RANDOM % 800 ))}"
node "$ENTRY" --auth none --bind-addr "127.0.0.1:$PORT" --disable-telemetry --disable-update-check \
    --disable-workspace-trust --extensions-dir "$OUT/state/ext" --user-data-dir "$OUT/state/ud" \
    "$OUT/workspace" >"$OUT/state/server.log" 2>&1 &
CS_PID=$!
# the second one, with workspace trust on (the default), for the untrusted workspace
PORT2=$(( PORT + 1 ))
node "$ENTRY" --auth none --bind-addr "127.0.0.1:$PORT2" --disable-telemetry --disable-update-check \
    --extensions-dir "$OUT/state/ext" --user-data-dir "$OUT/state-untrusted/ud" \
    "$OUT/untrusted" >"$OUT/state-untrusted/server.log" 2>&1 &
CS2_PID=$!
trap 'kill "$CS_PID" "$CS2_PID" 2>/dev/null || true' EXIT
for _ in $(seq 1 100); do curl -s -o /dev/null "http://127.0.0.1:$PORT/healthz" && break; sleep 0.2; done
say "code-server on 127.0.0.1:$PORT (pid $CS_PID), workspace $OUT/workspace; with workspace trust on 127.0.0.1:$PORT2 (pid $CS2_PID), $OUT/untrusted"
rc=0
CS_URL="http://127.0.0.1:$PORT/?folder=$OUT/workspace" CS_SHOT="$OUT/screenshot.png" CS_PID="$CS_PID" \
    CS_ENTRY="$ENTRY" CS_STATE="$OUT/state" CS_MARKERS="$MARKERS" \
    CS_UNTRUSTED_URL="http://127.0.0.1:$PORT2/?folder=$OUT/untrusted" CS_UNTRUSTED_PID="$CS2_PID" \
    CS_UNTRUSTED_STATE="$OUT/state-untrusted" \
    node "$HERE/vscode_e2e.js" || rc=$?
say "screenshot: $OUT/screenshot.png, logs: $OUT/state/ud/logs"
exit $rc
