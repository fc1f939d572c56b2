package pdll.intellij.pdll;

import com.intellij.lang.BracePair;
import com.intellij.lang.PairedBraceMatcher;
import com.intellij.psi.PsiFile;
import com.intellij.psi.tree.IElementType;

/** Highlights and jumps between PDLL's bracket pairs ({@link PdllBraces}); typing auto-closes them. */
public final class PdllBraceMatcher implements PairedBraceMatcher {
    private static final BracePair[] PAIRS = PdllBraces.PAIRS.stream()
            .map(p -> new BracePair(PdllTokenTypes.of(p.open()), PdllTokenTypes.of(p.close()), p.structural()))
            .toArray(BracePair[]::new);

    @Override
    public BracePair[] getPairs() {
        return PAIRS;
    }

    @Override
    public boolean isPairedBracesAllowedBeforeType(IElementType lbraceType, IElementType contextType) {
        return true; // auto-close whatever follows: no PDLL token begins with a closing bracket
    }

    @Override
    public int getCodeConstructStart(PsiFile file, int openingBraceOffset) {
        return openingBraceOffset;
    }
}
