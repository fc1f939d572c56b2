package pdll.drr.check;

import java.util.List;
import java.util.function.Supplier;
import pdll.drr.check.PatternNode.Kind;
import pdll.tablegen.eval.Value;

/**
 * What DRR checks while it generates the rewrite of a pattern, in the order it generates it: the
 * result patterns' symbols; enough values to replace the root's results, none from an op that
 * would both replace them and serve as an auxiliary op; then each result pattern, auxiliary ones
 * first (ops with their argument count and kinds, trailing {@code location} and {@code returnType}
 * directives, {@code replaceWithValue}, {@code variadic}, NativeCodeCalls, every symbol used being
 * bound), then the supplemental patterns.
 */
final class ResultChecks {
    private final PatternContext cx;

    private ResultChecks(PatternContext cx) {
        this.cx = cx;
    }

    /**
     * What a result pattern produced, as the generated code refers to it: a symbol to look up, a
     * variable DRR declared itself, or (a NativeCodeCall that returns nothing) a C++ expression.
     */
    private sealed interface Produced {}

    private record Symbol(String name) implements Produced {}

    private record Declared() implements Produced {}

    private record Expression(PatternNode call) implements Produced {}

    private static final Produced DECLARED = new Declared();

    /** The trailing {@code location} and {@code returnType} arguments of a node, and how many there are. */
    private record Trailing(PatternNode location, PatternNode returnType, int count) {}

    /** @param supplemental read when they are reached (DRR reads them last) */
    static void check(PatternContext cx, OpSignature root, List<PatternNode> results, Supplier<List<PatternNode>> supplemental) {
        new ResultChecks(cx).run(root, results, supplemental);
    }

    private void run(OpSignature root, List<PatternNode> results, Supplier<List<PatternNode>> supplemental) {
        for (PatternNode r : results) SymbolCollection.result(cx, r);
        int n = results.size();
        // Only the last values produced replace the root's results: where each pattern's values go.
        long[] offsets = new long[n + 1];
        offsets[n] = root.numResults();
        int replaceFrom = root.numResults() == 0 ? n : -1;
        for (int i = n - 1; i >= 0; i--) {
            offsets[i] = offsets[i + 1] - valueCount(results.get(i));
            if (offsets[i] == 0) {
                if (replaceFrom == -1) replaceFrom = i;
            } else if (offsets[i] < 0 && offsets[i + 1] > 0) {
                throw cx.fail("cannot use the same multi-result op '" + results.get(i).symbol()
                        + "' to generate both auxiliary values and values to be used for replacing the matched op");
            }
        }
        if (offsets[0] > 0) throw cx.fail("not enough values generated to replace the matched op");
        if (replaceFrom < 0) throw Halt.silently();
        for (int i = 0; i < replaceFrom; i++) result(results.get(i), offsets[i], 0);
        for (int i = replaceFrom; i < n; i++) {
            Produced p = result(results.get(i), offsets[i], 0);
            if (p instanceof Symbol s) cx.useAsReplacement(s.name());
            else if (p instanceof Expression e) throw voidUsed(e.call());
        }
        for (PatternNode s : supplemental.get()) result(s, -1, 0);
    }

    private long valueCount(PatternNode node) {
        if (node.is(Kind.OPERATION)) {
            String symbol = node.symbol();
            if (symbol.isEmpty()) return cx.op(node).numResults();
            SymbolTable.PackName p = SymbolTable.packName(symbol);
            if (!p.name().equals(symbol)) return 1;
            SymbolTable.Binding b = cx.symbols.find(symbol);
            if (b == null) throw Halt.silently();
            return b.staticValueCount();
        }
        if (node.is(Kind.NATIVE_CODE_CALL)) return node.nativeReturns();
        return 1;
    }

    private Produced result(PatternNode node, long resultIndex, int depth) {
        return switch (node.kind()) {
            case LOCATION -> throw cx.fail("location directive can only be used with op creation");
            case NATIVE_CODE_CALL -> nativeCall(node, depth);
            case REPLACE_WITH_VALUE -> replaceWithValue(node);
            case VARIADIC -> variadic(node, depth);
            default -> opCreation(node, resultIndex, depth);
        };
    }

    private Produced nativeCall(PatternNode node, int depth) {
        Trailing tail = trailing(node);
        if (tail.returnType() != null) throw cx.fail("`NativeCodeCall` cannot have return type specifier");
        location(tail);
        int given = node.numArgs() - tail.count();
        for (int i = 0; i < given; i++) {
            PatternNode sub = node.nested(i);
            if (sub != null) result(sub, i, depth + 1);
            else argument(node.leaf(i), node.argName(i));
        }
        NativeCodeTemplate.checkPositional(cx, node, given);
        if (node.nativeReturns() == 0) return new Expression(node);
        return node.symbol().isEmpty() ? DECLARED : new Symbol(node.symbol());
    }

