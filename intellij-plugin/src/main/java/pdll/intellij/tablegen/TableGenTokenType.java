package pdll.intellij.tablegen;

import com.intellij.psi.tree.IElementType;
import pdll.tablegen.syntax.TdTokenKind;

/** The element type of one kind of token of the project's TableGen editor lexer. */
public final class TableGenTokenType extends IElementType {
    private final TdTokenKind kind;

    TableGenTokenType(TdTokenKind kind) {
        super(kind.name(), TableGenLanguage.INSTANCE);
        this.kind = kind;
    }

    public TdTokenKind kind() {
        return kind;
    }
}
