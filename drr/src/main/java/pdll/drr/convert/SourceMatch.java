package pdll.drr.convert;

import java.util.ArrayList;
import java.util.Map;
import java.util.List;
import pdll.drr.read.OpShape;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.Value;

/**
 * The source pattern of a DRR record as the match part of a PDLL pattern: one {@code op<…>}
 * expression per matched op (nested ones inline unless something refers to them), operands and
 * attributes bound to PDLL variables (a symbol repeated means equal values, as in DRR), ODS
 * constraints by name where PDLL imports them and as native Constraints where it does not,
 * native matchers as native Constraints on the operand they run on.
 */
final class SourceMatch {

    /** A matched op: its PDLL expression is built from its parts when the pattern is rendered. */
    static final class OpNode {
        final OpShape shape;
        final Sym sym;
        /** whether the pattern refers to the op (bound in DRR, or needed by native code) */
        boolean named;
        final List<Object> operands = new ArrayList<>();
        final List<String> attributes = new ArrayList<>();
        /** the root's result types, when a result pattern needs them */
        List<Sym> resultTypes;

        OpNode(OpShape shape, Sym sym, boolean named) {
            this.shape = shape;
            this.sym = sym;
            this.named = named;
        }
    }

    /** What DRR's fused location is made of, in the order DRR collects it: a matched op, or the op a native matcher ran on. */
    record LocPart(OpNode op, Sym carrier) {}

    private final FileContext file;
    private final Scope scope;
    private final String patternName;
    private final Map<Value.Dag, Boolean> eitherSwaps;
    final List<String> constraints = new ArrayList<>();
    final List<LocPart> matchedOrder = new ArrayList<>();
    final List<OpNode> nodes = new ArrayList<>();
    OpNode root;

    SourceMatch(FileContext file, Scope scope, String patternName, Map<Value.Dag, Boolean> eitherSwaps) {
        this.file = file;
        this.scope = scope;
        this.patternName = patternName;
        this.eitherSwaps = eitherSwaps;
    }

    /** Matches the source pattern; its root is {@link #root}. */
    void match(Value.Dag source) {
        Record def = opDef(source, "the source pattern's root");
        root = opNode(source, def, true);
    }

    /** The number of ops DRR counts for the pattern's benefit: every matched op, not the native matchers' ops. */
    int opCount() {
        return nodes.size();
    }

    /** The match statements: the named ops' {@code let}s (children first), the root's, then the constraints. */
    List<String> statements() {
        List<String> out = new ArrayList<>();
        String rootExpr = expr(root, out);
        out.add("let " + root.sym.pdll + " = " + rootExpr + ";");
        out.addAll(constraints);
        return out;
    }

    private String expr(OpNode n, List<String> lets) {
        StringBuilder sb = new StringBuilder("op<").append(n.shape.name()).append(">(");
        for (int i = 0; i < n.operands.size(); i++) {
            if (i > 0) sb.append(", ");
            Object o = n.operands.get(i);
            if (o instanceof OpNode child) {
                String e = expr(child, lets);
                if (child.named) {
                    lets.add("let " + child.sym.pdll + " = " + e + ";");
                    sb.append(child.sym.pdll);
                } else {
                    sb.append(e);
                }
            } else {
                sb.append((String) o);
            }
        }
        sb.append(')');
        if (!n.attributes.isEmpty()) sb.append(" {").append(String.join(", ", n.attributes)).append('}');
        if (n.resultTypes != null) {
            List<String> ts = new ArrayList<>();
            for (Sym t : n.resultTypes) ts.add(t == null ? "_: Type" : Scope.ref(t));
            sb.append(" -> (").append(String.join(", ", ts)).append(')');
        }
        return sb.toString();
    }

    /** The root's result type for ODS result group {@code index}, bound on first need. */
    Sym rootResultType(int index) {
        if (root.resultTypes == null) {
            root.resultTypes = new ArrayList<>();
            for (int i = 0; i < root.shape.results().size(); i++) root.resultTypes.add(null);
        }
        Sym t = root.resultTypes.get(index);
        if (t == null) {
            boolean range = root.shape.resultVariadic().get(index);
            t = scope.bind(null, (range ? "types" : "type") + index, range ? Sym.Kind.TYPES : Sym.Kind.TYPE);
            root.resultTypes.set(index, t);
        }
        return t;
    }

    private Record opDef(Value.Dag dag, String where) {
        if (dag.operator() instanceof Value.DefRef d && d.record().isSubclassOf("Op")) return d.record();
        String what = dag.operator() instanceof Value.DefRef d ? d.record().name() : CppCode.drrText(dag.operator());
        throw new Unsupported("source pattern", where + " is `" + what + "`, not an op");
    }

