// Expansion of user-written paths in settings: ${workspaceFolder}, ${env:NAME}, a leading ~, and
// relative paths (relative to the workspace folder, like the MLIR extension's settings).
import * as path from 'node:path';
import { Env } from './fileProbe';

export interface PathContext {
  /** fsPath of the workspace folder the setting belongs to, if any */
  workspaceFolder?: string;
  home: string;
  env: Env;
}

/**
 * A path setting as a path: `${workspaceFolder}`, `${env:X}` and `~` expanded, relative to the
 * workspace folder. '' (the setting counts as unset) when it names `${workspaceFolder}` and there
 * is none: the server for files outside every folder would otherwise get `/build/...` (seen in the
 * e2e test: `--tablegen-compilation-database=/tgdb/...` for an opened ArithOps.td).
 */
export function expandPath(raw: string, ctx: PathContext): string {
  let p = raw.trim();
  if (p === '') return '';
  if (ctx.workspaceFolder === undefined && p.includes('${workspaceFolder}')) return '';
  p = p.replace(/\$\{workspaceFolder\}/g, ctx.workspaceFolder ?? '');
  p = p.replace(/\$\{env:([A-Za-z_][A-Za-z0-9_]*)\}/g, (_m, name: string) => ctx.env[name] ?? '');
  if (p === '~') p = ctx.home;
  else if (p.startsWith('~/')) p = path.join(ctx.home, p.slice(2));
  if (!path.isAbsolute(p) && ctx.workspaceFolder) p = path.join(ctx.workspaceFolder, p);
  p = path.normalize(p);
  // a trailing separator would make the same directory look different
  return p.length > 1 ? p.replace(/[\\/]+$/, '') : p;
}

/** Finds an executable name on PATH (first hit, PATH order). */
export function whichOnPath(name: string, env: Env, isFile: (p: string) => boolean): string | undefined {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (isFile(candidate)) return candidate;
  }
  return undefined;
}
