/**
 * The extension's TableGen (`.td`) decisions, kept free of VS Code so that they are unit-tested:
 * which languages a language client claims (`pdll.pdll.enable`, `pdll.tablegen.enable` and
 * MLIR's extension decide, see coexistence.ts: a language left to another extension must not be
 * claimed, or both servers would answer), and what the records view asks the server
 * (`tablegen/viewRecords`) and shows.
 */
import { Language, LANGUAGES, Served } from './coexistence';


/** The language ids one client serves (see coexistence.ts for who decides). */
export function servedLanguages(served: Served): Language[] {
  return LANGUAGES.filter((l) => served[l]);
}

/** Whether a document of this language (and URI scheme) gets a language client. */
export function isServed(languageId: string, scheme: string, served: Served): boolean {
  return scheme === 'file' && (servedLanguages(served) as string[]).includes(languageId);
}

export interface DocumentFilter {
  scheme: string;
  language: string;
  pattern: unknown;
}

/** One filter per served language, each limited to the client's folder pattern. */
export function documentSelector<P>(served: Served, pattern: P): (DocumentFilter & { pattern: P })[] {
  return servedLanguages(served).map((language) => ({ scheme: 'file', language, pattern }));
}

/**
 * `all`: the records of the whole include closure, byte for byte `mlir-tblgen --print-records`
 * (what a generator sees); `document`: only those the document itself defines (`defm` results
 * included), for a file that includes large ones such as `OpBase.td`.
 */
export type RecordsScope = 'all' | 'document';

export const RECORDS_KIND: Record<RecordsScope, string> = { all: 'records', document: 'records-document' };

/** The view kind (an output view's fragment) for a scope, and back. */
export function recordsScopeOfKind(kind: string): RecordsScope | undefined {
  if (kind === RECORDS_KIND.all) return 'all';
  if (kind === RECORDS_KIND.document) return 'document';
  return undefined;
}

export function viewRecordsParams(sourceUri: string, scope: RecordsScope): { uri: string; scope: RecordsScope } {
  return { uri: sourceUri, scope };
}

/** The view's file name: `Ops.td.records` (all) or `Ops.td.document.records`. */
export function recordsViewName(sourceBaseName: string, scope: RecordsScope): string {
  return scope === 'all' ? `${sourceBaseName}.records` : `${sourceBaseName}.document.records`;
}

/** The view's text for a server answer (null: the server does not know the document). */
export function recordsViewText(result: { output: string } | null | undefined, sourcePath: string, scope: RecordsScope): string {
  if (!result) return `// The server has no records for ${sourcePath} (is the file open?).\n`;
  if (result.output.trim() === '') {
    return scope === 'document'
      ? `// ${sourcePath} defines no records.\n`
      : `// No records: ${sourcePath} and its includes define none.\n`;
  }
  return result.output;
}
