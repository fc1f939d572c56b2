package pdll.ide.answer;


/**
 * One highlighted range (UTF-16 offsets, possibly spanning lines: the adapter splits it).
 *
 * @param declaration the token declares the name (a modifier)
 * @param documentation a {@code ///} doc comment (a modifier)
 */
public record SemanticToken(int start, int end, TokenType type, boolean declaration, boolean documentation) {}
