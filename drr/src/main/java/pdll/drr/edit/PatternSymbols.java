package pdll.drr.edit;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pdll.drr.read.DrrPattern;
import pdll.drr.read.OpShape;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.RecordKeeper;
import pdll.tablegen.eval.Value;

/**
 * The symbols of a DRR record with their C++ types, and the number of ops its source pattern
 * matches, as {@code mlir-tblgen-22 -gen-rewriters} has them (checked on its generated code):
 * an operand is an {@code ::mlir::Operation::operand_range}, a bound op its ODS class, an
 * attribute its constraint's storage type, a native matcher's argument an {@code ::mlir::Attribute}
 * (attribute constraint) or an {@code ::mlir::Value}, a NativeCodeCall's result {@code auto}. The
 * benefit counts the ops of the source pattern, not the native matchers in it.
 */
final class PatternSymbols {
    static final String OPERAND = "::mlir::Operation::operand_range";

    private final RecordKeeper records;
    private final Map<String, BoundSymbol> symbols = new LinkedHashMap<>();
    private int matchedOps;

    private PatternSymbols(RecordKeeper records) {
        this.records = records;
    }

    record Found(List<BoundSymbol> symbols, int matchedOps) {}

    static Found of(DrrPattern p, RecordKeeper records) {
        PatternSymbols s = new PatternSymbols(records);
        if (p.source() != null) s.source(p.source());
        for (Value v : p.results()) s.result(v);
        for (Value v : p.supplemental()) s.result(v);
        return new Found(List.copyOf(s.symbols.values()), s.matchedOps);
    }

    private void source(Value.Dag d) {
        Record op = operator(d);
        if (op == null) return;
        if (op.isSubclassOf("Op")) {
            matchedOps++;
            OpShape shape = OpShape.of(op, records);
            bind(d.opName(), shape.cppClass(), false);
            List<Value> args = new ArrayList<>();
            List<String> names = new ArrayList<>();
            flatten(d, args, names);
            for (int i = 0; i < args.size(); i++) {
                if (args.get(i) instanceof Value.Dag inner) {
                    source(inner);
                    continue;
                }
                OpShape.Arg arg = i < shape.arguments().size() ? shape.arguments().get(i) : null;
                bind(names.get(i), arg != null && arg.attribute() ? arg.storageType() : OPERAND, false);
            }
        } else if (op.isSubclassOf("NativeCodeCall")) {
            // a native matcher: what it binds, it binds from its argument constraints
            for (int i = 0; i < d.args().size(); i++) {
                Value a = d.args().get(i);
                if (a instanceof Value.Dag inner) {
                    source(inner);
                    continue;
                }
                boolean attr = a instanceof Value.DefRef r && r.record().isSubclassOf("Attr");
                bind(d.argNames().get(i), attr ? "::mlir::Attribute" : "::mlir::Value", false);
            }
        } else {
            // directives (either, variadic): their arguments are the enclosing op's
            for (Value a : d.args()) if (a instanceof Value.Dag inner) source(inner);
        }
    }

    /** An op's arguments with {@code either} spread out, as its ODS arguments stand. */
    private static void flatten(Value.Dag d, List<Value> args, List<String> names) {
        for (int i = 0; i < d.args().size(); i++) {
            Value a = d.args().get(i);
            Record r = a instanceof Value.Dag inner ? operator(inner) : null;
            if (r != null && r.name().equals("either")) {
                flatten((Value.Dag) a, args, names);
                continue;
            }
            args.add(a);
            names.add(d.argNames().get(i));
        }
    }

    private void result(Value v) {
        if (!(v instanceof Value.Dag d)) return;
        Record op = operator(d);
        if (op == null) return;
        if (op.isSubclassOf("Op")) bind(d.opName(), OpShape.of(op, records).cppClass(), true);
        else if (op.isSubclassOf("NativeCodeCall")) bind(d.opName(), "auto", true);
        for (Value a : d.args()) result(a);
    }

    private void bind(String name, String cppType, boolean inResult) {
        if (name == null || name.isEmpty() || name.equals("_") || symbols.containsKey(name)) return;
        symbols.put(name, new BoundSymbol(name, cppType, inResult));
    }

    private static Record operator(Value.Dag d) {
        return d.operator() instanceof Value.DefRef r ? r.record() : null;
    }
}
