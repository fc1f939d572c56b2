package pdll.syntax;

import java.util.List;
import pdll.syntax.tree.Decl;

/**
 * One chunk of a file: the text from a top-level keyword (outside brackets) up to the next one,
 * with its tokens (comments included), the declarations parsed from it and its diagnostics, all
 * relative to {@code offset}. Everything but {@code offset} depends only on the chunk's text, so
 * an incremental reparse reuses a chunk by changing its offset.
 */
public record TopLevel(int offset, String text, List<Token> tokens, List<Decl> decls, List<Diagnostic> diagnostics) {
    public int end() {
        return offset + text.length();
    }

    /**
     * The index of the first token starting at or after {@code relativeOffset} ({@code tokens().size()}
     * if none): tokens are in source order, so this is a binary search, which keeps per-diagnostic
     * lookups linear-logarithmic on a line of thousands of errors.
     */
    public int firstTokenAtOrAfter(int relativeOffset) {
        int lo = 0, hi = tokens.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (tokens.get(mid).start() < relativeOffset) lo = mid + 1;
            else hi = mid;
        }
        return lo;
    }

    TopLevel at(int newOffset) {
        return newOffset == offset ? this : new TopLevel(newOffset, text, tokens, decls, diagnostics);
    }
}
