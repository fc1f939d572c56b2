package pdll.mlir.affine;

import pdll.mlir.lex.TokenKind;
import pdll.mlir.parse.Bytes;
import pdll.mlir.lex.ParseFailure;
import pdll.mlir.lex.TokenStream;

/**
 * A whole {@code affine_map<…>} or {@code affine_set<…>} literal through {@link AffineParser},
 * as the tests compare it with the reference: the literal MLIR prints, or the first error as
 * {@code line:col: message} (1-based, the column in bytes, as {@code mlir-pdll} reports it).
 */
final class AffineLiterals {
    private AffineLiterals() {}

    /** The result, or null when the literal parses but text follows it (the attribute parser's business). */
    static String parse(String literal) {
        String bytes = Bytes.of(literal);
        try {
            TokenStream ts = new TokenStream(bytes);
            String result;
            if (ts.consumeKeywordIf("affine_map")) {
                result = "affine_map<" + AffineParser.parseMap(ts) + ">";
            } else if (ts.consumeKeywordIf("affine_set")) {
                result = "affine_set<" + AffineParser.parseSet(ts) + ">";
            } else {
                throw new IllegalArgumentException("not an affine literal: " + literal);
            }
            return ts.at(TokenKind.EOF) ? result : null;
        } catch (ParseFailure f) {
            return position(bytes, f.offset()) + ": " + f.getMessage();
        }
    }

    /** {@code line:col} of a byte offset, 1-based. */
    static String position(String bytes, int offset) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < offset && i < bytes.length(); i++) {
            if (bytes.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return line + ":" + (offset - lineStart + 1);
    }
}
