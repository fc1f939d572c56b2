import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { decide, explicitValue, LANGUAGES } from '../../src/coexistence';

test('without vscode-mlir this extension serves both languages unless switched off', () => {
  for (const l of LANGUAGES) {
    assert.deepEqual(decide(l, { ours: undefined, mlirInstalled: false, mlirEnabled: undefined }),
      { serve: true, servedBy: 'pdll', twoServers: false, why: 'the default.' });
    const off = decide(l, { ours: false, mlirInstalled: false, mlirEnabled: undefined });
    assert.equal(off.serve, false);
    assert.equal(off.servedBy, 'nobody');
    // MLIR's switch means nothing without MLIR's extension
    assert.equal(decide(l, { ours: undefined, mlirInstalled: false, mlirEnabled: true }).serve, true);
  }
});

test('with vscode-mlir installed and its switch not off, it keeps the language by default', () => {
  for (const mlirEnabled of [undefined, true]) {
    const d = decide('tablegen', { ours: undefined, mlirInstalled: true, mlirEnabled });
    assert.equal(d.serve, false);
    assert.equal(d.servedBy, 'vscode-mlir');
    assert.match(d.why, /"pdll\.tablegen\.enable" to true/);
  }
  const mlirOff = decide('pdll', { ours: undefined, mlirInstalled: true, mlirEnabled: false });
  assert.equal(mlirOff.serve, true);
  assert.equal(mlirOff.servedBy, 'pdll');
});

test('an explicit switch of ours wins, and an explicit on next to MLIR\'s on is reported as two servers', () => {
  const both = decide('pdll', { ours: true, mlirInstalled: true, mlirEnabled: undefined });
  assert.equal(both.serve, true);
  assert.equal(both.twoServers, true);
  assert.match(both.why, /"mlir\.pdll_enable"/);
  assert.equal(decide('pdll', { ours: true, mlirInstalled: true, mlirEnabled: false }).twoServers, false);
  const off = decide('pdll', { ours: false, mlirInstalled: true, mlirEnabled: true });
  assert.equal(off.serve, false);
  assert.equal(off.servedBy, 'vscode-mlir');
});

test('the explicit value is the most specific scope that has one', () => {
  assert.equal(explicitValue(undefined), undefined);
  assert.equal(explicitValue({}), undefined);
  assert.equal(explicitValue({ globalValue: true }), true);
  assert.equal(explicitValue({ globalValue: true, workspaceValue: false }), false);
  assert.equal(explicitValue({ globalValue: false, workspaceValue: false, workspaceFolderValue: true }), true);
});
