package pdll.ide.td;

import java.util.Optional;
import java.util.function.UnaryOperator;
import pdll.ide.td.TdFileIndex.Occurrence;
import pdll.ide.td.TdFileIndex.Role;
import pdll.ide.td.TdFileIndex.Scope;
import pdll.sema.ods.OdsOperation;
import pdll.sema.ods.OdsPrinter;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.RecordField;
import pdll.tablegen.eval.RecordKeeper;
import pdll.tablegen.eval.RecordText;
import pdll.tablegen.eval.TemplateParam;
import pdll.tablegen.eval.Value;
import pdll.tablegen.eval.ValueText;
import pdll.tablegen.source.Loc;

/**
 * The hover of a TableGen name, in the reference's layout ({@code **kind** `name`}, then for a def
 * its {@code summary} and {@code description}, for a class the comment above it, for a template
 * argument or field its type) plus what the reference cannot show: the evaluated record as
 * {@code --print-records} prints it (every field with its final value: late binding, {@code
 * !foreach}, {@code !cast} and {@code defm} results included), and for a field used in a def, its
 * final value there; after a record, where each of its values was set ({@link TdFieldOrigins}).
 */
final class TdHover {
    private TdHover() {}

    static Optional<String> of(TdAnalysis a, Occurrence decl, Occurrence at) {
        RecordKeeper k = a.records();
        String text = decl.file.source.text();
        StringBuilder sb = new StringBuilder();
        switch (decl.role) {
            case CLASS -> {
                sb.append("**class** `").append(decl.name).append("`\n");
                appendComment(sb, text, decl.declarationStart);
                Record r = k == null ? null : k.getClass(decl.name);
                if (r != null) appendRecord(sb, r, a::where);
                sb.append(TdInstantiation.of(k, decl, at, a::where));
            }
            case DEF -> {
                Record r = k == null ? null : k.getDef(decl.name);
                if (r == null) {
                    sb.append("**def** `").append(decl.name).append("`\n");
                    appendComment(sb, text, decl.declarationStart);
                } else {
                    sb.append(ofRecord(r, a::where));
                    appendOds(sb, a.operations().get(r.loc()));
                }
            }
            case DEFM -> sb.append("**defm** `").append(decl.name).append("`\n");
            case MULTICLASS -> {
                sb.append("**multiclass** `").append(decl.name).append("`\n");
                appendComment(sb, text, decl.declarationStart);
            }
            case DEFSET -> sb.append("**defset** `").append(decl.name).append("`\n");
            case DEFTYPE -> sb.append("**deftype** `").append(decl.name).append("`\n");
            case DEFVAR -> sb.append("**defvar** `").append(decl.name).append("`\n");
            case LOOP_VAR -> sb.append("**loop variable** `").append(decl.name).append("`\n");
            case TEMPLATE_ARG -> {
                Record owner = owner(k, decl);
                TemplateParam p = owner == null ? null : owner.templateParam(owner.name() + ":" + decl.name);
                sb.append("**template arg** `").append(decl.name).append("`\n***\nType: `")
                        .append(p != null ? p.type().print() : typeBefore(text, decl.start)).append("`\n");
            }
            case FIELD -> {
                Record owner = owner(k, decl);
                RecordField f = owner == null ? null : owner.field(decl.name);
                sb.append("**field** `").append(decl.name).append("`\n***\nType: `")
                        .append(f != null ? f.type().print() : typeBefore(text, decl.start)).append("`\n");
                if (decl.scope.owner != null) {
                    StringBuilder comment = new StringBuilder();
                    appendComment(comment, text, decl.declarationStart);
                    sb.append("***\n*From `").append(decl.scope.owner.name)
                            .append(comment.isEmpty() ? "`*\n" : "`*:\n\n" + comment.substring(4));
                }
                appendFinalValue(sb, k, at);
            }
            default -> {
                return Optional.empty();
            }
        }
        return Optional.of(sb.toString());
    }

    /** PDLL's view of an ODS operation: its {@code --dump-ods} entry and whether its result types are inferred. */
    private static void appendOds(StringBuilder sb, OdsOperation op) {
        if (op == null) return;
        sb.append("***\nIn PDLL, `op<").append(op.name()).append(">` (`--dump-ods`):\n```\n").append(OdsPrinter.operation(op))
                .append("```\nResult types ").append(op.supportsResultTypeInference() ? "inferred" : "not inferred").append('\n');
    }

