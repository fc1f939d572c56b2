package pdll.tablegen.ast;

import pdll.tablegen.source.Loc;

/**
 * Where a statement stands, as the reference's parser sees it: the error it reports for a token
 * that cannot start a statement there ({@code Unexpected token at top level}, {@code expected '}'
 * at end of foreach command}, ...) and, in a braced block, the {@code {} that error points back
 * to ({@code to match this '{'}), else null. The reference reports this error after a missing
 * include, whose place its lexer leaves to an error token (see {@link Stmt.Include}).
 */
public record StmtPlace(String unexpected, Loc openBrace) {}
