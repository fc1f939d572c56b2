import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import {
  chooseCompiler, chooseServer, commandLine, compilationDatabases, compilerArguments, DEFAULT_SETTINGS, isProgram,
  LaunchContext, PdllSettings, Program, ProgramMissing, SERVER_JVM_ARGS, serverArguments,
} from '../../src/launch';
import { expandPath } from '../../src/paths';
import { FileProbe } from '../../src/fileProbe';
import { memFs } from './memfs';

function ctx(fsx: FileProbe, extra: Partial<LaunchContext> = {}): LaunchContext {
  return { extensionPath: '/ext', workspaceFolder: '/ws', home: '/home/u', env: { PATH: '/usr/bin' }, fs: fsx, workspaceTrusted: true, ...extra };
}
function settings(s: Partial<PdllSettings>): PdllSettings {
  return { ...DEFAULT_SETTINGS, ...s };
}
function program(p: Program | ProgramMissing): Program {
  assert.ok(isProgram(p), `expected a program, got ${JSON.stringify(p)}`);
  return p;
}

test('expandPath: ${workspaceFolder}, ${env:X}, ~ and relative paths', () => {
  const c = { workspaceFolder: '/ws', home: '/home/u', env: { LLVM: '/opt/llvm' } };
  assert.equal(expandPath('${workspaceFolder}/build/db.yml', c), '/ws/build/db.yml');
  assert.equal(expandPath('${env:LLVM}/include', c), '/opt/llvm/include');
  assert.equal(expandPath('~/mlir/include', c), '/home/u/mlir/include');
  assert.equal(expandPath('include/../inc', c), '/ws/inc');
  assert.equal(expandPath('/abs', c), '/abs');
  assert.equal(expandPath('  ', c), '');
});

test('expandPath outside every folder: a ${workspaceFolder} path is unset, not rooted at /', () => {
  const c = { home: '/home/u', env: {} };
  assert.equal(expandPath('${workspaceFolder}/build/db.yml', c), '');
  assert.equal(expandPath('/abs/db.yml', c), '/abs/db.yml');
  const s = settings({ tablegenCompilationDatabases: ['${workspaceFolder}/tgdb/tablegen_compile_commands.yml', '/abs/tablegen_compile_commands.yml'],
    includeDirs: ['${workspaceFolder}/include'], additionalServerArgs: ['--log=verbose'] });
  assert.deepEqual(serverArguments(s, ctx(memFs([]), { workspaceFolder: undefined }), undefined),
    ['--tablegen-compilation-database=/abs/tablegen_compile_commands.yml', '--log=verbose']);
  const missing = chooseServer(settings({ serverPath: '${workspaceFolder}/bin/pdll-lsp' }),
    ctx(memFs(['/bin/pdll-lsp']), { workspaceFolder: undefined }));
  assert.ok(!isProgram(missing) && /outside every folder/.test(missing.error), JSON.stringify(missing));
});

test('settings to server arguments: include dirs, MLIR root, databases, log level', () => {
  const fsx = memFs(['/ws/build/db.yml']);
  const s = settings({
    includeDirs: ['include', '/opt/x', 'include'],
    compilationDatabases: ['${workspaceFolder}/build/db.yml', '/other/pdll_compile_commands.yml'],
    traceServer: 'verbose',
  });
  assert.deepEqual(serverArguments(s, ctx(fsx), '/usr/lib/llvm-22/include'), [
    '--pdll-extra-dir=/ws/include',
    '--pdll-extra-dir=/opt/x',
    '--pdll-extra-dir=/usr/lib/llvm-22/include',
    '--pdll-compilation-database=/ws/build/db.yml',
    '--pdll-compilation-database=/other/pdll_compile_commands.yml',
    '--log=verbose',
  ]);
});

test('TableGen compilation databases as tblgen-lsp-server\'s flag, then the additional arguments as given', () => {
  const s = settings({
    tablegenCompilationDatabases: ['${workspaceFolder}/build/tablegen_compile_commands.yml', '', '/ws/build/tablegen_compile_commands.yml'],
    additionalServerArgs: ['--no-cache', '--log=error', ''],
    traceServer: 'verbose',
  });
  assert.deepEqual(serverArguments(s, ctx(memFs([])), undefined), [
    '--tablegen-compilation-database=/ws/build/tablegen_compile_commands.yml',
    '--log=verbose',
    '--no-cache',
    '--log=error',
  ]);
});

test('the MLIR root is not repeated when it is already an include dir; no --log unless verbose', () => {
  const s = settings({ includeDirs: ['/usr/lib/llvm-22/include/'], traceServer: 'messages' });
  assert.deepEqual(serverArguments(s, ctx(memFs([])), '/usr/lib/llvm-22/include'), ['--pdll-extra-dir=/usr/lib/llvm-22/include']);
  assert.deepEqual(serverArguments(DEFAULT_SETTINGS, ctx(memFs([])), undefined), []);
});

test('default compilation database: build/pdll_compile_commands.yml only when it exists', () => {
  assert.deepEqual(compilationDatabases(DEFAULT_SETTINGS, ctx(memFs(['/ws/build/pdll_compile_commands.yml']))),
    ['/ws/build/pdll_compile_commands.yml']);
  assert.deepEqual(compilationDatabases(DEFAULT_SETTINGS, ctx(memFs(['/ws/build/']))), []);
  assert.deepEqual(compilationDatabases(DEFAULT_SETTINGS, ctx(memFs(['/ws/build/pdll_compile_commands.yml']), { workspaceFolder: undefined })), []);
});