    private OpNode opNode(Value.Dag dag, Record def, boolean isRoot) {
        OpShape shape = file.shape(def);
        String bound = dag.opName();
        Sym sym;
        if (bound != null && !bound.isEmpty()) {
            if (scope.lookup(bound) != null) throw new Unsupported("source pattern", "symbol `$" + bound + "` bound twice");
            sym = scope.bind(bound, bound, Sym.Kind.OP);
        } else {
            sym = scope.bind(null, isRoot ? "root" : shortName(shape), Sym.Kind.OP);
        }
        sym.op = shape;
        OpNode node = new OpNode(shape, sym, bound != null && !bound.isEmpty());
        nodes.add(node);
        if (isRoot) matchedOrder.add(new LocPart(node, null));
        List<Value> args = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<Integer> textOrder = new ArrayList<>();
        flattenEither(dag, args, names, textOrder);
        if (args.size() != shape.arguments().size()) {
            throw new Unsupported("source pattern", "`" + shape.name() + "` has " + shape.arguments().size()
                    + " arguments (operands and attributes) but the pattern gives " + args.size());
        }
        sameVariadicSizes(shape);
        // Arguments are read in the order the pattern writes them (DRR collects the matched ops'
        // locations so, whichever order an `either` takes), and placed where this order puts them.
        String[] attributeAt = new String[args.size()];
        Object[] operandAt = new Object[args.size()];
        for (int i : textOrder) {
            OpShape.Arg a = shape.arguments().get(i);
            String name = argName(names.get(i));
            if (a.property()) {
                if (name != null || !(args.get(i) instanceof Value.Unset)) {
                    throw new Unsupported("property", "property `" + a.name() + "` of `" + shape.name() + "`: PDLL has no syntax for properties");
                }
            } else if (a.attribute()) {
                String e = attribute(args.get(i), name, a, node);
                if (e != null) attributeAt[i] = a.name() + " = " + e;
            } else {
                operandAt[i] = operand(args.get(i), name, a, shape);
            }
        }
        for (int i = 0; i < args.size(); i++) {
            if (attributeAt[i] != null) node.attributes.add(attributeAt[i]);
            if (operandAt[i] != null) node.operands.add(operandAt[i]);
        }
        if (!isRoot) matchedOrder.add(new LocPart(node, null));
        return node;
    }

    private static String shortName(OpShape shape) {
        String n = shape.name();
        int dot = n.lastIndexOf('.');
        return dot >= 0 ? n.substring(dot + 1) : n;
    }

    /** The arguments of an op dag with each {@code (either a, b)} replaced by its operands, in the order this expansion takes them. */
    private void flattenEither(Value.Dag dag, List<Value> args, List<String> names, List<Integer> textOrder) {
        for (int i = 0; i < dag.args().size(); i++) {
            Value v = dag.args().get(i);
            if (v instanceof Value.Dag d && d.operator() instanceof Value.DefRef r && r.record().name().equals("either")) {
                if (d.args().size() != 2) throw new Unsupported("either", "`either` with " + d.args().size() + " operands (DRR takes two)");
                boolean swap = eitherSwaps.getOrDefault(d, false);
                int first = swap ? 1 : 0;
                int at = args.size();
                args.add(d.args().get(first));
                names.add(d.argNames().get(first));
                args.add(d.args().get(1 - first));
                names.add(d.argNames().get(1 - first));
                textOrder.add(swap ? at + 1 : at);
                textOrder.add(swap ? at : at + 1);
            } else {
                textOrder.add(args.size());
                args.add(v);
                names.add(dag.argNames().get(i));
            }
        }
    }

    /**
     * PDL splits the operands (results) of an op with several variadic groups only by its
     * {@code operandSegmentSizes} ({@code resultSegmentSizes}): an op sizing its groups alike
     * ({@code SameVariadicOperandSize}) never matches.
     */
    private static void sameVariadicSizes(OpShape shape) {
        long operandGroups = shape.arguments().stream().filter(a -> !a.attribute() && !a.property() && (a.variadic() || a.optional())).count();
        long resultGroups = shape.resultVariadic().stream().filter(Boolean::booleanValue).count();
        sameVariadicSizes(shape, operandGroups, "Operand", "operand");
        sameVariadicSizes(shape, resultGroups, "Result", "result");
    }

