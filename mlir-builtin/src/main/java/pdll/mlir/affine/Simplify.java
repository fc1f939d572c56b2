package pdll.mlir.affine;

import pdll.mlir.affine.AffineBinaryExpr.Kind;

/**
 * The simplifications MLIR applies while it builds an affine expression, established from what
 * {@code mlir-opt-22} and {@code mlir-pdll-22} print (the test fixture {@code literals.txt} shows
 * each rule). They are local rewrites tried in a fixed order, not a normal form: {@code d0 + d1 -
 * d1} stays as it is while {@code d0 + d0} becomes {@code d0 * 2}, and {@code d0 + (d1 + 1)} is
 * not {@code (d0 + d1) + 1} though both print {@code d0 + d1 + 1}. Constants are 64-bit: folding
 * two constants never overflows (the expression is kept unfolded instead), but the rules that
 * combine the constant coefficients of one operand wrap around as MLIR's do.
 *
 * <p>It must never build an expression otherwise than through these rules: the structure decides
 * which later rules apply and how the result prints. Where MLIR divides the smallest constant by
 * -1 (it crashes), this goes on with Java's wrapped result.
 */
final class Simplify {
    private Simplify() {}

    static AffineExpr add(AffineExpr lhs, AffineExpr rhs) {
        AffineExpr sum = simplifyAdd(lhs, rhs);
        return sum != null ? sum : raw(Kind.ADD, lhs, rhs);
    }

    /** {@code lhs + rhs} by the first rule that applies, or null when none does (some rules ask whether another applies). */
    private static AffineExpr simplifyAdd(AffineExpr lhs, AffineExpr rhs) {
        if (lhs instanceof AffineConstantExpr l && rhs instanceof AffineConstantExpr r) {
            long sum = l.value() + r.value();
            // overflow: kept as written
            if (((l.value() ^ sum) & (r.value() ^ sum)) < 0) return null;
            return new AffineConstantExpr(sum);
        }
        // a constant, else a symbolic operand, goes right; two dimensions or two symbols in order
        if (lhs instanceof AffineConstantExpr || (lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) || outOfOrder(lhs, rhs)) {
            return add(rhs, lhs);
        }
        if (isConstant(rhs, 0)) return lhs;
        AffineBinaryExpr lAdd = binary(lhs, Kind.ADD) instanceof AffineBinaryExpr b ? b : null;
        // (x + c1) + c2 = x + (c1 + c2)
        if (lAdd != null && lAdd.rhs() instanceof AffineConstantExpr c1 && rhs instanceof AffineConstantExpr c2) {
            return add(lAdd.lhs(), new AffineConstantExpr(c1.value() + c2.value()));
        }
        // x * c1 + x * c2 = x * (c1 + c2), where a lone x counts as x * 1
        AffineExpr x = lhs;
        long c1 = 1;
        if (binary(lhs, Kind.MUL) instanceof AffineBinaryExpr m && m.rhs() instanceof AffineConstantExpr c) {
            x = m.lhs();
            c1 = c.value();
        }
        AffineExpr y = rhs;
        long c2 = 1;
        if (binary(rhs, Kind.MUL) instanceof AffineBinaryExpr m && m.rhs() instanceof AffineConstantExpr c) {
            y = m.lhs();
            c2 = c.value();
        }
        if (x.equals(y)) return mul(x, new AffineConstantExpr(c1 + c2));
        // (x + c) + y = (x + y) + c
        if (lAdd != null && lAdd.rhs() instanceof AffineConstantExpr) return add(add(lAdd.lhs(), rhs), lAdd.rhs());
        if (!(binary(rhs, Kind.MUL) instanceof AffineBinaryExpr m)) return null;
        // e + ((e floordiv q) * q) * -1 = e mod q, for a symbolic q
        if (isConstant(m.rhs(), -1) && binary(m.lhs(), Kind.MUL) instanceof AffineBinaryExpr inner
                && binary(inner.lhs(), Kind.FLOOR_DIV) instanceof AffineBinaryExpr div
                && div.rhs().equals(inner.rhs()) && div.lhs().equals(lhs)) {
            return mod(lhs, div.rhs());
        }
        if (!(binary(m.lhs(), Kind.FLOOR_DIV) instanceof AffineBinaryExpr div)) return null;
        // e + (e floordiv q) * -q = e mod q, for a positive constant q
        if (m.rhs() instanceof AffineConstantExpr c && div.rhs() instanceof AffineConstantExpr q && q.value() > 0
                && c.value() == -q.value() && div.lhs().equals(lhs)) {
            return mod(lhs, q);
        }
        // (a + b) + (x floordiv q) * y = a + (b + (x floordiv q) * y) when a rule applies to the inner sum
        if (binary(lhs, Kind.ADD) instanceof AffineBinaryExpr s) {
            AffineExpr inner = simplifyAdd(s.rhs(), rhs);
            if (inner != null) return add(s.lhs(), inner);
        }
        return null;
    }

