package pdll.tablegen.ast;

import java.util.List;
import pdll.base.diag.Severity;
import pdll.tablegen.source.Diagnostic;
import pdll.tablegen.source.SourceFile;

/**
 * The result of preprocessing and parsing one file (not its includes): the statements that parsed
 * and the syntax diagnostics. Parsing never throws; an empty statement list plus diagnostics is a
 * valid result. classUsesBeforeError lists the class names the statement cut by the error used
 * before it (the evaluator checks them first, as the reference does while parsing).
 */
public record ParsedFile(SourceFile source, List<Stmt> statements, List<Diagnostic> diagnostics,
                         List<ClassUse> classUsesBeforeError) {

    public ParsedFile(SourceFile source, List<Stmt> statements, List<Diagnostic> diagnostics) {
        this(source, statements, diagnostics, List.of());
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
    }
}
