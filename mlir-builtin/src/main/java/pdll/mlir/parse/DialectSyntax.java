package pdll.mlir.parse;

import pdll.mlir.lex.Token;
import pdll.mlir.lex.TokenKind;
import pdll.mlir.lex.TokenStream;

/**
 * The shape of a dialect attribute or type, which is all that can be checked without the dialect:
 * {@code #dialect.name}, {@code #dialect.name<body>} (the pretty form) or {@code #dialect<body>}
 * (the opaque form), and the same with {@code !}. The body runs to its matching {@code >} with
 * {@code <>}, {@code ()}, {@code []}, {@code {}} balanced and string literals skipped, as MLIR
 * finds its end before handing it to the dialect ({@code ->} is not a closing bracket).
 */
final class DialectSyntax {
    private DialectSyntax() {}

    /** What was read: the dialect, the rest as written, the whole text, and where MLIR reports the dialect as unknown. */
    record Parsed(String dialect, String body, String text, int reportAt) {}

    /** A {@code #name}/{@code !name} token that names a dialect (a dot in it, or {@code <} right after it) rather than an alias. */
    static boolean isDialectReference(Token t) {
        String name = t.identifierName();
        return name.indexOf('.') >= 0 || (t.end() < t.source().length() && t.source().charAt(t.end()) == '<');
    }

    static Parsed parse(TokenStream ts) {
        Token t = ts.token();
        String src = t.source();
        String name = t.identifierName();
        int dot = name.indexOf('.');
        String dialect = dot >= 0 ? name.substring(0, dot) : name;
        int end = t.end();
        if (end < src.length() && src.charAt(end) == '<') end = balancedEnd(ts, end);
        // the pretty form is reported at its name after the dialect, the opaque form at the sigil
        int reportAt = dot >= 0 ? t.start() + 1 + dot + 1 : t.start();
        String text = src.substring(t.start(), end);
        String body = dot >= 0 ? src.substring(t.start() + 1 + dot + 1, end) : src.substring(t.end(), end);
        ts.resetTo(end);
        return new Parsed(dialect, body, text, reportAt);
    }

    /**
     * The offset after the {@code >} that closes the {@code <} at {@code open}. MLIR reports an
     * unbalanced body at the opening {@code <}, or after a string in it at the last string's start.
     */
    private static int balancedEnd(TokenStream ts, int open) {
        String s = ts.source();
        StringBuilder stack = new StringBuilder();
        int i = open;
        int reportAt = open;
        while (true) {
            if (i >= s.length()) {
                char c = stack.charAt(stack.length() - 1);
                throw ts.error(reportAt, "unbalanced '" + c + "' character in pretty dialect name");
            }
            char c = s.charAt(i++);
            if (c == '-' && i < s.length() && s.charAt(i) == '>') {
                // an arrow does not close the body
                i++;
                continue;
            }
            switch (c) {
                case '<', '(', '[', '{' -> stack.append(c);
                case '>', ')', ']', '}' -> {
                    char want = c == '>' ? '<' : c == ')' ? '(' : c == ']' ? '[' : '{';
                    char top = stack.charAt(stack.length() - 1);
                    if (top != want) throw ts.error(reportAt, "unbalanced '" + top + "' character in pretty dialect name");
                    stack.setLength(stack.length() - 1);
                    if (stack.length() == 0) return i;
                }
                case '"' -> {
                    pdll.mlir.lex.Lexer lexer = new pdll.mlir.lex.Lexer(s);
                    lexer.resetTo(i - 1);
                    Token str = lexer.next();
                    if (str.is(TokenKind.ERROR)) throw ts.error(str.errorAt(), str.message());
                    reportAt = str.start();
                    i = str.end();
                }
                default -> {
                    // part of the body
                }
            }
        }
    }
}
