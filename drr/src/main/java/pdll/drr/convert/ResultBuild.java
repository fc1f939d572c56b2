package pdll.drr.convert;

import java.util.ArrayList;
import java.util.List;
import pdll.drr.read.OpShape;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.Value;

/**
 * The result patterns of a DRR record as the rewrite part of a PDLL pattern: ops created in the
 * order DRR creates them, NativeCodeCalls as native Rewrites, the last result patterns replacing
 * the root's results as DRR picks them (the earlier ones are auxiliary), supplemental patterns
 * after them, and result types where DRR takes them from the replaced op.
 */
final class ResultBuild {
    private final FileContext file;
    private final Scope scope;
    private final SourceMatch match;
    private final String patternName;
    /** the rewrite block's statements, in DRR's order */
    final List<String> statements = new ArrayList<>();
    /** the root's replacement values; {@code null}: erase the root */
    List<String> replacement;

    ResultBuild(FileContext file, Scope scope, SourceMatch match, String patternName) {
        this.file = file;
        this.scope = scope;
        this.match = match;
        this.patternName = patternName;
    }

    void build(List<Value> results, List<Value> supplemental) {
        OpShape root = match.root.shape;
        int needed = root.results().size();
        int n = results.size();
        int[] counts = new int[n];
        for (int i = 0; i < n; i++) counts[i] = valueCount(results.get(i));
        int start = n;
        int sum = 0;
        while (sum < needed && start > 0) {
            start--;
            sum += counts[start];
        }
        if (sum != needed) {
            throw new Unsupported("result patterns", "the result patterns give " + sum + " value(s) for the "
                    + needed + " result(s) of `" + root.name() + "` (mlir-tblgen rejects this)");
        }
        boolean wholeByOne = n - start == 1 && counts[start] == needed;
        List<String> values = new ArrayList<>();
        int offset = 0;
        for (int i = 0; i < n; i++) {
            Value.Dag dag = dagOf(results.get(i));
            if (i < start) {
                auxiliary(dag);
                continue;
            }
            values.addAll(replacing(dag, offset, wholeByOne));
            offset += counts[i];
        }
        for (Value v : supplemental) auxiliary(dagOf(v));
        replacement = needed == 0 ? null : values;
    }

    private static Value.Dag dagOf(Value v) {
        if (v instanceof Value.Dag d) return d;
        throw new Unsupported("result patterns", "result pattern `" + CppCode.drrText(v) + "` is not a dag");
    }

    /** How many of the root's results a result pattern gives, as DRR counts them. */
    private int valueCount(Value v) {
        Value.Dag d = dagOf(v);
        Record op = operator(d);
        if (op.isSubclassOf("Op")) {
            if (d.opName() != null && resultIndex(d.opName()) >= 0) return 1;
            return file.shape(op).results().size();
        }
        if (op.name().equals("replaceWithValue")) return 1;
        if (op.isSubclassOf("NativeCodeCall")) {
            Long r = op.intValue("numReturns");
            return r == null ? 1 : r.intValue();
        }
        throw new Unsupported(op.name(), "`" + op.name() + "` as a result pattern");
    }

    private static Record operator(Value.Dag d) {
        if (d.operator() instanceof Value.DefRef r) return r.record();
        throw new Unsupported("result patterns", "a result pattern whose operator is `" + CppCode.drrText(d.operator()) + "`");
    }

    /** The {@code N} of a {@code name__N} binding, or -1. */
    static int resultIndex(String name) {
        int sep = name.lastIndexOf("__");
        if (sep <= 0 || sep + 2 >= name.length()) return -1;
        String digits = name.substring(sep + 2);
        return digits.chars().allMatch(Character::isDigit) ? Integer.parseInt(digits) : -1;
    }

    /** A result pattern that only creates things (or a supplemental one). */
    private void auxiliary(Value.Dag d) {
        Record op = operator(d);
        if (op.isSubclassOf("Op")) {
            String e = createOp(d, op, -1, false);
            if (!isName(e) && !e.matches("\\w+\\.\\d+")) statements.add("let " + scope.fresh(shortName(file.shape(op))) + " = " + e + ";");
            return;
        }
        if (op.isSubclassOf("NativeCodeCall")) {
            Long r = op.intValue("numReturns");
            String call = nativeRewrite(d, op, r != null && r == 0 ? null : "Value");
            if (r != null && r == 0) statements.add(call + ";");
            else if (!isName(call)) statements.add("let " + scope.fresh("native") + " = " + call + ";");
            return;
        }
        if (op.name().equals("replaceWithValue")) return;
        throw new Unsupported(op.name(), "`" + op.name() + "` as an auxiliary result pattern");
    }

