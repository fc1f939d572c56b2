package pdll.tablegen.eval;

import java.util.List;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import pdll.tablegen.ast.BangOp;
import pdll.tablegen.ast.Expr;
import pdll.tablegen.ast.TypeRef;
import pdll.tablegen.source.Loc;
import pdll.tablegen.source.TableGenError;

/**
 * The operand type checks the reference makes while it parses a bang operator, each at the
 * operand it rejects and in the same order: an operand is checked as soon as it is evaluated, so
 * a bad first operand is reported before anything wrong with the second. Only the checks of the
 * comparison operators, {@code !interleave}, {@code !instances} and the {@code code} type argument live here.
 */
final class OperandChecks {
    private OperandChecks() {}

    /** The {@code <type>} of a bang operator, checked before its operands. */
    static void typeArgument(Expr.Bang b) {
        if (b.typeArg() instanceof TypeRef.Code c) {
            throw new TableGenError(c.loc(), "the 'code' type is not allowed in bang operators; use 'string'");
        }
    }

    /** The type the reference expects operand {@code index} to have while parsing it, or null. */
    static RecTy hint(BangOp op, int index, List<Value> before) {
        if (index == 1 && isComparison(op)) return before.get(0).type();
        return null;
    }

    /** Checks operand {@code index} (already in {@code vals}) of {@code b}. */
    static void operand(Expr.Bang b, BangOp op, int index, List<Value> vals) {
        Value v = vals.get(index);
        Expr at = b.args().get(index);
        if (isComparison(op)) {
            if (v instanceof Value.Unset) throw new TableGenError(b.loc(), "expected value to be a typed value, got '?'");
            RecTy t = v.type();
            if (index == 0 && t != null && !comparable(op, t)) {
                throw new TableGenError(Expr.start(at), (op == BangOp.EQ || op == BangOp.NE
                        ? "expected bit, bits, int, string, or record; got value of type '"
                        : "expected bit, bits, int, or string; got value of type '") + t.print() + "'");
            }
            RecTy first = vals.get(0).type();
            if (index == 1 && t != null && first != null && !compatible(first, t)) {
                throw new TableGenError(Expr.start(at), "expected value of type '" + first.print() + "', got '" + t.print() + "'");
            }
        } else if (op == BangOp.INSTANCES) {
            if (v.type() != null && !(v.type() instanceof RecTy.StringTy)) {
                throw new TableGenError(Expr.start(at), "expected string type argument in !instances operator");
            }
            if (v instanceof Value.Str re) {
                try {
                    Pattern.compile(re.value());
                } catch (PatternSyntaxException e) {
                    // the reference checks a constant pattern at once, and names no location
                    throw new TableGenError(Loc.NONE, "invalid regex '" + re.value() + "'");
                }
            }
        } else if (op == BangOp.INTERLEAVE) {
            RecTy t = v.type();
            if (index == 0 && t != null && !(t instanceof RecTy.ListTy l && (l.element() instanceof RecTy.StringTy
                    || l.element() instanceof RecTy.IntTy || l.element() instanceof RecTy.BitsTy || l.element() instanceof RecTy.BitTy))) {
                throw new TableGenError(Expr.start(at), "expected list of string, int, bits, or bit; got value of type '" + t.print() + "'");
            }
            if (index == 1 && t != null && !(t instanceof RecTy.StringTy)) {
                throw new TableGenError(Expr.start(at), "expected second argument to be a string, got value of type '" + t.print() + "'");
            }
        }
    }

    private static boolean isComparison(BangOp op) {
        return switch (op) {
            case EQ, NE, LT, LE, GT, GE -> true;
            default -> false;
        };
    }

    private static boolean comparable(BangOp op, RecTy t) {
        if (t instanceof RecTy.BitTy || t instanceof RecTy.BitsTy || t instanceof RecTy.IntTy || t instanceof RecTy.StringTy) return true;
        return (op == BangOp.EQ || op == BangOp.NE) && t instanceof RecTy.RecordTy;
    }

    /** Records of any classes compare; other types must convert one way or the other. */
    private static boolean compatible(RecTy a, RecTy b) {
        if (a instanceof RecTy.RecordTy && b instanceof RecTy.RecordTy) return true;
        return Types.convertible(a, b) || Types.convertible(b, a);
    }
}
