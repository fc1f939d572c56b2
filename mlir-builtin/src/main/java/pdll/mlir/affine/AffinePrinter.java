package pdll.mlir.affine;

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
        print(lhs, false, out);
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
        if (strong) out.append(')');
    }
}
