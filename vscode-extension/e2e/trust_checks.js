// The e2e checks of what a workspace may decide (issue 33, finding 10). run.sh gives both
// workspaces a .vscode/settings.json that points pdll.server.path, pdll.java.home,
// pdll.compiler.path and pdll.run.mlirOpt at marker scripts (each leaves ran-<name> in CS_MARKERS
// when run):
//   markerChecks (main window, workspace trust off as in every other check): after all the other
//     checks (the server served, Compile and Run patterns ran) no marker ran.
//   untrustedChecks (a second code-server with workspace trust on, CS_UNTRUSTED_URL): the folder
//     opens in Restricted Mode; hostile.pdll still gets diagnostics from the bundled server, whose
//     command line lacks the workspace's pdll.server.additionalServerArgs (restricted), and the
//     palette offers no PDLL: Run patterns (enablement: isWorkspaceTrusted) while it offers
//     PDLL: Show PDL IR output.
'use strict';
const fs = require('fs');
const path = require('path');
const { record, poll, openPalette, openFile } = require('./ui');
const { serverProcesses } = require('./server_processes');

const markersRan = () => fs.readdirSync(process.env.CS_MARKERS).filter((n) => n.startsWith('ran-'));
const since = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

function markerChecks() {
  const settingsFile = path.join(new URL(process.env.CS_URL).searchParams.get('folder'), '.vscode', 'settings.json');
  const named = Object.keys(JSON.parse(fs.readFileSync(settingsFile, 'utf8')))
    .filter((k) => ['pdll.server.path', 'pdll.java.home', 'pdll.compiler.path', 'pdll.run.mlirOpt'].includes(k));
  const ran = markersRan();
  record('a workspace\'s .vscode/settings.json naming four programs: none ran (machine-scoped), our server, pdllc and mlir-opt did',
    named.length === 4 && ran.length === 0, `(${named.length} program settings in the workspace file; ran: ${ran.join(', ') || 'none'})`);
}

/** The labels of the palette's rows for `text` (an empty list when nothing matches). */
async function paletteRows(page, text) {
  await openPalette(page, text);
  const rows = await page.locator('.quick-input-list .monaco-list-row').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') || ''));
  await page.keyboard.press('Escape');
  return rows;
}

async function untrustedChecks(browser) {
  const t0 = Date.now();
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  try {
    await page.goto(process.env.CS_UNTRUSTED_URL, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('.monaco-workbench', { timeout: 90000 });
    await page.waitForTimeout(2000);
    const restricted = await poll(async () => /Restricted Mode/.test(await page.locator('.part.statusbar').innerText()) || undefined, 20000, 500);
    await openFile(page, 'hostile.pdll');
    const squiggles = await poll(async () => {
      const n = await page.locator('.editor-group-container.active .monaco-editor').first().locator('.squiggly-error').count();
      return n > 0 ? n : undefined;
    }, 60000, 500);
    const procs = serverProcesses(Number(process.env.CS_UNTRUSTED_PID));
    const argv = procs.length === 1 ? procs[0].argv : [];
    record('untrusted workspace (Restricted Mode): the bundled server serves hostile.pdll, without the workspace\'s server flag',
      !!restricted && !!squiggles && procs.length === 1 && !argv.includes('--marker-flag-from-workspace'),
      `(restricted mode ${restricted ? 'shown' : 'not shown'}; ${squiggles || 0} error squiggle(s); ${procs.length} server process(es): ${argv.slice(-3).join(' ')})`);
    const run = await paletteRows(page, '>PDLL: Run patterns');
    const show = await paletteRows(page, '>PDLL: Show PDL IR');
    record('untrusted workspace: the palette offers no PDLL: Run patterns, still PDLL: Show PDL IR output',
      !run.some((r) => /Run patterns/.test(r)) && show.some((r) => /Show PDL IR output/.test(r)),
      `(run: ${JSON.stringify(run)}; show: ${JSON.stringify(show)})`);
    const ran = markersRan();
    record('untrusted workspace: no program its settings name ran', ran.length === 0, `(ran: ${ran.join(', ') || 'none'})`);
    if (process.env.CS_SHOT) await page.screenshot({ path: process.env.CS_SHOT.replace(/\.png$/, '-untrusted.png') }).catch(() => undefined);
  } finally {
    await page.close();
  }
  console.log(`untrusted checks took ${since(t0)}`);
}

module.exports = { markerChecks, untrustedChecks };
