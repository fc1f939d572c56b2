// Reads the diagnostics of pdllc / mlir-pdll (text format: `file:line:col: error: message`, then
// the source line and a caret line) for the Problems panel. The same regexp is the contributed
// "pdllc" problem matcher in package.json.
import * as path from 'node:path';

export type Severity = 'error' | 'warning' | 'note' | 'remark';

export interface CompilerDiagnostic {
  /** absolute path (relative names are resolved against the compiler's working directory) */
  file: string;
  /** 1-based, as printed */
  line: number;
  /** 1-based, as printed */
  column: number;
  severity: Severity;
  message: string;
}

export const DIAGNOSTIC_LINE = /^(.+?):(\d+):(\d+):\s+(error|warning|note|remark):\s+(.*)$/;

export function parseCompilerDiagnostics(stderr: string, cwd: string): CompilerDiagnostic[] {
  const out: CompilerDiagnostic[] = [];
  for (const line of stderr.split(/\r?\n/)) {
    const m = DIAGNOSTIC_LINE.exec(line);
    if (!m) continue;
    out.push({
      file: path.resolve(cwd, m[1]),
      line: Number(m[2]),
      column: Number(m[3]),
      severity: m[4] as Severity,
      message: m[5],
    });
  }
  return out;
}
