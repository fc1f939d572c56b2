package pdll.intellij.tablegen;

import com.intellij.lang.ASTNode;
import com.intellij.psi.PsiFile;
import pdll.intellij.testing.PsiEnvironment;

/** Parses TableGen text into PSI in the shared test environment. */
final class TableGenPsi {
    private TableGenPsi() {}

    static PsiFile parse(String text) {
        return PsiEnvironment.with(new PsiEnvironment.Registration(TableGenFileType.INSTANCE, "td", new TableGenParserDefinition()))
                .parse("a.td", TableGenFileType.INSTANCE, text);
    }

    /**
     * The text of the tree's leaves, in order (PsiFile.getText() would answer from the document
     * without parsing): equal to the input when the tree covers it exactly.
     */
    static String treeText(PsiFile file) {
        StringBuilder sb = new StringBuilder();
        ASTNode node = file.getNode().getFirstChildNode();
        while (node != null) {
            if (node.getFirstChildNode() != null) {
                node = node.getFirstChildNode();
                continue;
            }
            sb.append(node.getChars());
            while (node != null && node.getTreeNext() == null) node = node.getTreeParent();
            if (node != null) node = node.getTreeNext();
        }
        return sb.toString();
    }
}
