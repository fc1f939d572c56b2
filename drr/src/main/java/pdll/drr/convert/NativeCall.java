package pdll.drr.convert;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.Value;

/**
 * The parameters, call arguments and C++ of one native Constraint or Rewrite made from DRR C++
 * (a predicate or a NativeCodeCall): each DRR argument becomes a parameter whose C++ has the
 * type DRR would have given it (attributes cast to their storage type, symbols bound by a native
 * matcher recovered by running it again), so the DRR author's C++ compiles unchanged.
 */
final class NativeCall {
    final List<NativeDecls.Param> params = new ArrayList<>();
    /** the PDLL arguments of the call, with symbol markers */
    final List<String> callArgs = new ArrayList<>();
    final List<String> prologue = new ArrayList<>();
    private final Map<Sym, String> cppBySym = new IdentityHashMap<>();
    private final Scope scope;
    /** creates a result pattern's op or value and gives its PDLL expression; {@code null} in constraints */
    private final Function<Value.Dag, String> creator;
    private final String construct;

    NativeCall(Scope scope, Function<Value.Dag, String> creator, String construct) {
        this.scope = scope;
        this.creator = creator;
        this.construct = construct;
    }

    /** The C++ expression for DRR argument {@code v} (named {@code name}, {@code null} if unnamed). */
    String cppFor(Value v, String name) {
        if (v instanceof Value.Unset || (v == null)) {
            if (name == null || name.equals("_")) throw new Unsupported(construct, "an unnamed argument `$_` to native code");
            return cppForSymbol(name);
        }
        if (v instanceof Value.DefRef d && Constants.is(d.record())) {
            if (name != null) throw new Unsupported(construct, "a ConstantAttr bound to a name as an argument of native code");
            return Constants.builder(d.record());
        }
        if (v instanceof Value.Str s) return s.value();
        if (v instanceof Value.Int i) return Long.toString(i.value());
        if (v instanceof Value.Dag dag && dag.operator() instanceof Value.DefRef op) {
            Record r = op.record();
            if (r.isSubclassOf("NativeCodeCall")) {
                Long n = r.intValue("numReturns");
                if (n != null && n != 1) throw new Unsupported("NativeCodeCall", "a NativeCodeCall with " + n + " results as an argument of native code");
                List<String> args = new ArrayList<>();
                for (int i = 0; i < dag.args().size(); i++) args.add(cppFor(dag.args().get(i), dag.argNames().get(i)));
                String expr = r.stringValue("expression");
                return "(" + CppCode.format(expr, args, null, "rewriter", locFor(expr)) + ")";
            }
            if (creator != null && r.isSubclassOf("Op")) {
                String param = addParam("Value", creator.apply(dag));
                return param;
            }
        }
        throw new Unsupported(construct, "argument " + "`" + CppCode.drrText(v) + "`" + " of native code");
    }

    /** Gives the C++ of DRR's {@code $_loc}, adding the parameters it needs; {@code null} where there is none. */
    private Function<NativeCall, String> loc;

    void locFrom(Function<NativeCall, String> loc) {
        this.loc = loc;
    }

    /** The C++ for {@code $_loc} in {@code expr}, computed only where {@code expr} uses it. */
    String locFor(String expr) {
        if (loc == null || !CppCode.uses(expr, "_loc")) return null;
        return loc.apply(this);
    }

    String cppForSymbol(String name) {
        Sym s = scope.lookup(name);
        int index = -1;
        if (s == null) {
            int sep = name.lastIndexOf("__");
            if (sep > 0 && name.substring(sep + 2).chars().allMatch(Character::isDigit) && sep + 2 < name.length()) {
                s = scope.lookup(name.substring(0, sep));
                index = Integer.parseInt(name.substring(sep + 2));
                if (s != null && s.kind != Sym.Kind.OP && s.multiResults == 0) throw new Unsupported("symbol", "`$" + name + "`: `__N` on a symbol that is not an op");
            }
        }
        if (s == null) throw new Unsupported("symbol", "`$" + name + "` is not bound in the source pattern");
        if (index == 0 && s.kind == Sym.Kind.OP && s.op != null && s.op.results().size() > 1
                && !s.op.resultVariadic().contains(Boolean.TRUE)) {
            // One result per group: the C++ takes it from the op (`op.0` of an op with several
            // results has no value in MLIR 22's PDL bytecode).
            return addParam("Op", Scope.ref(s)) + "->getResult(" + index + ")";
        }
        if (index >= 0) return addParam("Value", Scope.ref(s) + "." + index);
        String known = cppBySym.get(s);
        if (known != null) return known;
        String cpp;
        switch (s.kind) {
            case VALUE -> cpp = addParam("Value", Scope.ref(s));
            case VALUES -> cpp = addParam("ValueRange", Scope.ref(s));
            case TYPE -> cpp = addParam("Type", Scope.ref(s));
            case TYPES -> cpp = addParam("TypeRange", Scope.ref(s));
            case OP -> {
                // DRR passes an op's first result, or the op itself (as its C++ class) when it has none.
                if (s.op != null && s.op.results().isEmpty()) {
                    String p = addParam("Op", Scope.ref(s));
                    cpp = p + "Op";
                    prologue.add("auto " + cpp + " = ::llvm::cast<" + s.op.cppClass() + ">(" + p + ");");
                } else {
                    cpp = addParam("Value", Scope.ref(s) + ".0");
                }
            }
            case ATTR -> {
                String p = addParam("Attr", Scope.ref(s));
                if (s.cppType == null || s.cppType.equals("::mlir::Attribute")) {
                    cpp = p;
                } else {
                    cpp = p + "Cast";
                    prologue.add("auto " + cpp + " = ::llvm::cast_if_present<" + s.cppType + ">(" + p + ");");
                }
            }
            case OPATTR -> {
                String op = cppBySym.get(s.carrier);
                if (op == null) {
                    op = addParam("Op", Scope.ref(s.carrier));
                    cppBySym.put(s.carrier, op);
                }
                cpp = op + "_" + CppCode.identifier(s.attrName);
                prologue.add("auto " + cpp + " = ::llvm::dyn_cast_if_present<" + s.cppType + ">(" + op + "->getAttr(\"" + s.attrName + "\"));");
                if (s.attrDefault != null) {
                    prologue.add("if (!" + cpp + ") " + cpp + " = ::llvm::dyn_cast_if_present<" + s.cppType + ">(::mlir::Attribute("
                            + CppCode.format(s.attrDefault, List.of(), null, "rewriter", null) + "));");
                }
            }
            case NATIVE -> {
                String carrier = cppBySym.get(s.carrier);
                if (carrier == null) {
                    carrier = addParam("Value", Scope.ref(s.carrier));
                    cppBySym.put(s.carrier, carrier);
                }
                String prefix = carrier + "_";
                List<String> run = s.matcher.statements(carrier, prefix, null);
                if (!prologue.contains(run.get(0))) prologue.addAll(run);
                cpp = s.matcher.variable(prefix, s.matcherIndex);
            }
            default -> throw new IllegalStateException();
        }
        cppBySym.put(s, cpp);
        return cpp;
    }

    /** A new parameter of PDLL type {@code type}, passed {@code pdllArg}; its C++ name. */
    String addParam(String type, String pdllArg) {
        String name = "arg" + params.size();
        params.add(new NativeDecls.Param(name, type));
        callArgs.add(pdllArg);
        return name;
    }

    /** The call's text: {@code Name(args)}. */
    String call(String declName) {
        return declName + "(" + String.join(", ", callArgs) + ")";
    }
}
