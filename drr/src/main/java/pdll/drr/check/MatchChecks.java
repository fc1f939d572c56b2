package pdll.drr.check;

import pdll.drr.check.PatternNode.Kind;

/**
 * What DRR checks while it generates the matcher of a source pattern: each op argument matched
 * with what the op declares there (an operand by a type constraint, an attribute by an attribute
 * constraint, a property by a property constraint), {@code either} over two operands,
 * {@code variadic} over a variadic operand and of ops only, no further constraint on a variadic
 * operand, native matchers that take {@code $_self} and no nested dags. A subtree matched by a
 * function of its own (several patterns share it) is checked once, on its own.
 */
final class MatchChecks {
    private final PatternContext cx;

    private MatchChecks(PatternContext cx) {
        this.cx = cx;
    }

    /** The source pattern's root (depth 0), or a shared subtree on its own (depth 1, as its function matches it). */
    static void match(PatternContext cx, PatternNode tree, int depth) {
        new MatchChecks(cx).node(tree, depth);
    }

    private void node(PatternNode tree, int depth) {
        if (tree.is(Kind.NATIVE_CODE_CALL)) nativeMatcher(tree, depth);
        else if (tree.is(Kind.OPERATION)) operation(tree, depth);
        else throw cx.fail("encountered non-op, non-NativeCodeCall match.");
    }

    private void nested(PatternNode tree, int depth) {
        if (!cx.isShared(tree.dag())) node(tree, depth);
    }

    /**
     * An op's arguments in order. DRR counts operands as it goes ({@code operand}): a nested dag
     * counts as one whatever the argument it stands for, which is how an op's operand is found
     * for a constraint; past the op's operands it reads garbage.
     */
    private void operation(PatternNode tree, int depth) {
        OpSignature op = cx.op(tree);
        int operand = 0;
        for (int i = 0, opArg = 0; i < tree.numArgs(); i++, opArg++) {
            OpSignature.Arg arg = op.arg(opArg);
            PatternNode sub = tree.nested(i);
            if (sub != null) {
                if (sub.is(Kind.EITHER)) {
                    operand = either(op, sub, opArg, operand, depth);
                    opArg++;
                    continue;
                }
                if (arg != null && arg.isOperand()) {
                    if (sub.is(Kind.VARIADIC)) {
                        if (!arg.variadic()) {
                            throw cx.fail("variadic DAG construct can't match op " + op.name() + "'s non-variadic operand #" + opArg);
                        }
                        variadic(op, sub, opArg, operand, depth);
                        operand++;
                        continue;
                    }
                    if (arg.variableLength()) {
                        throw cx.fail("use nested DAG construct to match op " + op.name() + "'s variadic operand #" + opArg
                                + " unsupported now");
                    }
                }
                operand++;
                nested(sub, depth + 1);
                continue;
            }
            if (arg == null) {
                throw cx.fail("op '" + op.name() + "' has no argument #" + opArg + " to match " + tree.leaf(i).text()
                        + " with (its location and returnType arguments are not counted)", DrrDiagnostic.Reference.CRASHES);
            }
            switch (arg.kind()) {
                case OPERAND -> operand(op, tree.leaf(i), opArg, operand++);
                // DRR reads an attribute's or property's matcher at the op argument's index, not the pattern's
                case ATTRIBUTE -> {
                    PatternLeaf m = tree.leaf(opArg);
                    if (!m.isUnspecified() && !m.isAttrMatcher()) throw cx.fail(nth(op, opArg) + " should be an attribute");
                }
                case PROPERTY -> {
                    PatternLeaf m = tree.leaf(opArg);
                    if (!m.isUnspecified() && !m.isPropMatcher()) throw cx.fail(nth(op, opArg) + " should be a property");
                }
            }
        }
    }

    /** A leaf matching the op's operand number {@code operand} (argument {@code opArg}). */
    private void operand(OpSignature op, PatternLeaf matcher, int opArg, int operand) {
        if (matcher.isUnspecified()) return;
        if (!matcher.isOperandMatcher()) throw cx.fail(nth(op, opArg) + " should be an operand");
        OpSignature.Arg declared = op.operand(operand);
        if (declared == null) {
            throw cx.fail("op '" + op.name() + "' has no operand #" + operand + " for " + matcher.text() + " to constrain "
                    + "(a dag matched against an attribute counts as an operand)", DrrDiagnostic.Reference.CRASHES);
        }
        if (matcher.constraint() != declared.constraint() && declared.variableLength()) {
            throw cx.fail("further constrain op " + op.name() + "'s variadic operand #" + opArg + " unsupported now");
        }
    }

    private static String nth(OpSignature op, int opArg) {
        return "the " + (opArg + 1) + "-th argument of op '" + op.name() + "'";
    }

    /** Returns the operand count past the two operands. */
    private int either(OpSignature op, PatternNode either, int opArg, int operand, int depth) {
        if (either.numArgs() != 2) throw cx.fail("`either` only supports grouping two operands");
        for (int i = 0; i < 2; i++, opArg++) {
            PatternNode sub = either.nested(i);
            if (sub != null) {
                if (sub.is(Kind.EITHER)) throw cx.fail("either cannot be nested");
                operand++;
                nested(sub, depth + 1);
                continue;
            }
            OpSignature.Arg arg = op.arg(opArg);
            if (arg == null || !arg.isOperand()) throw cx.fail("either can only be applied on operand");
            operand(op, either.leaf(i), opArg, operand++);
        }
        return operand;
    }

    private void variadic(OpSignature op, PatternNode variadic, int opArg, int operand, int depth) {
        for (int i = 0; i < variadic.numArgs(); i++) {
            PatternNode sub = variadic.nested(i);
            if (sub != null) {
                if (!sub.is(Kind.OPERATION)) throw cx.fail("variadic only accepts operation sub-dags");
                nested(sub, depth + 1);
                continue;
            }
            operand(op, variadic.leaf(i), opArg, operand);
        }
    }

    /** A NativeCodeCall in a source pattern: a native matcher run on the defining op ({@code $_self}). */
    private void nativeMatcher(PatternNode tree, int depth) {
        for (int i = 0; i < tree.numArgs(); i++) {
            PatternNode sub = tree.nested(i);
            if (sub != null) {
                if (sub.is(Kind.EITHER)) throw cx.fail("NativeCodeCall cannot have `either` operands");
                if (sub.is(Kind.VARIADIC)) throw cx.fail("NativeCodeCall cannot have `variadic` operands");
            } else if (tree.leaf(i).isPropMatcher()) {
                throw cx.fail("NativeCodeCall cannot take property '" + tree.leaf(i).text() + "' as a matcher argument",
                        DrrDiagnostic.Reference.CRASHES);
            }
        }
        String code = tree.nativeCode();
        if (!code.contains("$_self")) throw cx.fail("NativeCodeCall must have $_self as argument for passing the defining Operation");
        NativeCodeTemplate.checkPositional(cx, tree, tree.numArgs());
        for (int i = 0; i < tree.numArgs(); i++) {
            if (tree.nested(i) != null) {
                throw cx.fail("Matching nested tree in NativeCodecall not support for arg" + depth + "_" + i + " as arg " + i);
            }
            String name = tree.argName(i);
            if (SymbolTable.packName(name).index() >= 0) {
                throw cx.fail("a native matcher cannot bind '" + name + "': a symbol with an index names a result",
                        DrrDiagnostic.Reference.CRASHES);
            }
        }
    }
}