    private static void sameVariadicSizes(OpShape shape, long groups, String trait, String what) {
        if (groups > 1 && shape.hasTrait("SameVariadic" + trait + "Size")) {
            throw new Unsupported("variadic", "`" + shape.name() + "` sizes its " + groups + " variadic " + what
                    + " groups alike (SameVariadic" + trait + "Size): PDL splits " + what + "s into groups only by "
                    + what + "SegmentSizes, so the pattern would never match");
        }
    }

    private static String argName(String n) {
        return n == null || n.isEmpty() || n.equals("_") ? null : n;
    }

    /** The operand's PDLL text, or the {@link OpNode} of an op nested there. */
    private Object operand(Value v, String name, OpShape.Arg a, OpShape op) {
        boolean range = a.variadic() || a.optional();
        String where = "operand `" + a.name() + "` of `" + op.name() + "`";
        if (v instanceof Value.Unset) return valueSymbol(name, range, null, where);
        if (v instanceof Value.DefRef d) {
            Record c = d.record();
            if (c.isSubclassOf("TypeConstraint")) {
                if (range) throw new Unsupported("type constraint", "a type constraint on the variadic or optional " + where);
                return valueSymbol(name, false, typeConstraint(c), where);
            }
            throw new Unsupported("source pattern", "`" + c.name() + "` as " + where + " (not a type constraint)");
        }
        if (v instanceof Value.Dag dag && dag.operator() instanceof Value.DefRef r) {
            Record def = r.record();
            if (def.isSubclassOf("NativeCodeCall")) {
                if (range) throw new Unsupported("NativeCodeCall", "a native matcher on the variadic or optional " + where);
                return nativeMatcher(dag, def);
            }
            if (def.isSubclassOf("Op")) {
                if (range) throw new Unsupported("source pattern", "an op nested in the variadic or optional " + where + " (DRR matches its first value only)");
                OpShape inner = file.shape(def);
                if (inner.results().size() != 1 || inner.resultVariadic().get(0)) {
                    throw new Unsupported("source pattern", "`" + inner.name() + "` nested as an operand has "
                            + (inner.results().size() == 1 ? "a variadic result" : inner.results().size() + " results")
                            + " (PDLL matches an operand against one result)");
                }
                return opNode(dag, def, false);
            }
            if (def.name().equals("variadic")) throw new Unsupported("variadic", "PDLL cannot split a ValueRange into its values");
            throw new Unsupported(def.name(), "`" + def.name() + "` as " + where);
        }
        throw new Unsupported("source pattern", "`" + CppCode.drrText(v) + "` as " + where);
    }

    private String valueSymbol(String name, boolean range, String typeConstraint, String where) {
        if (name == null) {
            if (typeConstraint != null) return "_: Value<_: " + typeConstraint + ">";
            return range ? "_: ValueRange" : "_: Value";
        }
        Sym s = scope.lookup(name);
        if (s != null) {
            if (s.kind != Sym.Kind.VALUE && s.kind != Sym.Kind.VALUES) {
                throw new Unsupported("source pattern", "`$" + name + "` names an " + s.kind.name().toLowerCase() + " and " + where);
            }
            if ((s.kind == Sym.Kind.VALUES) != range) throw new Unsupported("source pattern", "`$" + name + "` binds a value and a value range");
            if (typeConstraint != null && !s.constraints.contains(typeConstraint)) s.constraints.add(typeConstraint);
            return Scope.ref(s);
        }
        s = scope.bind(name, name, range ? Sym.Kind.VALUES : Sym.Kind.VALUE);
        if (typeConstraint != null) s.constraints.add(typeConstraint);
        return Scope.ref(s);
    }

    private String attribute(Value v, String name, OpShape.Arg a, OpNode node) {
        OpShape op = node.shape;
        String where = "attribute `" + a.name() + "` of `" + op.name() + "`";
        if (a.optional() || a.defaulted()) {
            optionalAttribute(v, name, a, node, where);
            return null;
        }
        if (v instanceof Value.Unset) {
            if (name == null) return null;
            return attrSymbol(name, a.storageType(), null, where);
        }
        if (v instanceof Value.DefRef d) {
            Record c = d.record();
            if (c.isSubclassOf("ConstantAttr")) {
                String lit = Constants.literal(c);
                if (lit != null && name == null) return "attr<\"" + lit.replace("\\", "\\\\").replace("\"", "\\\"") + "\">";
                String constraint = constantConstraint(c);
                return name == null ? "_: " + constraint : attrSymbol(name, a.storageType(), constraint, where);
            }
            if (c.isSubclassOf("AttrConstraint")) {
                String constraint = attrConstraint(c);
                return name == null ? "_: " + constraint : attrSymbol(name, a.storageType(), constraint, where);
            }
            throw new Unsupported("source pattern", "`" + c.name() + "` as " + where + " (not an attribute constraint)");
        }
        throw new Unsupported("source pattern", "`" + CppCode.drrText(v) + "` as " + where);
    }

