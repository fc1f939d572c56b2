package pdll.intellij.pdll;

import java.util.List;

/**
 * A syntax tree node as the PSI will show it: its kind, its range in the file (absolute
 * offsets, unlike the tree's spans) and its children in source order. The ranges come from the
 * parser and are not trusted to nest: {@link PdllPsiParser} clamps them to the tokens.
 */
public record PdllLayoutNode(PdllNodeKind kind, int start, int end, List<PdllLayoutNode> children) {}