    private static boolean isName(String e) {
        return e.chars().allMatch(c -> Character.isLetterOrDigit(c) || c == '_');
    }

    /** The values a replacing result pattern gives, the first standing for the root's result group {@code offset}. */
    private List<String> replacing(Value.Dag d, int offset, boolean wholeByOne) {
        Record op = operator(d);
        if (op.isSubclassOf("Op")) {
            // An op bound as `$name__N` gives one of its values: DRR builds it without the root's types.
            boolean oneOfMany = d.opName() != null && resultIndex(d.opName()) >= 0 && file.shape(op).results().size() != 1;
            return List.of(createOp(d, op, oneOfMany ? -1 : offset, wholeByOne));
        }
        if (op.name().equals("replaceWithValue")) {
            if (d.args().size() != 1) throw new Unsupported("replaceWithValue", "`replaceWithValue` takes one symbol");
            return List.of(symbolValue(d.args().get(0), d.argNames().get(0), "replaceWithValue"));
        }
        if (op.isSubclassOf("NativeCodeCall")) {
            Long r = op.intValue("numReturns");
            if (r != null && r != 1) throw new Unsupported("NativeCodeCall", "a NativeCodeCall with " + r + " results replacing the root");
            return List.of(nativeRewrite(d, op, "Value"));
        }
        throw new Unsupported(op.name(), "`" + op.name() + "` as a result pattern");
    }

