// VS Code glue: one language client per workspace folder (.pdll and .td, each unless left to MLIR's extension, see coexistence.ts), the output and records views, the compile and
// run-patterns commands and the status bar. Decisions about paths and arguments live in launch.ts, java.ts and
// mlirInclude.ts (unit-tested without VS Code); this file only gathers inputs and shows results.
import * as cp from 'node:child_process';
import * as os from 'node:os';
import * as path from 'node:path';
import * as vscode from 'vscode';
import { LanguageClient, LanguageClientOptions, RelativePattern, ServerOptions, State } from 'vscode-languageclient/node';
import { withoutCommitCharacters } from './commitCharacters';
import { parseCompilerDiagnostics } from './compilerDiagnostics';
import { convertDrrToPdll } from './drrToPdll';
import { nodeFileProbe } from './fileProbe';
import { findJava, isJavaFound, JAVA_INSTALL_FIX, MIN_JAVA_VERSION, parseJavaVersion } from './java';
import {
  chooseCompiler, chooseServer, commandLine, compilerArguments, DEFAULT_SETTINGS, isProgram, LaunchContext, PdllSettings,
  Program, SERVER_JVM_ARGS, serverArguments, SETTING_KEYS,
} from './launch';
import { outsideScope } from './clientScope';
import { Decision, decide, explicitValue, Language, LANGUAGES, MLIR_EXTENSION_ID, Served } from './coexistence';
import { findMlirIncludeRoot, isMlirRootFound } from './mlirInclude';
import { expandPath } from './paths';
import {
  documentSelector, isServed, recordsScopeOfKind, recordsViewName, recordsViewText, RECORDS_KIND, RecordsScope,
  viewRecordsParams,
} from './tablegen';
import {
  DEFAULT_RUN_SETTINGS, diagnosticsByUri, inputChoices, parseRunViewQuery, rememberedInputKey, RUN_SCHEME, RUN_UNTRUSTED_MESSAGE, RunResult,
  RUN_SETTING_KEYS, RunSettings, runParams, runViewPath, runViewQuery, runViewText,
} from './runPatterns';

const OUTPUT_SCHEME = 'pdll-output';
/** PDLL outputs (pdll/viewOutput) and TableGen records (tablegen/viewRecords) share the output views */
type OutputKind = 'ast' | 'mlir' | 'cpp' | 'records' | 'records-document';

interface FolderClient {
  client: LanguageClient;
  state: 'starting' | 'running' | 'stopped' | 'failed';
  mlirRoot?: string;
  commandLine: string;
  java?: string;
}

let extensionContext: vscode.ExtensionContext;
let serverOutput: vscode.LogOutputChannel;
let compilerOutput: vscode.OutputChannel;
let compilerDiagnostics: vscode.DiagnosticCollection;
let statusItem: vscode.StatusBarItem;
/** key: workspace folder URI, or '' for files outside every folder */
const clients = new Map<string, FolderClient>();
const reportedProblems = new Set<string>();
const javaVersionChecked = new Map<string, number | undefined>();

