package pdll.intellij.tablegen;

import com.intellij.lang.ASTNode;
import com.intellij.lang.folding.FoldingBuilder;
import com.intellij.lang.folding.FoldingDescriptor;
import com.intellij.openapi.editor.Document;
import com.intellij.openapi.project.DumbAware;
import java.util.List;

/**
 * The platform's folding over {@link TableGenFoldRegions}. Nothing is folded by default: an ODS
 * file's descriptions and bodies are what its reader came for. Works during indexing (the tree is
 * all it needs).
 */
public final class TableGenFoldingBuilder implements FoldingBuilder, DumbAware {
    @Override
    public FoldingDescriptor[] buildFoldRegions(ASTNode node, Document document) {
        List<TableGenFoldRegions.Region> regions = TableGenFoldRegions.of(node);
        FoldingDescriptor[] out = new FoldingDescriptor[regions.size()];
        for (int i = 0; i < out.length; i++) out[i] = new FoldingDescriptor(regions.get(i).node(), regions.get(i).range());
        return out;
    }

    @Override
    public String getPlaceholderText(ASTNode node) {
        return TableGenFoldRegions.placeholder(node);
    }

    @Override
    public boolean isCollapsedByDefault(ASTNode node) {
        return false;
    }
}
