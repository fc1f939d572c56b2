package pdll.tablegen.syntax;

/** One token of {@link TdEditorLexer}: its kind, its range [start, end) and the lexer's state at its start. */
public record TdEditorToken(TdTokenKind kind, int start, int end, int state) {}
