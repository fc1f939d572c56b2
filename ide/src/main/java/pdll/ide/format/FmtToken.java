package pdll.ide.format;

import pdll.syntax.TokenKind;

/**
 * A token at its absolute offsets, as the formatter sees it: a comment ends before its trailing
 * blanks (a CRLF file's {@code \r} included), which belong to the line's trailing whitespace.
 */
record FmtToken(TokenKind kind, int start, int end, String text) {}