    private Produced replaceWithValue(PatternNode node) {
        if (node.numArgs() != 1) throw cx.fail("replaceWithValue directive must take exactly one argument");
        if (!node.symbol().isEmpty()) throw cx.fail("cannot bind symbol to replaceWithValue");
        return new Symbol(node.argName(0));
    }

    /**
     * The values of a {@code variadic}, in order (its leaves are found: the result patterns'
     * binding bound them as operands of the op around it).
     */
    private Produced variadic(PatternNode node, int depth) {
        for (int i = 0; i < node.numArgs(); i++) {
            PatternNode sub = node.nested(i);
            if (sub != null) result(sub, i, depth + 1);
            else argument(node.leaf(i), node.argName(i));
        }
        return DECLARED;
    }

    private Produced opCreation(PatternNode node, long resultIndex, int depth) {
        OpSignature op = cx.op(node);
        Trailing tail = trailing(node);
        location(tail);
        int inPattern = node.numArgs() - tail.count();
        if (op.args().size() != inPattern) {
            throw cx.fail("resultant op '" + op.name() + "' argument number mismatch: " + inPattern + " in pattern vs. "
                    + op.args().size() + " in definition");
        }
        Produced[] children = new Produced[inPattern];
        for (int i = 0; i < inPattern; i++) {
            variadicOperand(op, node, i);
            PatternNode sub = node.nested(i);
            if (sub != null) children[i] = result(sub, i, depth + 1);
        }
        String symbol = node.symbol();
        Produced produced = symbol.isEmpty() ? DECLARED : new Symbol(symbol);
        boolean partial = !SymbolTable.packName(symbol).name().equals(symbol);
        if (tail.returnType() == null && op.deducesResultTypes()) {
            aggregateArguments(op, node, children);
            return produced;
        }
        if (tail.returnType() == null && (partial || depth > 0 || resultIndex < 0)) {
            separateArguments(op, node, children);
            return produced;
        }
        if (depth == 0 && resultIndex >= 0 && tail.returnType() != null) {
            throw cx.fail("Cannot specify explicit return types in an op whose return values replace the source pattern's root op");
        }
        aggregateArguments(op, node, children);
        if (tail.returnType() != null) {
            PatternNode rt = tail.returnType();
            for (int i = 0; i < rt.numArgs(); i++) returnType(rt, i, depth + 1);
        }
        return produced;
    }

    /** A variadic operand must be given values: a variadic, a NativeCodeCall (through replaceWithValue too). */
    private void variadicOperand(OpSignature op, PatternNode node, int i) {
        OpSignature.Arg arg = op.arg(i);
        if (arg == null || !arg.isOperand() || !arg.variadic()) return;
        PatternNode child = node.nested(i);
        while (child != null && child.is(Kind.REPLACE_WITH_VALUE)) child = child.nested(0);
        if (child == null) return;
        if (!child.is(Kind.NATIVE_CODE_CALL) && !child.is(Kind.VARIADIC)) {
            throw cx.fail("op expects variadic operand `" + arg.name() + "`, while provided is non-variadic");
        }
    }

    /**
     * The arguments as DRR passes them to an op's builder taking all operands and attributes, in
     * ODS order.
     */
    private void aggregateArguments(OpSignature op, PatternNode node, Produced[] children) {
        for (int i = 0; i < op.args().size(); i++) {
            OpSignature.Arg arg = op.args().get(i);
            PatternNode sub = node.nested(i);
            switch (arg.kind()) {
                case ATTRIBUTE, PROPERTY -> {
                    if (sub != null) {
                        if (!sub.is(Kind.NATIVE_CODE_CALL)) {
                            throw cx.fail("only NativeCodeCall allowed in nested dag node for creating "
                                    + (arg.kind() == OpSignature.ArgKind.ATTRIBUTE ? "attribute" : "property"));
                        }
                    } else {
                        argument(node.leaf(i), node.argName(i));
                    }
                }
                case OPERAND -> operand(arg, node, i, children, true);
            }
        }
    }

    /** The arguments as DRR passes them to a builder taking each separately: all operands first, then the rest. */
    private void separateArguments(OpSignature op, PatternNode node, Produced[] children) {
        for (int i = 0; i < op.args().size(); i++) {
            OpSignature.Arg arg = op.args().get(i);
            if (arg.isOperand()) operand(arg, node, i, children, false);
        }
        for (int i = 0; i < op.args().size(); i++) {
            OpSignature.Arg arg = op.args().get(i);
            if (arg.isOperand()) continue;
            PatternNode sub = node.nested(i);
            if (sub != null) {
                if (!sub.is(Kind.NATIVE_CODE_CALL)) {
                    throw cx.fail("only NativeCodeCall allowed in nested dag node for creating attributes and properties");
                }
                continue;
            }
            PatternLeaf leaf = node.leaf(i);
            if ((leaf.isConstantAttr() || leaf.isEnumCase()) && arg.kind() != OpSignature.ArgKind.ATTRIBUTE) {
                throw cx.fail("expected attribute " + i);
            }
            argument(leaf, node.argName(i));
        }
    }

