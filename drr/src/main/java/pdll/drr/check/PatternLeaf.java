package pdll.drr.check;

import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.Value;

/**
 * An argument of a pattern dag that is not a dag: {@code ?} (a bare {@code $x}), a constraint, a
 * constant attribute, an enum case, a NativeCodeCall used as a value, a string, or anything else
 * TableGen allows there. The classification is DRR's: by the classes the def derives from.
 */
record PatternLeaf(Value value) {

    static PatternLeaf of(Value v) {
        return new PatternLeaf(v);
    }

    /** The def the leaf names, or null. */
    Record def() {
        return value instanceof Value.DefRef d ? d.record() : null;
    }

    boolean isUnspecified() {
        return value instanceof Value.Unset;
    }

    boolean isString() {
        return value instanceof Value.Str;
    }

    boolean isOperandMatcher() {
        return derives("TypeConstraint");
    }

    boolean isAttrMatcher() {
        return derives("AttrConstraint");
    }

    boolean isPropMatcher() {
        return derives("PropConstraint");
    }

    boolean isNativeCodeCall() {
        return derives("NativeCodeCall");
    }

    boolean isConstantAttr() {
        return derives("ConstantAttr");
    }

    boolean isEnumCase() {
        return derives("EnumCase");
    }

    boolean isConstantProp() {
        return derives("ConstantProp");
    }

    private boolean derives(String cls) {
        Record d = def();
        return d != null && d.isSubclassOf(cls);
    }

    /** The constraint record the leaf stands for, past an {@code Arg<...>} wrapper (null when it is no def). */
    Record constraint() {
        Record d = def();
        if (d != null && d.isSubclassOf("OpVariable") && d.defValue("constraint") != null) return d.defValue("constraint");
        return d;
    }

    /** Whether DRR can read the leaf's def as a constraint at all (else it aborts with "Expected a constraint"). */
    boolean isConstraint() {
        Record c = constraint();
        return c != null && c.isSubclassOf("Constraint");
    }

    /** The leaf as written, for messages. */
    String text() {
        if (value == null) return "?";
        if (value instanceof Value.Str s) return "\"" + s.value() + "\"";
        if (value instanceof Value.Int i) return Long.toString(i.value());
        Record d = def();
        if (d != null) return d.name();
        return value.getClass().getSimpleName().toLowerCase(java.util.Locale.ROOT);
    }
}
