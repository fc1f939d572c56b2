package pdll.intellij.tablegen;

import com.intellij.extapi.psi.ASTWrapperPsiElement;
import com.intellij.lang.ASTNode;

/**
 * Every composite TableGen node's PSI: the tree is structural (statements, bodies, groups), and
 * what the editor does with it (folding, error marks) reads the AST node types, so one class serves.
 */
public final class TableGenPsiElement extends ASTWrapperPsiElement {
    public TableGenPsiElement(ASTNode node) {
        super(node);
    }
}
