package pdll.ide.format;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import pdll.syntax.TokenKind;

/**
 * The space between two tokens that sit on the same line, decided from the token stream alone
 * (see {@link Formatter} for the style). It never returns "" where gluing the two tokens would lex
 * differently (two words, {@code [} and {@code {}, {@code =} and {@code >}), so spacing can never
 * change the token sequence. It must never look at anything but tokens: no tree, no semantics.
 */
final class Spacing {
    private final List<FmtToken> tokens;
    /** For {@code {} and {@code }}: the brace pair is an operation's attribute dictionary. */
    private final boolean[] attrDict;

    Spacing(List<FmtToken> tokens) {
        this.tokens = tokens;
        this.attrDict = new boolean[tokens.size()];
        markAttributeDictionaries();
    }

    /**
     * An attribute dictionary is the {@code {} right after {@code op<name>} or after the operand
     * list {@code op<name>(...)}; MLIR's own PDLL writes it {@code {value = v}}, without the inner
     * spaces of a statement block {@code { erase x; }}.
     */
    private void markAttributeDictionaries() {
        Deque<Integer> open = new ArrayDeque<>();
        boolean[] opOperands = new boolean[tokens.size()]; // '(' and its ')' of op<...>(...)
        boolean[] opAngle = new boolean[tokens.size()]; // '>' closing op<...>
        Deque<Integer> angles = new ArrayDeque<>();
        for (int i = 0; i < tokens.size(); i++) {
            TokenKind k = tokens.get(i).kind();
            switch (k) {
                case LESS -> angles.push(i);
                case GREATER -> {
                    if (!angles.isEmpty()) {
                        int lt = angles.pop();
                        opAngle[i] = lt > 0 && tokens.get(lt - 1).kind() == TokenKind.IDENTIFIER && tokens.get(lt - 1).text().equals("op");
                    }
                }
                case LPAREN, LSQUARE, LBRACE -> {
                    if (k == TokenKind.LPAREN && i > 0 && opAngle[i - 1]) opOperands[i] = true;
                    if (k == TokenKind.LBRACE && i > 0 && (opAngle[i - 1] || opOperands[i - 1])) attrDict[i] = true;
                    open.push(i);
                }
                case RPAREN, RSQUARE, RBRACE -> {
                    if (!open.isEmpty()) {
                        int o = open.pop();
                        opOperands[i] = opOperands[o];
                        attrDict[i] = attrDict[o];
                    }
                }
                default -> { }
            }
        }
    }

    /** Whether token {@code i} is a brace of an operation's attribute dictionary. */
    boolean attrDict(int i) {
        return attrDict[i];
    }

    /**
     * The text between token {@code i - 1} and token {@code i} on one line; {@code gap} is what the
     * author wrote there (only used before a trailing comment).
     */
    String before(int i, String gap) {
        FmtToken a = tokens.get(i - 1), b = tokens.get(i);
        TokenKind p = a.kind(), n = b.kind();
        if (n.isTrivia()) return gap.isEmpty() || !gap.chars().allMatch(c -> c == ' ') ? " " : gap;
        String s = rule(i, p, n);
        if (s.isEmpty() && wouldGlue(a.text(), b.text())) return " ";
        return s;
    }

    private String rule(int i, TokenKind p, TokenKind n) {
        switch (n) {
            case SEMICOLON, COMMA, RPAREN, RSQUARE, DOT, COLON, LESS, GREATER -> {
                return "";
            }
            case RBRACE -> {
                return p == TokenKind.LBRACE || attrDict[i] ? "" : " ";
            }
            case LPAREN -> {
                if (callee(p)) return "";
            }
            default -> { }
        }
        switch (p) {
            case LPAREN, LSQUARE, DOT, LESS -> {
                return "";
            }
            case LBRACE -> {
                return attrDict[i - 1] ? "" : " ";
            }
            default -> {
                return " ";
            }
        }
    }

    /** Tokens a call's {@code (} follows directly: {@code Foo(x)}, {@code op<a.b>(x)}, lambdas {@code { ... }(v)}. */
    private static boolean callee(TokenKind p) {
        return p == TokenKind.IDENTIFIER || p == TokenKind.KW_CONSTRAINT || p == TokenKind.KW_REWRITE
                || p == TokenKind.GREATER || p == TokenKind.RBRACE || p == TokenKind.CODE_BLOCK;
    }

    /** Whether writing the two tokens without a space would lex as something else. */
    static boolean wouldGlue(String a, String b) {
        if (a.isEmpty() || b.isEmpty()) return false;
        char x = a.charAt(a.length() - 1), y = b.charAt(0);
        if (word(x) && word(y)) return true;
        if (x == '[' && y == '{') return true;
        if (x == '=' && y == '>') return true;
        if (x == '-' && y == '>') return true;
        return x == '/' && y == '/';
    }

    private static boolean word(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }
}
