import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { ALL_TITLE, drrActions } from '../../src/drrActions';

test('the whole file\'s conversion comes first, then the pattern\'s; other actions are left out', () => {
  const actions = [{ title: 'Did you mean `Base`?' }, { title: 'Convert DRR pattern `AddZero` to PDLL' }, { title: ALL_TITLE }];
  assert.deepEqual(drrActions(actions).map((a) => a.title), [ALL_TITLE, 'Convert DRR pattern `AddZero` to PDLL']);
});

test('no DRR patterns: nothing to convert', () => {
  assert.deepEqual(drrActions([{ title: 'Did you mean `Base`?' }]), []);
});
