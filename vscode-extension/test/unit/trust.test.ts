// What a workspace may decide (issue 33, finding 10): settings that name a program are
// machine-scoped (a workspace's .vscode/settings.json cannot set them), settings that pass flags
// through are restricted in untrusted workspaces, the workspace's own launchers are not run in
// Restricted Mode, and Run patterns is disabled there. The settings are found by what they do to
// the command lines (a marker value fed through the launch logic), not from a list kept here, so a
// new setting that names a program fails the test until it is machine-scoped.
import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { findJava, isJavaFound } from '../../src/java';
import {
  chooseCompiler, chooseServer, compilerArguments, DEFAULT_SETTINGS, isProgram, LaunchContext, PdllSettings, serverArguments,
  SETTING_KEYS,
} from '../../src/launch';
import { expandPath } from '../../src/paths';
import { DEFAULT_RUN_SETTINGS, RUN_SETTING_KEYS, RUN_UNTRUSTED_MESSAGE, runParams, RunSettings } from '../../src/runPatterns';
import { memFs } from './memfs';

interface Setting { scope?: string; type: string }
const pkg = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8'));
const properties: Record<string, Setting> = pkg.contributes.configuration.properties;
const MARKER = '/elsewhere/marker';
const FLAG = '--marker-flag';

/** A workspace whose settings all hold the marker: a file, and a folder with bin/java. */
function ctx(trusted = true, files: string[] = []): LaunchContext {
  return { extensionPath: '/ext', workspaceFolder: '/ws', home: '/home/u', env: { PATH: '/usr/bin' }, workspaceTrusted: trusted,
    fs: memFs([MARKER, `${MARKER}/bin/java`, ...files]) };
}

/** The value a workspace would write to name its own program (strings) or pass a flag (arrays). */
function hostile(type: string, forProgram: boolean): unknown {
  if (type === 'string') return MARKER;
  if (type === 'array') return [forProgram ? MARKER : FLAG];
  return undefined;
}

/** `pdll.<key>` of each field whose hostile value makes a command line run the marker. */
function settingsNamingAProgram(): string[] {
  const found: string[] = [];
  for (const [field, key] of Object.entries(SETTING_KEYS) as [keyof PdllSettings, string][]) {
    const value = hostile(properties[`pdll.${key}`].type, true);
    if (value === undefined) continue;
    const s = { ...DEFAULT_SETTINGS, [field]: value } as PdllSettings;
    const c = ctx();
    const server = chooseServer(s, c);
    const compiler = chooseCompiler(s, c);
    const java = findJava({ javaHome: expandPath(s.javaHome, c), env: c.env, fs: c.fs, platform: 'linux' });
    if ((isProgram(server) && server.path === MARKER) || (isProgram(compiler) && compiler.path === MARKER)
      || (isJavaFound(java) && java.java.startsWith(MARKER))) found.push(`pdll.${key}`);
  }
  for (const [field, key] of Object.entries(RUN_SETTING_KEYS) as [keyof RunSettings, string][]) {
    const value = hostile(properties[`pdll.${key}`].type, true);
    if (value === undefined) continue;
    const params = runParams('file:///ws/p.pdll', 'file:///ws/in.mlir', undefined, { ...DEFAULT_RUN_SETTINGS, [field]: value } as RunSettings);
    if (params.mlirOpt === MARKER) found.push(`pdll.${key}`);
  }
  return found.sort();
}

/** `pdll.<key>` of each field whose hostile value reaches a command line as a flag of its own. */
function settingsPassingFlags(): string[] {
  const found: string[] = [];
  for (const [field, key] of Object.entries(SETTING_KEYS) as [keyof PdllSettings, string][]) {
    const value = hostile(properties[`pdll.${key}`].type, false);
    if (value === undefined) continue;
    const s = { ...DEFAULT_SETTINGS, [field]: value } as PdllSettings;
    if ([...serverArguments(s, ctx(), undefined), ...compilerArguments(s, ctx(), undefined, '/ws/p.pdll')].includes(FLAG)) {
      found.push(`pdll.${key}`);
    }
  }
  return found.sort();
}