    /**
     * An op created by a result pattern: its PDLL expression, or the name of the {@code let} that
     * holds it when DRR binds it. {@code replaceOffset} is the root result group its results
     * replace from (-1: they replace none).
     */
    private String createOp(Value.Dag d, Record def, int replaceOffset, boolean wholeByOne) {
        OpShape shape = file.shape(def);
        List<Value> args = new ArrayList<>();
        List<String> names = new ArrayList<>();
        Value.Dag returnType = null;
        Value.Dag location = null;
        for (int i = 0; i < d.args().size(); i++) {
            Value a = d.args().get(i);
            if (a instanceof Value.Dag ad && ad.operator() instanceof Value.DefRef r) {
                String dir = r.record().name();
                if (dir.equals("location")) {
                    location = ad;
                    continue;
                }
                if (dir.equals("returnType")) {
                    returnType = ad;
                    continue;
                }
            }
            args.add(a);
            names.add(d.argNames().get(i));
        }
        if (args.size() > shape.arguments().size()) {
            throw new Unsupported("result patterns", "`" + shape.name() + "` has " + shape.arguments().size()
                    + " arguments but the result pattern gives " + args.size());
        }
        List<String> operands = new ArrayList<>();
        List<String> attrs = new ArrayList<>();
        // what the op's separate-parameter builder is given, in ODS order (null: an argument left out)
        List<String> builderArgs = new ArrayList<>();
        for (int i = 0; i < shape.arguments().size(); i++) {
            OpShape.Arg a = shape.arguments().get(i);
            if (i >= args.size()) {
                if (!a.attribute() && !a.property()) throw new Unsupported("result patterns", "operand `" + a.name() + "` of `" + shape.name() + "` is not given");
                builderArgs.add(null);
                continue;
            }
            String name = names.get(i);
            if (a.property()) {
                if (name != null || !(args.get(i) instanceof Value.Unset)) {
                    throw new Unsupported("property", "property `" + a.name() + "` of `" + shape.name() + "`: PDLL has no syntax for properties");
                }
                builderArgs.add(null);
                continue;
            }
            if (a.attribute()) {
                String e = attributeValue(args.get(i), name, a, shape);
                if (e != null) attrs.add(a.name() + " = " + e);
                builderArgs.add(e);
            } else {
                String e = operandValue(args.get(i), name, a, shape);
                operands.add(e);
                builderArgs.add(e);
            }
        }
        // DRR creates its result ops before it reads their returnType (`(returnType $s)` may name
        // an op created among the arguments).
        List<String> types = returnType == null ? null : returnTypes(returnType);
        if (shape.hasTrait("AttrSizedOperandSegments") && attrs.stream().noneMatch(a -> a.startsWith("operandSegmentSizes ="))) {
            attrs.add("operandSegmentSizes = " + operandSegments(shape, operands));
        }
        StringBuilder sb = new StringBuilder("op<").append(shape.name()).append(">(").append(String.join(", ", operands)).append(')');
        if (!attrs.isEmpty()) sb.append(" {").append(String.join(", ", attrs)).append('}');
        if (types == null && !shape.results().isEmpty()) {
            if (replaceOffset < 0) {
                if (!shape.infersResultTypes()) {
                    sb = new StringBuilder(builderCall(shape, builderArgs));
                }
            } else if (!shape.derivesResultTypes()) {
                // DRR gives a replacing op the replaced results' types (unless the op derives them
                // from its operands or first attribute). PDL does the same for an op without type
                // inference created right in `replace`; everywhere else they are spelled out.
                boolean direct = wholeByOne && !shape.infersResultTypes() && (d.opName() == null || d.opName().isEmpty())
                        && location == null && !file.drrLocations;
                if (!direct) {
                    types = new ArrayList<>();
                    for (int k = 0; k < shape.results().size(); k++) types.add(Scope.ref(match.rootResultType(replaceOffset + k)));
                }
            }
        }
        if (types != null && types.size() != shape.results().size()) {
            throw new Unsupported("returnType", types.size() + " return type(s) for the " + shape.results().size()
                    + " result group(s) of `" + shape.name() + "` (PDLL gives each result group one type or type range)");
        }
        if (types != null) sb.append(" -> (").append(String.join(", ", types)).append(')');
        String bound = d.opName();
        if (location != null || file.drrLocations) {
            // PDLL cannot say where a created op is: a native Rewrite moves it where DRR puts it.
            String name;
            String result;
            if (bound == null || bound.isEmpty()) {
                name = scope.fresh(shortName(shape));
                statements.add("let " + name + " = " + sb + ";");
                result = name;
            } else {
                result = bindCreated(bound, shape, sb.toString());
                name = scope.lookup(symbolName(bound)).pdll;
            }
            setLocation(name, location);
            return result;
        }
        if (bound == null || bound.isEmpty()) return sb.toString();
        return bindCreated(bound, shape, sb.toString());
    }

    /**
     * An op DRR creates with its separate-parameter builder ({@code Op::create(rewriter, loc,
     * args...)}): one that replaces no result of the root, with no {@code returnType} and no type
     * inference, whose result types only a builder of its own (C++ written for it) deduces. PDLL
     * cannot call that builder, a native Rewrite does, passing what DRR passes: each operand as a
     * Value, each attribute as its storage type. It is created at the root's location, as PDL
     * creates ops (DRR's own location is then given like any created op's). The Rewrite returns
     * {@code Op}: with {@code Op<name>} mlir-pdll's C++ passes the op class to an ambiguous
     * {@code PDLResultList::push_back}.
     */
    private String builderCall(OpShape shape, List<String> args) {
        String why = "`" + shape.name() + "` infers no result types and replaces no result of the root: DRR calls a builder of its own, ";
        NativeCall nc = new NativeCall(scope, null, "builder");
        String root = nc.addParam("Op", match.root.sym.pdll);
        List<String> cpp = new ArrayList<>();
        for (int i = 0; i < shape.arguments().size(); i++) {
            OpShape.Arg a = shape.arguments().get(i);
            String e = args.get(i);
            if (e == null) throw new Unsupported("returnType", why + "here without its argument `" + a.name() + "`: give it a `returnType`");
            if (!a.attribute()) {
                if (a.variadic() || a.optional()) {
                    throw new Unsupported("returnType", why + "here with the variadic or optional operand `" + a.name() + "`: give it a `returnType`");
                }
                cpp.add(nc.addParam("Value", e));
                continue;
            }
            String p = nc.addParam("Attr", e);
            String storage = a.storageType();
            cpp.add(storage == null || storage.equals("::mlir::Attribute") ? p : "::llvm::cast_if_present<" + storage + ">(" + p + ")");
        }
        StringBuilder call = new StringBuilder("return ").append(shape.cppClass()).append("::create(rewriter, ").append(root).append("->getLoc()");
        for (String c : cpp) call.append(", ").append(c);
        call.append(");");
        String decl = file.natives.declare("Rewrite", "Build" + shape.cppClass().substring(shape.cppClass().lastIndexOf(':') + 1), nc.params, "Op",
                List.of(call.toString()), "DRR creates " + shape.name() + " with its separate-parameter builder (no result types given)");
        return nc.call(decl);
    }

