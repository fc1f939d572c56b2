package pdll.ide.diagnostics;

import java.util.List;
import pdll.ide.text.FileSpan;
import pdll.ide.text.TextRange;

/** A diagnostic of the document, with related locations (notes) possibly in other files. */
public record IdeDiagnostic(TextRange range, Severity severity, String message, List<Related> related) {
    public enum Severity { ERROR, WARNING, INFORMATION, HINT }

    public record Related(FileSpan location, String message) {}

    public IdeDiagnostic {
        related = List.copyOf(related);
    }
}
