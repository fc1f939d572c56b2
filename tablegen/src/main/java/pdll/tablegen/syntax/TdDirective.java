package pdll.tablegen.syntax;

/**
 * The preprocessor directives and how a directive line starts, shared by the preprocessor
 * ({@link TdTokenSource}, which runs them) and the editor lexer ({@link TdEditorLexer}, which only
 * shows them): both must agree on which {@code #} starts a directive.
 */
enum TdDirective {
    DEFINE("define"), IFDEF("ifdef"), IFNDEF("ifndef"), ELSE("else"), ENDIF("endif");

    final String word;

    TdDirective(String word) {
        this.word = word;
    }

    /** Whether a macro name follows the word ({@code #define/#ifdef/#ifndef NAME}). */
    boolean takesName() {
        return this == DEFINE || this == IFDEF || this == IFNDEF;
    }

    /**
     * The directive whose '#' is at {@code hash}, or null when this '#' is a paste: the word must be
     * followed by a blank, a line end or a comment (whether the '#' is the first thing on its line
     * is the caller's business).
     */
    static TdDirective at(String text, int hash) {
        int n = text.length();
        int w = hash + 1;
        for (TdDirective d : values()) {
            int end = w + d.word.length();
            if (end < n && text.startsWith(d.word, w)) {
                char c = text.charAt(end);
                if (c == ' ' || c == '\t' || c == '\n' || c == '\r') return d;
                if (c == '/' && end + 1 < n && (text.charAt(end + 1) == '/' || text.charAt(end + 1) == '*')) return d;
            }
        }
        return null;
    }

    /** End of a macro name starting at p, or -1 when none starts there. */
    static int macroNameEnd(String text, int p) {
        int n = text.length();
        if (p >= n) return -1;
        char c = text.charAt(p);
        if (!(c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) return -1;
        p++;
        while (p < n) {
            c = text.charAt(p);
            if (c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) p++;
            else break;
        }
        return p;
    }
}