export function activate(context: vscode.ExtensionContext): void {
  extensionContext = context;
  serverOutput = vscode.window.createOutputChannel('PDLL Language Server', { log: true });
  compilerOutput = vscode.window.createOutputChannel('PDLL Compiler');
  compilerDiagnostics = vscode.languages.createDiagnosticCollection('pdllc');
  statusItem = vscode.window.createStatusBarItem(vscode.StatusBarAlignment.Left, 10);
  statusItem.command = 'pdll.showServerOutput';
  context.subscriptions.push(serverOutput, compilerOutput, compilerDiagnostics, statusItem);

  const outputs = new OutputViews();
  const runs = new RunViews(context);
  context.subscriptions.push(
    vscode.workspace.registerTextDocumentContentProvider(OUTPUT_SCHEME, outputs),
    vscode.workspace.registerTextDocumentContentProvider(RUN_SCHEME, runs),
    runs,
    vscode.commands.registerCommand('pdll.runPatterns', () => runs.runCommand()),
    vscode.commands.registerCommand('pdll.showPdlOutput', () => outputs.show('mlir')),
    vscode.commands.registerCommand('pdll.showAstOutput', () => outputs.show('ast')),
    vscode.commands.registerCommand('pdll.showCppOutput', () => outputs.show('cpp')),
    vscode.commands.registerCommand('tablegen.showRecords', () => outputs.show(RECORDS_KIND.all as OutputKind)),
    vscode.commands.registerCommand('tablegen.showDocumentRecords', () => outputs.show(RECORDS_KIND.document as OutputKind)),
    vscode.commands.registerCommand('pdll.restartServer', () => restartAll()),
    vscode.commands.registerCommand('pdll.compileFile', () => compileCurrentFile()),
    vscode.commands.registerCommand('pdll.showServerOutput', () => serverOutput.show(true)),
    vscode.commands.registerCommand('pdll.convertDrrToPdll', () => convertDrrToPdll()),
    vscode.workspace.onDidOpenTextDocument((doc) => { void ensureClientFor(doc); }),
    vscode.workspace.onDidChangeTextDocument((e) => {
      outputs.sourceChanged(e.document);
      runs.sourceChanged(e.document);
    }),
    vscode.workspace.onDidCloseTextDocument((doc) => runs.closed(doc)),
    vscode.workspace.onDidChangeConfiguration((e) => {
      if (e.affectsConfiguration('pdll.compiler') || e.affectsConfiguration('pdll.run')) return; // read on each use
      // the enable switches (ours and MLIR's) change which documents a client claims: restarting re-creates the clients' selectors
      if (e.affectsConfiguration('pdll') || e.affectsConfiguration('mlir.pdll_enable') || e.affectsConfiguration('mlir.tablegen_enable')) {
        reportedProblems.clear();
        outsideRoot = undefined;
        void restartAll();
      }
    }),
    // trusted now: the workspace's bin/ launchers and its values of restricted settings apply
    vscode.workspace.onDidGrantWorkspaceTrust(() => {
      reportedProblems.clear();
      void restartAll();
    }),
    vscode.workspace.onDidChangeWorkspaceFolders((e) => {
      for (const removed of e.removed) void stopClient(removed.uri.toString());
    }),
    vscode.window.onDidChangeActiveTextEditor(() => updateStatus()),
    // MLIR's extension installed or removed: who serves what changes
    vscode.extensions.onDidChange(() => { void restartAll(); }),
  );
  for (const doc of vscode.workspace.textDocuments) void ensureClientFor(doc);
  updateStatus();
}

export async function deactivate(): Promise<void> {
  await Promise.all([...clients.keys()].map((k) => stopClient(k)));
}

/**
 * The settings of a folder, field by field from their keys. The executable paths are
 * machine-scoped (package.json): VS Code answers them from the user (or remote) settings only, never
 * from a workspace's .vscode/settings.json.
 */
function readSettingsOf<T extends object>(folder: vscode.WorkspaceFolder | undefined, keys: { readonly [K in keyof T]: string }, defaults: T): T {
  const c = vscode.workspace.getConfiguration('pdll', folder?.uri);
  const out = { ...defaults };
  for (const field of Object.keys(keys) as (keyof T)[]) out[field] = c.get(keys[field], defaults[field]);
  return out;
}

function readSettings(folder: vscode.WorkspaceFolder | undefined): PdllSettings {
  return readSettingsOf(folder, SETTING_KEYS, DEFAULT_SETTINGS);
}

function launchContext(folder: vscode.WorkspaceFolder | undefined): LaunchContext {
  return {
    extensionPath: extensionContext.extensionPath,
    workspaceFolder: folder?.uri.fsPath,
    home: os.homedir(),
    env: process.env,
    fs: nodeFileProbe,
    workspaceTrusted: vscode.workspace.isTrusted,
  };
}

/** Shows an error or warning once per distinct text until the settings change. */
function reportOnce(kind: 'error' | 'warning', message: string, fix: string, setting?: string): void {
  const key = `${kind}:${message}`;
  serverOutput.appendLine(`${kind}: ${message} Fix: ${fix}`);
  if (reportedProblems.has(key)) return;
  reportedProblems.add(key);
  const actions = setting ? ['Open Settings'] : [];
  const show = kind === 'error' ? vscode.window.showErrorMessage : vscode.window.showWarningMessage;
  void show(`PDLL: ${message} ${fix}`, ...actions).then((choice) => {
    if (choice === 'Open Settings') void vscode.commands.executeCommand('workbench.action.openSettings', setting);
  });
}

interface Resolved {
  mlirRoot?: string;
  java?: string;
}

