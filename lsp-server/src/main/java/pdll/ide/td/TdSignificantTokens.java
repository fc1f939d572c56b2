package pdll.ide.td;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import pdll.tablegen.syntax.TdEditorLexer;
import pdll.tablegen.syntax.TdEditorToken;
import pdll.tablegen.syntax.TdTokenKind;

/**
 * The editor tokens of a text without whitespace, comments and preprocessor lines: what completion
 * and signature help read a statement being typed from (it does not parse yet).
 */
final class TdSignificantTokens {
    private TdSignificantTokens() {}

    private static final Set<TdTokenKind> TRIVIA = EnumSet.of(TdTokenKind.WHITESPACE, TdTokenKind.LINE_COMMENT,
            TdTokenKind.BLOCK_COMMENT, TdTokenKind.PREPROCESSOR);

    static List<TdEditorToken> of(String text) {
        List<TdEditorToken> out = new ArrayList<>();
        for (TdEditorToken t : TdEditorLexer.tokens(text)) if (!TRIVIA.contains(t.kind())) out.add(t);
        return out;
    }
}
