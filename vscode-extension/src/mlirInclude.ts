// Discovery of the MLIR include root (the folder holding mlir/IR/OpBase.td), in the order pdllc
// uses: the setting, MLIR_INCLUDE_DIR, the install of mlir-tblgen*/llvm-config* on PATH, then the
// newest /usr/lib/llvm-N/include.
import * as path from 'node:path';
import { Env, FileProbe } from './fileProbe';

export const MLIR_INCLUDE_FIX =
  'Install the MLIR headers (Debian/Ubuntu: sudo apt-get install libmlir-22-dev, root /usr/lib/llvm-22/include) ' +
  'or set "pdll.mlirIncludeDir" to the folder that holds mlir/IR/OpBase.td.';

export interface MlirRootFound {
  root: string;
  source: 'pdll.mlirIncludeDir' | 'MLIR_INCLUDE_DIR' | 'PATH' | '/usr/lib/llvm-N/include';
}

export interface MlirRootMissing {
  error: string;
  fix: string;
}

export interface MlirRootQuery {
  /** pdll.mlirIncludeDir, already expanded ('' when unset) */
  setting: string;
  env: Env;
  fs: FileProbe;
}

export function isMlirRoot(dir: string, fs: FileProbe): boolean {
  return fs.isDirectory(path.join(dir, 'mlir'));
}

export function findMlirIncludeRoot(q: MlirRootQuery): MlirRootFound | MlirRootMissing {
  if (q.setting) {
    if (isMlirRoot(q.setting, q.fs)) return { root: q.setting, source: 'pdll.mlirIncludeDir' };
    return {
      error: `"pdll.mlirIncludeDir" is set to ${q.setting}, which has no mlir/ folder.`,
      fix: 'Point "pdll.mlirIncludeDir" at the folder that holds mlir/IR/OpBase.td (e.g. /usr/lib/llvm-22/include).',
    };
  }
  const fromEnv = q.env.MLIR_INCLUDE_DIR;
  if (fromEnv && isMlirRoot(fromEnv, q.fs)) return { root: fromEnv, source: 'MLIR_INCLUDE_DIR' };
  for (const dir of (q.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    for (const name of q.fs.list(dir).filter((n) => /^(mlir-tblgen|llvm-config)(-\d+)?$/.test(n)).sort()) {
      const bin = q.fs.realpath(path.join(dir, name));
      const root = path.join(path.dirname(path.dirname(bin)), 'include');
      if (isMlirRoot(root, q.fs)) return { root, source: 'PATH' };
    }
  }
  const llvms = q.fs.list('/usr/lib')
    .map((n) => /^llvm-(\d+)$/.exec(n))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]))
    .sort((a, b) => b - a);
  for (const v of llvms) {
    const root = `/usr/lib/llvm-${v}/include`;
    if (isMlirRoot(root, q.fs)) return { root, source: '/usr/lib/llvm-N/include' };
  }
  return { error: 'No MLIR include root found: #include "mlir/..." will not resolve.', fix: MLIR_INCLUDE_FIX };
}

export function isMlirRootFound(r: MlirRootFound | MlirRootMissing): r is MlirRootFound {
  return (r as MlirRootFound).root !== undefined;
}
