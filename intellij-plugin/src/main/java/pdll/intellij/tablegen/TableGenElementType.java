package pdll.intellij.tablegen;

import com.intellij.psi.tree.IElementType;

/** The element type of a TableGen syntax node (a statement, a body, a bracketed group). */
public final class TableGenElementType extends IElementType {
    TableGenElementType(String debugName) {
        super(debugName, TableGenLanguage.INSTANCE);
    }
}
