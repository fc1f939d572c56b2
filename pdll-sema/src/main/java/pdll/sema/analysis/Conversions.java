package pdll.sema.analysis;

import java.util.ArrayList;
import java.util.List;
import pdll.sema.ast.Expr;
import pdll.sema.ast.SourceRange;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.diag.Where;
import pdll.sema.ods.OdsOperation;
import pdll.sema.ods.OdsValue;
import pdll.sema.types.PdllType;

/**
 * The implicit conversions of PDLL: an {@code Op} to its results ({@code Value} for a single
 * result, {@code ValueRange}), {@code Op<x>} to {@code Op}, tuples element-wise, tuples to ranges
 * inside rewrites, and {@code Value}↔{@code ValueRange}, {@code Type}↔{@code TypeRange} in both
 * directions. A conversion that adds a node returns the new expression; a failed one reports
 * "unable to convert …" with the caller's notes and returns null.
 */
final class Conversions {
    /** The member name of the implicit access to all results of an operation. */
    static final String ALL_RESULTS = "$results";

    private final Session s;

    Conversions(Session s) {
        this.s = s;
    }

    Expr convert(Expr e, PdllType to, SemaDiagnostic... notes) {
        return convert(e, to, e.range(), List.of(notes));
    }

    /** @param errorAt where a failure is reported (an outer tuple reports its elements' failures at itself) */
    private Expr convert(Expr e, PdllType to, SourceRange errorAt, List<SemaDiagnostic> notes) {
        PdllType from = e.type();
        if (from == PdllType.ERROR || to == PdllType.ERROR || from.equals(to)) return e;
        if (from instanceof PdllType.Op op) return convertOp(e, op, to, errorAt, notes);
        if (from instanceof PdllType.Tuple tuple) return convertTuple(e, tuple, to, errorAt, notes);
        if (to instanceof PdllType.Range r && from.equals(r.element())) return e;
        if (from instanceof PdllType.Range r && to.equals(r.element())) return e;
        return fail(from, to, errorAt, notes);
    }

    private Expr convertOp(Expr e, PdllType.Op from, PdllType to, SourceRange errorAt, List<SemaDiagnostic> notes) {
        if (to instanceof PdllType.Op target) return target.name() == null ? e : fail(from, to, errorAt, notes);
        if (to.equals(PdllType.VALUE_RANGE)) return new Expr.MemberAccessExpr(e, ALL_RESULTS, to, e.range());
        if (to.equals(PdllType.VALUE)) {
            OdsOperation ods = from.name() == null ? null : s.operation(from.name());
            if (ods != null) {
                if (ods.results().isEmpty()) {
                    return fail(from, to, errorAt, plus(notes, SemaDiagnostic.note(Where.of(ods.loc()),
                            "see the definition of `" + ods.name() + "`, which was defined with zero results")));
                }
                long single = ods.results().stream().filter(r -> r.kind() == OdsValue.VariableLength.SINGLE).count();
                if (single > 1) {
                    return fail(from, to, errorAt, plus(notes, SemaDiagnostic.note(Where.of(ods.loc()),
                            "see the definition of `" + ods.name() + "`, which was defined with at least " + single + " results")));
                }
            }
            return new Expr.MemberAccessExpr(e, ALL_RESULTS, to, e.range());
        }
        return fail(from, to, errorAt, notes);
    }

    private Expr convertTuple(Expr e, PdllType.Tuple from, PdllType to, SourceRange errorAt, List<SemaDiagnostic> notes) {
        if (to instanceof PdllType.Tuple target) {
            if (target.size() != from.size()) return fail(from, to, errorAt, notes);
            List<Expr> converted = new ArrayList<>();
            List<PdllType> types = new ArrayList<>();
            for (int i = 0; i < from.size(); i++) {
                Expr element = new Expr.MemberAccessExpr(e, Integer.toString(i), from.elements().get(i), e.range());
                Expr c = convert(element, target.elements().get(i), errorAt,
                        plus(notes, Session.note(errorAt, "when converting element #" + i + " of `" + from + "`")));
                if (c == null) return null;
                converted.add(c);
                types.add(c.type());
            }
            return new Expr.TupleExpr(converted, target.names(), new PdllType.Tuple(types, target.names()), e.range());
        }
        if (to instanceof PdllType.Range range) {
            if (s.context != Context.REWRITE) {
                return fail(from, to, errorAt, plus(notes, Session.note(errorAt,
                        "Tuple to Range conversion is currently only allowed within a rewrite context")));
            }
            List<Expr> elements = new ArrayList<>();
            for (int i = 0; i < from.size(); i++) {
                PdllType et = from.elements().get(i);
                if (!et.equals(range.element()) && !et.equals(range)) return fail(from, to, errorAt, notes);
                elements.add(new Expr.MemberAccessExpr(e, Integer.toString(i), et, e.range()));
            }
            return new Expr.RangeExpr(elements, to, e.range());
        }
        return fail(from, to, errorAt, notes);
    }

    private Expr fail(PdllType from, PdllType to, SourceRange at, List<SemaDiagnostic> notes) {
        s.error(at, "unable to convert expression of type `" + from + "` to the expected type of `" + to + "`",
                notes.toArray(SemaDiagnostic[]::new));
        return null;
    }

    private static List<SemaDiagnostic> plus(List<SemaDiagnostic> notes, SemaDiagnostic extra) {
        List<SemaDiagnostic> all = new ArrayList<>(notes);
        all.add(extra);
        return all;
    }
}
