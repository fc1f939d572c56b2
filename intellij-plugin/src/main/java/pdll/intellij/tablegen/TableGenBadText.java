package pdll.intellij.tablegen;

/**
 * What a token the lexer could not read is ({@code TdTokenKind.ERROR}, the platform's
 * BAD_CHARACTER), worded as mlir-tblgen words it, for the parser's error element.
 */
final class TableGenBadText {
    private TableGenBadText() {}

    static String describe(CharSequence text) {
        String s = text == null ? "" : text.toString();
        if (s.startsWith("/*")) return "unterminated comment";
        if (s.startsWith("[{")) return "unterminated code block";
        if (s.startsWith("\"")) return "unterminated string literal";
        if (s.equals("..")) return "invalid '..' punctuation";
        if (s.startsWith("!") && s.length() > 1) return "unknown operator";
        if (s.equals("!")) return "invalid \"!operator\"";
        if (s.equals("$")) return "invalid variable name";
        return "unexpected character";
    }
}
