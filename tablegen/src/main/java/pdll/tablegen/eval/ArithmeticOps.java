package pdll.tablegen.eval;

import java.util.List;
import pdll.tablegen.ast.BangOp;

/** The integer operators (arithmetic, bitwise, shifts, {@code !not}, {@code !logtwo}) and the comparisons. */
final class ArithmeticOps {
    private final Folder folder;

    ArithmeticOps(Folder folder) {
        this.folder = folder;
    }

    /** The folded value, or null when the operands are not known enough yet. */
    Value fold(Value.Op op) {
        List<Value> a = op.operands();
        switch (op.op()) {
            case ADD, SUB, MUL, DIV, AND, OR, XOR, SHL, SRA, SRL -> {
                Long x = Types.asLong(a.get(0)), y = Types.asLong(a.get(1));
                if (x == null || y == null) return null;
                long res = switch (op.op()) {
                    case ADD -> x + y;
                    case SUB -> x - y;
                    case MUL -> x * y;
                    case DIV -> {
                        if (y == 0) throw folder.recordError("Illegal operation: division by zero");
                        if (x == Long.MIN_VALUE && y == -1) throw folder.recordError("Illegal operation: INT64_MIN / -1");
                        yield x / y;
                    }
                    case AND -> x & y;
                    case OR -> x | y;
                    case XOR -> x ^ y;
                    case SHL -> y >= 64 || y < 0 ? 0 : x << y;
                    case SRA -> x >> Math.min(63, Math.max(0, y));
                    default -> y >= 64 || y < 0 ? 0 : x >>> y;
                };
                if (op.resultType() instanceof RecTy.BitTy) return Value.bit(res != 0);
                return new Value.Int(res);
            }
            case NOT -> {
                Long x = Types.asLong(a.get(0));
                if (x == null) return null;
                if (op.resultType() instanceof RecTy.BitTy) return Value.bit(x == 0);
                return new Value.Int(x == 0 ? 1 : 0);
            }
            case LOGTWO -> {
                Long x = Types.asLong(a.get(0));
                if (x == null) return null;
                if (x <= 0) throw folder.recordError("Illegal operation: logtwo is undefined on arguments less than or equal to 0");
                return new Value.Int(63 - Long.numberOfLeadingZeros(x));
            }
            case EQ, NE, LT, LE, GT, GE -> {
                return compare(op.op(), a.get(0), a.get(1));
            }
            default -> throw new IllegalArgumentException("not an arithmetic operator: !" + op.op().spelling);
        }
    }

    private Value compare(BangOp name, Value x, Value y) {
        if (x instanceof Value.Str sx && y instanceof Value.Str sy) {
            int c = sx.value().compareTo(sy.value());
            return Value.bit(test(name, c));
        }
        if (x instanceof Value.DefRef || y instanceof Value.DefRef) {
            if (!(name == BangOp.EQ || name == BangOp.NE)) return null;
            if (!Concrete.is(x) || !Concrete.is(y)) return null;
            boolean same = x.equals(y);
            return Value.bit(name == BangOp.EQ == same);
        }
        Long a = Types.asLong(x), b = Types.asLong(y);
        if (a != null && b != null) return Value.bit(test(name, Long.compare(a, b)));
        return null;
    }

    private static boolean test(BangOp name, int c) {
        return switch (name) {
            case EQ -> c == 0;
            case NE -> c != 0;
            case LT -> c < 0;
            case LE -> c <= 0;
            case GT -> c > 0;
            default -> c >= 0;
        };
    }
}
