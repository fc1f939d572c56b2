#!/usr/bin/env bash
# Builds and tests the VS Code extension, then packages target/pdll-<version>.vsix.
#   npm ci (package-lock.json; npm registry only) → tsc → grammar tests (vscode-tmgrammar-test)
#   → unit tests (node --test) → vsce package, bundling lsp-server/target/pdll-lsp.jar and
#   pdllc/target/pdllc.jar when they exist.
# Skips (exit 0, one message) without node/npm. Packaging needs Node >= 20 (@vscode/vsce 3.9.2);
# with Debian 12's Node 18 the build and tests run and packaging is skipped with a message.
# Env: PDLL_VSCODE_SKIP_INSTALL=1 reuses node_modules (no npm ci); PDLL_E2E=1 also runs e2e/run.sh,
# as does PDLL_TEST_MODE=long (set by Maven from -Dpdll.test.mode) unless PDLL_E2E=0.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
started=$(date +%s)
say() { printf 'vscode-extension: %s\n' "$*"; }

if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1; then
    say "skipped: node and npm not found (apt-get install nodejs npm)"
    exit 0
fi
node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 18 ]; then
    say "skipped: Node $(node --version) is too old (need 18+, 20+ to package); apt-get install nodejs npm from a newer source"
    exit 0
fi
version=$(node -p 'require("./package.json").version')

# No dependency needs an install script. npm 11 blocks them unless approved, and package.json's
# allowScripts denies the only one (@vscode/vsce-sign's postinstall: a signing binary that packaging
# does not use); --ignore-scripts gives older npm (Debian's npm 9) the same behaviour.
if [ "${PDLL_VSCODE_SKIP_INSTALL:-0}" != 1 ] || [ ! -d node_modules ]; then
    say "npm ci"
    npm ci --ignore-scripts --no-audit --no-fund --loglevel=error 2>&1 | grep -v 'Unknown user config "nodedir"' || true
    [ -x node_modules/.bin/tsc ] || { say "npm ci failed"; exit 1; }
fi

say "tsc"
rm -rf out
node_modules/.bin/tsc -p .

failed=0
say "grammar tests"
G=node_modules/tm-grammars/grammars
grammar_log=$(mktemp)
trap 'rm -f "$grammar_log"' EXIT
# cpp.json includes grammars (asm, glsl, ...) that are not loaded here: drop that notice
if node_modules/.bin/vscode-tmgrammar-test -g syntaxes/pdll.tmLanguage.json -g "$G/cpp.json" -g "$G/cpp-macro.json" \
        'test/grammar/*.pdll' >"$grammar_log" 2>&1 \
   && node_modules/.bin/vscode-tmgrammar-test -g syntaxes/tablegen.tmLanguage.json 'test/grammar/*.td' >>"$grammar_log" 2>&1; then
    :
else
    failed=1
fi
grep -v '^grammar not found for' "$grammar_log" || true
grammar_pass=$(grep -c 'run successfuly' "$grammar_log" || true)
grammar_fail=$(grep -c '^✖' "$grammar_log" || true)

say "unit tests"
unit_log=$(mktemp)
trap 'rm -f "$grammar_log" "$unit_log"' EXIT
if ! node --test --test-reporter=spec out/test/unit/*.test.js >"$unit_log" 2>&1; then failed=1; fi
cat "$unit_log"
unit_pass=$(sed -n 's/^ℹ pass \([0-9]*\)$/\1/p' "$unit_log" | tail -1)
unit_fail=$(sed -n 's/^ℹ fail \([0-9]*\)$/\1/p' "$unit_log" | tail -1)
say "grammar fixtures: ${grammar_pass} passed, ${grammar_fail} failed; unit tests: ${unit_pass:-0} passed, ${unit_fail:-?} failed"
echo "vscode: $(( grammar_pass + ${unit_pass:-0} )) passed, $(( grammar_fail + ${unit_fail:-0} )) failed"
if [ "$failed" != 0 ]; then
    say "tests failed"
    exit 1
fi

if [ "$node_major" -lt 20 ]; then
    say "packaging skipped: @vscode/vsce 3.9.2 needs Node 20+ (this is $(node --version)); build and tests passed"
    exit 0
fi
rm -rf server
mkdir -p server target
bundled=()
for jar in ../lsp-server/target/pdll-lsp.jar ../pdllc/target/pdllc.jar; do
    if [ -f "$jar" ]; then cp "$jar" server/; bundled+=("$(basename "$jar")"); fi
done
if [ ${#bundled[@]} -eq 0 ]; then rmdir server; fi
[ -f server/pdll-lsp.jar ] || say "note: ../lsp-server/target/pdll-lsp.jar is missing, the .vsix has no server (users set pdll.server.path or open a checkout with bin/pdll-lsp); build it with: mvn -q -DskipTests -pl lsp-server -am package"
vsix="target/pdll-${version}.vsix"
say "vsce package → $vsix (bundles: ${bundled[*]:-nothing})"
node_modules/.bin/vsce package --allow-missing-repository --skip-license --out "$vsix" 2>&1 \
    | grep -v -e 'Unknown user config "nodedir"' -e '^npm warn' || true
[ -f "$vsix" ] || { say "packaging failed"; exit 1; }
say "packaged in $(( $(date +%s) - started )) s: $vsix ($(du -k "$vsix" | cut -f1) KB)"
# The end-to-end test in code-server (minutes; installs code-server with PDLL_E2E_INSTALL=1) runs
# with PDLL_E2E=1 and in the long test mode (CI: mvn -Dpdll.test.mode=long verify), which also
# installs code-server into its cache when it is missing.
if [ "${PDLL_TEST_MODE:-}" = long ] && [ "${PDLL_E2E:-}" != 0 ]; then
    PDLL_E2E_INSTALL="${PDLL_E2E_INSTALL:-1}" bash e2e/run.sh
elif [ "${PDLL_E2E:-0}" = 1 ]; then
    bash e2e/run.sh
else
    say "end-to-end test in code-server not run (PDLL_E2E=1 ./build.sh, or bash e2e/run.sh)"
fi
say "done in $(( $(date +%s) - started )) s"
