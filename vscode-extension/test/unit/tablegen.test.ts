import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import {
  documentSelector, isServed, recordsScopeOfKind, recordsViewName, recordsViewText, RECORDS_KIND, servedLanguages,
  viewRecordsParams,
} from '../../src/tablegen';

const ALL = { pdll: true, tablegen: true };
const PDLL_ONLY = { pdll: true, tablegen: false };
const TD_ONLY = { pdll: false, tablegen: true };

test('each language is served only when switched on', () => {
  assert.deepEqual(servedLanguages(ALL), ['pdll', 'tablegen']);
  assert.deepEqual(servedLanguages(PDLL_ONLY), ['pdll']);
  assert.deepEqual(servedLanguages(TD_ONLY), ['tablegen']);
  assert.deepEqual(servedLanguages({ pdll: false, tablegen: false }), []);
  assert.equal(isServed('tablegen', 'file', ALL), true);
  assert.equal(isServed('tablegen', 'file', PDLL_ONLY), false);
  assert.equal(isServed('pdll', 'file', PDLL_ONLY), true);
  assert.equal(isServed('pdll', 'file', TD_ONLY), false);
  assert.equal(isServed('cpp', 'file', ALL), false);
  assert.equal(isServed('tablegen', 'untitled', ALL), false); // the server reads includes from disk
});

test('the selector claims tablegen only when enabled, each filter limited to the folder', () => {
  const pattern = { baseUri: 'file:///ws', pattern: '**/*' };
  assert.deepEqual(documentSelector(ALL, pattern), [
    { scheme: 'file', language: 'pdll', pattern },
    { scheme: 'file', language: 'tablegen', pattern },
  ]);
  assert.deepEqual(documentSelector(PDLL_ONLY, pattern).map((f) => f.language), ['pdll']);
  assert.deepEqual(documentSelector(TD_ONLY, pattern).map((f) => f.language), ['tablegen']);
});

test('records view kinds, names and request parameters', () => {
  assert.equal(recordsScopeOfKind(RECORDS_KIND.all), 'all');
  assert.equal(recordsScopeOfKind(RECORDS_KIND.document), 'document');
  assert.equal(recordsScopeOfKind('mlir'), undefined);
  assert.equal(recordsViewName('Ops.td', 'all'), 'Ops.td.records');
  assert.equal(recordsViewName('Ops.td', 'document'), 'Ops.td.document.records');
  assert.deepEqual(viewRecordsParams('file:///a/Ops.td', 'document'), { uri: 'file:///a/Ops.td', scope: 'document' });
});

test('records view text: the output, or a comment saying why there is none', () => {
  const out = '------------- Classes -----------------\nclass A {\n}\n';
  assert.equal(recordsViewText({ output: out }, '/a/x.td', 'all'), out);
  assert.match(recordsViewText(null, '/a/x.td', 'all'), /^\/\/ The server has no records for \/a\/x\.td/);
  assert.match(recordsViewText({ output: '  \n' }, '/a/x.td', 'document'), /x\.td defines no records/);
  assert.match(recordsViewText({ output: '' }, '/a/x.td', 'all'), /and its includes define none/);
});

test('package.json: the setting (default on), the commands and where they are offered', () => {
  const pkg = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8'));
  const setting = pkg.contributes.configuration.properties['pdll.tablegen.enable'];
  assert.equal(setting.type, 'boolean');
  assert.equal(setting.default, true);
  assert.match(setting.markdownDescription, /restart/);
  assert.ok(pkg.activationEvents.includes('onLanguage:tablegen'));
  const commands = pkg.contributes.commands.map((c: { command: string }) => c.command);
  for (const c of ['tablegen.showRecords', 'tablegen.showDocumentRecords']) {
    assert.ok(commands.includes(c), c);
    const palette = pkg.contributes.menus.commandPalette.find((m: { command: string }) => m.command === c);
    assert.match(palette.when, /editorLangId == tablegen/);
  }
  assert.ok(pkg.contributes.menus['editor/title'].some((m: { command: string }) => m.command === 'tablegen.showRecords'));
});
