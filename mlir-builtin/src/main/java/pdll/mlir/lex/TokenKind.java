package pdll.mlir.lex;

/**
 * The kinds of token of MLIR's textual syntax. Keywords ({@code dense}, {@code tensor}, {@code
 * f32}, {@code x} …) are {@link #BARE_IDENTIFIER}s: which spellings are keywords depends on where
 * the parser is, so the parser compares spellings.
 */
public enum TokenKind {
    EOF,
    /** A lexical error; the token carries the message and where MLIR reports it. */
    ERROR,
    BARE_IDENTIFIER,
    /** {@code @name} or {@code @"any string"}. */
    AT_IDENTIFIER,
    /** {@code #name}: an attribute alias or a dialect attribute. */
    HASH_IDENTIFIER,
    /** {@code !name}: a type alias or a dialect type. */
    EXCLAMATION_IDENTIFIER,
    PERCENT_IDENTIFIER,
    CARET_IDENTIFIER,
    INTEGER,
    FLOAT,
    STRING,
    ARROW,
    COLON,
    COMMA,
    ELLIPSIS,
    EQUAL,
    GREATER,
    L_BRACE,
    L_PAREN,
    L_SQUARE,
    LESS,
    MINUS,
    PLUS,
    QUESTION,
    R_BRACE,
    R_PAREN,
    R_SQUARE,
    STAR,
    VERTICAL_BAR,
    /** {@code /} (only {@code //} starts a comment; a lone slash is a token no builtin syntax takes). */
    SLASH,
    /** {@code {-#}: the start of a file's metadata (resources). */
    FILE_METADATA_BEGIN,
    /** {@code #-}}. */
    FILE_METADATA_END
}
