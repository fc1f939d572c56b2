package pdll.tablegen.ast;

import java.util.List;
import pdll.tablegen.source.Diagnostic;
import pdll.tablegen.source.SourceFile;

/**
 * The result of preprocessing and parsing one file (not its includes): the statements that parsed
 * and the syntax diagnostics. Parsing never throws; an empty statement list plus diagnostics is a
 * valid result.
 */
public record ParsedFile(SourceFile source, List<Stmt> statements, List<Diagnostic> diagnostics) {
    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(d -> d.severity() == Diagnostic.Severity.ERROR);
    }
}
