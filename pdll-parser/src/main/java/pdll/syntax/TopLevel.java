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

    TopLevel at(int newOffset) {
        return newOffset == offset ? this : new TopLevel(newOffset, text, tokens, decls, diagnostics);
    }
}
