package pdll.intellij.pdll;

import com.intellij.psi.tree.IElementType;
import com.intellij.psi.tree.IFileElementType;

/** The IntelliJ element type of every {@link PdllNodeKind}, named after it, and of the file. */
public final class PdllElementTypes {
    private PdllElementTypes() {}

    public static final IFileElementType FILE = new IFileElementType("PDLL_FILE", PdllLanguage.INSTANCE);

    private static final IElementType[] BY_KIND = new IElementType[PdllNodeKind.values().length];

    static {
        for (PdllNodeKind k : PdllNodeKind.values()) BY_KIND[k.ordinal()] = new IElementType(k.name(), PdllLanguage.INSTANCE);
    }

    public static IElementType of(PdllNodeKind kind) {
        return BY_KIND[kind.ordinal()];
    }
}
