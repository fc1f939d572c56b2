package pdll.intellij.tablegen;

import com.intellij.lang.ASTNode;
import com.intellij.openapi.util.TextRange;
import com.intellij.psi.TokenType;
import com.intellij.psi.tree.IElementType;
import java.util.ArrayList;
import java.util.List;
import pdll.tablegen.syntax.TdTokenKind;

/**
 * What folds in a TableGen file, and what a fold shows: bodies ({@code {...}}), code blocks
 * ({@code [{...}]}), block comments, and runs of two or more line comments on consecutive lines
 * (the banner and documentation comments of ODS files), each only when it spans lines. Plain
 * computation over the tree, apart from the platform's FoldingBuilder ({@link TableGenFoldingBuilder}).
 */
public final class TableGenFoldRegions {
    private TableGenFoldRegions() {}

    /** A fold: the node the platform asks the placeholder of, and the range folded. */
    public record Region(ASTNode node, TextRange range) {}

    private static final IElementType LINE_COMMENT = TableGenTokenTypes.of(TdTokenKind.LINE_COMMENT);
    private static final IElementType BLOCK_COMMENT = TableGenTokenTypes.of(TdTokenKind.BLOCK_COMMENT);
    private static final IElementType CODE = TableGenTokenTypes.of(TdTokenKind.CODE);
    private static final int PLACEHOLDER_TEXT = 40;

    /** The folds of the tree under {@code root}, in text order. */
    public static List<Region> of(ASTNode root) {
        List<Region> out = new ArrayList<>();
        collect(root, root.getChars(), root.getStartOffset(), out);
        return out;
    }

    /** What a folded region shows in place of its text. */
    public static String placeholder(ASTNode node) {
        IElementType t = node.getElementType();
        if (t == CODE) return "[{...}]";
        if (t == BLOCK_COMMENT) return "/*...*/";
        if (t == LINE_COMMENT) {
            // the run's first line says what the comments are about; an LLVM banner's rules are not words
            String first = undecorated(node.getText().substring(2));
            if (first.length() > PLACEHOLDER_TEXT) first = undecorated(first.substring(0, PLACEHOLDER_TEXT));
            return first.isEmpty() ? "//..." : "// " + first + " ...";
        }
        return "{...}";
    }

    /** Without the rule characters and blanks at its ends ("===- Ops.td - ops ---===//" is "Ops.td - ops"). */
    private static String undecorated(String s) {
        return s.replaceAll("^[-=*/\\s]+|[-=*/\\s]+$", "");
    }

    /** {@code text} is the text of the root, which starts at {@code base}. */
    private static void collect(ASTNode node, CharSequence text, int base, List<Region> out) {
        ASTNode lineRunStart = null;
        ASTNode lineRunEnd = null;
        for (ASTNode child = node.getFirstChildNode(); child != null; child = child.getTreeNext()) {
            IElementType t = child.getElementType();
            // a comment after code on its line is about that code, not the start of a run
            if (t == LINE_COMMENT && startsLine(text, child.getStartOffset() - base)) {
                if (lineRunStart != null && adjacentLines(lineRunEnd, child)) {
                    lineRunEnd = child;
                } else {
                    addRun(lineRunStart, lineRunEnd, out);
                    lineRunStart = lineRunEnd = child;
                }
                continue;
            }
            if (t == TokenType.WHITE_SPACE) continue; // a run goes on over the line break
            addRun(lineRunStart, lineRunEnd, out);
            lineRunStart = lineRunEnd = null;
            if ((t == CODE || t == BLOCK_COMMENT || t == TableGenElementTypes.BODY) && child.textContains('\n')) {
                out.add(new Region(child, child.getTextRange()));
            }
            if (child.getFirstChildNode() != null) collect(child, text, base, out);
        }
        addRun(lineRunStart, lineRunEnd, out);
    }

    private static boolean startsLine(CharSequence text, int offset) {
        for (int i = offset - 1; i >= 0; i--) {
            char c = text.charAt(i);
            if (c == '\n') return true;
            if (c != ' ' && c != '\t' && c != '\r') return false;
        }
        return true;
    }

    /** Whether {@code next} is on the line right after {@code previous} (only blanks and one line break between). */
    private static boolean adjacentLines(ASTNode previous, ASTNode next) {
        ASTNode between = previous.getTreeNext();
        if (between == next) return false; // no line break at all: cannot happen after a line comment
        if (between.getTreeNext() != next || between.getElementType() != TokenType.WHITE_SPACE) return false;
        return between.getText().chars().filter(c -> c == '\n').count() == 1;
    }

    private static void addRun(ASTNode first, ASTNode last, List<Region> out) {
        if (first == null || first == last) return;
        out.add(new Region(first, new TextRange(first.getStartOffset(), last.getTextRange().getEndOffset())));
    }
}
