package pdll.intellij.pdll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.intellij.psi.TokenType;
import com.intellij.psi.tree.IElementType;
import java.util.ArrayList;
import java.util.List;
import pdll.syntax.EditorLexer;

/** What IntelliJ needs of {@link PdllLexerAdapter} on any text, checked token by token. */
final class LexerInvariants {
    private LexerInvariants() {}

    record Tok(IElementType type, int start, int end) {}

    static List<Tok> lex(CharSequence text, int from) {
        PdllLexerAdapter lexer = new PdllLexerAdapter();
        lexer.start(text, from, text.length(), 0);
        List<Tok> out = new ArrayList<>();
        for (; lexer.getTokenType() != null; lexer.advance()) {
            assertEquals(0, lexer.getState(), "state");
            out.add(new Tok(lexer.getTokenType(), lexer.getTokenStart(), lexer.getTokenEnd()));
        }
        return out;
    }

    /**
     * Tokens cover the text without gaps or overlaps, none empty, white space only blanks, and
     * lexing again from a token boundary gives the same tokens to the end: from every boundary
     * when there are at most {@code maxRestarts} of them, else from that many spread evenly.
     */
    static List<Tok> check(String text, int maxRestarts) {
        List<Tok> tokens = lex(text, 0);
        int at = 0;
        for (Tok t : tokens) {
            assertEquals(at, t.start(), "gap or overlap before " + t);
            assertTrue(t.end() > t.start(), () -> "empty token " + t);
            assertNotNull(t.type());
            if (t.type() == TokenType.WHITE_SPACE) {
                for (int i = t.start(); i < t.end(); i++) assertTrue(EditorLexer.isBlank(text.charAt(i)), "white space at " + i);
            }
            at = t.end();
        }
        assertEquals(text.length(), at, "tokens end before the text");
        int step = Math.max(1, tokens.size() / Math.max(1, maxRestarts));
        for (int k = 0; k < tokens.size(); k += step) {
            List<Tok> again = lex(text, tokens.get(k).start());
            assertEquals(tokens.subList(k, tokens.size()), again, "restart at " + tokens.get(k).start());
        }
        return tokens;
    }
}
