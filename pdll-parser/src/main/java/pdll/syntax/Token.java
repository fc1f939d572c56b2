package pdll.syntax;

/**
 * One token of a top-level declaration. Offsets are relative to the start of the declaration's
 * chunk, so that a reused declaration does not change when text before it moves.
 */
public record Token(TokenKind kind, int start, int end, String text) {}
