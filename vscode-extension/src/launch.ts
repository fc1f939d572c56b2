// Maps the pdll.* settings to the command lines of the language server and of pdllc. Plain
// logic (no vscode import) so that it is unit-tested; extension.ts gathers the inputs.
import * as path from 'node:path';
import { Env, FileProbe } from './fileProbe';
import { expandPath, PathContext, whichOnPath } from './paths';

/** The pdll.* settings of one workspace folder, as VS Code returns them. */
export interface PdllSettings {
  serverPath: string;
  javaHome: string;
  compilationDatabases: string[];
  /** pdll.tablegen.compilationDatabases: tablegen_compile_commands.yml files, for .td documents */
  tablegenCompilationDatabases: string[];
  /** pdll.server.additionalServerArgs: appended to the server's command line as they are */
  additionalServerArgs: string[];
  includeDirs: string[];
  mlirIncludeDir: string;
  compilerPath: string;
  compilerOutputKind: 'ast' | 'mlir' | 'cpp';
  traceServer: 'off' | 'messages' | 'verbose';
}

export const DEFAULT_SETTINGS: PdllSettings = {
  serverPath: '',
  javaHome: '',
  compilationDatabases: [],
  tablegenCompilationDatabases: [],
  additionalServerArgs: [],
  includeDirs: [],
  mlirIncludeDir: '',
  compilerPath: '',
  compilerOutputKind: 'mlir',
  traceServer: 'off',
};

/** Each field's setting, under `pdll.` (extension.ts reads them; the package.json test checks their scopes). */
export const SETTING_KEYS: { readonly [K in keyof PdllSettings]: string } = {
  serverPath: 'server.path',
  javaHome: 'java.home',
  compilationDatabases: 'compilationDatabases',
  tablegenCompilationDatabases: 'tablegen.compilationDatabases',
  additionalServerArgs: 'server.additionalServerArgs',
  includeDirs: 'includeDirs',
  mlirIncludeDir: 'mlirIncludeDir',
  compilerPath: 'compiler.path',
  compilerOutputKind: 'compiler.outputKind',
  traceServer: 'trace.server',
};

export interface LaunchContext extends PathContext {
  /** the installed extension's folder (holds server/pdll-lsp.jar when bundled) */
  extensionPath: string;
  fs: FileProbe;
  /**
   * vscode.workspace.isTrusted. Untrusted (Restricted Mode): the workspace's own bin/pdll-lsp and
   * bin/pdllc are never run, since opening a cloned repository must not run a program it holds.
   */
  workspaceTrusted: boolean;
}

/** What to run: a jar (needs Java) or an executable (bin/pdll-lsp, mlir-pdll-lsp-server, ...). */
export type Program =
  | { kind: 'jar'; path: string; origin: string }
  | { kind: 'executable'; path: string; origin: string };

export interface ProgramMissing {
  error: string;
  fix: string;
}

export function isProgram(p: Program | ProgramMissing): p is Program {
  return (p as Program).kind !== undefined;
}

function explicitProgram(raw: string, setting: string, ctx: LaunchContext): Program | ProgramMissing {
  const p = expandPath(raw, ctx);
  if (p === '') {
    return { error: `"${setting}" is set to ${raw}, which names a workspace folder, for a file outside every folder.`,
      fix: `Open the file's folder, or give "${setting}" an absolute path in the user settings.` };
  }
  if (!ctx.fs.isFile(p)) {
    // a bare name such as "mlir-pdll-lsp-server-22" is looked up on PATH
    const onPath = !raw.includes('/') && !raw.includes('\\') ? whichOnPath(raw.trim(), ctx.env, ctx.fs.isFile) : undefined;
    if (onPath) return { kind: 'executable', path: onPath, origin: setting };
    return { error: `"${setting}" is set to ${raw}, but ${p} does not exist.`, fix: `Fix or clear "${setting}".` };
  }
  return { kind: p.endsWith('.jar') ? 'jar' : 'executable', path: p, origin: setting };
}

