package pdll.drr.check;

import java.util.List;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.Value;

/**
 * A dag of a DRR pattern as DRR reads it: an operation, a {@code NativeCodeCall}, or one of
 * PatternBase.td's directives, told apart by its operator record; with its bound symbol
 * ({@code (Op:$sym ...)}), its arguments and their names. Any operator record that is not a
 * NativeCodeCall or a directive is taken for an operation, as DRR does (and fails on it when it
 * is not an op).
 */
record PatternNode(Value.Dag dag, Kind kind, Record operator) {

    enum Kind { OPERATION, NATIVE_CODE_CALL, REPLACE_WITH_VALUE, LOCATION, RETURN_TYPE, EITHER, VARIADIC }

    /** The node of {@code dag}; halts silently when its operator is no record (the reference would crash on a cast). */
    static PatternNode of(Value.Dag dag) {
        if (!(dag.operator() instanceof Value.DefRef d)) throw Halt.silently();
        Record r = d.record();
        Kind kind;
        if (r.isSubclassOf("NativeCodeCall")) {
            kind = Kind.NATIVE_CODE_CALL;
        } else {
            kind = switch (r.name()) {
                case "replaceWithValue" -> Kind.REPLACE_WITH_VALUE;
                case "location" -> Kind.LOCATION;
                case "returnType" -> Kind.RETURN_TYPE;
                case "either" -> Kind.EITHER;
                case "variadic" -> Kind.VARIADIC;
                default -> Kind.OPERATION;
            };
        }
        return new PatternNode(dag, kind, r);
    }

    boolean is(Kind k) {
        return kind == k;
    }

    /** The symbol bound to the node ({@code $sym} in {@code (Op:$sym ...)}), empty when none. */
    String symbol() {
        return dag.opName() == null ? "" : dag.opName();
    }

    int numArgs() {
        return dag.args().size();
    }

    List<Value> args() {
        return dag.args();
    }

    /** Argument {@code i} when it is a dag itself, else null. */
    PatternNode nested(int i) {
        return i >= 0 && i < dag.args().size() && dag.args().get(i) instanceof Value.Dag d ? of(d) : null;
    }

    /** Argument {@code i} read as a leaf (a nested dag, or an index past the end, reads as an unknown leaf). */
    PatternLeaf leaf(int i) {
        return PatternLeaf.of(i >= 0 && i < dag.args().size() ? dag.args().get(i) : null);
    }

    /** The name of argument {@code i} ({@code $x}), empty when it has none. */
    String argName(int i) {
        if (i < 0 || i >= dag.argNames().size()) return "";
        String n = dag.argNames().get(i);
        return n == null ? "" : n;
    }

    /** A NativeCodeCall's C++ template. */
    String nativeCode() {
        String e = operator.stringValue("expression");
        return e == null ? "" : e;
    }

    /** How many values a NativeCodeCall returns ({@code NativeCodeCall<expr, n>}). */
    long nativeReturns() {
        Long n = operator.intValue("numReturns");
        return n == null ? 1 : n;
    }

    /** How a NativeCodeCall is named in messages: its def, or its template when it is written inline. */
    String nativeName() {
        return operator.isAnonymous() ? "NativeCodeCall<\"" + nativeCode() + "\">" : operator.name();
    }
}