    /**
     * The {@code operandSegmentSizes} of a created op that sizes its operand groups by attribute:
     * DRR's builders compute it, PDL sets none (the op then fails to verify), so a native Rewrite
     * counts the groups. Operands other than names are bound first, so that each is built once.
     */
    private String operandSegments(OpShape shape, List<String> operands) {
        NativeCall nc = new NativeCall(scope, null, "operandSegmentSizes");
        List<String> sizes = new ArrayList<>();
        int k = 0;
        for (OpShape.Arg a : shape.arguments()) {
            if (a.attribute() || a.property() || k >= operands.size()) continue;
            String e = operands.get(k);
            if (!e.matches("[A-Za-z_][A-Za-z0-9_.]*")) {
                String tmp = scope.fresh("operand");
                statements.add("let " + tmp + " = " + e + ";");
                operands.set(k, tmp);
                e = tmp;
            }
            boolean range = a.variadic() || a.optional();
            String p = nc.addParam(range ? "ValueRange" : "Value", e);
            sizes.add(range ? "static_cast<int32_t>(" + p + ".size())" : "1");
            k++;
        }
        String decl = file.natives.declare("Rewrite", "DrrOperandSegments" + sizes.size(), nc.params, "Attr",
                List.of("return rewriter.getDenseI32ArrayAttr({" + String.join(", ", sizes) + "});"),
                "operandSegmentSizes of a created op that sizes its operand groups by attribute (PDL sets none)");
        return nc.call(decl);
    }

    /** {@code let name = expr;} for an op a result pattern binds ({@code $name} or {@code $name__N}); what stands for it. */
    private String bindCreated(String bound, OpShape shape, String expr) {
        int idx = resultIndex(bound);
        Sym s = bindResult(bound, Sym.Kind.OP);
        s.op = shape;
        statements.add("let " + s.pdll + " = " + expr + ";");
        return idx >= 0 ? resultOf(s.pdll, shape, idx) : s.pdll;
    }

    /** The symbol a result pattern binds ({@code $name}, or {@code $name__N} for one of its values). */
    private Sym bindResult(String bound, Sym.Kind kind) {
        String symName = symbolName(bound);
        if (scope.lookup(symName) != null) throw new Unsupported("result patterns", "symbol `$" + symName + "` bound twice");
        Sym s = scope.bind(symName, symName, kind);
        s.created = true;
        return s;
    }

    /** {@code name} of {@code name__N}; the name itself otherwise. */
    private static String symbolName(String bound) {
        return resultIndex(bound) >= 0 ? bound.substring(0, bound.lastIndexOf("__")) : bound;
    }

    /**
     * Result group {@code idx} of the op {@code ref} as a value. MLIR 22's PDL bytecode gives no
     * value for {@code results 0 of} an op with several results (the replacement then crashes
     * {@code mlir-opt}), so that one is taken in a native Rewrite; each group of an op without
     * variadic results is one result.
     */
    private String resultOf(String ref, OpShape shape, int idx) {
        if (idx != 0 || shape == null || shape.results().size() < 2 || shape.resultVariadic().contains(Boolean.TRUE)) {
            return ref + "." + idx;
        }
        NativeCall nc = new NativeCall(scope, null, "result");
        String op = nc.addParam("Op", ref);
        String decl = file.natives.declare("Rewrite", "DrrResult0", nc.params, "Value", List.of("return " + op + "->getResult(0);"),
                "result 0 of an op with several results (`op.0` has no value in MLIR 22's PDL bytecode)");
        return nc.call(decl);
    }