/** Finds Java (when the program needs it, or for the bin/ launchers) and the MLIR include root. */
async function resolveRuntime(settings: PdllSettings, ctx: LaunchContext, program: Program): Promise<Resolved | undefined> {
  const mlir = findMlirIncludeRoot({ setting: expandPath(settings.mlirIncludeDir, ctx), env: ctx.env, fs: ctx.fs });
  if (!isMlirRootFound(mlir)) reportOnce('warning', mlir.error, mlir.fix, 'pdll.mlirIncludeDir');
  const java = findJava({ javaHome: expandPath(settings.javaHome, ctx), env: ctx.env, fs: ctx.fs, platform: process.platform });
  if (!isJavaFound(java)) {
    if (program.kind === 'jar') {
      reportOnce('error', java.error, java.fix, 'pdll.java.home');
      return undefined;
    }
    return { mlirRoot: isMlirRootFound(mlir) ? mlir.root : undefined };
  }
  if (program.kind === 'jar') {
    const version = await javaVersion(java.java);
    if (version !== undefined && version < MIN_JAVA_VERSION) {
      reportOnce('error', `${java.java} (from ${java.source}) is Java ${version}; the PDLL tools need Java ${MIN_JAVA_VERSION} or newer.`,
        JAVA_INSTALL_FIX, 'pdll.java.home');
      return undefined;
    }
  }
  return { mlirRoot: isMlirRootFound(mlir) ? mlir.root : undefined, java: java.java };
}

async function javaVersion(java: string): Promise<number | undefined> {
  if (javaVersionChecked.has(java)) return javaVersionChecked.get(java);
  const text = await new Promise<string>((resolve) => {
    cp.execFile(java, ['-version'], { timeout: 20000 }, (_err, stdout, stderr) => resolve(`${stderr}\n${stdout}`));
  });
  const v = parseJavaVersion(text);
  javaVersionChecked.set(java, v);
  return v;
}

/**
 * A client serves one workspace folder (pattern <folder>/**), or, for files outside every folder,
 * one directory (pattern <dir>/*: its direct children, which are outside every folder too), so
 * that no document is served by two clients.
 */
function clientKey(uri: vscode.Uri): { key: string; folder?: vscode.WorkspaceFolder; pattern: RelativePattern; base: string } {
  const folder = vscode.workspace.getWorkspaceFolder(uri);
  // a relative pattern takes its base path literally (no glob escaping of [ ] { } in names)
  if (folder) return { key: folder.uri.toString(), folder, pattern: { baseUri: folder.uri.toString(), pattern: '**/*' }, base: folder.uri.fsPath };
  const folders = (vscode.workspace.workspaceFolders ?? []).map((f) => f.uri.fsPath);
  const scope = outsideScope(uri.fsPath, outsideMlirRoot(), folders);
  return { key: scope.key, pattern: { baseUri: vscode.Uri.file(scope.base).toString(), pattern: scope.pattern }, base: scope.base };
}

/** The MLIR include root for files outside every folder (user settings), found once until the settings change. */
let outsideRoot: { root?: string } | undefined;
function outsideMlirRoot(): string | undefined {
  if (!outsideRoot) {
    const ctx = launchContext(undefined);
    const found = findMlirIncludeRoot({ setting: expandPath(readSettings(undefined).mlirIncludeDir, ctx), env: ctx.env, fs: ctx.fs });
    outsideRoot = { root: isMlirRootFound(found) ? found.root : undefined };
  }
  return outsideRoot.root;
}

async function ensureClientFor(doc: vscode.TextDocument): Promise<FolderClient | undefined> {
  if (!isServed(doc.languageId, doc.uri.scheme, served(vscode.workspace.getWorkspaceFolder(doc.uri)))) return undefined;
  const existing = clients.get(clientKey(doc.uri).key);
  if (existing) return existing;
  return startClient(doc.uri);
}

/** Who serves each language in a folder (coexistence.ts decides; this gathers the switches). */
function decisions(folder: vscode.WorkspaceFolder | undefined): Record<Language, Decision> {
  const ours = vscode.workspace.getConfiguration('pdll', folder?.uri);
  const mlir = vscode.workspace.getConfiguration('mlir', folder?.uri);
  const mlirInstalled = vscode.extensions.getExtension(MLIR_EXTENSION_ID) !== undefined;
  const out = {} as Record<Language, Decision>;
  for (const l of LANGUAGES) {
    out[l] = decide(l, {
      ours: explicitValue(ours.inspect<boolean>(`${l}.enable`)),
      mlirInstalled,
      mlirEnabled: mlir.get<boolean>(`${l}_enable`),
    });
  }
  return out;
}

/** The last decision said in the output, per folder and language (said again only when it changes). */
const saidDecisions = new Map<string, string>();

