package pdll.tablegen.eval;

import java.util.HashMap;
import java.util.Map;

/**
 * A level of name lookup while evaluating: the record being built, a multiclass, a foreach loop or
 * a plain block of defvars. Lookup walks from the innermost scope outwards, then to global defvars
 * and defs (done by the expression evaluator).
 */
final class Scope {
    enum Kind { GLOBAL, RECORD, MULTICLASS, LOOP, BLOCK }

    final Scope parent;
    final Kind kind;
    /** RECORD: the record being built; MULTICLASS: the multiclass. */
    final Record record;
    final Multiclass multiclass;
    final Map<String, Value> vars = new HashMap<>();

    Scope(Scope parent, Kind kind, Record record, Multiclass multiclass) {
        this.parent = parent;
        this.kind = kind;
        this.record = record;
        this.multiclass = multiclass;
    }

    static Scope global() {
        return new Scope(null, Kind.GLOBAL, null, null);
    }

    Scope child(Kind kind) {
        return new Scope(this, kind, null, null);
    }

    Scope forRecord(Record r) {
        return new Scope(this, Kind.RECORD, r, null);
    }

    Scope forMulticlass(Multiclass m) {
        return new Scope(this, Kind.MULTICLASS, null, m);
    }

    /** The enclosing multiclass, if any. */
    Multiclass enclosingMulticlass() {
        for (Scope s = this; s != null; s = s.parent) if (s.kind == Kind.MULTICLASS) return s.multiclass;
        return null;
    }
}
