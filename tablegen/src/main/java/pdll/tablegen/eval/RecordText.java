package pdll.tablegen.eval;

import java.util.List;

/**
 * A record as {@code --print-records} shows it, from its name on (the caller writes {@code class}
 * or {@code def}); {@code !repr} of a record is this text.
 */
public final class RecordText {
    private RecordText() {}

    public static void append(StringBuilder out, Record r) {
        out.append(r.name());
        List<TemplateParam> params = r.templateParams();
        if (!params.isEmpty()) {
            out.append('<');
            for (int i = 0; i < params.size(); i++) {
                if (i > 0) out.append(", ");
                TemplateParam p = params.get(i);
                // like a field: a string argument prints "code" when its default is a code string
                String ty = p.type() instanceof RecTy.StringTy
                        ? (p.defaultValue() instanceof Value.Str s && s.code() ? "code" : "string")
                        : p.type().print();
                out.append(ty).append(' ').append(p.name()).append(" = ");
                ValueText.append(out, p.defaultValue());
            }
            out.append('>');
        }
        out.append(" {");
        List<Record> supers = r.superclasses();
        if (!supers.isEmpty()) {
            out.append("\t//");
            for (Record s : supers) out.append(' ').append(s.name());
        }
        out.append('\n');
        // like the reference: the fields declared with 'field' first, then the others
        for (boolean keyword : new boolean[] {true, false}) {
            for (RecordField f : r.fields()) {
                if (f.nonconcreteOk() != keyword) continue;
                out.append(keyword ? "  field " : "  ").append(f.printType()).append(' ').append(f.name()).append(" = ");
                ValueText.append(out, f.value());
                out.append(";\n");
            }
        }
        out.append("}\n");
    }
}
