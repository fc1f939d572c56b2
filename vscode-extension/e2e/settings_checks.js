// The e2e checks of the settings that shape the server and of living next to MLIR's extension:
//   databaseChecks: the server's command line carries pdll.server.additionalServerArgs and
//     pdll.tablegen.compilationDatabases (run.sh sets both), and the database takes effect
//     (workspace/db.td includes a file only the database's include dir holds).
//   coexistenceChecks: the stand-in for vscode-mlir (e2e/fake-vscode-mlir: same id, no code)
//     installed into the running code-server; with pdll.pdll.enable unset our server leaves
//     workspace/coexist.pdll alone (status bar, output, no process, no diagnostics), and
//     pdll.pdll.enable: true brings exactly one server and its diagnostics back.
// Env (run.sh): CS_PID (code-server), CS_ENTRY (its entry.js), CS_STATE (its state folder).
'use strict';
const cp = require('child_process');
const fs = require('fs');
const path = require('path');
const { record, poll, openFile, hoverMatching } = require('./ui');
const { serverProcesses, serverOutput } = require('./server_processes');

const state = () => process.env.CS_STATE;
const workspace = () => new URL(process.env.CS_URL).searchParams.get('folder');
const servers = () => serverProcesses(Number(process.env.CS_PID), process.env.PDLL_E2E_SERVER || undefined);
/** The servers of the workspace folder (one is right; a server for files outside it may run beside). */
const folderServers = () => servers().filter((p) => p.cwd === workspace());
const output = () => serverOutput(path.join(state(), 'ud', 'logs'));
const squigglesInActiveEditor = (page) =>
  page.locator('.editor-group-container.active .monaco-editor').first().locator('.squiggly-error').count();
const since = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

/** Adds `values` to the workspace's .vscode/settings.json (run.sh's program-naming settings stay: trust_checks.js). */
function writeWorkspaceSettings(values) {
  const file = path.join(workspace(), '.vscode', 'settings.json');
  const current = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ ...current, ...values }, null, 1));
}

/** The server's log lines saying it opened `file` (with --log=verbose: `opened file:///… v1`). */
function openedLines(file) {
  const uri = 'file://' + path.join(workspace(), file);
  return output().split('\n').filter((l) => l.includes(`opened ${uri} `));
}

async function databaseChecks(page) {
  if (process.env.PDLL_E2E_SERVER) {
    console.log('database checks skipped: PDLL_E2E_SERVER is set (run.sh gives our server\'s flags to our server only)');
    return;
  }
  await openFile(page, 'db.td');
  const db = path.join(workspace(), 'tgdb', 'tablegen_compile_commands.yml');
  // one server for the folder's .pdll and .td documents (sample.pdll is open too)
  const procs = await poll(async () => {
    const p = folderServers();
    return p.length === 1 ? p : undefined;
  }, 30000, 500) || folderServers();
  const argv = procs.length === 1 ? procs[0].argv : [];
  record('the server\'s command line carries pdll.server.additionalServerArgs and pdll.tablegen.compilationDatabases',
    argv.includes('--log=verbose') && argv.includes(`--tablegen-compilation-database=${db}`),
    `(${procs.length} server process(es) for the folder; ${argv.filter((a) => a.startsWith('--')).join(' ')})`
    + (procs.length === 1 ? '' : ` ${JSON.stringify(servers().map((p) => [p.pid, p.ppid, p.cwd, p.argv.slice(-4)]))}`));

  // HiddenBase comes from tgdb/inc/hidden_base.td, on db.td's include path only through the database
  const hover = await hoverMatching(page, 6, 6, /Secret = 42/);
  const squiggles = await squigglesInActiveEditor(page);
  record('a .td include resolved through the TableGen compilation database: hover shows the included class\'s field, no error',
    !!hover && squiggles === 0, `(${hover ? hover.split('\n').filter((l) => /Seven|Secret/.test(l)).join(' | ') : 'no hover'}; ${squiggles} error squiggle(s))`);
}

