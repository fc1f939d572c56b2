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

    /**
     * The significant tokens of {@code text} from {@code first} (a token of it, lexed with its
     * state: lexing restarts there exactly as through it) on, lexed only as far as they are read:
     * completion reads what follows the keyword of the statement being typed up to its body's end,
     * and error recovery the statements around an edit, without lexing the rest of a 6,000-line file.
     */
    static Lazy from(String text, TdEditorToken first) {
        return from(text, first.start(), first.state());
    }

    /** The same from offset {@code from} of {@code text}, a token start where the lexer is in {@code state}. */
    static Lazy from(String text, int from, int state) {
        return new Lazy(new TdEditorLexer(text, from, text.length(), state));
    }

    /** Significant tokens lexed on demand. */
    static final class Lazy {
        private final TdEditorLexer lexer;
        private final List<TdEditorToken> read = new ArrayList<>();
        private boolean ended;
        private int lexed;

        private Lazy(TdEditorLexer lexer) {
            this.lexer = lexer;
        }

        /** Whether there is a token {@code i} (lexing up to it). */
        boolean has(int i) {
            while (read.size() <= i && !ended) {
                if (!lexer.next()) {
                    ended = true;
                    break;
                }
                lexed++;
                if (!TRIVIA.contains(lexer.kind())) read.add(new TdEditorToken(lexer.kind(), lexer.start(), lexer.end(), lexer.state()));
            }
            return i < read.size();
        }

        TdEditorToken get(int i) {
            if (!has(i)) throw new IndexOutOfBoundsException(i);
            return read.get(i);
        }

        /** How many tokens, trivia too, have been lexed so far. */
        int lexed() {
            return lexed;
        }

        /** How many there are to the end of the text (lexing all of them). */
        int size() {
            has(Integer.MAX_VALUE - 1);
            return read.size();
        }
    }
}