    static AffineExpr mul(AffineExpr lhs, AffineExpr rhs) {
        if (lhs instanceof AffineConstantExpr l && rhs instanceof AffineConstantExpr r) {
            long a = l.value(), b = r.value();
            long product = a * b;
            // overflow: kept as written
            if (Math.multiplyHigh(a, b) != (product >> 63)) return raw(Kind.MUL, lhs, rhs);
            return new AffineConstantExpr(product);
        }
        // a product of two dimensional expressions is not simplified (the parser rejects it)
        if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) return raw(Kind.MUL, lhs, rhs);
        // the constant, else the symbolic operand, goes right; two symbols in order
        if (!rhs.isSymbolicOrConstant() || lhs instanceof AffineConstantExpr || outOfOrder(lhs, rhs)) return mul(rhs, lhs);
        if (rhs instanceof AffineConstantExpr c) {
            if (c.value() == 1) return lhs;
            if (c.value() == 0) return rhs;
        }
        if (binary(lhs, Kind.MUL) instanceof AffineBinaryExpr m && m.rhs() instanceof AffineConstantExpr c1) {
            // (x * c1) * c2 = x * (c1 * c2), wrapping
            if (rhs instanceof AffineConstantExpr c2) return mul(m.lhs(), new AffineConstantExpr(c1.value() * c2.value()));
            // (x * c) * y = (x * y) * c
            return mul(mul(m.lhs(), rhs), c1);
        }
        return raw(Kind.MUL, lhs, rhs);
    }

    static AffineExpr floorDiv(AffineExpr lhs, AffineExpr rhs) {
        if (lhs instanceof AffineConstantExpr l && rhs instanceof AffineConstantExpr r) {
            long a = l.value(), b = r.value();
            if (b == 0 || (a == Long.MIN_VALUE && b == -1)) return raw(Kind.FLOOR_DIV, lhs, rhs);
            return new AffineConstantExpr(Math.floorDiv(a, b));
        }
        if (!(rhs instanceof AffineConstantExpr r) || r.value() == 0) return raw(Kind.FLOOR_DIV, lhs, rhs);
        long c = r.value();
        if (c == 1) return lhs;
        // (x * k) floordiv c = x * (k / c) when c divides k (c may be negative)
        if (binary(lhs, Kind.MUL) instanceof AffineBinaryExpr m && m.rhs() instanceof AffineConstantExpr k && k.value() % c == 0) {
            return mul(m.lhs(), new AffineConstantExpr(k.value() / c));
        }
        // (a + b) floordiv c = a floordiv c + b floordiv c when c divides a or b
        if (binary(lhs, Kind.ADD) instanceof AffineBinaryExpr s
                && (largestKnownDivisor(s.lhs()) % c == 0 || largestKnownDivisor(s.rhs()) % c == 0)) {
            return add(floorDiv(s.lhs(), rhs), floorDiv(s.rhs(), rhs));
        }
        return raw(Kind.FLOOR_DIV, lhs, rhs);
    }

    static AffineExpr ceilDiv(AffineExpr lhs, AffineExpr rhs) {
        if (lhs instanceof AffineConstantExpr l && rhs instanceof AffineConstantExpr r) {
            long a = l.value(), b = r.value();
            if (b == 0 || (a == Long.MIN_VALUE && b == -1)) return raw(Kind.CEIL_DIV, lhs, rhs);
            long q = a / b;
            // rounds toward zero; up instead when the quotient is positive and inexact
            return new AffineConstantExpr((a ^ b) >= 0 && q * b != a ? q + 1 : q);
        }
        if (!(rhs instanceof AffineConstantExpr r) || r.value() == 0) return raw(Kind.CEIL_DIV, lhs, rhs);
        long c = r.value();
        if (c == 1) return lhs;
        // (x * k) ceildiv c = x * (k / c) when c divides k
        if (binary(lhs, Kind.MUL) instanceof AffineBinaryExpr m && m.rhs() instanceof AffineConstantExpr k && k.value() % c == 0) {
            return mul(m.lhs(), new AffineConstantExpr(k.value() / c));
        }
        return raw(Kind.CEIL_DIV, lhs, rhs);
    }

    static AffineExpr mod(AffineExpr lhs, AffineExpr rhs) {
        if (lhs instanceof AffineConstantExpr l && rhs instanceof AffineConstantExpr r) {
            if (r.value() < 1) return raw(Kind.MOD, lhs, rhs);
            return new AffineConstantExpr(Math.floorMod(l.value(), r.value()));
        }
        if (!(rhs instanceof AffineConstantExpr r) || r.value() < 1) return raw(Kind.MOD, lhs, rhs);
        long c = r.value();
        if (largestKnownDivisor(lhs) % c == 0) return new AffineConstantExpr(0);
        // (a + b) mod c = b mod c when c divides a, = a mod c when c divides b
        if (binary(lhs, Kind.ADD) instanceof AffineBinaryExpr s) {
            if (largestKnownDivisor(s.lhs()) % c == 0) return mod(s.rhs(), rhs);
            if (largestKnownDivisor(s.rhs()) % c == 0) return mod(s.lhs(), rhs);
        }
        // (e mod k) mod c = e mod c when c divides k
        if (binary(lhs, Kind.MOD) instanceof AffineBinaryExpr m && m.rhs() instanceof AffineConstantExpr k
                && k.value() >= 1 && k.value() % c == 0) {
            return mod(m.lhs(), rhs);
        }
        return raw(Kind.MOD, lhs, rhs);
    }

    /**
     * The largest integer known to divide every value of {@code e} (0 for 0), in 64-bit
     * arithmetic as MLIR computes it: a product's divisor is the product of its operands' and may
     * wrap (to 0 even); a sum's and a remainder's is the gcd of its operands' taken as unsigned;
     * the divisibility tests on it are signed.
     */
    static long largestKnownDivisor(AffineExpr e) {
        if (e instanceof AffineConstantExpr c) return Math.abs(c.value());
        if (!(e instanceof AffineBinaryExpr b)) return 1;
        return switch (b.kind()) {
            case MUL -> largestKnownDivisor(b.lhs()) * largestKnownDivisor(b.rhs());
            case ADD, MOD -> gcd(largestKnownDivisor(b.lhs()), largestKnownDivisor(b.rhs()));
            // a quotient by a constant that divides the dividend's divisor keeps the rest of it
            case FLOOR_DIV, CEIL_DIV -> {
                long lhs = largestKnownDivisor(b.lhs());
                yield b.rhs() instanceof AffineConstantExpr c && c.value() != 0 && lhs % c.value() == 0 ? Math.abs(lhs / c.value()) : 1;
            }
        };
    }

    /** The greatest common divisor of two divisors read as unsigned 64-bit numbers (a wrapped product stays a multiple of its factors modulo 2^64). */
    private static long gcd(long a, long b) {
        while (b != 0) {
            long t = Long.remainderUnsigned(a, b);
            a = b;
            b = t;
        }
        return a;
    }

    /** Two dimensions, or two symbols, the higher position first. */
    private static boolean outOfOrder(AffineExpr lhs, AffineExpr rhs) {
        if (lhs instanceof AffineDimExpr l && rhs instanceof AffineDimExpr r) return l.position() > r.position();
        if (lhs instanceof AffineSymbolExpr l && rhs instanceof AffineSymbolExpr r) return l.position() > r.position();
        return false;
    }

    private static boolean isConstant(AffineExpr e, long value) {
        return e instanceof AffineConstantExpr c && c.value() == value;
    }

    /** {@code e} if it is a binary expression of {@code kind}, else null: for {@code binary(e, k) instanceof AffineBinaryExpr b}. */
    private static AffineExpr binary(AffineExpr e, Kind kind) {
        return e instanceof AffineBinaryExpr b && b.kind() == kind ? b : null;
    }

    private static AffineExpr raw(Kind kind, AffineExpr lhs, AffineExpr rhs) {
        return new AffineBinaryExpr(kind, lhs, rhs);
    }
}