test('server choice: pdll.server.path (jar or executable), bundled jar, workspace bin/pdll-lsp', () => {
  const fsx = memFs(['/ext/server/pdll-lsp.jar', '/ws/bin/pdll-lsp', '/opt/pdll-lsp.jar', '/usr/bin/mlir-pdll-lsp-server-22']);
  assert.deepEqual(program(chooseServer(settings({ serverPath: '/opt/pdll-lsp.jar' }), ctx(fsx))),
    { kind: 'jar', path: '/opt/pdll-lsp.jar', origin: 'pdll.server.path' });
  assert.deepEqual(program(chooseServer(settings({ serverPath: '${workspaceFolder}/bin/pdll-lsp' }), ctx(fsx))),
    { kind: 'executable', path: '/ws/bin/pdll-lsp', origin: 'pdll.server.path' });
  assert.deepEqual(program(chooseServer(settings({ serverPath: 'mlir-pdll-lsp-server-22' }), ctx(fsx))),
    { kind: 'executable', path: '/usr/bin/mlir-pdll-lsp-server-22', origin: 'pdll.server.path' });
  assert.deepEqual(program(chooseServer(DEFAULT_SETTINGS, ctx(fsx))),
    { kind: 'jar', path: '/ext/server/pdll-lsp.jar', origin: 'bundled with the extension' });
  assert.deepEqual(program(chooseServer(DEFAULT_SETTINGS, ctx(memFs(['/ws/bin/pdll-lsp'])))),
    { kind: 'executable', path: '/ws/bin/pdll-lsp', origin: 'bin/pdll-lsp of the workspace' });
});

test('server choice errors name the setting', () => {
  const missing = chooseServer(settings({ serverPath: '/nope/pdll-lsp.jar' }), ctx(memFs([])));
  assert.ok(!isProgram(missing));
  assert.match(missing.error, /"pdll\.server\.path" is set to \/nope\/pdll-lsp\.jar, but \/nope\/pdll-lsp\.jar does not exist/);
  const none = chooseServer(DEFAULT_SETTINGS, ctx(memFs([])));
  assert.ok(!isProgram(none));
  assert.match(none.fix, /pdll\.server\.path/);
});

test('command lines: a jar runs with java -jar and no --stdio; an executable gets PDLL_JAVA', () => {
  const jar: Program = { kind: 'jar', path: '/ext/server/pdll-lsp.jar', origin: 'bundled' };
  assert.deepEqual(commandLine(jar, '/usr/bin/java', ['--pdll-extra-dir=/i']),
    { command: '/usr/bin/java', args: ['-jar', '/ext/server/pdll-lsp.jar', '--pdll-extra-dir=/i'], env: {} });
  assert.throws(() => commandLine(jar, undefined, []), /a Java runtime is needed/);
  const exe: Program = { kind: 'executable', path: '/ws/bin/pdll-lsp', origin: 'ws' };
  assert.deepEqual(commandLine(exe, '/opt/jdk/bin/java', []), { command: '/ws/bin/pdll-lsp', args: [], env: { PDLL_JAVA: '/opt/jdk/bin/java' } });
  assert.deepEqual(commandLine(exe, undefined, ['-x']), { command: '/ws/bin/pdll-lsp', args: ['-x'], env: {} });
  for (const line of [commandLine(jar, '/usr/bin/java', []), commandLine(exe, undefined, [])]) {
    assert.ok(!line.args.includes('--stdio'));
  }
  assert.deepEqual(commandLine(jar, '/usr/bin/java', ['-x'], ['-Xss4m']).args, ['-Xss4m', '-jar', '/ext/server/pdll-lsp.jar', '-x']);
  assert.deepEqual(commandLine(exe, undefined, ['-x'], ['-Xss4m']).args, ['-x'], 'an executable chooses its own JVM options');
});

test('the server jar runs with the memory options of bin/pdll-lsp', () => {
  const launcher = fs.readFileSync(path.join(__dirname, '..', '..', '..', '..', 'bin', 'pdll-lsp'), 'utf8');
  const m = /pdll_server_opts=\(([^)]*)\)/.exec(launcher);
  assert.ok(m, 'bin/pdll-lsp sets pdll_server_opts');
  assert.deepEqual(SERVER_JVM_ARGS, ['-Xss4m', ...m![1].split(/\s+/).filter((w) => w !== '')]);
});

test('compiler choice and arguments: -x=kind, -I per include dir, then the file', () => {
  const fsx = memFs(['/ext/server/pdllc.jar', '/ws/bin/pdllc', '/usr/bin/pdllc']);
  assert.deepEqual(program(chooseCompiler(DEFAULT_SETTINGS, ctx(fsx))), { kind: 'jar', path: '/ext/server/pdllc.jar', origin: 'bundled with the extension' });
  assert.deepEqual(program(chooseCompiler(DEFAULT_SETTINGS, ctx(memFs(['/ws/bin/pdllc', '/usr/bin/pdllc'])))),
    { kind: 'executable', path: '/ws/bin/pdllc', origin: 'bin/pdllc of the workspace' });
  assert.deepEqual(program(chooseCompiler(DEFAULT_SETTINGS, ctx(memFs(['/usr/bin/pdllc'])))),
    { kind: 'executable', path: '/usr/bin/pdllc', origin: 'PATH' });
  assert.ok(!isProgram(chooseCompiler(DEFAULT_SETTINGS, ctx(memFs([])))));
  const s = settings({ includeDirs: ['inc'], compilerOutputKind: 'cpp' });
  assert.deepEqual(compilerArguments(s, ctx(fsx), '/usr/lib/llvm-22/include', '/ws/a.pdll'),
    ['-x=cpp', '-I', '/ws/inc', '-I', '/usr/lib/llvm-22/include', '/ws/a.pdll']);
});