function served(folder: vscode.WorkspaceFolder | undefined): Served {
  const d = decisions(folder);
  for (const l of LANGUAGES) {
    const key = `${folder?.uri.toString() ?? ''}:${l}`;
    const text = `${l}: ${d[l].servedBy === 'pdll' ? 'served by this extension' : d[l].servedBy === 'vscode-mlir' ? 'left to the MLIR extension' : 'not served'} (${d[l].why})`;
    if (saidDecisions.get(key) !== text) {
      saidDecisions.set(key, text);
      serverOutput.appendLine(`[${folder?.name ?? 'outside folders'}] ${text}`);
      if (d[l].twoServers) reportOnce('warning', d[l].why, `Set "mlir.${l}_enable" or "pdll.${l}.enable" to false.`, `pdll.${l}.enable`);
    }
  }
  return { pdll: d.pdll.serve, tablegen: d.tablegen.serve };
}

async function startClient(forDocument: vscode.Uri): Promise<FolderClient | undefined> {
  const { key, folder, pattern, base } = clientKey(forDocument);
  const settings = readSettings(folder);
  const ctx = launchContext(folder);
  const program = chooseServer(settings, ctx);
  if (!isProgram(program)) {
    reportOnce('error', program.error, program.fix, 'pdll.server.path');
    updateStatus();
    return undefined;
  }
  const runtime = await resolveRuntime(settings, ctx, program);
  if (!runtime) {
    updateStatus();
    return undefined;
  }
  if (clients.has(key)) return clients.get(key); // started meanwhile by another document
  const line = commandLine(program, runtime.java, serverArguments(settings, ctx, runtime.mlirRoot), SERVER_JVM_ARGS);
  // No `transport`: vscode-languageclient would append --stdio (ours accepts it, other servers do not).
  const serverOptions: ServerOptions = {
    command: line.command,
    args: line.args,
    // the folder it serves (files outside every folder: their directory), not the extension host's
    options: { env: { ...process.env, ...line.env }, cwd: base },
  };
  const clientOptions: LanguageClientOptions = {
    documentSelector: documentSelector(served(folder), pattern),
    workspaceFolder: folder,
    outputChannel: serverOutput,
    synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/{pdll,tablegen}_compile_commands.yml') },
    middleware: {
      // see commitCharacters.ts: `.`, `[`, `{`, ... are typed after a name, never meant to accept an item
      provideCompletionItem: async (document, position, context, token, next) =>
        withoutCommitCharacters(await next(document, position, context, token)),
    },
  };
  const client = new LanguageClient('pdll', 'PDLL Language Server', serverOptions, clientOptions);
  const shown = [line.command, ...line.args].map((a) => (/\s/.test(a) ? JSON.stringify(a) : a)).join(' ');
  const entry: FolderClient = { client, state: 'starting', mlirRoot: runtime.mlirRoot, commandLine: shown, java: runtime.java };
  clients.set(key, entry);
  serverOutput.appendLine(`[${folder?.name ?? path.dirname(forDocument.fsPath)}] starting (${program.origin}): ${shown}`);
  client.onDidChangeState((e) => {
    entry.state = e.newState === State.Running ? 'running' : e.newState === State.Starting ? 'starting' : 'stopped';
    updateStatus();
  });
  updateStatus();
  try {
    await client.start();
  } catch (err) {
    entry.state = 'failed';
    updateStatus();
    reportOnce('error', `The PDLL language server did not start (${shown}): ${String(err)}.`,
      'See the "PDLL Language Server" output; check "pdll.server.path" and "pdll.java.home".', 'pdll.server.path');
  }
  return entry;
}

async function stopClient(key: string): Promise<void> {
  const entry = clients.get(key);
  if (!entry) return;
  clients.delete(key);
  try {
    await entry.client.stop(5000);
  } catch {
    // already stopped or never started
  }
  updateStatus();
}

async function restartAll(): Promise<void> {
  await Promise.all([...clients.keys()].map((k) => stopClient(k)));
  for (const doc of vscode.workspace.textDocuments) await ensureClientFor(doc);
  updateStatus();
}

function activeFolderClient(): FolderClient | undefined {
  const editor = vscode.window.activeTextEditor;
  if (!editor) return clients.size === 1 ? [...clients.values()][0] : undefined;
  let uri = editor.document.uri;
  if (uri.scheme === OUTPUT_SCHEME) uri = vscode.Uri.parse(decodeURIComponent(uri.query));
  const run = uri.scheme === RUN_SCHEME ? parseRunViewQuery(uri.query) : undefined;
  if (run) uri = vscode.Uri.parse(run.pattern);
  return clients.get(clientKey(uri).key);
}

