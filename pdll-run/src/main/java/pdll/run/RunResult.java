package pdll.run;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a run produced: the exit status (0 when the patterns were applied), the rewritten IR as
 * {@code mlir-opt} printed it (empty on failure) and everything said on stderr along the way:
 * pattern errors as pdllc prints them, compiler errors, {@code mlir-opt}'s diagnostics.
 */
public record RunResult(int exitCode, String output, String messages) {

    /** One {@code file:line:col: severity: message} line of {@link #messages()}. */
    public record Diagnostic(String file, int line, int column, String severity, String message) {}

    private static final Pattern LINE = Pattern.compile(
            "^(.+?):(\\d+):(\\d+): (error|warning|note|remark): (.*)$", Pattern.MULTILINE);

    /** The located diagnostics in the messages, in order (for an editor's problems list). */
    public List<Diagnostic> diagnostics() {
        List<Diagnostic> out = new ArrayList<>();
        Matcher m = LINE.matcher(messages);
        while (m.find()) {
            out.add(new Diagnostic(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)),
                    m.group(4), m.group(5)));
        }
        return out;
    }
}
