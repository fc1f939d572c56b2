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
 * statementEnds gives where each statement ends (after its last token), -1 where unknown (a
 * statement cut short by the error, kept for the statements in its block that were complete).
 * openConditionals gives how many {@code #ifdef}/{@code #ifndef} are open at each statement's
 * last token (where a parse of the text after it starts: see TdSyntax.parseRange).
 * misplacedInclude is the {@code include "name"} the syntax error stopped at, where no statement
 * may stand (inside a class body: the reference reads the included text there), or null; its
 * place holds the error the reference reports there when the file is missing.
 */
public record ParsedFile(SourceFile source, List<Stmt> statements, List<Diagnostic> diagnostics,
                         List<ClassUse> classUsesBeforeError, List<Integer> statementEnds, List<Integer> openConditionals,
                         Stmt.Include misplacedInclude) {

    public ParsedFile(SourceFile source, List<Stmt> statements, List<Diagnostic> diagnostics,
                      List<ClassUse> classUsesBeforeError, List<Integer> statementEnds, List<Integer> openConditionals) {
        this(source, statements, diagnostics, classUsesBeforeError, statementEnds, openConditionals, null);
    }

    public ParsedFile(SourceFile source, List<Stmt> statements, List<Diagnostic> diagnostics) {
        this(source, statements, diagnostics, List.of(), List.of(), List.of());
    }

    public ParsedFile(SourceFile source, List<Stmt> statements, List<Diagnostic> diagnostics,
                      List<ClassUse> classUsesBeforeError) {
        this(source, statements, diagnostics, classUsesBeforeError, List.of(), List.of());
    }

    /** Where statement {@code i} ends, after its last token; -1 when unknown. */
    public int statementEnd(int i) {
        return i < statementEnds.size() ? statementEnds.get(i) : -1;
    }

    /** How many conditionals are open at statement {@code i}'s last token; -1 when unknown. */
    public int openConditionalsAt(int i) {
        return i < openConditionals.size() ? openConditionals.get(i) : -1;
    }

    public boolean hasErrors() {
        return diagnostics.stream().anyMatch(d -> d.severity() == Severity.ERROR);
    }
}