function updateStatus(): void {
  const editor = vscode.window.activeTextEditor;
  const folder = editor ? vscode.workspace.getWorkspaceFolder(editor.document.uri) : undefined;
  const serving = served(folder);
  void vscode.commands.executeCommand('setContext', 'pdll.servesPdll', serving.pdll);
  void vscode.commands.executeCommand('setContext', 'pdll.servesTablegen', serving.tablegen);
  const language = editor?.document.languageId;
  if ((language === 'pdll' || language === 'tablegen') && !serving[language]) {
    // say who serves this document instead
    const d = decisions(folder)[language];
    statusItem.text = d.servedBy === 'vscode-mlir' ? `$(info) PDLL: ${language} served by the MLIR extension` : `$(circle-slash) PDLL: ${language} off`;
    statusItem.tooltip = `This extension does not serve ${language} documents: ${d.why}`;
    statusItem.show();
    return;
  }
  const isPdll = language === 'pdll' || editor?.document.uri.scheme === OUTPUT_SCHEME
    || language === 'tablegen' || editor?.document.uri.scheme === RUN_SCHEME;
  if (!isPdll && clients.size === 0) {
    statusItem.hide();
    return;
  }
  const entry = activeFolderClient();
  const icon = !entry ? '$(circle-slash)' : entry.state === 'running' ? '$(check)'
    : entry.state === 'starting' ? '$(sync~spin)' : '$(error)';
  const root = entry?.mlirRoot ? ` · MLIR ${entry.mlirRoot}` : entry ? ' · no MLIR include root' : '';
  statusItem.text = `${icon} PDLL${root}`;
  const tip = new vscode.MarkdownString();
  tip.appendMarkdown(`**PDLL language server**: ${entry ? entry.state : 'not running'}\n\n`);
  if (entry) {
    tip.appendMarkdown(`MLIR include root: ${entry.mlirRoot ?? '_none found (set pdll.mlirIncludeDir)_'}\n\n`);
    if (entry.java) tip.appendMarkdown(`Java: \`${entry.java}\`\n\n`);
    tip.appendText(entry.commandLine);
  }
  tip.appendMarkdown('\n\nClick to show the server output.');
  statusItem.tooltip = tip;
  statusItem.show();
}

/** Read-only editors showing pdll/viewOutput or tablegen/viewRecords results, refreshed as the source changes. */
class OutputViews implements vscode.TextDocumentContentProvider {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private readonly open = new Map<string, vscode.Uri[]>(); // source uri → output uris
  private readonly timers = new Map<string, NodeJS.Timeout>();

  static outputUri(source: vscode.Uri, kind: OutputKind): vscode.Uri {
    const scope = recordsScopeOfKind(kind);
    const ext = kind === 'mlir' ? 'mlir' : kind === 'cpp' ? 'cpp' : 'ast';
    return vscode.Uri.from({
      scheme: OUTPUT_SCHEME,
      path: `/${scope ? recordsViewName(path.basename(source.fsPath), scope) : `${path.basename(source.fsPath)}.${ext}`}`,
      query: encodeURIComponent(source.toString()),
      fragment: kind,
    });
  }

