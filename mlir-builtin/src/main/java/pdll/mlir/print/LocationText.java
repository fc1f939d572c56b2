package pdll.mlir.print;

import pdll.mlir.ir.Attr;
import pdll.mlir.lex.StringLiterals;

/** The text inside {@code loc(…)}; nested locations print through the printer (as aliases in a module). */
final class LocationText {
    private LocationText() {}

    static void location(AsmPrinter p, StringBuilder sb, Attr.Location l) {
        if (l instanceof Attr.Location.Unknown) {
            sb.append("unknown");
        } else if (l instanceof Attr.Location.FileLineColRange f) {
            quoted(sb, f.file());
            sb.append(':').append(f.startLine()).append(':').append(f.startColumn());
            if (f.endLine() != f.startLine()) sb.append(" to ").append(f.endLine()).append(':').append(f.endColumn());
            else if (f.endColumn() != f.startColumn()) sb.append(" to :").append(f.endColumn());
        } else if (l instanceof Attr.Location.Name n) {
            quoted(sb, n.name());
            if (!(n.child() instanceof Attr.Location.Unknown)) {
                sb.append('(');
                nested(p, sb, n.child());
                sb.append(')');
            }
        } else if (l instanceof Attr.Location.CallSite c) {
            sb.append("callsite(");
            nested(p, sb, c.callee());
            sb.append(" at ");
            nested(p, sb, c.caller());
            sb.append(')');
        } else if (l instanceof Attr.Location.Fused f) {
            sb.append("fused");
            if (f.metadata() != null) {
                sb.append('<');
                p.attribute(sb, f.metadata(), false);
                sb.append('>');
            }
            sb.append('[');
            for (int i = 0; i < f.locations().size(); i++) nested(p, i == 0 ? sb : sb.append(", "), f.locations().get(i));
            sb.append(']');
        }
    }

    /** A location inside another: its alias, or its text without {@code loc(…)} around it. */
    private static void nested(AsmPrinter p, StringBuilder sb, Attr.Location l) {
        String alias = p.aliasOf(l);
        if (alias != null) sb.append('#').append(alias);
        else location(p, sb, l);
    }

    private static void quoted(StringBuilder sb, String bytes) {
        sb.append('"').append(StringLiterals.escape(bytes)).append('"');
    }
}
