package pdll.mlir.affine;

import java.util.ArrayDeque;
import pdll.mlir.affine.AffineBinaryExpr.Kind;

/**
 * MLIR's printed form of an affine expression. An operand of {@code *}, {@code floordiv},
 * {@code ceildiv} or {@code mod} is bound strongly: a binary expression there is parenthesised.
 * A sum's operands are bound weakly, and a sum prints its right operand {@code x * -1} as
 * {@code - x}, {@code x * -c} as {@code - x * c} and a negative constant {@code -c} as
 * {@code - c}; {@code x * -1} elsewhere prints as {@code -x}. The negations use 64-bit
 * arithmetic, so the smallest constant prints as {@code - -9223372036854775808}, as in MLIR.
 */
final class AffinePrinter {
    private AffinePrinter() {}

    static String print(AffineExpr e) {
        StringBuilder sb = new StringBuilder();
        print(e, false, sb);
        return sb.toString();
    }

    static void print(AffineExpr e, boolean strong, StringBuilder out) {
        if (!(e instanceof AffineBinaryExpr b)) {
            out.append(e);
            return;
        }
        AffineExpr lhs = b.lhs();
        AffineExpr rhs = b.rhs();
        if (b.kind() != Kind.ADD) {
            boolean negation = b.kind() == Kind.MUL && rhs instanceof AffineConstantExpr c && c.value() == -1;
            if (strong) out.append('(');
            if (negation) {
                out.append('-');
                print(lhs, true, out);
            } else {
                print(lhs, true, out);
                out.append(' ').append(b.kind().spelling()).append(' ');
                print(rhs, true, out);
            }
            if (strong) out.append(')');
            return;
        }
        if (strong) out.append('(');
        // a sum's left operand prints as it stands: walk a long left-nested sum without recursion
        ArrayDeque<AffineBinaryExpr> sums = new ArrayDeque<>();
        for (AffineExpr x = b; x instanceof AffineBinaryExpr s && s.kind() == Kind.ADD; x = s.lhs()) sums.push(s);
        print(sums.peek().lhs(), false, out);
        for (AffineBinaryExpr sum : sums) printAddend(sum.rhs(), out);
        if (strong) out.append(')');
    }

    /** The right operand of a sum, with its operator. */
    private static void printAddend(AffineExpr rhs, StringBuilder out) {
        if (rhs instanceof AffineBinaryExpr r && r.kind() == Kind.MUL && r.rhs() instanceof AffineConstantExpr c && c.value() < 0) {
            out.append(" - ");
            if (c.value() == -1) {
                print(r.lhs(), r.lhs() instanceof AffineBinaryExpr rl && rl.kind() == Kind.ADD, out);
            } else {
                print(r.lhs(), true, out);
                out.append(" * ").append(-c.value());
            }
        } else if (rhs instanceof AffineConstantExpr c && c.value() < 0) {
            out.append(" - ").append(-c.value());
        } else {
            out.append(" + ");
            print(rhs, false, out);
        }
    }
}