  async show(kind: OutputKind): Promise<void> {
    const editor = vscode.window.activeTextEditor;
    const records = recordsScopeOfKind(kind) !== undefined;
    if (!editor || editor.document.languageId !== (records ? 'tablegen' : 'pdll')) {
      void vscode.window.showWarningMessage(records ? 'TableGen: open a .td file first.' : 'PDLL: open a .pdll file first.');
      return;
    }
    if (records && !served(vscode.workspace.getWorkspaceFolder(editor.document.uri)).tablegen) {
      void vscode.window.showWarningMessage(`TableGen: the PDLL server does not serve .td files here: ${decisions(vscode.workspace.getWorkspaceFolder(editor.document.uri)).tablegen.why}`);
      return;
    }
    const source = editor.document.uri;
    const uri = OutputViews.outputUri(source, kind);
    const list = this.open.get(source.toString()) ?? [];
    if (!list.some((u) => u.toString() === uri.toString())) list.push(uri);
    this.open.set(source.toString(), list);
    let doc = await vscode.workspace.openTextDocument(uri);
    const language = kind === 'mlir' ? 'mlir' : kind === 'cpp' ? 'cpp' : records ? 'tablegen' : 'plaintext';
    if ((await vscode.languages.getLanguages()).includes(language)) {
      doc = await vscode.languages.setTextDocumentLanguage(doc, language);
    }
    await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preview: false, preserveFocus: true });
  }

  sourceChanged(doc: vscode.TextDocument): void {
    const key = doc.uri.toString();
    const outputs = this.open.get(key);
    if (!outputs) return;
    clearTimeout(this.timers.get(key));
    this.timers.set(key, setTimeout(() => {
      const stillOpen = new Set(vscode.workspace.textDocuments.map((d) => d.uri.toString()));
      const live = outputs.filter((u) => stillOpen.has(u.toString()));
      if (live.length === 0) this.open.delete(key); else this.open.set(key, live);
      for (const u of live) this.changed.fire(u);
    }, 400));
  }

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const kind = uri.fragment as OutputKind;
    const source = vscode.Uri.parse(decodeURIComponent(uri.query));
    const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === source.toString())
      ?? await vscode.workspace.openTextDocument(source);
    const entry = await ensureClientFor(doc);
    if (!entry) return '// The PDLL language server is not running; see the "PDLL Language Server" output.\n';
    const scope: RecordsScope | undefined = recordsScopeOfKind(kind);
    if (scope) return this.records(entry, source, scope);
    try {
      if (entry.client.state !== State.Running) await entry.client.start();
      const result = await entry.client.sendRequest<{ output: string } | null>('pdll/viewOutput', { uri: source.toString(), kind });
      if (!result) return `// The server has no ${kind} output for ${source.fsPath} (is the file open?).\n`;
      if (result.output.trim() === '') {
        return `// No ${kind} output: the file (or every part of it) has errors, see the Problems panel.\n`;
      }
      return result.output;
    } catch (err) {
      return `// pdll/viewOutput (${kind}) failed: ${err instanceof Error ? err.message : String(err)}\n`;
    }
  }

  private async records(entry: FolderClient, source: vscode.Uri, scope: RecordsScope): Promise<string> {
    try {
      if (entry.client.state !== State.Running) await entry.client.start();
      const result = await entry.client.sendRequest<{ output: string } | null>('tablegen/viewRecords',
        viewRecordsParams(source.toString(), scope));
      return recordsViewText(result, source.fsPath, scope);
    } catch (err) {
      return `// tablegen/viewRecords (${scope}) failed: ${err instanceof Error ? err.message : String(err)}\n`;
    }
  }
}

function readRunSettings(folder: vscode.WorkspaceFolder | undefined): RunSettings {
  return readSettingsOf(folder, RUN_SETTING_KEYS, DEFAULT_RUN_SETTINGS);
}

/**
 * PDLL: Run patterns on MLIR file…: read-only views of the rewritten IR (pdll/runPatterns), one
 * per pattern file and input, refreshed 0.4 s after an edit of either (as the output views), with
 * the run's problems in the Problems panel (collection "pdll-run", replaced on every run, so
 * fixed problems disappear; dropped when the view closes).
 */