    /**
     * An attribute that may be absent (optional, or with a default value): PDLL matches only
     * attributes that are there, so the symbol is read from the op by native code as DRR reads
     * it (the default value when absent, else null), and a constraint on it is a native
     * Constraint on the op that, like DRR's, holds for an absent optional attribute.
     */
    private void optionalAttribute(Value v, String name, OpShape.Arg a, OpNode node, String where) {
        Record c = v instanceof Value.DefRef d ? d.record() : null;
        if (!(v instanceof Value.Unset) && c == null) {
            throw new Unsupported("source pattern", "`" + CppCode.drrText(v) + "` as " + where);
        }
        if (name == null && c == null) return;
        node.named = true;
        Sym s = null;
        if (name != null) {
            if (scope.lookup(name) != null) throw new Unsupported("source pattern", "`$" + name + "` bound twice, once to the optional " + where);
            s = scope.bind(name, name, Sym.Kind.OPATTR);
            s.carrier = node.sym;
            s.attrName = a.name();
            s.cppType = a.storageType();
            s.attrDefault = a.defaultBuilder();
        }
        if (c == null) return;
        List<String> body = new ArrayList<>();
        body.add(a.storageType() + " attr = ::llvm::dyn_cast_if_present<" + a.storageType() + ">(op->getAttr(\"" + a.name() + "\"));");
        if (a.defaultBuilder() != null) body.add("if (!attr) attr = " + castDefault(a) + ";");
        String cond;
        String base;
        if (c.isSubclassOf("ConstantAttr")) {
            cond = "attr == " + Constants.builder(c);
            base = "Is" + Constants.name(c);
        } else if (c.isSubclassOf("AttrConstraint")) {
            String p = CppCode.predicate(c.defValue("predicate"));
            String pc = CppCode.format(p, List.of(), "attr", "rewriter", null);
            cond = a.defaultBuilder() != null ? pc : "!attr || (" + pc + ")";
            base = c.isAnonymous() ? patternName + "_Attr" : c.name();
        } else {
            throw new Unsupported("source pattern", "`" + c.name() + "` as " + where + " (not an attribute constraint)");
        }
        body.add("return ::mlir::success(" + cond + ");");
        String decl = file.natives.declare("Constraint", base + "_" + a.name(), List.of(new NativeDecls.Param("op", "Op")), null, body,
                summaryComment(c) + ", on the optional attribute " + a.name());
        constraints.add(decl + "(" + node.sym.pdll + ");");
    }

    /** The attribute's default value, built as DRR builds it, as its storage type. */
    static String castDefault(OpShape.Arg a) {
        return "::llvm::dyn_cast_if_present<" + a.storageType() + ">(::mlir::Attribute("
                + CppCode.format(a.defaultBuilder(), List.of(), null, "rewriter", null) + "))";
    }

    private String attrSymbol(String name, String cppType, String constraint, String where) {
        Sym s = scope.lookup(name);
        if (s != null) {
            if (s.kind != Sym.Kind.ATTR) throw new Unsupported("source pattern", "`$" + name + "` names a value and " + where);
            if (constraint != null && !s.constraints.contains(constraint)) s.constraints.add(constraint);
            return Scope.ref(s);
        }
        s = scope.bind(name, name, Sym.Kind.ATTR);
        s.cppType = cppType;
        if (constraint != null) s.constraints.add(constraint);
        return Scope.ref(s);
    }

    /** A type constraint as PDLL names it: the ODS def where PDLL imports it, else a native Constraint on the type. */
    String typeConstraint(Record c) {
        return odsConstraint(c, "Type");
    }

    /** An attribute constraint as PDLL names it. */
    String attrConstraint(Record c) {
        return odsConstraint(c, "Attr");
    }