/**
 * The workspace folder's own launcher (bin/pdll-lsp, bin/pdllc of a checkout of this repository):
 * its path when it exists and the workspace is trusted; `untrusted` when it exists but may not run.
 */
function workspaceLauncher(name: string, ctx: LaunchContext): string | 'untrusted' | undefined {
  if (!ctx.workspaceFolder) return undefined;
  const launcher = path.join(ctx.workspaceFolder, 'bin', name);
  if (!ctx.fs.isFile(launcher)) return undefined;
  return ctx.workspaceTrusted ? launcher : 'untrusted';
}

/** Why a workspace launcher was passed over, and what to do. */
function untrustedLauncher(name: string, setting: string): ProgramMissing {
  return {
    error: `The workspace's bin/${name} is not run in Restricted Mode (the workspace is not trusted).`,
    fix: `Trust the workspace (Workspaces: Manage Workspace Trust), or set "${setting}" in the user settings.`,
  };
}

/**
 * The language server: pdll.server.path, else the jar bundled in the extension, else
 * bin/pdll-lsp of the workspace folder (a checkout of this repository) when the workspace is trusted.
 */
export function chooseServer(s: PdllSettings, ctx: LaunchContext): Program | ProgramMissing {
  if (s.serverPath.trim()) return explicitProgram(s.serverPath, 'pdll.server.path', ctx);
  const bundled = path.join(ctx.extensionPath, 'server', 'pdll-lsp.jar');
  if (ctx.fs.isFile(bundled)) return { kind: 'jar', path: bundled, origin: 'bundled with the extension' };
  const launcher = workspaceLauncher('pdll-lsp', ctx);
  if (launcher === 'untrusted') return untrustedLauncher('pdll-lsp', 'pdll.server.path');
  if (launcher) return { kind: 'executable', path: launcher, origin: 'bin/pdll-lsp of the workspace' };
  return {
    error: 'No PDLL language server found: this extension has no bundled server jar and the workspace has no bin/pdll-lsp.',
    fix: 'Set "pdll.server.path" to bin/pdll-lsp of a PDLL tooling checkout, to pdll-lsp.jar, or to mlir-pdll-lsp-server.',
  };
}

/**
 * pdllc: pdll.compiler.path, else the bundled pdllc.jar, else bin/pdllc of the workspace (when
 * trusted), else pdllc on PATH.
 */
export function chooseCompiler(s: PdllSettings, ctx: LaunchContext): Program | ProgramMissing {
  if (s.compilerPath.trim()) return explicitProgram(s.compilerPath, 'pdll.compiler.path', ctx);
  const bundled = path.join(ctx.extensionPath, 'server', 'pdllc.jar');
  if (ctx.fs.isFile(bundled)) return { kind: 'jar', path: bundled, origin: 'bundled with the extension' };
  const launcher = workspaceLauncher('pdllc', ctx);
  if (launcher && launcher !== 'untrusted') return { kind: 'executable', path: launcher, origin: 'bin/pdllc of the workspace' };
  const onPath = whichOnPath('pdllc', ctx.env, ctx.fs.isFile);
  if (onPath) return { kind: 'executable', path: onPath, origin: 'PATH' };
  if (launcher === 'untrusted') return untrustedLauncher('pdllc', 'pdll.compiler.path');
  return {
    error: 'No PDLL compiler found (no bundled pdllc.jar, no bin/pdllc in the workspace, no pdllc on PATH).',
    fix: 'Set "pdll.compiler.path" to bin/pdllc of a PDLL tooling checkout, to pdllc.jar, or to mlir-pdll.',
  };
}

/** Include directories from pdll.includeDirs (expanded, in order, without duplicates) plus the MLIR root. */
export function includeDirectories(s: PdllSettings, ctx: PathContext, mlirRoot: string | undefined): string[] {
  const dirs: string[] = [];
  for (const raw of s.includeDirs) {
    const d = expandPath(raw, ctx);
    if (d && !dirs.includes(d)) dirs.push(d);
  }
  if (mlirRoot && !dirs.includes(path.normalize(mlirRoot))) dirs.push(path.normalize(mlirRoot));
  return dirs;
}