    private void operand(OpSignature.Arg arg, PatternNode node, int i, Produced[] children, boolean aggregate) {
        PatternNode sub = node.nested(i);
        if (arg.variadic()) {
            use(sub != null ? children[i] : new Symbol(node.argName(i)));
            return;
        }
        if (sub != null) {
            use(children[i]);
            return;
        }
        PatternLeaf leaf = node.leaf(i);
        if (aggregate && leaf.isConstantAttr()) {
            throw cx.fail("attribute found where value was expected, if attempting to use constant value, construct a constant op "
                    + "with given attribute instead");
        }
        cx.use(node.argName(i));
        if (leaf.isNativeCodeCall()) NativeCodeTemplate.checkLeaf(cx, leaf);
    }

    /** One leaf argument of an op or NativeCodeCall being built. */
    private void argument(PatternLeaf leaf, String name) {
        if (leaf.isString()) throw cx.fail("raw string not supported as argument");
        if (leaf.isConstantAttr() || leaf.isEnumCase() || leaf.isConstantProp()) return;
        cx.use(name);
        if (leaf.isUnspecified() || leaf.isOperandMatcher()) return;
        if (leaf.isNativeCodeCall()) {
            NativeCodeTemplate.checkLeaf(cx, leaf);
            return;
        }
        throw cx.fail("unhandled case when rewriting op");
    }

    private void returnType(PatternNode returnType, int i, int depth) {
        PatternNode sub = returnType.nested(i);
        if (sub != null) {
            if (!sub.is(Kind.NATIVE_CODE_CALL)) throw cx.fail("nested DAG in `returnType` must be a native code call");
            nativeCall(sub, depth);
            return;
        }
        if (returnType.leaf(i).isString()) return;
        argument(returnType.leaf(i), returnType.argName(i));
    }

    private void use(Produced p) {
        if (p instanceof Symbol s) cx.use(s.name());
        else if (p instanceof Expression e) throw voidUsed(e.call());
    }

    /**
     * A NativeCodeCall that returns nothing used as a value: the reference looks its generated C++
     * up as a symbol and reports that unbound. Where the template has placeholders, that C++ holds
     * the reference's generated names, which are not reproduced: ours says what is wrong instead.
     */
    private Halt voidUsed(PatternNode call) {
        // a template without placeholders is its own C++, which the reference quotes: its message then
        if (call.nativeCode().indexOf('$') < 0) return cx.fail("referencing unbound symbol '" + call.nativeCode() + "'");
        return cx.fail("NativeCodeCall '" + call.nativeName() + "' returns no value but is used as one",
                DrrDiagnostic.Reference.REPORTS_OTHERWISE);
    }

    private Trailing trailing(PatternNode node) {
        PatternNode location = null;
        PatternNode returnType = null;
        int count = 0;
        for (int i = node.numArgs() - 1; i >= 0; i--) {
            PatternNode arg = node.nested(i);
            if (arg == null || !(arg.is(Kind.LOCATION) || arg.is(Kind.RETURN_TYPE))) break;
            count++;
            if (arg.is(Kind.LOCATION)) {
                if (location != null) throw cx.fail("`location` directive can only be specified once");
                location = arg;
            } else {
                if (returnType != null) throw cx.fail("`returnType` directive can only be specified once");
                returnType = arg;
            }
        }
        return new Trailing(location, returnType, count);
    }

    private void location(Trailing tail) {
        PatternNode loc = tail.location();
        if (loc == null) return;
        if (loc.numArgs() == 0) {
            throw cx.fail("At least one argument to location directive required", DrrDiagnostic.Reference.REPORTS_UNLOCATED);
        }
        if (!loc.symbol().isEmpty()) throw cx.fail("cannot bind symbol to location");
        if (loc.numArgs() == 1) {
            if (!loc.leaf(0).isString()) cx.use(loc.argName(0));
            return;
        }
        String name = "";
        for (int i = 0; i < loc.numArgs(); i++) {
            PatternLeaf leaf = loc.leaf(i);
            if (leaf.isString()) {
                if (!name.isEmpty()) {
                    throw cx.fail("Only one string attribute may be specified", DrrDiagnostic.Reference.REPORTS_UNLOCATED);
                }
                name = ((Value.Str) leaf.value()).value();
                continue;
            }
            cx.use(loc.argName(i));
        }
    }
}