    /** The evaluated class or def that declares a field or template argument. */
    private static Record owner(RecordKeeper k, Occurrence decl) {
        Occurrence o = decl.scope.owner;
        if (k == null || o == null) return null;
        return o.role == Role.CLASS ? k.getClass(o.name) : o.role == Role.DEF ? k.getDef(o.name) : null;
    }

    /**
     * A def as the reference shows it (kind, name, summary, description, the comment above it), then
     * its evaluated fields; {@code where} puts the record's locations in the current texts.
     */
    static String ofRecord(Record r, UnaryOperator<Loc> where) {
        StringBuilder sb = new StringBuilder();
        sb.append(r.isClass() ? "**class** `" : "**def** `").append(r.name()).append("`\n");
        Loc at = where.apply(r.loc());
        if (at.isKnown()) appendComment(sb, at.file().text(), at.offset());
        String summary = string(r, "summary");
        String description = string(r, "description");
        if (summary != null || description != null) {
            sb.append("***\n").append(summary == null ? "" : summary.strip()).append('\n');
            sb.append("***\n").append(description == null ? "" : dedent(description)).append('\n');
        }
        appendRecord(sb, r, where);
        return sb.toString();
    }

    private static String string(Record r, String field) {
        RecordField f = r.field(field);
        return f != null && f.value() instanceof Value.Str s && !s.value().isBlank() ? s.value() : null;
    }

    private static void appendRecord(StringBuilder sb, Record r, UnaryOperator<Loc> where) {
        sb.append("***\n").append(recordBlock(r, where));
    }

    /** A record as {@code --print-records} prints it, in a code block, then where its values were set. */
    static String recordBlock(Record r, UnaryOperator<Loc> where) {
        StringBuilder rec = new StringBuilder(r.isClass() ? "class " : "def ");
        RecordText.append(rec, r);
        return "```tablegen\n" + rec + "```\n" + TdFieldOrigins.of(r, where);
    }

    /** For a field named in a def's body (a {@code let}, a use): its final value in that def. */
    private static void appendFinalValue(StringBuilder sb, RecordKeeper k, Occurrence at) {
        if (k == null) return;
        for (Scope s = at.scope; s != null; s = s.parent) {
            if (s.owner == null || s.owner.role != Role.DEF) continue;
            Record r = k.getDef(s.owner.name);
            RecordField f = r == null ? null : r.field(at.name);
            if (f == null) return;
            StringBuilder v = new StringBuilder();
            ValueText.append(v, f.value());
            sb.append("\nValue in `").append(r.name()).append("`: `").append(v).append("`\n");
            return;
        }
    }

    /** The {@code //} comment lines right above a declaration, without their slashes. */
    private static void appendComment(StringBuilder sb, String text, int declStart) {
        int lineStart = text.lastIndexOf('\n', Math.max(0, declStart - 1)) + 1;
        StringBuilder comment = new StringBuilder();
        int end = lineStart;
        while (end > 0) {
            int prevStart = text.lastIndexOf('\n', end - 2) + 1;
            String line = text.substring(prevStart, end - 1).strip();
            if (!line.startsWith("//") || line.startsWith("//===")) break;
            String body = line.substring(2);
            while (body.startsWith("/")) body = body.substring(1); // `///` doc comments too
            comment.insert(0, body.stripTrailing() + "\n");
            end = prevStart;
        }
        if (!comment.isEmpty()) sb.append("***\n").append(comment);
    }

    /** The type written before a template argument or field name (back to {@code <}, {@code ,}, {@code ;} or a brace). */
    static String typeBefore(String text, int nameStart) {
        int depth = 0;
        int j = nameStart - 1;
        for (; j >= 0; j--) {
            char c = text.charAt(j);
            if (c == '>') depth++;
            else if (c == '<') {
                if (depth == 0) break;
                depth--;
            } else if (depth == 0 && (c == ',' || c == ';' || c == '{' || c == '}')) break;
        }
        String t = text.substring(j + 1, nameStart).strip();
        t = t.substring(t.lastIndexOf('\n') + 1).strip(); // after any comment line above the declaration
        if (t.startsWith("field ")) t = t.substring(6).strip();
        return t.replaceAll("\\s+", " ");
    }

    private static String dedent(String s) {
        String[] lines = s.split("\n", -1);
        int min = Integer.MAX_VALUE;
        for (String l : lines) {
            if (l.isBlank()) continue;
            int n = 0;
            while (n < l.length() && l.charAt(n) == ' ') n++;
            min = Math.min(min, n);
        }
        StringBuilder out = new StringBuilder();
        for (String l : lines) out.append(l.isBlank() ? "" : l.substring(Math.min(min, l.length()))).append('\n');
        return out.toString().strip() + "\n";
    }
}
