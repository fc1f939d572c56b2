package pdll.intellij.pdll;

import java.util.List;
import pdll.syntax.TokenKind;

/**
 * PDLL's bracket pairs, for brace matching and folding. Only braces are structural (they delimit
 * bodies); {@code < >} is not a pair, since {@code <} and {@code >} are also operators to an editor
 * that sees only tokens, and a native code block {@code [{ … }]} is a single token.
 */
public final class PdllBraces {
    private PdllBraces() {}

    public record Pair(TokenKind open, TokenKind close, boolean structural) {}

    public static final List<Pair> PAIRS = List.of(
            new Pair(TokenKind.LBRACE, TokenKind.RBRACE, true),
            new Pair(TokenKind.LPAREN, TokenKind.RPAREN, false),
            new Pair(TokenKind.LSQUARE, TokenKind.RSQUARE, false));
}
