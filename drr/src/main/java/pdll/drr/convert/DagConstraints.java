package pdll.drr.convert;

import java.util.ArrayList;
import java.util.List;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.Value;

/**
 * DRR's additional constraints ({@code [(SameType $a, $b), (HasNoUseOf:$r__1)]}) as calls of
 * native Constraints: PDLL imports neither DRR {@code Constraint} defs nor plain ODS constraints,
 * so each becomes C++ from its predicate, {@code $N} the N-th symbol with the C++ type DRR gives
 * it, {@code $_self} the single symbol (its type for a type constraint).
 */
final class DagConstraints {
    private DagConstraints() {}

    /**
     * The constraint call statement for one entry of the record's constraint list; {@code root}
     * is the matched root op, given to a constraint applied to nothing (PDL's
     * {@code apply_native_constraint} takes at least one argument; the C++ does not read it).
     */
    static String call(FileContext file, Scope scope, String patternName, Value c, String root) {
        if (!(c instanceof Value.Dag d) || !(d.operator() instanceof Value.DefRef r)) {
            throw new Unsupported("constraint", "`" + CppCode.drrText(c) + "` in the constraint list");
        }
        Record def = r.record();
        if (!def.isSubclassOf("Constraint")) {
            throw new Unsupported("constraint", "`" + def.name() + "` in the constraint list is not a Constraint");
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < d.args().size(); i++) {
            Value a = d.args().get(i);
            String n = d.argNames().get(i);
            if (!(a instanceof Value.Unset) || n == null || n.isEmpty() || n.equals("_")) {
                throw new Unsupported("constraint", "`" + CppCode.drrText(a) + "` as an argument of constraint " + def.name());
            }
            names.add(n);
        }
        if (names.isEmpty() && d.opName() != null && !d.opName().isEmpty()) names.add(d.opName());
        // A type or attribute constraint PDLL imports, on a symbol the source declares: part of its declaration.
        if (names.size() == 1 && file.importable(def)) {
            Sym s = scope.lookup(names.get(0));
            boolean typeOnValue = def.isSubclassOf("TypeConstraint") && s != null && s.kind == Sym.Kind.VALUE;
            boolean attrOnAttr = def.isSubclassOf("AttrConstraint") && s != null && s.kind == Sym.Kind.ATTR;
            if ((typeOnValue || attrOnAttr) && !s.created) {
                if (!s.constraints.contains(def.name())) s.constraints.add(def.name());
                return null;
            }
        }
        NativeCall nc = new NativeCall(scope, null, "constraint");
        List<String> cpp = new ArrayList<>();
        for (String n : names) cpp.add(nc.cppForSymbol(n));
        Record pred = def.defValue("predicate");
        if (pred == null) throw new Unsupported("constraint", "constraint " + def.name() + " has no predicate");
        String self;
        if (names.isEmpty()) {
            // A condition on nothing matched (a global setting): DRR checks it as it is.
            String text = CppCode.predicate(pred);
            if (CppCode.uses(text, "_self") || CppCode.uses(text, "0")) {
                throw new Unsupported("constraint", "constraint " + def.name() + " applied to nothing, but its predicate reads `$_self` or `$0`");
            }
            nc.addParam("Op", root);
            self = null;
        } else {
            self = cpp.get(0);
        }
        if (self != null && def.isSubclassOf("TypeConstraint")) {
            if (nc.params.get(0).type().equals("ValueRange")) {
                throw new Unsupported("constraint", "type constraint " + def.name() + " on a value range");
            }
            if (!nc.params.get(0).type().equals("Type")) self = self + ".getType()";
        }
        String cond = CppCode.format(CppCode.predicate(pred), cpp, self, "rewriter", null);
        List<String> body = new ArrayList<>(nc.prologue);
        body.add("return ::mlir::success(" + cond + ");");
        String base = def.isAnonymous() ? patternName + "_Constraint" : def.name();
        String summary = def.stringValue("summary");
        String comment = (def.isAnonymous() ? "DRR constraint of " + patternName : "DRR constraint " + def.name())
                + (summary == null || summary.isBlank() ? "" : ": " + summary.strip());
        String decl = file.natives.declare("Constraint", base, nc.params, null, body, comment);
        return nc.call(decl) + ";";
    }
}
