package pdll.ide.answer;

import java.util.Comparator;
import java.util.List;
import pdll.base.diag.Severity;
import pdll.base.text.TextRange;
import pdll.ide.text.FileSpan;

/**
 * A diagnostic of the document, with related locations (notes) possibly in other files, and a code
 * naming its kind when it has one (e.g. {@code pdl-verifier}; null otherwise).
 */
public record IdeDiagnostic(TextRange range, Severity severity, String message, List<Related> related, String code) {
    public record Related(FileSpan location, String message) {}

    /** Source order: by start, then by end. Published lists are sorted by it (stable: ties keep their order). */
    public static final Comparator<IdeDiagnostic> BY_RANGE =
            Comparator.<IdeDiagnostic>comparingInt(d -> d.range().start()).thenComparingInt(d -> d.range().end());

    public IdeDiagnostic {
        related = List.copyOf(related);
    }

    public IdeDiagnostic(TextRange range, Severity severity, String message, List<Related> related) {
        this(range, severity, message, related, null);
    }
}