test('every setting is read through the keys the probes use (or is an enable switch)', () => {
  const known = new Set([...Object.values(SETTING_KEYS), ...Object.values(RUN_SETTING_KEYS)].map((k) => `pdll.${k}`));
  const switches = ['pdll.pdll.enable', 'pdll.tablegen.enable'];
  for (const key of Object.keys(properties)) assert.ok(known.has(key) || switches.includes(key), `${key} is not in SETTING_KEYS or RUN_SETTING_KEYS`);
  for (const key of known) assert.ok(properties[key], `${key} is read but not declared in package.json`);
});

test('the settings that name a program are machine-scoped: a workspace cannot set them', () => {
  const programs = settingsNamingAProgram();
  assert.deepEqual(programs, ['pdll.compiler.path', 'pdll.java.home', 'pdll.run.mlirOpt', 'pdll.server.path']);
  for (const key of programs) assert.equal(properties[key].scope, 'machine', key);
  // the others keep a per-folder scope (a machine scope would hide them from folder settings for nothing)
  for (const [key, p] of Object.entries(properties)) if (!programs.includes(key)) assert.notEqual(p.scope, 'machine', key);
});

test('the settings that pass flags through are restricted in untrusted workspaces', () => {
  const flags = settingsPassingFlags();
  assert.deepEqual(flags, ['pdll.server.additionalServerArgs']);
  const untrusted = pkg.capabilities.untrustedWorkspaces;
  assert.equal(untrusted.supported, 'limited');
  assert.match(untrusted.description, /Run patterns/);
  assert.deepEqual([...untrusted.restrictedConfigurations].sort(), flags);
  for (const key of flags) assert.equal(properties[key].scope, 'resource', key);
  assert.equal(pkg.capabilities.virtualWorkspaces.supported, 'limited');
});

test('Run patterns is disabled in an untrusted workspace (enablement, palette, message)', () => {
  const command = pkg.contributes.commands.find((c: { command: string }) => c.command === 'pdll.runPatterns');
  assert.equal(command.enablement, 'isWorkspaceTrusted');
  const palette = pkg.contributes.menus.commandPalette.find((m: { command: string }) => m.command === 'pdll.runPatterns');
  assert.match(palette.when, /^isWorkspaceTrusted && \(/);
  assert.match(RUN_UNTRUSTED_MESSAGE, /Restricted Mode.*native C\+\+.*Trust the workspace/);
});

test('untrusted: the workspace\'s bin/pdll-lsp is not run; the bundled jar still is', () => {
  const launcher = ['/ws/bin/pdll-lsp'];
  const trusted = chooseServer(DEFAULT_SETTINGS, ctx(true, launcher));
  assert.ok(isProgram(trusted) && trusted.path === '/ws/bin/pdll-lsp');
  const untrusted = chooseServer(DEFAULT_SETTINGS, ctx(false, launcher));
  assert.ok(!isProgram(untrusted));
  assert.match(untrusted.error, /bin\/pdll-lsp is not run in Restricted Mode/);
  assert.match(untrusted.fix, /Trust the workspace.*"pdll\.server\.path" in the user settings/);
  const bundled = chooseServer(DEFAULT_SETTINGS, ctx(false, [...launcher, '/ext/server/pdll-lsp.jar']));
  assert.ok(isProgram(bundled) && bundled.path === '/ext/server/pdll-lsp.jar');
});

test('untrusted: the workspace\'s bin/pdllc is passed over for pdllc on PATH, else reported', () => {
  const trusted = chooseCompiler(DEFAULT_SETTINGS, ctx(true, ['/ws/bin/pdllc', '/usr/bin/pdllc']));
  assert.ok(isProgram(trusted) && trusted.path === '/ws/bin/pdllc');
  const onPath = chooseCompiler(DEFAULT_SETTINGS, ctx(false, ['/ws/bin/pdllc', '/usr/bin/pdllc']));
  assert.ok(isProgram(onPath) && onPath.path === '/usr/bin/pdllc');
  const none = chooseCompiler(DEFAULT_SETTINGS, ctx(false, ['/ws/bin/pdllc']));
  assert.ok(!isProgram(none));
  assert.match(none.error, /bin\/pdllc is not run in Restricted Mode/);
});
