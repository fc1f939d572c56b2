import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { findMlirIncludeRoot, isMlirRootFound } from '../../src/mlirInclude';
import { memFs } from './memfs';

test('the setting wins when it holds mlir/', () => {
  const fsx = memFs(['/src/llvm/mlir/include/mlir/IR/OpBase.td', '/usr/lib/llvm-22/include/mlir/']);
  assert.deepEqual(findMlirIncludeRoot({ setting: '/src/llvm/mlir/include', env: {}, fs: fsx }),
    { root: '/src/llvm/mlir/include', source: 'pdll.mlirIncludeDir' });
});

test('a setting without mlir/ is reported, not silently replaced', () => {
  const r = findMlirIncludeRoot({ setting: '/tmp/empty', env: {}, fs: memFs(['/tmp/empty/', '/usr/lib/llvm-22/include/mlir/']) });
  assert.ok(!isMlirRootFound(r));
  assert.match(r.error, /"pdll\.mlirIncludeDir" is set to \/tmp\/empty, which has no mlir\/ folder/);
});

test('MLIR_INCLUDE_DIR, then the install of mlir-tblgen on PATH, then the newest /usr/lib/llvm-N/include', () => {
  const fsx = memFs(
    ['/opt/mlir/include/mlir/', '/usr/lib/llvm-19/include/mlir/', '/usr/lib/llvm-22/include/mlir/', '/usr/lib/llvm-23/include/', '/usr/lib/llvm-22/bin/mlir-tblgen'],
    { '/usr/bin/mlir-tblgen-19': '/usr/lib/llvm-19/bin/mlir-tblgen' },
  );
  assert.deepEqual(findMlirIncludeRoot({ setting: '', env: { MLIR_INCLUDE_DIR: '/opt/mlir/include', PATH: '/usr/bin' }, fs: fsx }),
    { root: '/opt/mlir/include', source: 'MLIR_INCLUDE_DIR' });
  assert.deepEqual(findMlirIncludeRoot({ setting: '', env: { PATH: '/usr/bin' }, fs: fsx }),
    { root: '/usr/lib/llvm-19/include', source: 'PATH' });
  // llvm-23 has no mlir/ folder, so llvm-22 is the newest usable one
  assert.deepEqual(findMlirIncludeRoot({ setting: '', env: { PATH: '/bin' }, fs: fsx }),
    { root: '/usr/lib/llvm-22/include', source: '/usr/lib/llvm-N/include' });
});

test('nothing found: the fix names libmlir-22-dev and the setting', () => {
  const r = findMlirIncludeRoot({ setting: '', env: { PATH: '/usr/bin' }, fs: memFs(['/usr/lib/llvm-22/include/llvm/']) });
  assert.ok(!isMlirRootFound(r));
  assert.match(r.fix, /apt-get install libmlir-22-dev/);
  assert.match(r.fix, /pdll\.mlirIncludeDir/);
});
