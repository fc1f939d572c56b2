import { strict as assert } from 'node:assert';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { test } from 'node:test';
import { nodeFileProbe } from '../../src/fileProbe';
import { findJava, isJavaFound, JavaFound, JavaMissing, parseJavaVersion } from '../../src/java';
import { memFs } from './memfs';

const linux = 'linux' as NodeJS.Platform;

function found(r: JavaFound | JavaMissing): JavaFound {
  assert.ok(isJavaFound(r), `expected a Java, got ${JSON.stringify(r)}`);
  return r;
}

test('pdll.java.home wins over JAVA_HOME and PATH', () => {
  const fsx = memFs(['/opt/jdk21/bin/java', '/usr/lib/jvm/java-17/bin/java', '/usr/bin/java']);
  const r = found(findJava({ javaHome: '/opt/jdk21', env: { JAVA_HOME: '/usr/lib/jvm/java-17', PATH: '/usr/bin' }, fs: fsx, platform: linux }));
  assert.deepEqual(r, { java: '/opt/jdk21/bin/java', source: 'pdll.java.home' });
});

test('a pdll.java.home without bin/java is an error naming the setting, with no fallback', () => {
  const fsx = memFs(['/opt/jre/', '/usr/bin/java']);
  const r = findJava({ javaHome: '/opt/jre', env: { PATH: '/usr/bin' }, fs: fsx, platform: linux });
  assert.ok(!isJavaFound(r));
  assert.match(r.error, /"pdll\.java\.home" is set to \/opt\/jre, but \/opt\/jre\/bin\/java does not exist/);
  assert.match(r.fix, /pdll\.java\.home/);
});

test('PDLL_JAVA (the bin/ launchers\' variable), then JAVA_HOME, then PATH', () => {
  const fsx = memFs(['/j/pdll/java', '/usr/lib/jvm/temurin-25/bin/java', '/usr/bin/java']);
  assert.deepEqual(found(findJava({ javaHome: '', env: { PDLL_JAVA: '/j/pdll/java', JAVA_HOME: '/usr/lib/jvm/temurin-25', PATH: '/usr/bin' }, fs: fsx, platform: linux })),
    { java: '/j/pdll/java', source: 'PDLL_JAVA' });
  assert.deepEqual(found(findJava({ javaHome: '', env: { JAVA_HOME: '/usr/lib/jvm/temurin-25', PATH: '/usr/bin' }, fs: fsx, platform: linux })),
    { java: '/usr/lib/jvm/temurin-25/bin/java', source: 'JAVA_HOME' });
  assert.deepEqual(found(findJava({ javaHome: '', env: { JAVA_HOME: '/nowhere', PATH: '/bin:/usr/bin' }, fs: fsx, platform: linux })),
    { java: '/usr/bin/java', source: 'PATH' });
});

test('without PATH or JAVA_HOME, the newest JDK under /usr/lib/jvm', () => {
  const fsx = memFs([
    '/usr/lib/jvm/java-11-openjdk-amd64/bin/java',
    '/usr/lib/jvm/java-17-openjdk-amd64/bin/java',
    '/usr/lib/jvm/temurin-25-jdk-amd64/bin/java',
    '/usr/lib/jvm/default-java/',
  ]);
  assert.deepEqual(found(findJava({ javaHome: '', env: { PATH: '/usr/bin' }, fs: fsx, platform: linux })),
    { java: '/usr/lib/jvm/temurin-25-jdk-amd64/bin/java', source: '/usr/lib/jvm' });
});

test('no Java anywhere: a message with the apt package and the setting', () => {
  const r = findJava({ javaHome: '', env: { PATH: '/usr/bin:/bin' }, fs: memFs(['/usr/bin/node']), platform: linux });
  assert.ok(!isJavaFound(r));
  assert.equal(r.error, 'No Java runtime found for the PDLL language server.');
  assert.match(r.fix, /apt-get install openjdk-17-jdk-headless/);
  assert.match(r.fix, /pdll\.java\.home/);
});

test('Windows looks for java.exe', () => {
  const fsx = memFs(['/jdk/bin/java.exe']);
  assert.equal(found(findJava({ javaHome: '/jdk', env: {}, fs: fsx, platform: 'win32' as NodeJS.Platform })).java, path.join('/jdk', 'bin', 'java.exe'));
});

test('parseJavaVersion reads the feature version of every java -version style', () => {
  assert.equal(parseJavaVersion('openjdk version "17.0.15" 2025-04-15\nOpenJDK Runtime Environment (build 17.0.15+6-Debian-1deb12u1)'), 17);
  assert.equal(parseJavaVersion('openjdk version "25.0.3" 2026-04-21 LTS'), 25);
  assert.equal(parseJavaVersion('openjdk version "25" 2025-09-16'), 25);
  assert.equal(parseJavaVersion('java version "1.8.0_392"\nJava(TM) SE Runtime Environment'), 8);
  assert.equal(parseJavaVersion('openjdk version "11.0.2-ea"'), 11);
  assert.equal(parseJavaVersion('bash: java: command not found'), undefined);
});

test('the real file system: a JDK folder made on disk is found through pdll.java.home', () => {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), 'pdll-jdk-'));
  try {
    fs.mkdirSync(path.join(home, 'bin'));
    fs.writeFileSync(path.join(home, 'bin', 'java'), '#!/bin/sh\n', { mode: 0o755 });
    assert.deepEqual(found(findJava({ javaHome: home, env: {}, fs: nodeFileProbe, platform: linux })),
      { java: path.join(home, 'bin', 'java'), source: 'pdll.java.home' });
  } finally {
    fs.rmSync(home, { recursive: true, force: true });
  }
});