    /**
     * Gives the created op {@code op} the location DRR gives it: the one its {@code location}
     * directive names, else (with the option to keep DRR's locations) the fused location of the
     * matched ops.
     */
    private void setLocation(String op, Value.Dag location) {
        NativeCall nc = new NativeCall(scope, null, "location");
        nc.locFrom(this::fusedLoc);
        String target = nc.addParam("Op", op);
        String loc = location == null ? fusedLoc(nc) : locationExpr(nc, location);
        List<String> body = new ArrayList<>(nc.prologue);
        body.add(target + "->setLoc(" + loc + ");");
        String base = location == null ? "DrrLocation" + (nc.params.size() - 1) : patternName + "_Location";
        String decl = file.natives.declare("Rewrite", base, nc.params, null, body,
                location == null ? "the location DRR gives a created op: the fused location of the matched ops"
                        : "DRR " + CppCode.drrText(location));
        statements.add(nc.call(decl) + ";");
    }

    /** The C++ of a {@code (location "name"?, $sym...)} directive. */
    private String locationExpr(NativeCall nc, Value.Dag location) {
        String name = null;
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < location.args().size(); i++) {
            Value a = location.args().get(i);
            if (a instanceof Value.Str str && name == null && parts.isEmpty()) {
                name = str.value();
                continue;
            }
            String sym = location.argNames().get(i);
            if (!(a instanceof Value.Unset) || sym == null) {
                throw new Unsupported("location", "`" + CppCode.drrText(a) + "` in a location directive");
            }
            parts.add(nc.cppForSymbol(sym) + ".getLoc()");
        }
        String nameAttr = name == null ? null : "rewriter.getStringAttr(\"" + name.replace("\\", "\\\\").replace("\"", "\\\"") + "\")";
        if (parts.isEmpty()) {
            if (nameAttr == null) throw new Unsupported("location", "an empty location directive");
            return "::mlir::NameLoc::get(" + nameAttr + ")";
        }
        if (parts.size() == 1 && nameAttr == null) return parts.get(0);
        return "rewriter.getFusedLoc({" + String.join(", ", parts) + "}" + (nameAttr == null ? "" : ", " + nameAttr) + ")";
    }

    private static String shortName(OpShape shape) {
        String n = shape.name();
        return n.substring(n.lastIndexOf('.') + 1);
    }

    private List<String> returnTypes(Value.Dag d) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < d.args().size(); i++) {
            Value a = d.args().get(i);
            String name = d.argNames().get(i);
            if (a instanceof Value.Str s) {
                String decl = file.natives.declare("Rewrite", patternName + "_ReturnType", List.of(), "Type",
                        List.of("return " + CppCode.format(s.value(), List.of(), null, "rewriter", null) + ";"),
                        "DRR (returnType \"" + CppCode.oneLine(s.value()) + "\")");
                out.add(decl + "()");
            } else if (a instanceof Value.Unset && name != null) {
                Sym sym = scope.lookup(name);
                if (sym != null && sym.kind == Sym.Kind.VALUE && !sym.created) {
                    if (sym.typeVar == null) sym.typeVar = scope.fresh(sym.pdll + "Type");
                    out.add(sym.typeVar);
                } else {
                    NativeCall nc = new NativeCall(scope, null, "returnType");
                    String cpp = nc.cppForSymbol(name);
                    List<String> body = new ArrayList<>(nc.prologue);
                    body.add("return " + cpp + ".getType();");
                    String decl = file.natives.declare("Rewrite", "TypeOf", nc.params, "Type", body, "the type of a value (DRR returnType $symbol)");
                    out.add(nc.call(decl));
                }
            } else if (a instanceof Value.Dag nd && nd.operator() instanceof Value.DefRef r && r.record().isSubclassOf("NativeCodeCall")) {
                out.add(nativeRewrite(nd, r.record(), "Type"));
            } else {
                throw new Unsupported("returnType", "`" + CppCode.drrText(a) + "` in returnType");
            }
        }
        return out;
    }

    private String operandValue(Value v, String name, OpShape.Arg a, OpShape op) {
        if (v instanceof Value.Dag d && d.operator() instanceof Value.DefRef r) {
            Record def = r.record();
            if (def.isSubclassOf("Op")) return createOp(d, def, -1, false);
            if (def.isSubclassOf("NativeCodeCall")) {
                if (a.variadic()) throw new Unsupported("NativeCodeCall", "a NativeCodeCall for the variadic operand `" + a.name() + "` of `" + op.name() + "`");
                return nativeRewrite(d, def, "Value");
            }
            throw new Unsupported(def.name(), "`" + def.name() + "` as operand `" + a.name() + "` of `" + op.name() + "`");
        }
        return symbolValue(v, name, "operand `" + a.name() + "` of `" + op.name() + "`");
    }

    /** A symbol used as a value: an operand, a matched or created op's results, {@code $op__N}. */
    private String symbolValue(Value v, String name, String where) {
        if (!(v instanceof Value.Unset) || name == null || name.equals("_")) {
            throw new Unsupported("result patterns", "`" + CppCode.drrText(v) + "` as " + where);
        }
        Sym s = scope.lookup(name);
        if (s == null) {
            int idx = resultIndex(name);
            Sym base = idx >= 0 ? scope.lookup(name.substring(0, name.lastIndexOf("__"))) : null;
            if (base != null && base.kind == Sym.Kind.OP) return resultOf(Scope.ref(base), base.op, idx);
            if (base != null && base.multiResults > idx) return Scope.ref(base) + "." + idx;
            throw new Unsupported("symbol", "`$" + name + "` is not bound");
        }
        return switch (s.kind) {
            case VALUE, VALUES, OP -> Scope.ref(s);
            case NATIVE -> {
                if (!s.cppType.equals("::mlir::Value")) throw new Unsupported("symbol", "attribute `$" + name + "` as " + where);
                yield extract(s, "Value");
            }
            default -> throw new Unsupported("symbol", "`$" + name + "` (an " + s.kind.name().toLowerCase() + ") as " + where);
        };
    }

    /** A native Rewrite that runs a native matcher again to get the symbol it bound. */
    private String extract(Sym s, String result) {
        NativeCall nc = new NativeCall(scope, null, "NativeCodeCall");
        String cpp = nc.cppForSymbol(s.drrName);
        List<String> body = new ArrayList<>(nc.prologue);
        body.add("return " + cpp + ";");
        String comment;
        String base;
        if (s.kind == Sym.Kind.OPATTR) {
            boolean defaulted = s.attrDefault != null;
            base = s.attrName + (defaulted ? "OrDefault" : "OrNull");
            comment = "attribute " + s.attrName + " of the matched op" + (defaulted ? ", its default value when absent (as DRR reads it)" : ", null when absent");
        } else {
            base = "Matched_" + s.drrName;
            comment = "what the native matcher bound to $" + s.drrName + ", got again from the operand it matched";
        }
        String decl = file.natives.declare("Rewrite", base, nc.params, result, body, comment);
        return nc.call(decl);
    }

    private String attributeValue(Value v, String name, OpShape.Arg a, OpShape op) {
        String where = "attribute `" + a.name() + "` of `" + op.name() + "`";
        if (v instanceof Value.Unset) {
            if (name == null || name.equals("_")) return null;
            Sym s = scope.lookup(name);
            if (s == null) throw new Unsupported("symbol", "`$" + name + "` is not bound");
            if (s.kind == Sym.Kind.ATTR) return Scope.ref(s);
            if (s.kind == Sym.Kind.NATIVE && s.cppType.equals("::mlir::Attribute")) return extract(s, "Attr");
            if (s.kind == Sym.Kind.OPATTR) return extract(s, "Attr");
            throw new Unsupported("symbol", "`$" + name + "` (not an attribute) as " + where);
        }
        if (v instanceof Value.DefRef d && Constants.is(d.record())) {
            String lit = Constants.literal(d.record());
            if (lit != null) return "attr<\"" + lit.replace("\\", "\\\\").replace("\"", "\\\"") + "\">";
            String decl = file.natives.declare("Rewrite", Constants.name(d.record()), List.of(), "Attr",
                    List.of("return " + Constants.builder(d.record()) + ";"),
                    "DRR " + Constants.describe(d.record()) + " (mlir-pdll-22 does not parse dialect attribute literals)");
            return decl + "()";
        }
        if (v instanceof Value.Dag d && d.operator() instanceof Value.DefRef r && r.record().isSubclassOf("NativeCodeCall")) {
            return nativeRewrite(d, r.record(), "Attr");
        }
        throw new Unsupported("result patterns", "`" + CppCode.drrText(v) + "` as " + where);
    }

    /** A NativeCodeCall in a result pattern as a call of a native Rewrite returning {@code result} ({@code null}: nothing). */
    private String nativeRewrite(Value.Dag d, Record def, String result) {
        NativeCall nc = new NativeCall(scope, dag -> createOp(dag, ((Value.DefRef) dag.operator()).record(), -1, false), "NativeCodeCall");
        nc.locFrom(this::fusedLoc);
        List<String> args = new ArrayList<>();
        for (int i = 0; i < d.args().size(); i++) {
            Value a = d.args().get(i);
            if (a instanceof Value.Dag ad && ad.operator() instanceof Value.DefRef r && r.record().name().equals("location")) {
                // A trailing location is what the call's `$_loc` stands for.
                Value.Dag loc = ad;
                nc.locFrom(c -> locationExpr(c, loc));
                continue;
            }
            args.add(nc.cppFor(a, d.argNames().get(i)));
        }
        String expr = def.stringValue("expression");
        String cpp = CppCode.format(expr == null ? "" : expr, args, null, "rewriter", nc.locFor(expr == null ? "" : expr));
        List<String> body = new ArrayList<>(nc.prologue);
        Long returns = def.intValue("numReturns");
        int many = returns != null && returns > 1 && result != null ? returns.intValue() : 0;
        if (many > 0) {
            // DRR indexes the call's result ($name__N is result[N]); a PDLL Rewrite returns a tuple.
            List<String> elems = new ArrayList<>();
            List<String> types = new ArrayList<>();
            for (int k = 0; k < many; k++) {
                elems.add("results[" + k + "]");
                types.add("Value");
            }
            body.add("auto results = " + cpp + ";");
            body.add("return {" + String.join(", ", elems) + "};");
            result = "(" + String.join(", ", types) + ")";
        } else {
            body.add(result == null ? cpp + ";" : "return " + cpp + ";");
        }
        String base = def.isAnonymous() ? patternName + "_Native" : def.name();
        String comment = "DRR NativeCodeCall" + (def.isAnonymous() ? "" : " " + def.name()) + ": " + CppCode.oneLine(expr == null ? "" : expr);
        String decl = file.natives.declare("Rewrite", base, nc.params, result, body, comment);
        String call = nc.call(decl);
        String bound = d.opName();
        if (many > 0) {
            if (bound == null || bound.isEmpty()) throw new Unsupported("NativeCodeCall", "a NativeCodeCall with " + many + " results that is not bound to a name");
            Sym s = bindResult(bound, Sym.Kind.VALUE);
            s.multiResults = many;
            statements.add("let " + s.pdll + " = " + call + ";");
            return s.pdll + "." + Math.max(resultIndex(bound), 0);
        }
        if (bound != null && !bound.isEmpty()) {
            if (result == null) throw new Unsupported("NativeCodeCall", "a NativeCodeCall with no result bound to `$" + bound + "`");
            if (scope.lookup(bound) != null) throw new Unsupported("result patterns", "symbol `$" + bound + "` bound twice");
            Sym s = scope.bind(bound, bound, result.equals("Attr") ? Sym.Kind.ATTR : Sym.Kind.VALUE);
            s.created = true;
            s.cppType = "::mlir::Attribute";
            statements.add("let " + s.pdll + " = " + call + ";");
            return s.pdll;
        }
        return call;
    }

    /**
     * DRR's {@code $_loc}: the fused location of as many collected ops as the source pattern has
     * ops, in the order DRR collects them (the root, then each operand's ops children first, with
     * the op a native matcher ran on among them).
     */
    private String fusedLoc(NativeCall nc) {
        List<String> locs = new ArrayList<>();
        int n = match.opCount();
        for (int i = 0; i < n && i < match.matchedOrder.size(); i++) {
            SourceMatch.LocPart part = match.matchedOrder.get(i);
            if (part.op() != null) {
                part.op().named = true;
                locs.add(nc.addParam("Op", part.op().sym.pdll) + "->getLoc()");
            } else {
                locs.add(nc.addParam("Value", Scope.ref(part.carrier())) + ".getDefiningOp()->getLoc()");
            }
        }
        return "rewriter.getFusedLoc({" + String.join(", ", locs) + "})";
    }
}
