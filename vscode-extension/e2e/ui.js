// The e2e test's driving helpers: results, polling, the command palette, Quick Open, hovers.
'use strict';

const results = [];
function record(name, ok, detail) {
  results.push({ name, ok });
  console.log(`check ${name}: ${ok ? 'ok' : 'FAILED'}${detail ? ' ' + detail : ''}`);
}

async function poll(fn, timeoutMs, stepMs = 500) {
  const end = Date.now() + timeoutMs;
  let last;
  while (Date.now() < end) {
    last = await fn().catch(() => undefined);
    if (last) return last;
    await new Promise((r) => setTimeout(r, stepMs));
  }
  return last;
}

/**
 * Opens the command palette with `text` typed in it. F1 now and then leaves the palette closed,
 * or it closes again at once, while focus is still moving to an editor opened beside: open it and
 * type until both hold.
 */
async function openPalette(page, text) {
  const input = page.locator('.quick-input-widget input');
  const typed = await poll(async () => {
    await page.keyboard.press('Escape');
    await page.keyboard.press('F1');
    await input.waitFor({ timeout: 3000 });
    await input.fill(text, { timeout: 3000 });
    await page.waitForTimeout(800);
    return (await input.isVisible()) && (await input.inputValue()) === text;
  }, 30000, 500);
  if (!typed) throw new Error('the command palette did not stay open for ' + text);
}

async function runCommand(page, title) {
  await openPalette(page, '>' + title);
  await page.keyboard.press('Enter');
}

/**
 * Runs the palette entry whose label is exactly `title`: Enter takes the first match, and a
 * recently used command that `title` is a prefix of (Show records of this file) comes first.
 */
async function runExactCommand(page, title) {
  await openPalette(page, '>' + title);
  // walk the list with the arrow keys (the focused row is the one Enter runs)
  const seen = [];
  for (let i = 0; i < 10; i++) {
    const focused = page.locator('.quick-input-list .monaco-list-row.focused').first();
    const label = (await focused.getAttribute('aria-label').catch(() => '')) || '';
    seen.push(label);
    if (label === title || label.startsWith(title + ',')) break;
    await page.keyboard.press('ArrowDown');
    await page.waitForTimeout(150);
  }
  console.log(`palette rows for ${JSON.stringify(title)}: ${JSON.stringify(seen)}`);
  await page.keyboard.press('Enter');
}

// Go to line through the quick input (`:line:col`), opened again until it stays open: Ctrl+G
// right after a command opened an editor beside could leave its input hidden (seen on a full run)
async function goTo(page, line, column) {
  await openPalette(page, `:${line}:${column}`);
  await page.waitForTimeout(300);
  await page.keyboard.press('Enter');
  await page.waitForTimeout(300);
}

const viewTexts = async (page) => (await page.locator('.monaco-editor .view-lines').allInnerTexts())
  .map((t) => t.replace(/\u00a0/g, ' '));

/** Opens a workspace file through Quick Open until its tab is the active one. */
async function openFile(page, name) {
  await page.keyboard.press('Escape');
  const tab = new RegExp('^\\s*' + name.replace(/\./g, '\\.') + '\\s*$');
  const opened = await poll(async () => {
    await page.keyboard.press('Control+P');
    await page.locator('.quick-input-widget input').fill(name);
    await page.waitForTimeout(1200);
    await page.keyboard.press('Enter');
    await page.waitForTimeout(500);
    return (await page.locator('.tab.active').allInnerTexts()).some((t) => tab.test(t));
  }, 30000, 1000);
  if (!opened) throw new Error('could not open ' + name);
}

/**
 * The hover at line:column once its text matches `re` (asked again until then), else undefined.
 * `before` runs ahead of each try (e.g. a click to focus the editor).
 */
async function hoverMatching(page, line, column, re, { timeoutMs = 60000, before } = {}) {
  return poll(async () => {
    if (before) await before();
    await goTo(page, line, column);
    await page.keyboard.press('Control+K');
    await page.keyboard.press('Control+I');
    const h = page.locator('.monaco-hover:visible');
    await h.first().waitFor({ timeout: 3000 });
    const text = await h.first().innerText();
    await page.keyboard.press('Escape');
    return re.test(text) ? text : undefined;
  }, timeoutMs, 1500);
}

module.exports = { results, record, poll, openPalette, runCommand, runExactCommand, goTo, viewTexts, openFile, hoverMatching };
