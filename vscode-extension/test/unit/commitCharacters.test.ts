import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { withoutCommitCharacters } from '../../src/commitCharacters';

test('items of a list and of a plain array lose their commit characters', () => {
  const list = { isIncomplete: false, items: [{ label: 'addi', commitCharacters: ['.', '{'] }, { label: 'subi' }] };
  assert.equal(withoutCommitCharacters(list), list);
  assert.deepEqual(list.items.map((i) => i.commitCharacters), [undefined, undefined]);
  const array = [{ label: 'Value', commitCharacters: ['['] }];
  withoutCommitCharacters(array);
  assert.equal(array[0].commitCharacters, undefined);
});

test('no result stays no result', () => {
  assert.equal(withoutCommitCharacters(null), null);
  assert.equal(withoutCommitCharacters(undefined), undefined);
});