class RunViews implements vscode.TextDocumentContentProvider, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<vscode.Uri>();
  readonly onDidChange = this.changed.event;
  private readonly diagnostics = vscode.languages.createDiagnosticCollection('pdll-run');
  /** view uri → the uris its last run put diagnostics on */
  private readonly shown = new Map<string, string[]>();
  /** view uri → its key; a view is refreshed when its pattern file or its input changes */
  private readonly views = new Map<string, { uri: vscode.Uri; pattern: string; input: string; position?: vscode.Position }>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** views whose next run was asked for by the command: a run that fails then says so in a message (refreshes do not) */
  private readonly asked = new Set<string>();

  constructor(private readonly context: vscode.ExtensionContext) {}

  dispose(): void {
    this.diagnostics.dispose();
    this.changed.dispose();
    for (const t of this.timers.values()) clearTimeout(t);
  }

  async runCommand(): Promise<void> {
    if (!vscode.workspace.isTrusted) {
      void vscode.window.showWarningMessage(RUN_UNTRUSTED_MESSAGE);
      return;
    }
    const editor = vscode.window.activeTextEditor;
    let source = editor?.document;
    if (source?.uri.scheme === RUN_SCHEME) {
      const key = parseRunViewQuery(source.uri.query);
      source = vscode.workspace.textDocuments.find((d) => d.uri.toString() === key?.pattern);
    }
    if (!source || source.languageId !== 'pdll' || source.uri.scheme !== 'file') {
      void vscode.window.showWarningMessage('PDLL: open a .pdll file on disk first.');
      return;
    }
    const input = await this.pickInput(source.uri);
    if (!input) return;
    await this.context.workspaceState.update(rememberedInputKey(source.uri.toString()), input.toString());
    const uri = vscode.Uri.from({
      scheme: RUN_SCHEME,
      path: runViewPath(source.uri.fsPath, input.fsPath),
      query: runViewQuery({ pattern: source.uri.toString(), input: input.toString() }),
    });
    const known = this.views.has(uri.toString());
    this.asked.add(uri.toString());
    // the cursor picks the part of a file split at `// -----`
    const position = editor?.document === source ? editor.selection.active : undefined;
    this.views.set(uri.toString(), { uri, pattern: source.uri.toString(), input: input.toString(), position });
    let doc = await vscode.workspace.openTextDocument(uri);
    if (known) this.changed.fire(uri); // run again: the command means "now"
    if ((await vscode.languages.getLanguages()).includes('mlir')) doc = await vscode.languages.setTextDocumentLanguage(doc, 'mlir');
    await vscode.window.showTextDocument(doc, { viewColumn: vscode.ViewColumn.Beside, preview: false, preserveFocus: true });
  }

  /** The input: the one last used with this pattern file, open .mlir editors, the workspace's .mlir files, or Browse…. */
  private async pickInput(pattern: vscode.Uri): Promise<vscode.Uri | undefined> {
    const last = this.context.workspaceState.get<string>(rememberedInputKey(pattern.toString()));
    const open = vscode.workspace.textDocuments.filter((d) => d.uri.scheme === 'file' && d.uri.fsPath.endsWith('.mlir'))
      .map((d) => d.uri.toString());
    const found = await vscode.workspace.findFiles('**/*.mlir', '**/{node_modules,target,build}/**', 200);
    const describe = (u: string) => {
      const p = vscode.Uri.parse(u);
      return { label: path.basename(p.fsPath), description: vscode.workspace.asRelativePath(p, true) };
    };
    const items = inputChoices(last, open, found.map((u) => u.toString()).sort(), describe);
    const chosen = await vscode.window.showQuickPick(items, {
      title: `PDLL: Run the patterns of ${path.basename(pattern.fsPath)} on…`,
      placeHolder: 'an .mlir file (the last one used comes first)',
      matchOnDescription: true,
    });
    if (!chosen) return undefined;
    if (!chosen.browse) return vscode.Uri.parse(chosen.uri!);
    const picked = await vscode.window.showOpenDialog({
      canSelectMany: false, openLabel: 'Run patterns on this file', filters: { MLIR: ['mlir'], 'All files': ['*'] },
      defaultUri: last ? vscode.Uri.parse(last) : vscode.Uri.file(path.dirname(pattern.fsPath)),
    });
    return picked?.[0];
  }

  sourceChanged(doc: vscode.TextDocument): void {
    if (doc.uri.scheme === RUN_SCHEME) return;
    const key = doc.uri.toString();
    const affected = [...this.views.values()].filter((v) => v.pattern === key || v.input === key);
    if (affected.length === 0) return;
    clearTimeout(this.timers.get(key));
    this.timers.set(key, setTimeout(() => {
      this.timers.delete(key);
      for (const v of affected) this.changed.fire(v.uri);
    }, 400));
  }

  closed(doc: vscode.TextDocument): void {
    if (doc.uri.scheme !== RUN_SCHEME) return;
    const key = doc.uri.toString();
    this.views.delete(key);
    for (const u of this.shown.get(key) ?? []) this.diagnostics.delete(vscode.Uri.parse(u));
    this.shown.delete(key);
  }

  async provideTextDocumentContent(uri: vscode.Uri): Promise<string> {
    const key = parseRunViewQuery(uri.query);
    if (!key) return '// not a pdll-run view\n';
    if (!vscode.workspace.isTrusted) return `// ${RUN_UNTRUSTED_MESSAGE}\n`;
    if (!this.views.has(uri.toString())) this.views.set(uri.toString(), { uri, ...key }); // reopened from history
    const pattern = vscode.Uri.parse(key.pattern);
    const input = vscode.Uri.parse(key.input);
    const doc = vscode.workspace.textDocuments.find((d) => d.uri.toString() === key.pattern)
      ?? await vscode.workspace.openTextDocument(pattern);
    const entry = await ensureClientFor(doc);
    if (!entry) return '// The PDLL language server is not running; see the "PDLL Language Server" output.\n';
    const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === key.input);
    const folder = vscode.workspace.getWorkspaceFolder(pattern);
    // the part of a split file: where the pattern file's cursor is now, else where it was at the command
    const shown = vscode.window.visibleTextEditors.find((e) => e.document.uri.toString() === key.pattern);
    const position = shown?.selection.active ?? this.views.get(uri.toString())?.position;
    const params = runParams(key.pattern, key.input, open?.getText(), readRunSettings(folder),
      (p) => expandPath(p, launchContext(folder)), position);
    let result: RunResult | null;
    try {
      if (entry.client.state !== State.Running) await entry.client.start();
      result = await vscode.window.withProgress(
        { location: vscode.ProgressLocation.Window, title: `PDLL: running the patterns of ${path.basename(pattern.fsPath)}` },
        () => entry.client.sendRequest<RunResult | null>('pdll/runPatterns', params));
    } catch (err) {
      this.show(uri, undefined, key.pattern);
      return `// pdll/runPatterns failed: ${err instanceof Error ? err.message : String(err)}\n`;
    }
    if (result?.log) serverOutput.appendLine(result.log.trimEnd());
    this.show(uri, result, key.pattern);
    if (this.asked.delete(uri.toString()) && result?.error && typeof result.output !== 'string') {
      void vscode.window.showErrorMessage(`PDLL: ${result.error.split('\n')[0]}`);
    }
    return runViewText(result, path.basename(input.fsPath));
  }

  /** Replaces the problems of the view's last run with those of this one. */
  private show(view: vscode.Uri, result: RunResult | null | undefined, patternUri: string): void {
    const key = view.toString();
    for (const u of this.shown.get(key) ?? []) this.diagnostics.delete(vscode.Uri.parse(u));
    const byUri = diagnosticsByUri(result, patternUri);
    for (const [u, list] of byUri) {
      this.diagnostics.set(vscode.Uri.parse(u), list.map((d) => {
        const range = new vscode.Range(d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character);
        const x = new vscode.Diagnostic(range, d.message, d.severity === 1 ? vscode.DiagnosticSeverity.Error
          : d.severity === 2 ? vscode.DiagnosticSeverity.Warning : vscode.DiagnosticSeverity.Information);
        x.source = `pdll-run (${d.source})`;
        return x;
      }));
    }
    this.shown.set(key, [...byUri.keys()]);
  }
}

