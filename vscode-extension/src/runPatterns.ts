// PDLL: Run patterns on MLIR file…: the decisions of the command without VS Code (unit-tested):
// the pdll/runPatterns parameters from the settings, the view's URI and text, the diagnostics
// grouped by file, the remembered input of each pattern file and the input picker's items.
// extension.ts asks, sends and shows.
import * as path from 'node:path';

export const RUN_SCHEME = 'pdll-run';

/**
 * Why the command does nothing in Restricted Mode: a run compiles the patterns' native C++
 * (`[{ }]` constraints and rewrites) into a plugin that mlir-opt loads, i.e. runs the workspace's
 * code. package.json disables the command there too (enablement: isWorkspaceTrusted); this is for
 * the ways around the palette (a run view reopened from history, a keybinding).
 */
export const RUN_UNTRUSTED_MESSAGE = 'PDLL: Run patterns is disabled in Restricted Mode: it compiles the patterns\' '
  + 'native C++ ([{ }]) into a plugin that mlir-opt loads and runs. Trust the workspace to run them '
  + '(Workspaces: Manage Workspace Trust).';

/** Settings `pdll.run.*`. */
export interface RunSettings {
  mlirOpt: string;
  maxIterations: number;
  fold: boolean;
  topDown: boolean;
}

export const DEFAULT_RUN_SETTINGS: RunSettings = { mlirOpt: '', maxIterations: 10, fold: true, topDown: false };

/** Each field's setting, under `pdll.`. */
export const RUN_SETTING_KEYS: { readonly [K in keyof RunSettings]: string } = {
  mlirOpt: 'run.mlirOpt',
  maxIterations: 'run.maxIterations',
  fold: 'run.fold',
  topDown: 'run.topDown',
};

/** The parameters of pdll/runPatterns (docs/language-server.md). */
export interface RunParams {
  uri: string;
  input: string;
  inputText?: string;
  maxIterations: number;
  fold: boolean;
  topDown: boolean;
  mlirOpt?: string;
  /** In a document split at `// -----`, a place in the part to run. */
  position?: Position;
}

export interface Position { line: number; character: number }
export interface RunDiagnostic {
  uri: string;
  range: { start: Position; end: Position };
  /** LSP: 1 error, 2 warning, 3 information, 4 hint */
  severity: number;
  source: string;
  message: string;
}

/** The answer of pdll/runPatterns; absent members are null on the wire. */
export interface RunResult {
  output?: string;
  diagnostics?: RunDiagnostic[];
  error?: string;
  log?: string;
}

/**
 * The request's parameters. `inputText` is the editor's text of the input when it is open (so an
 * unsaved buffer runs as shown); `mlirOpt` only when set (the server finds mlir-opt otherwise);
 * `position`, the cursor in the pattern file, picks the part of a file split at `// -----` (the
 * server needs it only then).
 */
export function runParams(patternUri: string, inputUri: string, inputText: string | undefined, s: RunSettings,
  expand: (p: string) => string = (p) => p, position?: Position): RunParams {
  const p: RunParams = { uri: patternUri, input: inputUri, maxIterations: s.maxIterations, fold: s.fold, topDown: s.topDown };
  if (inputText !== undefined) p.inputText = inputText;
  const opt = s.mlirOpt.trim();
  if (opt !== '') p.mlirOpt = expand(opt);
  if (position) p.position = { line: position.line, character: position.character };
  return p;
}

/** Where the view's URI keeps the pattern file and the input (both URIs, in the query). */
export interface RunViewKey { pattern: string; input: string }

/** The path of the rewritten-IR view: `<input stem>.after-<pattern stem>.mlir`, so its tab says what it is. */
export function runViewPath(patternPath: string, inputPath: string): string {
  const stem = (p: string, ext: string) => path.basename(p, ext);
  return `/${stem(inputPath, '.mlir')}.after-${stem(patternPath, '.pdll')}.mlir`;
}

export function runViewQuery(key: RunViewKey): string {
  return new URLSearchParams({ pattern: key.pattern, input: key.input }).toString();
}

export function parseRunViewQuery(query: string): RunViewKey | undefined {
  const q = new URLSearchParams(query);
  const pattern = q.get('pattern');
  const input = q.get('input');
  return pattern && input ? { pattern, input } : undefined;
}

/**
 * What the view shows: the rewritten IR, or a comment saying why there is none (the error, and
 * that the located problems are in the Problems panel).
 */
export function runViewText(r: RunResult | null | undefined, inputName: string): string {
  if (!r) return '// pdll/runPatterns: no answer (is the pattern file open?)\n';
  if (typeof r.output === 'string') return r.output;
  const lines: string[] = [`// The patterns could not be applied to ${inputName}.`];
  if (r.error) for (const l of r.error.split('\n')) lines.push(`// ${l}`);
  const n = (r.diagnostics ?? []).length;
  if (n > 0) lines.push(`// ${n} problem${n === 1 ? '' : 's'}: see the Problems panel.`);
  else if (!r.error) lines.push('// The pattern file has errors: see the Problems panel.');
  return `${lines.join('\n')}\n`;
}

/**
 * The run's diagnostics by URI. Those of the pattern file with source `pdll` are left out: the
 * language server publishes them already (the Problems panel would list them twice).
 */
export function diagnosticsByUri(r: RunResult | null | undefined, patternUri: string): Map<string, RunDiagnostic[]> {
  const out = new Map<string, RunDiagnostic[]>();
  for (const d of r?.diagnostics ?? []) {
    if (d.source === 'pdll' && d.uri === patternUri) continue;
    const list = out.get(d.uri) ?? [];
    list.push(d);
    out.set(d.uri, list);
  }
  return out;
}

/** The workspace-state key of the input last run with a pattern file. */
export function rememberedInputKey(patternUri: string): string {
  return `pdll.runPatterns.input:${patternUri}`;
}

export interface InputChoice { label: string; description?: string; uri?: string; browse?: true }

/**
 * The picker's items: the input last used with this pattern file first, then the open .mlir
 * editors, then the workspace's .mlir files (each once), and "Browse…" at the end.
 */
export function inputChoices(last: string | undefined, open: string[], workspace: string[],
  describe: (uri: string) => { label: string; description: string }): InputChoice[] {
  const seen = new Set<string>();
  const out: InputChoice[] = [];
  const add = (uri: string, note: string) => {
    if (seen.has(uri)) return;
    seen.add(uri);
    const d = describe(uri);
    out.push({ label: d.label, description: note ? `${note} · ${d.description}` : d.description, uri });
  };
  if (last) add(last, 'last used');
  for (const u of open) add(u, 'open');
  for (const u of workspace) add(u, '');
  out.push({ label: 'Browse…', description: 'choose an .mlir file', browse: true });
  return out;
}
