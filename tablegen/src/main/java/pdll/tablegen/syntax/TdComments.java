package pdll.tablegen.syntax;

/**
 * Block comment scanning, shared by the preprocessor ({@link TdTokenSource}) and the editor lexer
 * ({@link TdEditorLexer}): block comments nest, which the ANTLR lexer does not do (see TdLexer.g4).
 */
final class TdComments {
    private TdComments() {}

    /** End (exclusive) of the nesting block comment starting at {@code at}, or -1 if unterminated. */
    static int blockCommentEnd(String text, int at) {
        int n = text.length();
        int depth = 0;
        int i = at;
        while (i < n) {
            char c = text.charAt(i);
            if (c == '/' && i + 1 < n && text.charAt(i + 1) == '*') {
                depth++;
                i += 2;
            } else if (c == '*' && i + 1 < n && text.charAt(i + 1) == '/') {
                i += 2;
                if (--depth == 0) return i;
            } else {
                i++;
            }
        }
        return -1;
    }
}
