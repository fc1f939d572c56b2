package pdll.tablegen.source;

import pdll.base.diag.Severity;
import pdll.base.text.Caret;

/**
 * One message of the front end, located in a file. Printed like the reference:
 * {@code file:line:col: error: message}, then the source line and a caret.
 */
public record Diagnostic(Severity severity, Loc loc, String message) {

    public static Diagnostic error(Loc loc, String message) {
        return new Diagnostic(Severity.ERROR, loc, message);
    }

    public static Diagnostic note(Loc loc, String message) {
        return new Diagnostic(Severity.NOTE, loc, message);
    }

    /** The first line only: {@code file:line:col: error: message}. */
    public String headline() {
        if (!loc.isKnown()) return severity.label + ": " + message;
        return loc + ": " + severity.label + ": " + message;
    }

    /** Headline, source line and caret, each ending in a newline. */
    public String render() {
        StringBuilder sb = new StringBuilder(headline()).append('\n');
        if (loc.isKnown()) sb.append(Caret.render(loc.file().lineText(loc.line()), loc.column() - 1, loc.column() - 1));
        return sb.toString();
    }
}
