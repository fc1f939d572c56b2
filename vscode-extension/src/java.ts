// Java runtime discovery for the server jar and pdllc: which `java` to run, and whether its
// version is new enough. Never runs anything itself; the caller runs `java -version` and hands
// the text to parseJavaVersion.
import * as path from 'node:path';
import { Env, FileProbe } from './fileProbe';
import { whichOnPath } from './paths';

export const MIN_JAVA_VERSION = 17;

export const JAVA_INSTALL_FIX =
  'Install a Java 17+ runtime (Debian/Ubuntu: sudo apt-get install openjdk-17-jdk-headless) ' +
  'or set "pdll.java.home" to a JDK folder (the one holding bin/java).';

export interface JavaFound {
  java: string;
  /** where it came from, for the status bar tooltip */
  source: 'pdll.java.home' | 'PDLL_JAVA' | 'JAVA_HOME' | 'PATH' | '/usr/lib/jvm';
}

export interface JavaMissing {
  error: string;
  fix: string;
}

export interface JavaQuery {
  /** the pdll.java.home setting, already expanded ('' when unset) */
  javaHome: string;
  env: Env;
  fs: FileProbe;
  platform: NodeJS.Platform;
}

function javaIn(home: string, platform: NodeJS.Platform): string {
  return path.join(home, 'bin', platform === 'win32' ? 'java.exe' : 'java');
}

export function findJava(q: JavaQuery): JavaFound | JavaMissing {
  if (q.javaHome) {
    const java = javaIn(q.javaHome, q.platform);
    if (q.fs.isFile(java)) return { java, source: 'pdll.java.home' };
    return {
      error: `"pdll.java.home" is set to ${q.javaHome}, but ${java} does not exist.`,
      fix: 'Point "pdll.java.home" at a JDK folder (the one holding bin/java), or clear it to use JAVA_HOME or java on PATH.',
    };
  }
  const pdllJava = q.env.PDLL_JAVA;
  if (pdllJava && q.fs.isFile(pdllJava)) return { java: pdllJava, source: 'PDLL_JAVA' };
  const javaHome = q.env.JAVA_HOME;
  if (javaHome && q.fs.isFile(javaIn(javaHome, q.platform))) {
    return { java: javaIn(javaHome, q.platform), source: 'JAVA_HOME' };
  }
  const onPath = whichOnPath(q.platform === 'win32' ? 'java.exe' : 'java', q.env, q.fs.isFile);
  if (onPath) return { java: onPath, source: 'PATH' };
  const jvms = q.fs.list('/usr/lib/jvm')
    .filter((name) => q.fs.isFile(javaIn(path.join('/usr/lib/jvm', name), q.platform)))
    .sort((a, b) => versionInName(b) - versionInName(a) || a.localeCompare(b));
  if (jvms.length > 0) return { java: javaIn(path.join('/usr/lib/jvm', jvms[0]), q.platform), source: '/usr/lib/jvm' };
  return { error: 'No Java runtime found for the PDLL language server.', fix: JAVA_INSTALL_FIX };
}

/** The feature version in a JDK folder name: java-17-openjdk-amd64 → 17, temurin-25-jdk → 25. */
function versionInName(name: string): number {
  const m = /(?:^|[-_])(?:1\.)?(\d+)(?:[._-]|$)/.exec(name);
  return m ? Number(m[1]) : 0;
}

/**
 * The feature version from `java -version` output (stderr): `openjdk version "17.0.15"` → 17,
 * `java version "1.8.0_392"` → 8, `openjdk version "25" 2025-09-16` → 25. undefined when the text
 * has no version line.
 */
export function parseJavaVersion(text: string): number | undefined {
  const m = /version "([^"]+)"/.exec(text);
  if (!m) return undefined;
  const parts = m[1].split(/[.+_-]/);
  const first = Number(parts[0]);
  if (!Number.isFinite(first)) return undefined;
  if (first === 1 && parts.length > 1) return Number(parts[1]);
  return first;
}

export function isJavaFound(r: JavaFound | JavaMissing): r is JavaFound {
  return (r as JavaFound).java !== undefined;
}
