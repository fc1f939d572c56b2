package pdll.intellij.pdll;

import com.intellij.lang.ASTNode;
import com.intellij.lang.folding.FoldingBuilder;
import com.intellij.lang.folding.FoldingDescriptor;
import com.intellij.openapi.editor.Document;
import com.intellij.openapi.project.DumbAware;
import com.intellij.openapi.util.TextRange;
import java.util.ArrayList;
import java.util.List;
import pdll.syntax.TokenKind;
import pdll.syntax.folding.FoldRegions;

/**
 * PDLL folding ({@link FoldRegions}, offset-precise). The only folding PDLL files get: the
 * server's line-based folding ranges are not bound. Needs no index, so it works while the IDE
 * indexes (dumb aware); nothing is folded when a file opens.
 */
public final class PdllFoldingBuilder implements FoldingBuilder, DumbAware {
    @Override
    public FoldingDescriptor[] buildFoldRegions(ASTNode node, Document document) {
        int base = node.getStartOffset();
        List<FoldingDescriptor> out = new ArrayList<>();
        for (FoldRegions.Region r : FoldRegions.compute(node.getChars())) {
            // the region's first token: its kind gives the placeholder (getPlaceholderText)
            ASTNode first = node.findLeafElementAt(r.start());
            if (first != null) out.add(new FoldingDescriptor(first, new TextRange(base + r.start(), base + r.end())));
        }
        return out.toArray(FoldingDescriptor.EMPTY_ARRAY);
    }

    @Override
    public String getPlaceholderText(ASTNode node) {
        TokenKind kind = PdllTokenTypes.kindOf(node.getElementType());
        return placeholderFor(kind != null ? kind : TokenKind.EOF);
    }

    /**
     * What a region starting at a token of this kind shows when folded: a region's placeholder
     * depends only on its first token ({@link FoldRegions.Region#first}), which is what lets this
     * builder answer placeholders from the region's first leaf.
     */
    static String placeholderFor(TokenKind kind) {
        return switch (kind) {
            case LBRACE -> "{...}";
            case LPAREN -> "(...)";
            case LSQUARE -> "[...]";
            case CODE_BLOCK -> "[{...}]";
            case COMMENT, DOC_COMMENT -> "//...";
            case STRING -> "..."; // the included files after `#include`
            default -> "...";
        };
    }

    @Override
    public boolean isCollapsedByDefault(ASTNode node) {
        return false;
    }
}
