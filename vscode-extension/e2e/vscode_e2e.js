// Drives code-server (VS Code 1.100) in headless Chromium with the PDLL extension installed
// (run.sh does the installing and starting). Env: CS_URL, CS_SHOT (screenshot path); CS_PID,
// CS_ENTRY, CS_STATE for settings_checks.js.
// Checks, in order, on workspace/sample.pdll (which includes ArithOps.td):
//   language mode, hover on op<arith.addi>, PDLL: Show PDL IR output, PDLL: Run patterns on MLIR
//   file… on sample_input.mlir (the rewritten IR beside, an error typed into the input in the
//   Problems panel and gone once the line is deleted), completion after `op<arith.`, a
//   deliberately wrong line → squiggle + Problems entry; then on workspace/sample.td (tablegenChecks):
//   language mode, hover with an evaluated field, TableGen: Show records, completion after `:`, a
//   wrong line → squiggle + Problems entry, and with pdll.tablegen.enable turned off (Settings
//   editor) its error gone. Before those, on workspace/drr.td (drrChecks): hover with the benefit,
//   PDLL: Convert DRR to PDLL writing drr.pdll; then on workspace/db.td (settings_checks.js:
//   databaseChecks) the server's command line and the TableGen compilation database. Last
//   (coexistenceChecks), a stand-in for MLIR's extension installed into the running code-server:
//   workspace/coexist.pdll left to it, then served again with pdll.pdll.enable: true. Before that,
//   trust_checks.js: an untrusted workspace in a second code-server (Restricted Mode); after it, no
//   marker program named by the workspace's .vscode/settings.json ran.
// Prints one `check <name>: ok|FAILED <detail>` line per check and `e2e: N passed, N failed`.
'use strict';
const { chromium } = require('playwright-core');

const { results, record, poll, runCommand, runExactCommand, goTo, viewTexts, openFile, hoverMatching } = require('./ui');
const { databaseChecks, coexistenceChecks } = require('./settings_checks');
const { markerChecks, untrustedChecks } = require('./trust_checks');

/**
 * workspace/drr.td (DRR patterns): hover on the pattern's name shows its benefit, then PDLL:
 * Convert DRR to PDLL (cursor outside the pattern: the whole file) writes drr.pdll beside it on
 * disk, with the pattern, and opens it.
 */
