package pdll.sema.codegen;

import pdll.sema.ast.SourceRange;

/**
 * A PDL verifier failure: {@code message} as {@code mlir-pdll} prints it after {@code error: }
 * ({@code 'pdl.x' op …}), at the op the verifier rejected: the PDLL it was generated from
 * ({@code range}, in the file or an included one) and its location in the generated PDL ({@code loc}).
 */
public record VerifierFailure(SourceRange range, PdlOp.Loc loc, String message) {}
