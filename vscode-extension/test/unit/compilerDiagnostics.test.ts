import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { test } from 'node:test';
import { DIAGNOSTIC_LINE, parseCompilerDiagnostics } from '../../src/compilerDiagnostics';

test('reads file:line:col: severity: message lines and skips the source and caret lines', () => {
  const stderr = [
    'main.pdll:3:11: error: expected `;` after statement',
    '  let x = op<calc.a>',
    '          ^',
    '/abs/inc.pdll:1:1: warning: unused',
    'inc/x.td:7:2: note: see this',
    'pdllc: 1 error.',
  ].join('\n');
  assert.deepEqual(parseCompilerDiagnostics(stderr, '/ws/dir'), [
    { file: '/ws/dir/main.pdll', line: 3, column: 11, severity: 'error', message: 'expected `;` after statement' },
    { file: '/abs/inc.pdll', line: 1, column: 1, severity: 'warning', message: 'unused' },
    { file: '/ws/dir/inc/x.td', line: 7, column: 2, severity: 'note', message: 'see this' },
  ]);
});

test('the reference\'s recorded diagnostics of the conformance corpus all parse', () => {
  const dir = process.env.PDLL_SHARED_DIR ? path.join(process.env.PDLL_SHARED_DIR, 'conformance')
    : path.resolve(__dirname, '../../../../../shared/conformance');
  if (!fs.existsSync(dir)) {
    console.log(`skipped: no conformance corpus at ${dir}`);
    return;
  }
  let located = 0;
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.expected.stderr'))) {
    const text = fs.readFileSync(path.join(dir, name), 'utf8');
    const first = text.split('\n')[0];
    if (!/^[^:\s]+\.(pdll|td):\d+:\d+: /.test(first)) continue;
    const d = parseCompilerDiagnostics(text, dir);
    assert.ok(d.length >= 1, name);
    assert.equal(d[0].line, Number(first.split(':')[1]), name);
    located++;
  }
  assert.ok(located >= 50, `only ${located} located diagnostics in ${dir}`);
});

test('the problem matcher in package.json uses the same regexp', () => {
  const pkg = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../package.json'), 'utf8'));
  assert.equal(pkg.contributes.problemMatchers[0].pattern.regexp, DIAGNOSTIC_LINE.source);
});
