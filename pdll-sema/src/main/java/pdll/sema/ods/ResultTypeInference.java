package pdll.sema.ods;

import static pdll.sema.ods.OdsImporter.nz;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.RecordKeeper;
import pdll.tablegen.eval.Value;

/**
 * Decides whether an op supports result type inference the way tblgen's operator model does: an
 * explicit {@code ::mlir::InferTypeOpInterface::Trait} in the flattened trait list, or the trait
 * the model adds itself when every result type follows from SameOperandsAndResultType, buildable
 * result types, TypesMatchWith and AllTypesMatch. The flag is not printed by mlir-pdll; it is kept
 * for IDE features.
 */
final class ResultTypeInference {

    private static final String INFER = "::mlir::InferTypeOpInterface::Trait";
    private static final String SAME = "::mlir::OpTrait::SameOperandsAndResultType";

    private ResultTypeInference() {}

    /** The op's traits: TraitLists flattened, duplicates dropped, interfaces preceded by their bases. */
    static List<Record> flattenTraits(Record op) {
        Set<Record> seen = new LinkedHashSet<>();
        List<Record> out = new ArrayList<>();
        insert(op.listValue("traits"), seen, out, 0);
        return out;
    }

    private static void insert(List<Value> list, Set<Record> seen, List<Record> out, int depth) {
        if (list == null || depth > 1000) return;
        for (Value v : list) {
            if (!(v instanceof Value.DefRef d)) continue;
            Record t = d.record();
            if (t.isSubclassOf("TraitList")) {
                insert(t.listValue("traits"), seen, out, depth + 1);
                continue;
            }
            if (!seen.add(t)) continue;
            if (t.isSubclassOf("Interface")) insert(t.listValue("baseInterfaces"), seen, out, depth + 1);
            out.add(t);
        }
    }

    /** {@code cppNamespace::trait} for native and interface traits, {@code trait} for internal ones, null otherwise. */
    static String fullTraitName(Record t) {
        if (t.isSubclassOf("GenInternalTrait")) return nz(t.stringValue("trait"));
        if (t.isSubclassOf("InterfaceTrait") || t.isSubclassOf("NativeTrait")) {
            String ns = nz(t.stringValue("cppNamespace"));
            String tr = nz(t.stringValue("trait"));
            return ns.isEmpty() ? tr : ns + "::" + tr;
        }
        return null;
    }

    static Record lookThrough(Record c) {
        if (c.isSubclassOf("OpVariable")) {
            Record inner = c.defValue("constraint");
            if (inner != null) return inner;
        }
        return c;
    }

    private static boolean isVariable(Record c) {
        return c.isSubclassOf("Optional") || c.isSubclassOf("Variadic");
    }

    static boolean infers(Record op, List<Record> traits, RecordKeeper records) {
        List<String> names = new ArrayList<>();
        for (Record t : traits) names.add(fullTraitName(t));
        if (names.contains(INFER)) return true;
        if (records.getDef("InferTypeOpInterface") == null) return false;

        Map<String, Integer> index = new HashMap<>();
        List<Boolean> operandVariable = new ArrayList<>();
        Value.Dag args = op.dagValue("arguments");
        if (args != null) {
            for (int i = 0; i < args.args().size(); i++) {
                if (args.args().get(i) instanceof Value.DefRef d) {
                    Record c = lookThrough(d.record());
                    if (c.isSubclassOf("TypeConstraint")) operandVariable.add(isVariable(c));
                }
                String n = args.argNames().get(i);
                if (n != null && !n.isEmpty()) index.put(n, i);
            }
        }
        List<Record> results = new ArrayList<>();
        Value.Dag res = op.dagValue("results");
        if (res != null) {
            for (int i = 0; i < res.args().size(); i++) {
                if (!(res.args().get(i) instanceof Value.DefRef d)) return false;
                Record c = lookThrough(d.record());
                if (isVariable(c)) return false;
                results.add(c);
                String n = res.argNames().get(i);
                if (n != null && !n.isEmpty()) index.put(n, -1 - i);
            }
        }
        if (results.isEmpty()) return false;
        if (names.contains(SAME)) return operandVariable.contains(Boolean.FALSE);

        int n = results.size();
        boolean[] known = new boolean[n];
        List<List<Integer>> sources = new ArrayList<>();
        for (int r = 0; r < n; r++) {
            String bc = results.get(r).stringValue("builderCall");
            known[r] = bc != null && !bc.isEmpty();
            sources.add(new ArrayList<>());
        }
        for (Record t : traits) {
            if (t.name().equals("InferTypeOpInterface")) return false;
            if (t.isSubclassOf("TypesMatchWith")) {
                int target = index.getOrDefault(nz(t.stringValue("rhs")), 0);
                if (target >= 0) continue;
                int r = -1 - target;
                if (known[r]) continue;
                int src = index.getOrDefault(nz(t.stringValue("lhs")), 0);
                sources.get(r).add(src);
                known[r] = src >= 0 || known[-1 - src];
            } else if (t.isSubclassOf("AllTypesMatch")) {
                List<Value> vals = t.listValue("values");
                if (vals == null) continue;
                Integer full = null;
                List<Integer> rids = new ArrayList<>();
                for (Value v : vals) {
                    String name = v instanceof Value.Str s ? s.value() : "";
                    int ix = index.getOrDefault(name, 0);
                    if (ix < 0) rids.add(-1 - ix);
                    if (ix >= 0 || known[-1 - ix]) full = ix;
                }
                if (full != null) {
                    for (int r : rids) {
                        if (!known[r]) {
                            sources.get(r).clear();
                            sources.get(r).add(full);
                            known[r] = true;
                        }
                    }
                } else {
                    for (int r : rids) for (int o : rids) if (r != o) sources.get(r).add(-1 - o);
                }
            }
        }
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int r = 0; r < n; r++) {
                if (known[r]) continue;
                for (int s : sources.get(r)) {
                    if (s < 0 && known[-1 - s]) {
                        known[r] = true;
                        changed = true;
                        break;
                    }
                }
            }
        }
        for (boolean k : known) if (!k) return false;
        return true;
    }
}
