package pdll.drr.check;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import pdll.sema.ods.OdsImporter;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.Value;

/**
 * What DRR's checks read of an ODS op: its name, its arguments in ODS order (operands,
 * attributes and properties interleaved, as a pattern's positional arguments are), how many
 * results it declares, and whether its builder deduces result types (the two traits DRR knows).
 */
record OpSignature(Record def, String name, List<Arg> args, int numResults, boolean deducesResultTypes) {

    enum ArgKind { OPERAND, ATTRIBUTE, PROPERTY }

    /**
     * One argument: its kind, its ODS name, its constraint past an {@code Arg<...>} wrapper,
     * whether it is {@code Variadic<...>} and whether its length varies ({@code Variadic} or
     * {@code Optional}).
     */
    record Arg(ArgKind kind, String name, Record constraint, boolean variadic, boolean variableLength) {
        boolean isOperand() {
            return kind == ArgKind.OPERAND;
        }
    }

    /**
     * The signature of the op {@code def} names, as DRR builds it. A record without an
     * {@code opDialect} field halts with the reference's message at that record; any other record
     * it cannot read halts silently.
     */
    static OpSignature of(Record def) {
        if (def.field("opDialect") == null) {
            throw new Halt(DrrDiagnostic.error(def.loc(), "Record `" + def.name() + "' does not have a field named `opDialect'!"));
        }
        if (!(def.value("opDialect") instanceof Value.DefRef)) {
            throw new Halt(DrrDiagnostic.error(def.loc(),
                    "Record `" + def.name() + "', field `opDialect' does not have a def initializer!"));
        }
        if (!def.isSubclassOf("Op")) throw Halt.silently();
        Value.Dag arguments = def.dagValue("arguments");
        Value.Dag results = def.dagValue("results");
        if (arguments == null || results == null) throw Halt.silently();
        List<Arg> args = new ArrayList<>();
        for (int i = 0; i < arguments.args().size(); i++) {
            if (!(arguments.args().get(i) instanceof Value.DefRef d)) throw Halt.silently();
            Record c = OdsImporter.argumentConstraint(d.record());
            String n = i < arguments.argNames().size() && arguments.argNames().get(i) != null ? arguments.argNames().get(i) : "";
            ArgKind kind;
            if (c.isSubclassOf("TypeConstraint")) kind = ArgKind.OPERAND;
            else if (c.isSubclassOf("Attr")) kind = ArgKind.ATTRIBUTE;
            else if (c.isSubclassOf("Property")) kind = ArgKind.PROPERTY;
            else throw Halt.silently();
            boolean variadic = kind == ArgKind.OPERAND && c.isSubclassOf("Variadic");
            boolean variable = variadic || kind == ArgKind.OPERAND && c.isSubclassOf("Optional");
            args.add(new Arg(kind, n, c, variadic, variable));
        }
        return new OpSignature(def, OdsImporter.operationName(def), List.copyOf(args), results.args().size(), deduces(def));
    }

    /** The operand at {@code i} (operands counted alone), or null past the end. */
    Arg operand(int i) {
        int n = 0;
        for (Arg a : args) {
            if (!a.isOperand()) continue;
            if (n++ == i) return a;
        }
        return null;
    }

    /** The argument at {@code i}, or null past the end. */
    Arg arg(int i) {
        return i >= 0 && i < args.size() ? args.get(i) : null;
    }

    /**
     * Whether the op has {@code SameOperandsAndResultType} or {@code FirstAttrDerivedResultType}
     * among its traits (through trait lists): DRR then builds it without result types.
     */
    private static boolean deduces(Record def) {
        List<Value> todo = new ArrayList<>();
        List<Value> traits = def.listValue("traits");
        if (traits != null) todo.addAll(traits);
        Set<Record> seen = new HashSet<>();
        while (!todo.isEmpty()) {
            if (!(todo.remove(todo.size() - 1) instanceof Value.DefRef d) || !seen.add(d.record())) continue;
            Record t = d.record();
            if (t.isSubclassOf("TraitList")) {
                List<Value> inner = t.listValue("traits");
                if (inner != null) todo.addAll(inner);
                continue;
            }
            String trait = t.stringValue("trait");
            if (("SameOperandsAndResultType".equals(trait) || "FirstAttrDerivedResultType".equals(trait))
                    && "::mlir::OpTrait".equals(t.stringValue("cppNamespace"))) {
                return true;
            }
        }
        return false;
    }
}
