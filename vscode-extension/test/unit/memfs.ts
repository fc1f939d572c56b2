// An in-memory file tree for the launch-logic tests: paths ending in '/' are directories,
// others files; parents exist implicitly. `links` maps a symlink to its target.
import * as path from 'node:path';
import { FileProbe } from '../../src/fileProbe';

export function memFs(entries: string[], links: Record<string, string> = {}): FileProbe {
  const files = new Set<string>();
  const dirs = new Set<string>(['/']);
  const addParents = (p: string) => {
    for (let d = path.dirname(p); ; d = path.dirname(d)) {
      dirs.add(d);
      if (d === path.dirname(d)) break;
    }
  };
  for (const e of [...entries, ...Object.keys(links)]) {
    if (e.endsWith('/')) {
      const d = e.replace(/\/+$/, '') || '/';
      dirs.add(d);
      addParents(d);
    } else {
      files.add(e);
      addParents(e);
    }
  }
  const resolve = (p: string) => links[p] ?? p;
  return {
    isFile: (p) => files.has(resolve(p)),
    isDirectory: (p) => dirs.has(resolve(p).replace(/\/+$/, '') || '/'),
    list: (p) => {
      const dir = resolve(p).replace(/\/+$/, '') || '/';
      if (!dirs.has(dir)) return [];
      const names = new Set<string>();
      for (const x of [...files, ...dirs, ...Object.keys(links)]) {
        if (x !== dir && path.dirname(x) === dir) names.add(path.basename(x));
      }
      return [...names].sort();
    },
    realpath: (p) => resolve(p),
  };
}
