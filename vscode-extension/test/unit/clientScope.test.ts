import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { outsideScope } from '../../src/clientScope';

const root = '/usr/lib/llvm-22/include';

test('files of the MLIR install tree share one client', () => {
  const arith = outsideScope(`${root}/mlir/Dialect/Arith/IR/ArithOps.td`, root, ['/ws']);
  const opBase = outsideScope(`${root}/mlir/IR/OpBase.td`, root, ['/ws']);
  assert.deepEqual(arith, { key: `root:${root}`, base: root, pattern: '**/*' });
  assert.deepEqual(opBase, arith);
});

test('other files outside every folder get their directory\'s client', () => {
  assert.deepEqual(outsideScope('/tmp/x/a.td', root, ['/ws']), { key: 'dir:/tmp/x', base: '/tmp/x', pattern: '*' });
  assert.deepEqual(outsideScope('/tmp/x/a.td', undefined, []), { key: 'dir:/tmp/x', base: '/tmp/x', pattern: '*' });
  // a sibling whose name starts like the root is not inside it
  assert.equal(outsideScope('/usr/lib/llvm-22/include2/a.td', root, []).key, 'dir:/usr/lib/llvm-22/include2');
});

test('no shared tree client when a workspace folder lies inside the tree (its files would match two clients)', () => {
  assert.equal(outsideScope(`${root}/mlir/IR/OpBase.td`, root, [`${root}/mlir/Dialect`]).key, `dir:${root}/mlir/IR`);
  assert.equal(outsideScope(`${root}/mlir/IR/OpBase.td`, root, [root]).key, `dir:${root}/mlir/IR`);
});