async function coexistenceChecks(page) {
  if (process.env.PDLL_E2E_SERVER) {
    console.log('coexistence checks skipped: PDLL_E2E_SERVER is set (they count our server\'s log lines)');
    return;
  }
  const t0 = Date.now();
  // installed into the running code-server, as a user would: the window picks it up without a reload
  cp.execFileSync(process.execPath, [process.env.CS_ENTRY, '--extensions-dir', path.join(state(), 'ext'),
    '--user-data-dir', path.join(state(), 'ud'), '--force', '--install-extension', path.join(state(), 'vscode-mlir-standin.vsix')],
  { stdio: 'pipe' });
  const left = await poll(async () => /\] pdll: left to the MLIR extension/.test(output()) || undefined, 60000, 500);
  record('vscode-mlir installed while running: the output says pdll is left to the MLIR extension', !!left, `(after ${since(t0)})`);

  await page.keyboard.press('Escape');
  await openFile(page, 'coexist.pdll');
  const opened = Date.now();
  const statusText = async () => (await page.locator('.part.statusbar').innerText()).replace(/\s+/g, ' ');
  const status = await poll(async () => {
    const t = await statusText();
    return /PDLL: pdll served by the MLIR extension/.test(t) ? t : undefined;
  }, 20000, 500);
  record('the status bar says the MLIR extension serves pdll', !!status,
    `(${(status || await statusText().catch(() => '')).match(/PDLL[^$]{0,60}/)?.[0] || 'no PDLL item'})`);

  // our server, when it runs, publishes this file's error within a few seconds: give it ten
  await page.waitForTimeout(Math.max(0, 10000 - (Date.now() - opened)));
  // no server at all: the one for files outside the folder (ArithOps.td) stopped too
  const quiet = { squiggles: await squigglesInActiveEditor(page), servers: servers().length, opened: openedLines('coexist.pdll').length };
  record('left to vscode-mlir: no server of ours runs and coexist.pdll gets no diagnostics in 10 s',
    quiet.squiggles === 0 && quiet.servers === 0 && quiet.opened === 0,
    `(${quiet.servers} server process(es), ${quiet.squiggles} error squiggle(s), opened by a server ${quiet.opened} time(s))`);

  // pdll.pdll.enable: true in the workspace settings (a user-scope true equal to the default
  // is removed by the Settings editor)
  const t1 = Date.now();
  writeWorkspaceSettings({ 'pdll.pdll.enable': true });
  const back = await poll(async () => {
    const n = await squigglesInActiveEditor(page);
    return n > 0 ? n : undefined;
  }, 60000, 500);
  const procs = folderServers();
  const opens = openedLines('coexist.pdll');
  record('pdll.pdll.enable true: diagnostics from exactly one server of ours', !!back && procs.length === 1 && opens.length === 1,
    `(after ${since(t1)}: ${back || 0} error squiggle(s), ${procs.length} server process(es) for the folder, ${servers().length} in all, opened by a server ${opens.length} time(s))`);
  const warned = /both start a server for pdll documents/.test(output());
  record('pdll.pdll.enable true next to vscode-mlir\'s mlir.pdll_enable: the output warns of two servers', warned, '');

  // what the docs advise instead: ours on and MLIR's off; still served, and no second server to warn of
  const t2 = Date.now();
  const warnings = () => (output().match(/both start a server for pdll documents/g) || []).length;
  const warnedBefore = warnings();
  writeWorkspaceSettings({ 'mlir.pdll_enable': false });
  // the clients restart: the new server opens coexist.pdll again
  const reopened = await poll(async () => (openedLines('coexist.pdll').length === 2 ? true : undefined), 60000, 500);
  const squiggles = await poll(async () => {
    const n = await squigglesInActiveEditor(page);
    return n > 0 ? n : undefined;
  }, 30000, 500);
  const decided = output().split('\n').filter((l) => /\[workspace\] pdll: /.test(l)).pop() || '';
  record('pdll.pdll.enable true and mlir.pdll_enable false: served by ours alone, no warning',
    !!reopened && !!squiggles && folderServers().length === 1 && warnings() === warnedBefore && /served by this extension \("pdll.pdll.enable" is on\.\)/.test(decided),
    `(after ${since(t2)}: ${squiggles || 0} error squiggle(s), ${folderServers().length} server process(es) for the folder; ${decided.replace(/^.*\] /, '')})`);
  console.log(`coexistence checks took ${since(t0)}`);
}

module.exports = { databaseChecks, coexistenceChecks };
