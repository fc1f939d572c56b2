package pdll.sema.ast;

import java.util.List;

/** The top level: imported ODS constraints, then the declarations of the file and its includes, in order. */
public record Module(List<Decl> children, SourceRange range) implements Node {}
