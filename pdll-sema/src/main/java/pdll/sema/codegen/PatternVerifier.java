package pdll.sema.codegen;

import java.util.List;
import pdll.sema.analysis.Analysis;
import pdll.sema.ast.Decl;
import pdll.sema.ast.SourceRange;

/**
 * The PDL verifier's verdict on one pattern, for editors: the pattern is lowered to PDL and checked
 * on its own, so an editor can check only the patterns an edit touched and report a failure in
 * every pattern (the compiler reports the module's first). A pattern's generated PDL depends only
 * on the pattern, the Constraints and Rewrites it calls and the ODS context, never on other
 * patterns, so its first failure is the one {@code mlir-pdll} reports when that pattern is the
 * first to fail. Must only be given an analysis without errors (the compiler generates PDL only
 * then; the generator assumes a well-typed AST).
 */
public final class PatternVerifier {
    private PatternVerifier() {}

    /**
     * A failure: the message as {@code mlir-pdll} prints it after {@code error: } ({@code 'pdl.x' op …}),
     * the PDLL range of the op the verifier rejected (in the document or an included file) and its
     * {@code loc("file":line:col)}.
     */
    public record Failure(SourceRange range, String location, String message) {}

    /** The pattern's first verifier failure, or null when its PDL verifies. */
    public static Failure verify(Analysis analysis, Decl.PatternDecl pattern) {
        PdlOp op = new PdlGenerator(analysis, false).pattern(pattern);
        return PdlVerifier.verify(List.of(op)).map(f -> new Failure(f.range(), f.loc().toString(), f.message())).orElse(null);
    }
}