async function compileCurrentFile(): Promise<void> {
  const editor = vscode.window.activeTextEditor;
  if (!editor || editor.document.languageId !== 'pdll' || editor.document.uri.scheme !== 'file') {
    void vscode.window.showWarningMessage('PDLL: open a .pdll file on disk first.');
    return;
  }
  const doc = editor.document;
  if (doc.isDirty) await doc.save();
  const folder = vscode.workspace.getWorkspaceFolder(doc.uri);
  const settings = readSettings(folder);
  const ctx = launchContext(folder);
  const program = chooseCompiler(settings, ctx);
  if (!isProgram(program)) {
    reportOnce('error', program.error, program.fix, 'pdll.compiler.path');
    return;
  }
  const runtime = await resolveRuntime(settings, ctx, program);
  if (!runtime) return;
  const file = doc.uri.fsPath;
  const cwd = path.dirname(file);
  const line = commandLine(program, runtime.java, compilerArguments(settings, ctx, runtime.mlirRoot, file));
  compilerOutput.clear();
  compilerOutput.show(true);
  compilerOutput.appendLine(`$ cd ${cwd} && ${[line.command, ...line.args].join(' ')}`);
  const started = Date.now();
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = cp.execFile(line.command, line.args, { cwd, env: { ...process.env, ...line.env }, maxBuffer: 64 * 1024 * 1024, timeout: 300000 },
      (err, out, errText) => resolve({ code: err ? (typeof err.code === 'number' ? err.code : child.exitCode ?? 1) : 0, stdout: out, stderr: errText }));
  });
  if (stdout) compilerOutput.append(stdout.endsWith('\n') ? stdout : `${stdout}\n`);
  if (stderr) compilerOutput.append(stderr.endsWith('\n') ? stderr : `${stderr}\n`);
  compilerOutput.appendLine(`[exit ${code} after ${Date.now() - started} ms]`);
  compilerDiagnostics.clear();
  const byFile = new Map<string, vscode.Diagnostic[]>();
  for (const d of parseCompilerDiagnostics(stderr, cwd)) {
    if (d.severity === 'note' && byFile.size > 0) continue; // notes belong to the previous error
    const pos = new vscode.Position(Math.max(0, d.line - 1), Math.max(0, d.column - 1));
    const diag = new vscode.Diagnostic(new vscode.Range(pos, pos.translate(0, 1)), d.message,
      d.severity === 'error' ? vscode.DiagnosticSeverity.Error
        : d.severity === 'warning' ? vscode.DiagnosticSeverity.Warning : vscode.DiagnosticSeverity.Information);
    diag.source = 'pdllc';
    const list = byFile.get(d.file) ?? [];
    list.push(diag);
    byFile.set(d.file, list);
  }
  for (const [f, list] of byFile) compilerDiagnostics.set(vscode.Uri.file(f), list);
  if (code === 0) void vscode.window.setStatusBarMessage('PDLL: compiled without errors', 5000);
}
