package pdll.tablegen.eval;

import java.util.ArrayList;
import java.util.List;
import pdll.tablegen.ast.BangOp;
import pdll.tablegen.ast.Expr;
import pdll.tablegen.ast.RangePiece;
import pdll.tablegen.source.TableGenError;

/**
 * The index of a list suffix {@code base[...]}, built like the reference builds it: one int
 * without a trailing comma picks an element; anything else is a slice by a list of ints made of
 * the pieces in order: ints and constant ranges gathered into list literals, list<int> values
 * and ranges with a symbolic end ({@code a...b}) taken as they are, joined with
 * {@code !listconcat}. Pieces of other types are rejected at the piece.
 */
final class SliceIndex {
    private SliceIndex() {}

    /** element: {@code index} is one int (an element); else a list<int> (a slice). */
    record Result(Value index, boolean element) {}

    static Result of(ExprEvaluator ev, Expr.Index ix, Scope scope) {
        boolean single = ix.slices().size() == 1 && !ix.trailingComma();
        List<Value> parts = new ArrayList<>();
        List<Value> run = new ArrayList<>();
        for (RangePiece p : ix.slices()) {
            if (p.end() == null) {
                Value v = ev.eval(p.start(), scope, null);
                RecTy t = v.type();
                if (t instanceof RecTy.ListTy lt) {
                    if (!(lt.element() instanceof RecTy.IntTy)) {
                        throw new TableGenError(Expr.start(p.start()), "expected list<int>, got " + t.print());
                    }
                    if (single) return new Result(v, false);
                    flush(run, parts);
                    parts.add(v);
                } else if (isInt(t)) {
                    Value i = t == null ? v : Types.convert(v, RecTy.INT);
                    if (single) return new Result(i, true);
                    run.add(i);
                } else {
                    throw new TableGenError(Expr.start(p.start()), "unhandled type " + t.print() + " in range");
                }
                continue;
            }
            Value s = ev.eval(p.start(), scope, null);
            if (!isInt(s.type())) throw new TableGenError(Expr.start(p.start()), "expected int...int, got " + s.type().print());
            Value e = ev.eval(p.end(), scope, null);
            if (!isInt(e.type())) throw new TableGenError(Expr.start(p.end()), "expected int...int, got " + e.type().print());
            Long a = Types.asLong(s);
            Long b = Types.asLong(e);
            if (a != null && b != null) {
                // the lexer may have read "1-3" as 1 and -3
                long end = b < 0 && p.end() instanceof Expr.IntLit il && il.value() < 0 && a >= 0 ? -b : b;
                if (a <= end) for (long i = a; i <= end; i++) run.add(new Value.Int(i));
                else for (long i = a; i >= end; i--) run.add(new Value.Int(i));
            } else {
                Value range = new Value.Op(BangOp.RANGEC, null, List.of(s, e), new RecTy.ListTy(RecTy.INT));
                if (single) return new Result(range, false);
                flush(run, parts);
                parts.add(range);
            }
        }
        flush(run, parts);
        Value index = parts.get(0);
        for (int k = 1; k < parts.size(); k++) {
            index = ev.folder().fold(new Value.Op(BangOp.LISTCONCAT, null, List.of(index, parts.get(k)), new RecTy.ListTy(RecTy.INT)));
        }
        return new Result(index, false);
    }

    private static boolean isInt(RecTy t) {
        return t == null || t instanceof RecTy.IntTy || t instanceof RecTy.BitsTy || t instanceof RecTy.BitTy;
    }

    /** The ints gathered so far become one list literal part. */
    private static void flush(List<Value> run, List<Value> parts) {
        if (run.isEmpty()) return;
        parts.add(new Value.ListV(List.copyOf(run), RecTy.INT));
        run.clear();
    }
}