    private String odsConstraint(Record c, String on) {
        if (file.importable(c)) return c.name();
        Record predicate = c.defValue("predicate");
        if (predicate == null) {
            // e.g. AnyTypeOf<[I8, ?, I16]>: its Or<...> of the types' predicates cannot be resolved
            // (mlir-tblgen-22 rejects the record: its summary is not a string either)
            throw new Unsupported("constraint", "`" + (c.isAnonymous() ? "an anonymous constraint" : c.name())
                    + "` has no predicate (a value in it is unset)");
        }
        String cond = CppCode.format(CppCode.predicate(predicate), List.of(), "self", "rewriter", null);
        String base = c.isAnonymous() ? patternName + "_" + on : c.name();
        return file.natives.declare("Constraint", base, List.of(new NativeDecls.Param("self", on)), null,
                List.of("return ::mlir::success(" + cond + ");"), summaryComment(c));
    }

    /** A native Constraint that holds for the ConstantAttr's value only (DRR compares with the attribute it builds). */
    private String constantConstraint(Record c) {
        return file.natives.declare("Constraint", "Is" + Constants.name(c), List.of(new NativeDecls.Param("self", "Attr")), null,
                List.of("return ::mlir::success(self == " + Constants.builder(c) + ");"),
                "DRR " + Constants.describe(c) + ": the attribute equals the one it builds");
    }

    private static String summaryComment(Record c) {
        String s = c.stringValue("summary");
        String what = c.isAnonymous() ? "an inline constraint" : "DRR/ODS " + c.name();
        return s == null || s.isBlank() ? what : what + ": " + s.strip();
    }

    /** {@code (NativeCodeCall<"…$_self…"> Constraint:$a, …)} on an operand. */
    private String nativeMatcher(Value.Dag dag, Record def) {
        List<NativeMatcher.Output> outs = new ArrayList<>();
        List<String> constraintNames = new ArrayList<>();
        for (int i = 0; i < dag.args().size(); i++) {
            Value a = dag.args().get(i);
            String cpp = "::mlir::Value";
            String cond = null;
            if (a instanceof Value.DefRef d) {
                Record c = d.record();
                if (c.isSubclassOf("ConstantAttr")) {
                    cpp = "::mlir::Attribute";
                    cond = "$_self == " + Constants.builder(c);
                    constraintNames.add(Constants.name(c));
                } else if (c.isSubclassOf("AttrConstraint")) {
                    cpp = "::mlir::Attribute";
                    String p = CppCode.predicate(c.defValue("predicate"));
                    cond = p.equals("true") ? null : p;
                    constraintNames.add(c.isAnonymous() ? "Attr" : c.name());
                } else if (c.isSubclassOf("TypeConstraint")) {
                    String p = CppCode.predicate(c.defValue("predicate"));
                    cond = p.equals("true") ? null : p.replace("$_self", "$_self.getType()");
                    constraintNames.add(c.isAnonymous() ? "Type" : c.name());
                } else {
                    throw new Unsupported("NativeCodeCall", "`" + c.name() + "` as an argument of a native matcher");
                }
            } else if (!(a instanceof Value.Unset)) {
                throw new Unsupported("NativeCodeCall", "`" + CppCode.drrText(a) + "` as an argument of a native matcher");
            }
            outs.add(new NativeMatcher.Output(argName(dag.argNames().get(i)), cpp, cond));
        }
        NativeMatcher m = new NativeMatcher(def.stringValue("expression"), List.copyOf(outs));
        String firstName = outs.stream().map(NativeMatcher.Output::name).filter(n -> n != null).findFirst().orElse("matched");
        Sym carrier = scope.bind(null, firstName + "Src", Sym.Kind.VALUE);
        for (int i = 0; i < outs.size(); i++) {
            String n = outs.get(i).name();
            if (n == null) continue;
            if (scope.lookup(n) != null) throw new Unsupported("NativeCodeCall", "`$" + n + "` bound by a native matcher and elsewhere");
            Sym s = scope.bind(n, n, Sym.Kind.NATIVE);
            s.carrier = carrier;
            s.matcher = m;
            s.matcherIndex = i;
            s.cppType = outs.get(i).cppType();
        }
        List<String> body = new ArrayList<>(m.statements("value", "", "return ::mlir::failure();"));
        body.add("return ::mlir::success();");
        String base = (def.isAnonymous() ? patternName + "_Matcher" : def.name())
                + (constraintNames.isEmpty() ? "" : "_" + String.join("_", constraintNames));
        String decl = file.natives.declare("Constraint", base, List.of(new NativeDecls.Param("value", "Value")), null, body,
                "DRR native matcher " + (def.isAnonymous() ? "" : def.name() + ": ") + CppCode.oneLine(def.stringValue("expression")));
        constraints.add(decl + "(" + Scope.ref(carrier) + ");");
        matchedOrder.add(new LocPart(null, carrier));
        return Scope.ref(carrier);
    }
}
