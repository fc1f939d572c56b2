package pdll.intellij.pdll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.intellij.lang.ASTNode;
import com.intellij.psi.PsiErrorElement;
import com.intellij.psi.PsiFile;
import com.intellij.psi.TokenType;
import java.util.ArrayDeque;
import pdll.intellij.testing.PsiEnvironment;

/** What every PDLL PSI tree must be, whatever the text: all of it, properly built. */
final class PsiChecks {
    private PsiChecks() {}

    /**
     * Parses {@code text} and checks that the tree's leaves spell it exactly (every token is in
     * the file, once, in order), that each node's children tile its range, and that every error
     * node is a {@link PsiErrorElement}. Returns the file.
     */
    static PsiFile parseAndCheck(String text) {
        PsiFile file = PdllPsi.parse(text);
        ASTNode root = file.getNode();
        ArrayDeque<ASTNode> work = new ArrayDeque<>();
        work.push(root);
        while (!work.isEmpty()) {
            ASTNode n = work.pop();
            if (n.getElementType() == TokenType.ERROR_ELEMENT) assertTrue(n.getPsi() instanceof PsiErrorElement, "error node " + n);
            ASTNode first = n.getFirstChildNode();
            if (first == null) continue;
            int at = n.getStartOffset();
            for (ASTNode c = first; c != null; c = c.getTreeNext()) {
                assertEquals(at, c.getStartOffset(), "children of " + n + " do not tile it");
                at += c.getTextLength();
            }
            assertEquals(n.getStartOffset() + n.getTextLength(), at, "children of " + n + " do not tile it");
            for (ASTNode c = n.getLastChildNode(); c != null; c = c.getTreePrev()) work.push(c);
        }
        assertEquals(text, PsiEnvironment.leafText(file), "the tree's text is not the input");
        assertEquals(text, file.getText());
        return file;
    }
}
