/**
 * Completion without commit characters. The server advertises the reference's
 * `allCommitCharacters` (`.`, `(`, `[`, `{`, `<`, ...: a drop-in must), and vscode-languageclient
 * puts them on every item. In PDLL those are the very characters typed right after a name or a
 * trigger (`op<arith.`, `[{`), so an open list would swallow them into the wrong item: typing
 * `Constraint C() [{` inserted a constraint name instead of `{`. The extension takes them off;
 * Tab and Enter still accept an item.
 */
export interface HasCommitCharacters {
  commitCharacters?: string[];
}

export function withoutCommitCharacters<T extends HasCommitCharacters, R extends T[] | { items: T[] } | null | undefined>(
  result: R,
): R {
  if (!result) return result;
  const items = Array.isArray(result) ? result : result.items;
  for (const item of items) item.commitCharacters = undefined;
  return result;
}
