package pdll.sema.diag;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import pdll.base.diag.Severity;
import pdll.sema.ast.SourceRange;

/**
 * One diagnostic with the notes that follow it. {@code code} is null for the reference's own
 * diagnostics and a stable identifier (e.g. {@code unused-variable}) for our extra warnings.
 * {@code withPrevious}: an error the reference prints together with the error before it (after a
 * lexer error, which does not stop it, the next error it meets).
 */
public record SemaDiagnostic(Severity severity, Where where, String message, List<SemaDiagnostic> notes, String code,
                             boolean withPrevious) {
    public SemaDiagnostic {
        notes = List.copyOf(notes);
    }

    public SemaDiagnostic(Severity severity, Where where, String message, List<SemaDiagnostic> notes, String code) {
        this(severity, where, message, notes, code, false);
    }

    /** The same diagnostic, printed with the error before it (see {@code withPrevious}). */
    public SemaDiagnostic printedWithPrevious() {
        return new SemaDiagnostic(severity, where, message, notes, code, true);
    }

    public static SemaDiagnostic error(Where where, String message, SemaDiagnostic... notes) {
        return new SemaDiagnostic(Severity.ERROR, where, message, List.of(notes), null);
    }

    public static SemaDiagnostic warning(Where where, String message, SemaDiagnostic... notes) {
        return new SemaDiagnostic(Severity.WARNING, where, message, List.of(notes), null);
    }

    public static SemaDiagnostic note(Where where, String message) {
        return new SemaDiagnostic(Severity.NOTE, where, message, List.of(), null);
    }

    /** The same diagnostic with its range and its notes' ranges mapped ({@code .td} positions stay). */
    public SemaDiagnostic withRanges(UnaryOperator<SourceRange> map) {
        Where at = where.pdll() == null ? where : new Where(map.apply(where.pdll()), where.td());
        List<SemaDiagnostic> mapped = new ArrayList<>(notes.size());
        for (SemaDiagnostic n : notes) mapped.add(n.withRanges(map));
        return new SemaDiagnostic(severity, at, message, mapped, code, withPrevious);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }
}
