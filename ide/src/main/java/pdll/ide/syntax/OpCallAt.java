package pdll.ide.syntax;

import java.util.List;
import pdll.ide.syntax.TokenCursor.AbsToken;
import pdll.syntax.SyntaxTree;
import pdll.syntax.TokenKind;

/**
 * The operand or result list of an {@code op<name>(...) -> (...)} expression that holds an offset,
 * found from tokens alone (so it works while the expression is being typed): the op name, whether
 * it is the result list, and the index of the group the offset is in (commas at the list's level).
 */
public final class OpCallAt {
    private OpCallAt() {}

    public record Found(String opName, boolean results, int index) {}

    public static Found find(SyntaxTree tree, int offset) {
        TokenCursor tc = TokenCursor.around(tree, offset);
        List<AbsToken> ts = tc.tokens();
        int last = tc.lastBefore(offset);
        if (last >= 0 && ts.get(last).end() > offset && ts.get(last).kind() == TokenKind.LPAREN) last--; // the cursor before '('
        // innermost unclosed '(' before the cursor, and commas at its level
        int depth = 0, commas = 0, open = -1;
        for (int i = last; i >= 0; i--) {
            TokenKind k = ts.get(i).kind();
            if (k == TokenKind.RPAREN || k == TokenKind.RBRACE || k == TokenKind.RSQUARE) depth++;
            else if (k == TokenKind.LPAREN || k == TokenKind.LBRACE || k == TokenKind.LSQUARE) {
                if (depth == 0) {
                    if (k != TokenKind.LPAREN) return null;
                    open = i;
                    break;
                }
                depth--;
            } else if (k == TokenKind.COMMA && depth == 0) commas++;
            else if (k == TokenKind.SEMICOLON && depth == 0) return null;
        }
        if (open < 1) return null;
        AbsToken before = ts.get(open - 1);
        if (before.kind() == TokenKind.GREATER) {
            String name = opNameEndingAt(ts, open - 1);
            return name == null ? null : new Found(name, false, commas);
        }
        if (before.kind() == TokenKind.ARROW) {
            int j = open - 2;
            if (j >= 0 && ts.get(j).kind() == TokenKind.RBRACE) j = matching(ts, j, TokenKind.LBRACE, TokenKind.RBRACE) - 1;
            if (j >= 0 && ts.get(j).kind() == TokenKind.RPAREN) j = matching(ts, j, TokenKind.LPAREN, TokenKind.RPAREN) - 1;
            if (j >= 0 && ts.get(j).kind() == TokenKind.GREATER) {
                String name = opNameEndingAt(ts, j);
                return name == null ? null : new Found(name, true, commas);
            }
        }
        return null;
    }

    /**
     * The operation whose attribute dictionary ({@code op<name>(...) {…}} or {@code op<name> {…}})
     * holds the offset at an attribute-name position (right after {@code {} or {@code ,}), or null.
     */
    public static String attributeNameAt(SyntaxTree tree, int offset) {
        TokenCursor tc = TokenCursor.around(tree, offset);
        List<AbsToken> ts = tc.tokens();
        AbsToken word = tc.wordAt(offset);
        int last = word != null ? tc.indexOf(word) - 1 : tc.lastBefore(offset);
        if (last < 0 || (ts.get(last).kind() != TokenKind.LBRACE && ts.get(last).kind() != TokenKind.COMMA)) return null;
        int depth = 0, open = -1;
        for (int i = last; i >= 0; i--) {
            TokenKind k = ts.get(i).kind();
            if (k == TokenKind.RPAREN || k == TokenKind.RBRACE || k == TokenKind.RSQUARE) depth++;
            else if (k == TokenKind.LPAREN || k == TokenKind.LBRACE || k == TokenKind.LSQUARE) {
                if (depth == 0) {
                    open = k == TokenKind.LBRACE ? i : -1;
                    break;
                }
                depth--;
            } else if (k == TokenKind.SEMICOLON && depth == 0) return null;
        }
        if (open < 1) return null;
        int j = open - 1;
        if (ts.get(j).kind() == TokenKind.RPAREN) j = matching(ts, j, TokenKind.LPAREN, TokenKind.RPAREN) - 1;
        if (j < 0 || ts.get(j).kind() != TokenKind.GREATER) return null;
        String name = opNameEndingAt(ts, j);
        return name == null || name.isEmpty() ? null : name;
    }

    /** The name of {@code op<name>} whose {@code >} is at index {@code gt}, or null. */
    static String opNameEndingAt(List<AbsToken> ts, int gt) {
        StringBuilder sb = new StringBuilder();
        int i = gt - 1;
        while (i >= 0 && (ts.get(i).isWord() || ts.get(i).kind() == TokenKind.DOT)) {
            sb.insert(0, ts.get(i).text());
            i--;
        }
        if (i < 1 || ts.get(i).kind() != TokenKind.LESS) return null; // `op<>` gives "": no ODS, generic forms only
        AbsToken op = ts.get(i - 1);
        boolean isOp = op.kind() == TokenKind.KW_OP || (op.kind() == TokenKind.IDENTIFIER && op.text().equals("op"));
        return isOp ? sb.toString() : null;
    }

    private static int matching(List<AbsToken> ts, int close, TokenKind openKind, TokenKind closeKind) {
        int depth = 0;
        for (int i = close; i >= 0; i--) {
            if (ts.get(i).kind() == closeKind) depth++;
            else if (ts.get(i).kind() == openKind && --depth == 0) return i;
        }
        return -1;
    }
}
