package pdll.drr.check;

import pdll.drr.check.PatternNode.Kind;

/**
 * Binds the symbols of a pattern tree, the first thing DRR does with a source pattern (and, once
 * the source is matched, with the result patterns), and checks on the way what binding needs:
 * each op's argument count against its ODS definition ({@code location} and {@code returnType}
 * arguments not counted, an {@code either} counting for two), a symbol bound once (operands may
 * share one), no symbol on a directive, none on a NativeCodeCall of the source pattern.
 */
final class SymbolCollection {
    private final PatternContext cx;
    private final boolean source;

    private SymbolCollection(PatternContext cx, boolean source) {
        this.cx = cx;
        this.source = source;
    }

    static void source(PatternContext cx, PatternNode tree) {
        new SymbolCollection(cx, true).collect(tree);
        // DRR declares a variable for each source symbol right after binding them
        String nothing = cx.symbols.boundToNothing();
        if (nothing != null) {
            throw cx.fail("symbol '" + nothing + "' is bound past the last argument of its op (its location and returnType "
                    + "arguments are not counted)", DrrDiagnostic.Reference.CRASHES);
        }
    }

    static void result(PatternContext cx, PatternNode tree) {
        new SymbolCollection(cx, false).collect(tree);
    }

    private void collect(PatternNode tree) {
        String name = tree.symbol();
        if (tree.is(Kind.NATIVE_CODE_CALL)) {
            nativeCodeCall(tree, name);
            return;
        }
        if (tree.is(Kind.OPERATION)) {
            operation(tree, name);
            return;
        }
        if (!name.isEmpty()) throw cx.fail("binding symbol '" + name + "' to non-operation/native code call unsupported right now");
    }

    private void nativeCodeCall(PatternNode tree, String name) {
        if (!name.isEmpty()) {
            if (source) throw cx.fail("binding symbol '" + name + "' to NativecodeCall in MatchPattern is not supported");
            verify(cx.symbols.bindValues(name, tree.nativeReturns()), name);
        }
        for (int i = 0; i < tree.numArgs(); i++) {
            PatternNode arg = tree.nested(i);
            if (arg != null) {
                collect(arg);
                continue;
            }
            if (!source) continue;
            // the arguments of a native matcher are what it returns: values, or attributes when constrained so
            String argName = tree.argName(i);
            if (argName.isEmpty() || argName.equals("_")) continue;
            PatternLeaf leaf = tree.leaf(i);
            if (leaf.isUnspecified()) {
                verify(cx.symbols.bindValue(argName), argName);
            } else if (leaf.isAttrMatcher() || leaf.isEnumCase() || leaf.isConstantAttr()) {
                verify(cx.symbols.bindAttr(argName), argName);
            } else if (leaf.isPropMatcher()) {
                String type = leaf.constraint().stringValue("interfaceType");
                if (type == null || type.isEmpty()) {
                    throw cx.fail("binding symbol '" + argName + "' in NativeCodeCall to a property constraint without specifying "
                            + "that constraint's type is unsupported");
                }
                verify(cx.symbols.bindProp(argName), argName);
            } else {
                verify(cx.symbols.bindValue(argName), argName);
            }
        }
    }

    private void operation(PatternNode tree, String name) {
        OpSignature op = cx.op(tree);
        int numArgs = tree.numArgs();
        int directives = 0;
        int either = 0;
        for (int i = 0; i < numArgs; i++) {
            PatternNode arg = tree.nested(i);
            if (arg == null) continue;
            if (arg.is(Kind.LOCATION) || arg.is(Kind.RETURN_TYPE)) directives++;
            else if (arg.is(Kind.EITHER)) either++;
        }
        if (op.args().size() != numArgs - directives + either) {
            // the count printed is the pattern's, directives included: what the reference prints
            throw cx.fail("op '" + op.name() + "' argument number mismatch: " + (numArgs + either) + " in pattern vs. "
                    + op.args().size() + " in definition");
        }
        if (!name.isEmpty()) verify(cx.symbols.bindOpResult(name, op), name);
        for (int i = 0, opArg = 0; i < numArgs; i++, opArg++) {
            PatternNode arg = tree.nested(i);
            if (arg != null) {
                if (arg.is(Kind.EITHER)) {
                    either(op, arg, opArg);
                    opArg++; // an either stands for two arguments of the op
                } else if (arg.is(Kind.VARIADIC)) {
                    variadic(op, arg, opArg);
                } else {
                    collect(arg);
                }
                continue;
            }
            if (!source) continue;
            String argName = tree.argName(i);
            if (!argName.isEmpty() && !argName.equals("_")) bindArgument(op, argName, opArg);
        }
    }

    /** The operands an {@code either} groups belong to the op around it (in result patterns too), one argument each. */
    private void either(OpSignature op, PatternNode either, int opArg) {
        group(op, either, opArg, true);
    }

    /** A {@code variadic}'s symbol names the whole operand group, its arguments the values in it. */
    private void variadic(OpSignature op, PatternNode variadic, int opArg) {
        String name = variadic.symbol();
        if (!name.isEmpty()) bindArgument(op, name, opArg);
        group(op, variadic, opArg, false);
    }

    /** The arguments of a group directive, bound to the op's argument {@code opArg} (and the next ones when {@code advance}). */
    private void group(OpSignature op, PatternNode group, int opArg, boolean advance) {
        for (int i = 0; i < group.numArgs(); i++, opArg += advance ? 1 : 0) {
            PatternNode sub = group.nested(i);
            if (sub != null) {
                collect(sub);
                continue;
            }
            String argName = group.argName(i);
            if (!argName.isEmpty() && !argName.equals("_")) bindArgument(op, argName, opArg);
        }
    }

    private void bindArgument(OpSignature op, String symbol, int opArg) {
        if (!SymbolTable.packName(symbol).name().equals(symbol)) {
            throw cx.fail("symbol '" + symbol + "' with trailing index cannot bind to op argument");
        }
        verify(cx.symbols.bindOpArgument(symbol, op.arg(opArg)), symbol);
    }

    private void verify(boolean bound, String symbol) {
        if (!bound) throw cx.fail("symbol '" + symbol + "' bound more than once");
    }
}
