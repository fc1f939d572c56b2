package pdll.ide.syntax;

import java.util.ArrayList;
import java.util.List;
import pdll.syntax.SyntaxTree;
import pdll.syntax.Token;
import pdll.syntax.TokenKind;
import pdll.syntax.TopLevel;

/**
 * The significant tokens (no comments, no end-of-file) around an offset, with absolute offsets:
 * those of the declaration holding the offset and of the one before it, so that looking back a few
 * tokens works at a declaration's start too.
 */
public final class TokenCursor {
    /** A token with absolute offsets. */
    public record AbsToken(TokenKind kind, int start, int end, String text) {
        public boolean isWord() {
            return kind == TokenKind.IDENTIFIER || kind == TokenKind.UNDERSCORE || kind.isKeyword();
        }
    }

    private final List<AbsToken> tokens;

    private TokenCursor(List<AbsToken> tokens) {
        this.tokens = tokens;
    }

    public static TokenCursor around(SyntaxTree tree, int offset) {
        List<AbsToken> out = new ArrayList<>();
        if (!tree.topLevels().isEmpty()) {
            int k = tree.topLevelAt(offset);
            for (int i = Math.max(0, k - 1); i <= k; i++) {
                TopLevel tl = tree.topLevels().get(i);
                for (Token t : tl.tokens()) {
                    if (t.kind().isTrivia() || t.kind() == TokenKind.EOF) continue;
                    out.add(new AbsToken(t.kind(), tl.offset() + t.start(), tl.offset() + t.end(), t.text()));
                }
            }
        }
        return new TokenCursor(out);
    }

    /** Whether the offset is inside a comment (up to its line end), a string or a native code block. */
    public static boolean insideCommentOrLiteral(SyntaxTree tree, int offset) {
        if (tree.topLevels().isEmpty()) return false;
        TopLevel tl = tree.topLevels().get(tree.topLevelAt(offset));
        int rel = offset - tl.offset();
        for (Token t : tl.tokens()) {
            if (t.start() >= rel) break;
            boolean comment = t.kind().isTrivia() && rel <= t.end();
            boolean literal = (t.kind() == TokenKind.STRING || t.kind() == TokenKind.CODE_BLOCK) && rel < t.end();
            if (comment || literal) return true;
        }
        return false;
    }

    public List<AbsToken> tokens() {
        return tokens;
    }

    /** Index of the last token starting before {@code offset}, or -1. */
    public int lastBefore(int offset) {
        int found = -1;
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).start() < offset) found = i;
            else break;
        }
        return found;
    }

    /** The word token (identifier or keyword) the offset is in or right after, or null. */
    public AbsToken wordAt(int offset) {
        int i = lastBefore(offset);
        if (i >= 0 && tokens.get(i).isWord() && tokens.get(i).end() >= offset) return tokens.get(i);
        for (AbsToken t : tokens) if (t.start() == offset && t.isWord()) return t;
        return null;
    }

    public AbsToken get(int i) {
        return i >= 0 && i < tokens.size() ? tokens.get(i) : null;
    }

    public int indexOf(AbsToken t) {
        return tokens.indexOf(t);
    }
}