async function drrChecks(page) {
  await openFile(page, 'drr.td');
  const hover = await hoverMatching(page, 6, 8, /benefit 2 \(2 ops matched \+ 0 added\)/);
  record('hover on a DRR pattern shows its benefit', !!hover, hover ? `(${hover.split('\n').filter((l) => /benefit|\$x/.test(l)).join(' | ')})` : '');

  const folder = new URL(process.env.CS_URL).searchParams.get('folder');
  const target = require('path').join(folder, 'drr.pdll');
  await goTo(page, 1, 1);
  await runExactCommand(page, 'PDLL: Convert DRR to PDLL');
  const written = await poll(async () => {
    const t = require('fs').existsSync(target) ? require('fs').readFileSync(target, 'utf8') : '';
    return /Pattern ExtSIOfExtUI with benefit\(2\) \{/.test(t) ? t : undefined;
  }, 60000, 1000);
  const tabs = (await page.locator('.tab').allInnerTexts()).map((t) => t.trim());
  if (!written && process.env.CS_SHOT) await page.screenshot({ path: process.env.CS_SHOT.replace(/\.png$/, '-drr-failed.png') }).catch(() => undefined);
  record('Convert DRR to PDLL writes drr.pdll with the pattern', !!written && tabs.some((t) => /^drr\.pdll/.test(t)),
    `(tabs: ${tabs.join(', ')}; ${written ? written.split('\n')[0] : 'not written'})`);
}

/**
 * workspace/sample.td, served by the same server (pdll.tablegen.enable defaults on): language mode,
 * hover with an evaluated field, TableGen: Show records (both scopes), completion of a class name
 * after `:`, a wrong line → squiggle + Problems entry.
 */
async function tablegenChecks(page) {
  await openFile(page, 'sample.td');
  const mode = await poll(async () => {
    const t = (await page.locator('[id="status.editor.mode"]').innerText()).trim();
    return t === 'TableGen' ? t : undefined;
  }, 20000);
  record('language mode is TableGen', mode === 'TableGen', `(${mode})`);

  // Hover on Four (line 7): the evaluated record, Double = 8 (no text of the file says 8).
  const hover = await hoverMatching(page, 7, 6, /Double = 8/);
  record('hover on a def shows an evaluated field', !!hover, hover ? `(${hover.split('\n').filter((l) => /Four|Double/.test(l)).join(' | ')})` : '');

  // TableGen: Show records (the whole closure) and ... of this file: views beside with def Four.
  for (const [title, tab] of [['TableGen: Show records', 'sample.td.records'], ['TableGen: Show records of this file', 'sample.td.document.records']]) {
    await page.locator('.tab', { hasText: /^\s*sample\.td\s*$/ }).first().click().catch(() => undefined);
    await runExactCommand(page, title);
    // wait for the view's own tab: the other scope's view, still open, has the same text
    const records = await poll(async () => {
      if (!(await page.locator('.tab').allInnerTexts()).some((t) => t.trim() === tab)) return undefined;
      return (await viewTexts(page)).find((t) => /def Four \{/.test(t) && /Double = 8;/.test(t));
    }, 60000, 1000);
    const tabs = (await page.locator('.tab').allInnerTexts()).map((t) => t.trim());
    const toasts = records ? '' : (await page.locator('.notifications-toasts').allInnerTexts().catch(() => [])).join(' ').replace(/\s+/g, ' ');
    if (!records && process.env.CS_SHOT) await page.screenshot({ path: process.env.CS_SHOT.replace(/\.png$/, '-records-failed.png') }).catch(() => undefined);
    record(`${title} shows the evaluated records`, !!records && tabs.includes(tab), `(tabs: ${tabs.join(', ')}${toasts ? `; notifications: ${toasts}` : ''})`);
  }
  if (process.env.CS_SHOT) {
    await page.screenshot({ path: process.env.CS_SHOT.replace(/\.png$/, '-records.png') }).catch(() => undefined);
  }

  // Completion after `def Five : ` lists the class Base.
  await page.locator('.tab', { hasText: /^\s*sample\.td\s*$/ }).first().click();
  await goTo(page, 7, 1);
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('def Five : ', { delay: 40 });
  const items = await poll(async () => {
    let rows = await page.locator('.suggest-widget .monaco-list-row').allInnerTexts();
    if (!rows.some((r) => /\bBase\b/.test(r))) {
      await page.keyboard.press('Control+Space');
      await page.waitForTimeout(1500);
      rows = await page.locator('.suggest-widget .monaco-list-row').allInnerTexts();
    }
    return rows.some((r) => /\bBase\b/.test(r)) ? rows : undefined;
  }, 30000, 1000);
  record('completion after `:` lists the class Base', !!items, items ? `(${items.map((r) => r.split('\n')[0]).join(', ')})` : '');
  await page.keyboard.press('Escape');
  await page.keyboard.type('Base<5>;', { delay: 20 });

  // A wrong line: a squiggle in this editor and a Problems entry naming the missing class.
  await page.keyboard.press('Enter');
  await page.keyboard.type('def Bad : Missing;', { delay: 20 });
  const active = page.locator('.editor-group-container.active .monaco-editor').first();
  const squiggles = await poll(async () => {
    const n = await active.locator('.squiggly-error').count();
    return n > 0 ? n : undefined;
  }, 30000);
  record('a wrong .td line shows an error squiggle', !!squiggles, `(${squiggles || 0})`);
  await page.keyboard.press('Control+Shift+M');
  const problem = await poll(async () => {
    const rows = await page.locator('.markers-panel .monaco-list-row').allInnerTexts();
    return rows.find((r) => /Missing/.test(r));
  }, 30000, 1000);
  record('the Problems panel lists the .td error', !!problem, problem ? `(${problem.replace(/\s+/g, ' ')})` : '');

  // pdll.tablegen.enable off, in the Settings editor (a write to the settings file is not seen
  // in time here): the clients restart without claiming .td documents, so the server's .td error
  // leaves the Problems panel.
  await runExactCommand(page, 'Preferences: Open Settings (UI)');
  const search = page.locator('.settings-editor .suggest-input-container textarea, .settings-editor .search-container textarea').first();
  await search.waitFor({ timeout: 15000 });
  await search.fill('pdll.tablegen.enable');
  const box = page.locator('.settings-editor .setting-value-checkbox').first();
  await box.waitFor({ timeout: 15000 });
  await page.waitForTimeout(1000);
  // the click lands before the checkbox is live now and then: click until it reads unchecked
  const unchecked = await poll(async () => {
    if ((await box.getAttribute('aria-checked')) === 'false') return true;
    await box.click();
    await page.waitForTimeout(500);
    return (await box.getAttribute('aria-checked')) === 'false';
  }, 15000, 1000);
  await page.keyboard.press('Control+Shift+M');
  let rows = [];
  const gone = await poll(async () => {
    rows = await page.locator('.markers-panel .monaco-list-row').allInnerTexts();
    // the panel still lists sample.pdll's problems (pdllc's stay; the PDLL client's come back
    // after its restart), so it is not merely hidden; which errors depends on what completion
    // left typed, so only the file is matched
    return rows.some((r) => /sample\.pdll/.test(r)) && !rows.some((r) => /Missing/.test(r)) ? rows : undefined;
  }, 45000, 1000);
  const shown = (gone || rows).map((r) => r.replace(/\s+/g, ' ')).join(' / ').slice(0, 200);
  if (!gone && process.env.CS_SHOT) await page.screenshot({ path: process.env.CS_SHOT.replace(/\.png$/, '-setting-failed.png') }).catch(() => undefined);
  record('pdll.tablegen.enable off: the .td document is no longer served', !!gone,
    `(setting unchecked: ${!!unchecked}; Problems: ${shown})`);
}

const started = Date.now();
/** Runs one group of checks; a throw fails it as `<name> driver`. Says when each group starts. */
async function phase(name, fn) {
  console.log(`${name} checks from ${((Date.now() - started) / 1000).toFixed(0)} s`);
  try {
    await fn();
  } catch (e) {
    record(`${name} driver`, false, String(e && e.stack || e));
  }
}

(async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium', headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  try {
    await page.goto(process.env.CS_URL, { waitUntil: 'domcontentloaded' });
    await page.waitForSelector('.monaco-workbench', { timeout: 90000 });
    await page.waitForTimeout(3000);

    // Open sample.pdll through Quick Open.
    const opened = await poll(async () => {
      await page.keyboard.press('Control+P');
      await page.locator('.quick-input-widget input').fill('sample.pdll');
      await page.waitForTimeout(1200);
      await page.keyboard.press('Enter');
      await page.locator('.monaco-editor .view-lines').first().waitFor({ timeout: 10000 });
      const tab = await page.locator('.tab.active').innerText();
      return tab.includes('sample.pdll');
    }, 60000, 1000);
    if (!opened) throw new Error('could not open sample.pdll');

    const mode = await poll(async () => {
      const t = (await page.locator('[id="status.editor.mode"]').innerText()).trim();
      return t === 'PDLL' ? t : undefined;
    }, 20000);
    record('language mode is PDLL', mode === 'PDLL', `(${mode})`);

    // Hover on `addi` of op<arith.addi> (line 6); the server may still be starting: retry.
    const editor = page.locator('.monaco-editor').first();
    const hover = await hoverMatching(page, 6, 24, /integer addition operation/,
      { timeoutMs: 90000, before: () => editor.click({ position: { x: 300, y: 10 } }) });
    record('hover on an op shows its summary', !!hover, hover ? `(${hover.split('\n').slice(0, 3).join(' | ')})` : '');

    // PDLL: Show PDL IR output → an editor beside with pdl.pattern.
    await runCommand(page, 'PDLL: Show PDL IR output');
    const ir = await poll(async () => {
      const texts = await page.locator('.monaco-editor .view-lines').allInnerTexts();
      return texts.find((t) => t.includes('pdl.pattern'));
    }, 60000);
    const tabs = await page.locator('.tab').allInnerTexts();
    record('Show PDL IR opens an editor with pdl.pattern', !!ir && tabs.some((t) => t.includes('sample.pdll.mlir')),
      `(tabs: ${tabs.map((t) => t.trim()).join(', ')})`);

    if (process.env.CS_SHOT) {
      await page.screenshot({ path: process.env.CS_SHOT.replace(/\.png$/, '-output.png') }).catch(() => undefined);
    }

    // PDLL: Run patterns on MLIR file… → pick sample_input.mlir → the rewritten IR beside (AddZero
    // replaced the addition: the function returns its argument). The first run may compile the
    // shared pass plugin (about 7 s; g++ and libmlir-22-dev).
    await page.locator('.tab', { hasText: /^sample\.pdll$/ }).first().click().catch(() => undefined);
    await page.locator('.tab', { hasText: 'sample.pdll' }).first().click();
    await runCommand(page, 'PDLL: Run patterns on MLIR file');
    const pick = page.locator('.quick-input-widget input');
    await pick.waitFor({ timeout: 10000 });
    await page.waitForTimeout(800);
    await pick.fill('sample_input');
    await page.waitForTimeout(1000);
    await page.keyboard.press('Enter');
    const rewritten = await poll(async () => {
      const texts = await page.locator('.monaco-editor .view-lines').allInnerTexts();
      return texts.map((t) => t.replace(/\u00a0/g, ' ')).find((t) => /func\.func @add_zero/.test(t) && /return %arg0/.test(t)
        && !/arith\.addi/.test(t));
    }, 90000, 1000);
    const runTabs = await page.locator('.tab').allInnerTexts();
    record('Run patterns shows the rewritten IR beside', !!rewritten && runTabs.some((t) => t.includes('sample_input.after-sample.mlir')),
      `(${rewritten ? rewritten.split('\n').filter((l) => /return/.test(l)).join(' ').trim() : 'no rewritten IR'}; tabs: ${runTabs.map((t) => t.trim()).join(', ')})`);
    if (process.env.CS_SHOT) {
      await page.screenshot({ path: process.env.CS_SHOT.replace(/\.png$/, '-run.png') }).catch(() => undefined);
    }

    // An error typed into the input: the view refreshes and the Problems panel lists mlir-opt's
    // error (collection pdll-run); deleting the line clears it.
    const inputOpened = await poll(async () => {
      await page.keyboard.press('Control+P');
      await page.locator('.quick-input-widget input').fill('sample_input.mlir');
      await page.waitForTimeout(1200);
      await page.keyboard.press('Enter');
      await page.waitForTimeout(500);
      // one active tab per editor group
      return (await page.locator('.tab.active').allInnerTexts()).some((t) => t.includes('sample_input.mlir'));
    }, 30000, 1000);
    if (!inputOpened) throw new Error('could not open sample_input.mlir');
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('func.func @bad() { %1 = arith.addi %nope, %nope : i32 }', { delay: 10 });
    await page.keyboard.press('Control+Shift+M');
    const runProblem = await poll(async () => {
      const rows = await page.locator('.markers-panel .monaco-list-row').allInnerTexts();
      return rows.find((r) => /undeclared SSA value/.test(r) && /pdll-run/.test(r));
    }, 60000, 1000);
    record('Run patterns puts an input error in Problems', !!runProblem, runProblem ? `(${runProblem.replace(/\s+/g, ' ')})` : '');
    await page.locator('.tab', { hasText: 'sample_input.mlir' }).first().click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+End');
    await page.keyboard.press('Delete');
    await page.keyboard.press('Backspace');
    const cleared = await poll(async () => {
      const rows = await page.locator('.markers-panel .monaco-list-row').allInnerTexts();
      return rows.some((r) => /undeclared SSA value/.test(r)) ? undefined : true;
    }, 60000, 1000);
    record('the run\'s problem is gone once the input is fixed', !!cleared, '');

    // Back to the source; completion after `op<arith.` lists addi.
    await page.locator('.tab', { hasText: /^sample\.pdll$/ }).first().click().catch(() => undefined);
    await page.locator('.tab', { hasText: 'sample.pdll' }).first().click();
    await editor.click({ position: { x: 300, y: 10 } });
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Pattern Typed { let t = op<arith.', { delay: 40 });
    // editor.wordBasedSuggestions is off (run.sh), so every row comes from the server; the list
    // is virtualised (only visible rows exist), so narrow it with "ad" when addi is not in view.
    let narrowed = false;
    const items = await poll(async () => {
      let rows = await page.locator('.suggest-widget .monaco-list-row').allInnerTexts();
      if (rows.length === 0) {
        await page.keyboard.press('Control+Space');
        await page.waitForTimeout(1500);
        rows = await page.locator('.suggest-widget .monaco-list-row').allInnerTexts();
      }
      if (rows.length > 0 && !rows.some((r) => /\baddi\b/.test(r)) && !narrowed) {
        narrowed = true;
        await page.keyboard.type('ad', { delay: 80 });
        await page.waitForTimeout(1000);
        rows = await page.locator('.suggest-widget .monaco-list-row').allInnerTexts();
      }
      return rows.some((r) => /\baddi\b/.test(r)) ? rows : undefined;
    }, 30000, 1000);
    record('completion after op<arith. lists addi', !!items, items ? `(${items.length} rows, e.g. ${items.slice(0, 4).map((r) => r.split('\n')[0]).join(', ')})` : '');
    await page.keyboard.press('Escape');

    // A deliberately wrong line: squiggle and a Problems entry.
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('let = wrong;', { delay: 20 });
    const squiggles = await poll(async () => {
      const n = await page.locator('.squiggly-error').count();
      return n > 0 ? n : undefined;
    }, 30000);
    record('a wrong line shows an error squiggle', !!squiggles, `(${squiggles || 0})`);
    await page.keyboard.press('Control+Shift+M');
    const problems = await poll(async () => {
      const rows = await page.locator('.markers-panel .monaco-list-row').allInnerTexts();
      return rows.length > 0 ? rows : undefined;
    }, 15000);
    record('the Problems panel lists it', !!problems, problems ? `(${problems.map((r) => r.replace(/\s+/g, ' ')).join(' / ').slice(0, 200)})` : '');

    // Auto-closing: typing `[{` in a native code block gives `[{}]` (the `[{`/`}]` pair of
    // language-configuration.json must not double the bracket).
    await page.keyboard.press('Escape');
    await editor.click({ position: { x: 300, y: 10 } });
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Home');
    await page.keyboard.type('Constraint C() [{', { delay: 60 });
    await page.waitForTimeout(500);
    const lines = await page.locator('.monaco-editor').first().locator('.view-line').allInnerTexts();
    const typed = lines.map((l) => l.replace(/\u00a0/g, ' ')).find((l) => l.includes('Constraint C()')) || '';
    record('typing [{ auto-closes with }]', /\[\{\}\]\s*$/.test(typed), `(${JSON.stringify(typed.trim())})`);

    // PDLL: Compile current file: saves, runs the bundled pdllc, diagnostics in Problems (source pdllc).
    await page.keyboard.press('Escape');
    await runCommand(page, 'PDLL: Compile current file');
    // the command shows the "PDLL Compiler" output; wait for the exit line, then open Problems
    await poll(async () => (await page.locator('.monaco-workbench .part.panel').innerText()).includes('[exit'), 60000, 1000);
    await page.keyboard.press('Control+Shift+M');
    const compiled = await poll(async () => {
      const rows = await page.locator('.markers-panel .monaco-list-row').allInnerTexts();
      return rows.find((r) => /pdllc/.test(r));
    }, 60000, 1000);
    record('Compile current file puts pdllc errors in Problems', !!compiled, compiled ? `(${compiled.replace(/\s+/g, ' ')})` : '');
  } catch (e) {
    record('driver', false, String(e && e.stack || e));
  }
  await phase('drr', () => drrChecks(page));
  await phase('database', () => databaseChecks(page));
  await phase('tablegen', () => tablegenChecks(page));
  await phase('untrusted', () => untrustedChecks(browser));
  try {
    await phase('coexistence', () => coexistenceChecks(page));
    await phase('markers', async () => markerChecks());
  } finally {
    if (process.env.CS_SHOT) await page.screenshot({ path: process.env.CS_SHOT }).catch(() => undefined);
    await browser.close();
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`e2e: ${results.length - failed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
})();
