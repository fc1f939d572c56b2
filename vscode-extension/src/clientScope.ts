// Which language client serves a file outside every workspace folder (unit-tested without VS Code).
import * as path from 'node:path';

export interface OutsideScope {
  /** the clients map's key */
  key: string;
  /** the folder the client's document pattern starts at */
  base: string;
  /** '**\/*' for a whole tree, '*' for one directory's direct children */
  pattern: string;
}

function isInside(file: string, dir: string): boolean {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}

/**
 * A file outside every folder gets the client of its directory (pattern `<dir>/*`, whose files are
 * all outside every folder too), except under the MLIR include root: go-to-definition from a
 * pattern leads into ArithOps.td, OpBase.td, LLVMIR/..., and a server per directory there would
 * be a JVM per directory visited, so the whole install tree shares one client. Not when a
 * workspace folder lies inside that tree (its files would match both clients' patterns).
 */
export function outsideScope(file: string, mlirRoot: string | undefined, folders: readonly string[]): OutsideScope {
  if (mlirRoot && isInside(file, mlirRoot) && !folders.some((f) => f === mlirRoot || isInside(f, mlirRoot))) {
    return { key: `root:${mlirRoot}`, base: mlirRoot, pattern: '**/*' };
  }
  const dir = path.dirname(file);
  return { key: `dir:${dir}`, base: dir, pattern: '*' };
}
