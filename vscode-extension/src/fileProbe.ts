// What the launch logic may ask the file system. The logic modules (settings, java, mlirInclude,
// compiler) see only this interface, so their unit tests run on an in-memory tree; the extension
// passes nodeFileProbe.
import * as fs from 'node:fs';

export interface FileProbe {
  isFile(p: string): boolean;
  isDirectory(p: string): boolean;
  /** Entry names of a directory; [] when it is missing or unreadable. */
  list(p: string): string[];
  /** The path with symlinks resolved; the path itself when that fails. */
  realpath(p: string): string;
}

export const nodeFileProbe: FileProbe = {
  isFile: (p) => {
    try { return fs.statSync(p).isFile(); } catch { return false; }
  },
  isDirectory: (p) => {
    try { return fs.statSync(p).isDirectory(); } catch { return false; }
  },
  list: (p) => {
    try { return fs.readdirSync(p); } catch { return []; }
  },
  realpath: (p) => {
    try { return fs.realpathSync(p); } catch { return p; }
  },
};

/** Environment variables as the logic modules see them. */
export type Env = Record<string, string | undefined>;
