package pdll.ide.td;

import java.util.function.UnaryOperator;
import pdll.ide.td.TdFileIndex.Occurrence;
import pdll.ide.td.TdFileIndex.Role;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.RecordField;
import pdll.tablegen.eval.RecordKeeper;
import pdll.tablegen.eval.ValueText;
import pdll.tablegen.source.Loc;

/**
 * What a class instantiation made, for the hover of a class name used with arguments: in a value
 * ({@code [Trait<"a">]}) the anonymous record the evaluation made there; as a def's parent
 * ({@code def B : Box<5>}) the values the class's fields have in that def. The class's own text
 * says what the fields would be; this says what they are.
 */
final class TdInstantiation {
    private TdInstantiation() {}

    /** Markdown to append after the class's hover, empty when the use made nothing known. */
    static String of(RecordKeeper k, Occurrence classDecl, Occurrence at, UnaryOperator<Loc> where) {
        if (k == null || at == classDecl || at.role != Role.CLASS_REF) return "";
        Record cls = k.getClass(classDecl.name);
        if (cls == null) return "";
        Record def = parentOf(k, at);
        if (def != null) return inDef(cls, def);
        Record anon = anonymousAt(k, at, where);
        if (anon == null) return "";
        return "***\nThe record this instantiation makes:\n" + TdHover.recordBlock(anon, where);
    }

    /** The def whose header names the class as a parent, when the use is there. */
    private static Record parentOf(RecordKeeper k, Occurrence at) {
        TdFileIndex.Scope s = at.scope;
        if (s == null || s.owner == null || s.owner.role != Role.DEF || !s.parents.contains(at.name)) return null;
        if (at.start > s.owner.declarationEnd || at.start < s.owner.declarationStart) return null;
        String text = at.file.source.text();
        int brace = text.indexOf('{', s.owner.end);
        int semi = text.indexOf(';', s.owner.end);
        int headerEnd = brace < 0 ? semi : semi < 0 ? brace : Math.min(brace, semi);
        if (headerEnd >= 0 && at.start > headerEnd) return null; // a use in the body, not the header
        return k.getDef(s.owner.name);
    }

    /** The class's fields with their values in the def. */
    private static String inDef(Record cls, Record def) {
        StringBuilder sb = new StringBuilder();
        for (RecordField f : cls.fields()) {
            RecordField v = def.field(f.name());
            if (v == null) continue;
            sb.append("  ").append(v.printType()).append(' ').append(v.name()).append(" = ");
            ValueText.append(sb, v.value());
            sb.append(";\n");
        }
        if (sb.isEmpty()) return "";
        return "***\nIn `" + def.name() + "`:\n```tablegen\n" + sb + "```\n";
    }

    /** The anonymous record instantiated at the use (the evaluation keeps one per class and arguments, at its first use). */
    private static Record anonymousAt(RecordKeeper k, Occurrence at, UnaryOperator<Loc> where) {
        for (Record r : k.defsInOrder()) {
            if (!r.isAnonymous()) continue;
            Loc l = where.apply(r.loc());
            if (!l.isKnown() || l.offset() != at.start) continue;
            // the index may have read the same file as another source file
            if (l.file() == at.file.source || l.file().displayName().equals(at.file.source.displayName())
                    || l.file().text().equals(at.file.source.text())) {
                return r;
            }
        }
        return null;
    }
}
