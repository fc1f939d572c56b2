package pdll.ide.diagnostics;

import java.util.List;
import pdll.ide.text.FileSpan;
import pdll.ide.text.TextRange;

/**
 * A diagnostic of the document, with related locations (notes) possibly in other files, and a code
 * naming its kind when it has one (e.g. {@code pdl-verifier}; null otherwise).
 */
public record IdeDiagnostic(TextRange range, Severity severity, String message, List<Related> related, String code) {
    public enum Severity { ERROR, WARNING, INFORMATION, HINT }

    public record Related(FileSpan location, String message) {}

    public IdeDiagnostic {
        related = List.copyOf(related);
    }

    public IdeDiagnostic(TextRange range, Severity severity, String message, List<Related> related) {
        this(range, severity, message, related, null);
    }
}
