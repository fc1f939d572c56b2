package pdll.pdllc;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import pdll.base.text.Caret;
import pdll.sema.analysis.Analysis;
import pdll.sema.ast.SourceRange;
import pdll.sema.codegen.PdlGenerator.SplitLocations;
import pdll.sema.codegen.VerifierFailure;
import pdll.sema.diag.SemaDiagnostic;
import pdll.syntax.SourcePos;
import pdll.syntax.SyntaxTree;
import pdll.tablegen.source.Loc;

/**
 * Prints semantic diagnostics the way {@code mlir-pdll} does ({@code file:line:col: severity:
 * message}, the source line and a caret, {@code Included from …} lines for included files), or
 * as JSON lines ({@code --diagnostics-format=json}), optionally colored; and PDL verifier failures
 * as it prints them (in every format, uncolored).
 */
final class DiagnosticRenderer {
    private final Analysis analysis;
    private final boolean json;
    private final boolean color;
    private final boolean split;

    DiagnosticRenderer(Analysis analysis, boolean json, boolean color, boolean split) {
        this.analysis = analysis;
        this.json = json;
        this.color = color;
        this.split = split;
    }

    String render(List<SemaDiagnostic> diagnostics) {
        StringBuilder sb = new StringBuilder();
        for (SemaDiagnostic d : diagnostics) {
            if (json) sb.append(json(d)).append('\n');
            else {
                text(d, sb);
                for (SemaDiagnostic n : d.notes()) text(n, sb);
            }
        }
        return sb.toString();
    }

    /** A PDL verifier failure as {@code mlir-pdll} prints it: {@code loc("f":l:c): error: 'pdl.x' op …}. */
    static String render(VerifierFailure f) {
        return f.loc() + ": error: " + f.message() + "\n";
    }

    private void text(SemaDiagnostic d, StringBuilder sb) {
        SourceRange r = d.where().pdll();
        Loc td = d.where().td();
        String sev = d.severity().label;
        if (r != null) {
            SyntaxTree tree = analysis.files().get(r.file());
            includedFrom(r.file(), sb);
            SourcePos p = tree.position(r.start());
            // the reference names a position in a split part by the part's first line
            var at = (split ? SplitLocations.COMPILER : SplitLocations.NONE).locate(analysis, r);
            sb.append(headline(at.file() + ":" + at.line() + ":" + at.column(), sev, d.message()));
            int lineStart = p.offset() - p.utf16Character() - tree.originOffset();
            sb.append(Caret.render(partLine(tree.text(), lineStart), p.utf16Character(), p.utf16Character()));
        } else if (td != null) {
            SourceRange inc = analysis.tdIncludedAt().get(td.fileName());
            if (inc != null) {
                // the first hop of the reference's include chain (the .td's own includes are not tracked)
                includedFrom(inc.file(), sb);
                SyntaxTree t = analysis.files().get(inc.file());
                SourcePos p = t.position(inc.start());
                int first = t.position(0).line();
                sb.append("Included from ").append(split ? "within split at " + inc.file() + ":" + first + " offset :"
                        + (p.line() - first + 1) : inc.file() + ":" + p.line()).append(":\n");
            }
            sb.append(headline(td.fileName() + ":" + td.line() + ":" + td.column(), sev, d.message()));
            sb.append(Caret.render(td.file().lineText(td.line()), td.column() - 1, td.column() - 1));
        } else {
            sb.append(headline(null, sev, d.message())).append('\n');
        }
    }

    private void includedFrom(String file, StringBuilder sb) {
        List<String> chain = new ArrayList<>();
        Map<String, SourceRange> at = analysis.includedAt();
        for (String f = file; at.containsKey(f) && chain.size() < 64; f = at.get(f).file()) {
            SourceRange r = at.get(f);
            SyntaxTree t = analysis.files().get(r.file());
            chain.add(0, "Included from " + r.file() + ":" + t.position(r.start()).line() + ":\n");
        }
        chain.forEach(sb::append);
    }

    private String headline(String location, String severity, String message) {
        String loc = location == null ? "" : location + ": ";
        if (!color) return loc + severity + ": " + message + "\n";
        String c = switch (severity) {
            case "error" -> "\u001b[0;1;31m";
            case "warning" -> "\u001b[0;1;35m";
            default -> "\u001b[0;1;30m";
        };
        return "\u001b[1m" + loc + c + severity + ": \u001b[0m\u001b[1m" + message + "\u001b[0m\n";
    }

    /** The line of a part's text from {@code lineStart} (clamped) to its {@code \n}: the reference cuts a marker's line at the marker. */
    private static String partLine(String text, int lineStart) {
        lineStart = Math.max(0, Math.min(lineStart, text.length()));
        int end = text.indexOf('\n', lineStart);
        return text.substring(lineStart, end < 0 ? text.length() : end);
    }

    private String json(SemaDiagnostic d) {
        StringBuilder sb = new StringBuilder("{");
        SourceRange r = d.where().pdll();
        Loc td = d.where().td();
        String file = null;
        int line = 0, col = 0, endLine = 0, endCol = 0;
        if (r != null) {
            SourcePos p = analysis.files().get(r.file()).position(r.start());
            SourcePos e = analysis.files().get(r.file()).position(r.end());
            file = r.file();
            line = p.line();
            col = p.column();
            endLine = e.line();
            endCol = e.column();
        } else if (td != null) {
            file = td.fileName();
            line = td.line();
            col = td.column();
        }
        sb.append("\"file\":").append(file == null ? "null" : quote(file)).append(",\"line\":").append(line)
                .append(",\"column\":").append(col).append(",\"endLine\":").append(endLine > 0 ? endLine : line)
                .append(",\"endColumn\":").append(endLine > 0 ? endCol : col).append(",\"severity\":").append(quote(d.severity().label))
                .append(",\"message\":").append(quote(d.message()));
        if (d.code() != null) sb.append(",\"code\":").append(quote(d.code()));
        if (!d.notes().isEmpty()) {
            sb.append(",\"notes\":[");
            for (int i = 0; i < d.notes().size(); i++) sb.append(i > 0 ? "," : "").append(json(d.notes().get(i)));
            sb.append(']');
        }
        return sb.append('}').toString();
    }

    static String quote(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) sb.append(String.format("\\u%04x", (int) c));
                    else sb.append(c);
                }
            }
        }
        return sb.append('"').toString();
    }
}
