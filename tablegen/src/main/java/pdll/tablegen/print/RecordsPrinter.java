package pdll.tablegen.print;

import java.util.List;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.RecordField;
import pdll.tablegen.eval.RecordKeeper;
import pdll.tablegen.eval.TemplateParam;
import pdll.tablegen.eval.ValueText;

/**
 * Prints records exactly like {@code mlir-tblgen --print-records}: a Classes section and a Defs
 * section, each sorted by name bytewise; strings are printed raw, as the reference does.
 */
public final class RecordsPrinter {
    private RecordsPrinter() {}

    public static void print(RecordKeeper records, StringBuilder out) {
        out.append("------------- Classes -----------------\n");
        for (Record c : records.classesByName().values()) printRecord(c, out);
        out.append("------------- Defs -----------------\n");
        for (Record d : records.defsByName().values()) printRecord(d, out);
    }

    public static String print(RecordKeeper records) {
        StringBuilder sb = new StringBuilder(1 << 16);
        print(records, sb);
        return sb.toString();
    }

    static void printRecord(Record r, StringBuilder out) {
        out.append(r.isClass() ? "class " : "def ").append(r.name());
        List<TemplateParam> params = r.templateParams();
        if (!params.isEmpty()) {
            out.append('<');
            for (int i = 0; i < params.size(); i++) {
                if (i > 0) out.append(", ");
                TemplateParam p = params.get(i);
                // like a field: a string argument prints "code" when its default is a code string
                String ty = p.type() instanceof pdll.tablegen.eval.RecTy.StringTy
                        ? (p.defaultValue() instanceof pdll.tablegen.eval.Value.Str s && s.code() ? "code" : "string")
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
