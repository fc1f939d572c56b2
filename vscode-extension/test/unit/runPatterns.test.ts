import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import {
  diagnosticsByUri, inputChoices, parseRunViewQuery, rememberedInputKey, RunResult, runParams, runViewPath, runViewQuery,
  runViewText,
} from '../../src/runPatterns';

const DEFAULTS = { mlirOpt: '', maxIterations: 10, fold: true, topDown: false };

test('runParams: the settings, the editor text of an open input, mlirOpt only when set (expanded)', () => {
  assert.deepEqual(runParams('file:///w/p.pdll', 'file:///w/in.mlir', undefined, DEFAULTS),
    { uri: 'file:///w/p.pdll', input: 'file:///w/in.mlir', maxIterations: 10, fold: true, topDown: false });
  assert.deepEqual(runParams('file:///w/p.pdll', 'file:///w/in.mlir', 'module {}\n',
    { mlirOpt: '~/llvm/bin/mlir-opt', maxIterations: -1, fold: false, topDown: true }, (p) => p.replace('~', '/home/u')),
  {
    uri: 'file:///w/p.pdll', input: 'file:///w/in.mlir', inputText: 'module {}\n', maxIterations: -1, fold: false, topDown: true,
    mlirOpt: '/home/u/llvm/bin/mlir-opt',
  });
  assert.equal(runParams('a', 'b', '', { ...DEFAULTS, mlirOpt: '   ' }).mlirOpt, undefined);
  assert.equal(runParams('a', 'b', '', DEFAULTS).inputText, '', 'an empty buffer is still the editor\'s text');
  assert.equal(runParams('a', 'b', '', DEFAULTS).position, undefined);
  assert.deepEqual(runParams('a', 'b', undefined, DEFAULTS, (p) => p, { line: 12, character: 2 }).position, { line: 12, character: 2 },
    'the cursor picks the part of a split file');
});

test('the view: a path naming input and patterns, a query that round-trips any URI', () => {
  assert.equal(runViewPath('/w/rules/canon.pdll', '/w/tests/in.mlir'), '/in.after-canon.mlir');
  assert.equal(runViewPath('/w/p.pdll', '/w/input'), '/input.after-p.mlir');
  const key = { pattern: 'file:///w/a%20b/p.pdll', input: 'file:///w/x&y=z.mlir?q' };
  assert.deepEqual(parseRunViewQuery(runViewQuery(key)), key);
  assert.equal(parseRunViewQuery('pattern=x'), undefined);
});

test('runViewText: the IR, else why there is none', () => {
  assert.equal(runViewText({ output: 'module {\n}\n', diagnostics: [] }, 'in.mlir'), 'module {\n}\n');
  assert.equal(runViewText({ output: '', diagnostics: [] }, 'in.mlir'), '', 'an empty output is an output');
  assert.equal(runViewText({ diagnostics: [], error: 'mlir-opt not found: apt-get install mlir-22-tools' }, 'in.mlir'),
    '// The patterns could not be applied to in.mlir.\n// mlir-opt not found: apt-get install mlir-22-tools\n');
  const d = { uri: 'file:///w/in.mlir', range: { start: { line: 1, character: 2 }, end: { line: 1, character: 4 } }, severity: 1, source: 'mlir-opt', message: 'm' };
  assert.equal(runViewText({ diagnostics: [d, d] }, 'in.mlir'),
    '// The patterns could not be applied to in.mlir.\n// 2 problems: see the Problems panel.\n');
  assert.equal(runViewText({ diagnostics: [] }, 'in.mlir'),
    '// The patterns could not be applied to in.mlir.\n// The pattern file has errors: see the Problems panel.\n');
  assert.match(runViewText(null, 'in.mlir'), /no answer/);
});

test('diagnosticsByUri groups by file and leaves out the pattern errors the server publishes itself', () => {
  const at = (uri: string, source: string, message: string) =>
    ({ uri, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 1 } }, severity: 1, source, message });
  const r: RunResult = {
    diagnostics: [at('file:///w/p.pdll', 'pdll', 'undefined variable'), at('file:///w/p.pdll', 'c++', 'no member isPowerOfTwo'),
      at('file:///w/in.mlir', 'mlir-opt', 'a'), at('file:///w/in.mlir', 'mlir-opt', 'b'), at('file:///w/inc.pdll', 'pdll', 'x')],
  };
  const g = diagnosticsByUri(r, 'file:///w/p.pdll');
  assert.deepEqual([...g.keys()], ['file:///w/p.pdll', 'file:///w/in.mlir', 'file:///w/inc.pdll']);
  assert.deepEqual(g.get('file:///w/p.pdll')!.map((d) => d.message), ['no member isPowerOfTwo']);
  assert.deepEqual(g.get('file:///w/in.mlir')!.map((d) => d.message), ['a', 'b']);
  assert.equal(diagnosticsByUri(undefined, 'x').size, 0);
});

test('inputChoices: the last input first, then open editors, then the workspace, each once; Browse… last', () => {
  const describe = (u: string) => ({ label: u.slice(u.lastIndexOf('/') + 1), description: u.replace('file:///w/', '') });
  const items = inputChoices('file:///w/t/b.mlir', ['file:///w/a.mlir', 'file:///w/t/b.mlir'],
    ['file:///w/a.mlir', 'file:///w/t/b.mlir', 'file:///w/t/c.mlir'], describe);
  assert.deepEqual(items.map((i) => [i.label, i.description]), [
    ['b.mlir', 'last used · t/b.mlir'], ['a.mlir', 'open · a.mlir'], ['c.mlir', 't/c.mlir'], ['Browse…', 'choose an .mlir file'],
  ]);
  assert.equal(items[3].browse, true);
  assert.equal(inputChoices(undefined, [], [], describe).length, 1);
  assert.notEqual(rememberedInputKey('file:///w/p.pdll'), rememberedInputKey('file:///w/q.pdll'));
});
