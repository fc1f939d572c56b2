package pdll.intellij.tablegen;

import com.intellij.lang.BracePair;
import com.intellij.lang.PairedBraceMatcher;
import com.intellij.psi.PsiFile;
import com.intellij.psi.tree.IElementType;
import pdll.tablegen.syntax.TdTokenKind;

/**
 * Matching brackets. '{}' are structural (bodies). '<>' are matched too: in TableGen they only
 * ever bracket template, class and type arguments ({@code A<1>}, {@code bits<8>}), since
 * comparisons are the {@code !lt}/{@code !gt} operators, so a '<' never needs its '>' to be
 * guessed from context as it does in C++. ({@code [{ }]} is one code block token, not a pair.)
 */
public final class TableGenBraceMatcher implements PairedBraceMatcher {
    private static final BracePair[] PAIRS = {
        new BracePair(TableGenTokenTypes.of(TdTokenKind.LBRACE), TableGenTokenTypes.of(TdTokenKind.RBRACE), true),
        new BracePair(TableGenTokenTypes.of(TdTokenKind.LPAREN), TableGenTokenTypes.of(TdTokenKind.RPAREN), false),
        new BracePair(TableGenTokenTypes.of(TdTokenKind.LBRACKET), TableGenTokenTypes.of(TdTokenKind.RBRACKET), false),
        new BracePair(TableGenTokenTypes.of(TdTokenKind.LT), TableGenTokenTypes.of(TdTokenKind.GT), false),
    };

    @Override
    public BracePair[] getPairs() {
        return PAIRS;
    }

    @Override
    public boolean isPairedBracesAllowedBeforeType(IElementType lbraceType, IElementType contextType) {
        return true;
    }

    @Override
    public int getCodeConstructStart(PsiFile file, int openingBraceOffset) {
        return openingBraceOffset;
    }
}
