// The server's DRR → PDLL code actions among those of a .td editor (no vscode API: unit-tested).

export const ALL_TITLE = 'Convert all DRR patterns of this file to PDLL';

/** The DRR conversions among code actions, the whole file's first, then the pattern's at the cursor. */
export function drrActions<A extends { title: string }>(actions: readonly A[]): A[] {
  const drr = actions.filter((a) => /^Convert (all DRR patterns of this file|DRR pattern `.*`) to PDLL$/.test(a.title));
  return [...drr.filter((a) => a.title === ALL_TITLE), ...drr.filter((a) => a.title !== ALL_TITLE)];
}
