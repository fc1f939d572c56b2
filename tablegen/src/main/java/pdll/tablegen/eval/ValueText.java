package pdll.tablegen.eval;

import java.util.List;
import pdll.tablegen.ast.BangOp;

/** A value as the reference prints it (strings raw, no escaping). */
public final class ValueText {
    private ValueText() {}

    public static String of(Value v) {
        StringBuilder sb = new StringBuilder();
        append(sb, v);
        return sb.toString();
    }

    public static void append(StringBuilder sb, Value v) {
        if (v instanceof Value.Unset) sb.append('?');
        else if (v instanceof Value.Bit b) sb.append(b.value() ? '1' : '0');
        else if (v instanceof Value.Int i) sb.append(i.value());
        else if (v instanceof Value.Str s) {
            if (s.code()) sb.append("[{").append(s.value()).append("}]");
            else sb.append('"').append(s.value()).append('"');
        } else if (v instanceof Value.Bits b) {
            sb.append("{ ");
            List<Value> bits = b.bits();
            for (int i = bits.size() - 1; i >= 0; i--) {
                append(sb, bits.get(i));
                if (i > 0) sb.append(", ");
            }
            sb.append(" }");
        } else if (v instanceof Value.ListV l) {
            sb.append('[');
            appendList(sb, l.elements());
            sb.append(']');
        } else if (v instanceof Value.Dag d) {
            sb.append('(');
            append(sb, d.operator());
            if (d.opName() != null) sb.append(":$").append(d.opName());
            if (!d.args().isEmpty()) {
                sb.append(' ');
                for (int i = 0; i < d.args().size(); i++) {
                    if (i > 0) sb.append(", ");
                    Value a = d.args().get(i);
                    String n = d.argNames().get(i);
                    append(sb, a);
                    if (n != null) sb.append(":$").append(n);
                }
            }
            sb.append(')');
        } else if (v instanceof Value.DefRef d) sb.append(d.record().name());
        else if (v instanceof Value.Var var) sb.append(var.name());
        else if (v instanceof Value.Field f) {
            append(sb, f.base());
            sb.append('.').append(f.field());
        } else if (v instanceof Value.VarBit vb) {
            append(sb, vb.base());
            sb.append('{').append(vb.bit()).append('}');
        } else if (v instanceof Value.AnonInst ai) {
            sb.append(ai.cls().name()).append('<');
            for (int i = 0; i < ai.args().size(); i++) {
                if (i > 0) sb.append(", ");
                Value.ClassArg a = ai.args().get(i);
                if (a.name() != null) sb.append('"').append(a.name()).append('"');
                else sb.append(a.index());
                sb.append(": ");
                append(sb, a.value());
            }
            sb.append('>');
        } else if (v instanceof Value.Op op) appendOp(sb, op);
        else if (v instanceof Value.Cond c) {
            sb.append("!cond(");
            for (int i = 0; i < c.conditions().size(); i++) {
                if (i > 0) sb.append(", ");
                append(sb, c.conditions().get(i));
                sb.append(": ");
                append(sb, c.values().get(i));
            }
            sb.append(')');
        }
    }

    private static void appendList(StringBuilder sb, List<Value> vs) {
        for (int i = 0; i < vs.size(); i++) {
            if (i > 0) sb.append(", ");
            append(sb, vs.get(i));
        }
    }

    private static void appendOp(StringBuilder sb, Value.Op op) {
        List<Value> a = op.operands();
        switch (op.op()) {
            case RANGEC -> {
                append(sb, a.get(0));
                sb.append("...");
                append(sb, a.get(1));
                return;
            }
            case LISTELEM, LISTSLICE -> {
                append(sb, a.get(0));
                sb.append('[');
                append(sb, a.get(1));
                sb.append(']');
                return;
            }
            default -> { }
        }
        sb.append('!').append(op.op().spelling);
        if (op.typeArg() != null) sb.append('<').append(op.typeArg().print()).append('>');
        sb.append('(');
        appendList(sb, a);
        sb.append(')');
    }
}
