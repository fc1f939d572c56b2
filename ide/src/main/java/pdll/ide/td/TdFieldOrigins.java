package pdll.ide.td;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.RecordField;
import pdll.tablegen.eval.TemplateParam;
import pdll.tablegen.source.Loc;

/**
 * Where each field of an evaluated record got its value: the declaration or {@code let} that wrote
 * it (as the evaluator recorded it), in which class, through which template arguments. The
 * {@code --print-records} text says what a record holds; in a deep ODS hierarchy (an {@code Op}
 * with 30 fields from six classes) this says which line to edit to change it.
 */
final class TdFieldOrigins {
    private TdFieldOrigins() {}

    /** A statement written longer than this is cut (a description's code block, a long dag). */
    private static final int MAX_SNIPPET = 60;

    /**
     * A markdown list, one line per field a {@code let} or a template argument wrote, then one per
     * class for the fields that keep the default its declaration wrote; for a class only what its
     * parents wrote (its own declarations are in its text). Empty when nothing is known.
     */
    static String of(Record r, UnaryOperator<Loc> where) {
        StringBuilder sb = new StringBuilder();
        Map<Record, List<String>> defaults = new LinkedHashMap<>();
        Loc recordLoc = where.apply(r.loc());
        for (RecordField f : r.fields()) {
            Loc at = where.apply(f.setAt());
            if (!at.isKnown() || at.file().text() == null) continue;
            Record in = f.setIn();
            if (r.isClass() && in == r) continue;
            String written = snippet(at);
            String args = in != null && in.isClass() ? templateArgs(in, written) : "";
            if (in != null && in.isClass() && args.isEmpty() && !written.startsWith("let ")) {
                // a class's own default: one line per class, or an Op's twenty defaults drown the rest
                defaults.computeIfAbsent(in, k -> new ArrayList<>()).add("`" + f.name() + "`");
                continue;
            }
            sb.append("- `").append(f.name()).append("`: `").append(written).append('`');
            if (in != null && in.isClass()) sb.append(" in class `").append(in.name()).append('`');
            if (!args.isEmpty()) sb.append(" (template argument ").append(args).append(')');
            sb.append(", ").append(place(at, recordLoc)).append('\n');
        }
        for (var e : defaults.entrySet()) {
            sb.append("- the defaults of class `").append(e.getKey().name()).append("`: ")
                    .append(String.join(", ", e.getValue())).append('\n');
        }
        return sb.isEmpty() ? "" : "***\nWhere the values were set:\n\n" + sb;
    }

    /** The statement around a writer's location: back to the item's start, forward to its end or the line's. */
    static String snippet(Loc at) {
        String text = at.file().text();
        int start = Math.min(at.offset(), text.length());
        while (start > 0 && ";{},\n".indexOf(text.charAt(start - 1)) < 0) start--;
        int end = Math.min(at.offset(), text.length());
        while (end < text.length() && text.charAt(end) != ';' && text.charAt(end) != '\n') end++;
        String s = text.substring(start, end).strip().replaceAll("\\s+", " ").replace('`', '\'');
        return s.length() > MAX_SNIPPET ? s.substring(0, MAX_SNIPPET - 1) + "…" : s;
    }

    /** The class's template arguments the written statement names, comma-separated in backquotes. */
    private static String templateArgs(Record cls, String snippet) {
        StringBuilder sb = new StringBuilder();
        for (TemplateParam p : cls.templateParams()) {
            if (!Pattern.compile("\\b" + Pattern.quote(p.shortName()) + "\\b").matcher(snippet).find()) continue;
            if (!sb.isEmpty()) sb.append(", ");
            sb.append('`').append(p.shortName()).append('`');
        }
        return sb.toString();
    }

    /**
     * "line N" in the record's own file, else the file's name and line. The same file may be two
     * texts of it (a record built before a resumed evaluation's checkpoint), with one name.
     */
    private static String place(Loc at, Loc recordLoc) {
        if (recordLoc.isKnown() && (recordLoc.file() == at.file() || recordLoc.file().displayName().equals(at.file().displayName()))) {
            return "line " + at.line();
        }
        String name = at.file().displayName();
        return name.substring(name.lastIndexOf('/') + 1) + ":" + at.line();
    }
}