/**
 * Compilation databases: pdll.compilationDatabases (expanded), or, when empty, the MLIR
 * extension's default <workspace>/build/pdll_compile_commands.yml if that file exists.
 */
export function compilationDatabases(s: PdllSettings, ctx: LaunchContext): string[] {
  const configured = s.compilationDatabases.map((raw) => expandPath(raw, ctx)).filter((p) => p !== '');
  if (configured.length > 0) return [...new Set(configured)];
  if (ctx.workspaceFolder) {
    const dflt = path.join(ctx.workspaceFolder, 'build', 'pdll_compile_commands.yml');
    if (ctx.fs.isFile(dflt)) return [dflt];
  }
  return [];
}

/**
 * The server's own arguments: mlir-pdll-lsp-server's flags, tblgen-lsp-server's
 * `--tablegen-compilation-database` (ours takes both, one server serves both languages), then
 * pdll.server.additionalServerArgs as they are (last, so that a repeated single-valued flag such
 * as `--log` given there wins).
 */
export function serverArguments(s: PdllSettings, ctx: LaunchContext, mlirRoot: string | undefined): string[] {
  const args: string[] = [];
  for (const dir of includeDirectories(s, ctx, mlirRoot)) args.push(`--pdll-extra-dir=${dir}`);
  for (const db of compilationDatabases(s, ctx)) args.push(`--pdll-compilation-database=${db}`);
  const tdDbs = s.tablegenCompilationDatabases.map((raw) => expandPath(raw, ctx)).filter((p) => p !== '');
  for (const db of new Set(tdDbs)) args.push(`--tablegen-compilation-database=${db}`);
  if (s.traceServer === 'verbose') args.push('--log=verbose');
  args.push(...s.additionalServerArgs.filter((a) => typeof a === 'string' && a !== ''));
  return args;
}

export interface CommandLine {
  command: string;
  args: string[];
  /** extra environment for the child (merged over process.env by the caller) */
  env: Env;
}

/**
 * The JVM options of the language server jar: the memory and JIT settings `bin/pdll-lsp` uses
 * (see its comments: with Java's defaults the server kept 830 MB resident on a 1,000-pattern file,
 * with these about 150 MB, and the C1-only JIT answers a fresh server's first open a third
 * sooner). `launch.test.ts` checks that they are the launcher's.
 */
export const SERVER_JVM_ARGS = ['-Xss4m', '-XX:+UseSerialGC', '-Xms48m', '-Xmn32m', '-XX:SurvivorRatio=3',
  '-XX:MaxTenuringThreshold=3', '-XX:MinHeapFreeRatio=20', '-XX:MaxHeapFreeRatio=40', '-XX:-ShrinkHeapInSteps',
  '-XX:TieredStopAtLevel=1'];

/**
 * The full command line for a program: a jar runs as `java JVM_ARGS -jar JAR ARGS`; an executable
 * gets ARGS, and PDLL_JAVA so that the repository's bin/ launchers use the same Java (they choose
 * the JVM options themselves).
 */
export function commandLine(program: Program, java: string | undefined, args: string[], jvmArgs: string[] = []): CommandLine {
  if (program.kind === 'jar') {
    if (!java) throw new Error(`a Java runtime is needed to run ${program.path}`);
    return { command: java, args: [...jvmArgs, '-jar', program.path, ...args], env: {} };
  }
  return { command: program.path, args, env: java ? { PDLL_JAVA: java } : {} };
}

/** pdllc's arguments for compiling one file: -x=KIND, -I for each include directory, the file. */
export function compilerArguments(s: PdllSettings, ctx: PathContext, mlirRoot: string | undefined, file: string): string[] {
  const args = [`-x=${s.compilerOutputKind}`];
  for (const dir of includeDirectories(s, ctx, mlirRoot)) args.push('-I', dir);
  args.push(file);
  return args;
}
