package pdll.sema.analysis;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import pdll.sema.ast.ConstraintRef;
import pdll.sema.ast.Decl;
import pdll.sema.ast.Expr;
import pdll.sema.ast.SourceRange;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.diag.Where;
import pdll.sema.ods.OdsOperation;
import pdll.sema.ods.OdsValue;
import pdll.sema.types.PdllType;
import pdll.syntax.tree.Constraint;
import pdll.syntax.tree.NamedAttr;
import pdll.syntax.tree.TupleElement;

/**
 * Expressions and constraint lists: name resolution, types, calls, member access, tuples and
 * operations with their ODS checks. Reports each problem where the reference does and yields an
 * {@link Expr.ErrorExpr} (which converts silently to anything) so that one mistake is reported once.
 */
final class ExprAnalyzer {
    private final Session s;
    private final Conversions conv;
    private final DeclAnalyzer decls;

    ExprAnalyzer(Session s, Conversions conv, DeclAnalyzer decls) {
        this.s = s;
        this.conv = conv;
        this.decls = decls;
    }

    Expr expr(pdll.syntax.tree.Expr e) {
        SourceRange range = s.range(e.span());
        if (e instanceof pdll.syntax.tree.Expr.Ref r) return ref(r.name().text(), s.range(r.name().span()));
        if (e instanceof pdll.syntax.tree.Expr.InlineVariable v) {
            List<ConstraintRef> refs = constraintList(v.constraints(), true);
            Decl.VariableDecl var = createVariable(v.name().text(), s.range(v.name().span()), refs, null, range);
            if (var == null) return new Expr.ErrorExpr(range);
            s.use(var.nameRange(), var);
            return new Expr.DeclRefExpr(var, var.type(), range);
        }
        if (e instanceof pdll.syntax.tree.Expr.Call c) return call(c, range);
        if (e instanceof pdll.syntax.tree.Expr.Member m) {
            Expr base = expr(m.base());
            if (base.type() == PdllType.ERROR) return new Expr.ErrorExpr(range);
            String name = m.member().text();
            PdllType t = memberType(base.type(), name);
            if (t == null) {
                s.error(range, "invalid member access `" + name + "` on expression of type `" + base.type() + "`");
                return new Expr.ErrorExpr(range);
            }
            return new Expr.MemberAccessExpr(base, name, t, range);
        }
        if (e instanceof pdll.syntax.tree.Expr.Tuple t) return tuple(t, range);
        if (e instanceof pdll.syntax.tree.Expr.Operation o) return operation(o, false);
        if (e instanceof pdll.syntax.tree.Expr.AttrLiteral a) return new Expr.AttributeExpr(a.value(), range);
        if (e instanceof pdll.syntax.tree.Expr.TypeLiteral t) return new Expr.TypeExpr(t.value(), range);
        if (e instanceof pdll.syntax.tree.Expr.InlineDecl d) {
            Decl.CallableDecl decl = decls.callable(d.decl(), false);
            return new Expr.DeclRefExpr(decl, decl.type(), range);
        }
        return new Expr.ErrorExpr(range);
    }

    // ---- names ----------------------------------------------------------------------------------

    private Expr ref(String name, SourceRange range) {
        Decl d = s.lookup(name);
        if (d == null) {
            s.error(range, "undefined reference to `" + name + "`");
            return new Expr.ErrorExpr(range);
        }
        s.use(range, d);
        if (d instanceof Decl.PatternDecl) {
            s.error(range, "invalid reference to `" + name + "`");
            return new Expr.ErrorExpr(range);
        }
        return new Expr.DeclRefExpr(d, typeOf(d), range);
    }

    static PdllType typeOf(Decl d) {
        if (d instanceof Decl.VariableDecl v) return v.type();
        if (d instanceof Decl.CallableDecl c) return c.type();
        return PdllType.ERROR;
    }

    /**
     * A variable with the type its constraints and initializer give it (null constraints: they
     * failed and were reported). Defines it unless it is {@code _}. Null when nothing sensible can
     * be declared.
     */
    Decl.VariableDecl createVariable(String name, SourceRange nameRange, List<ConstraintRef> refs, Expr init,
                                     SourceRange range) {
        PdllType type = refs == null ? PdllType.ERROR : constraintsType(refs);
        if (init != null) {
            if (type == null) type = init.type();
            else {
                PdllType merged = refine(type, init.type());
                if (merged != null) type = merged;
                else {
                    Expr c = conv.convert(init, type);
                    if (c != null) init = c;
                }
            }
        } else if (type == null) {
            s.error(nameRange, "unable to infer type for variable `" + name + "`", Session.note(nameRange,
                    "the type of a variable must be inferable from the constraint list or the initializer"));
            type = PdllType.ERROR;
        }
        if (type == PdllType.CONSTRAINT || type == PdllType.REWRITE) {
            s.error(nameRange, "unable to define variable of `" + type + "` type");
            type = PdllType.ERROR;
        }
        Decl.VariableDecl v = new Decl.VariableDecl(name, nameRange, type, init, refs == null ? List.of() : refs, range);
        if (!name.equals("_")) decls.define(name, nameRange, v);
        return v;
    }

    /** The reference's {@code refineWith}: equal types, or an unnamed {@code Op} narrowed by a named one. */
    static PdllType refine(PdllType a, PdllType b) {
        if (a.equals(b)) return a;
        if (a == PdllType.ERROR) return b;
        if (b == PdllType.ERROR) return a;
        if (a instanceof PdllType.Op x && b instanceof PdllType.Op y) {
            if (y.name() == null) return a;
            if (x.name() == null) return b;
        }
        return null;
    }

    // ---- constraints ----------------------------------------------------------------------------

    /**
     * A constraint list; null when one of its constraints failed (reported). {@code typeExprs}
     * allows {@code Attr<t>}, {@code Value<t>} and {@code ValueRange<ts>}, at most one of them.
     */
    List<ConstraintRef> constraintList(List<Constraint> cs, boolean typeExprs) {
        List<ConstraintRef> refs = new ArrayList<>();
        boolean ok = true;
        Expr typeConstraint = null;
        for (Constraint c : cs) {
            if (c instanceof Constraint.Builtin b && b.typeArgument() != null) {
                if (typeConstraint != null) {
                    s.error(lessThan(b), "the type of this variable has already been constrained",
                            Session.note(typeConstraint.range(), "see previous constraint location here"));
                    ok = false;
                    continue;
                }
            }
            ConstraintRef r = constraint(c);
            if (r == null) {
                ok = false;
                continue;
            }
            Expr te = typeExprOf(r.constraint());
            if (te != null) typeConstraint = te;
            refs.add(r);
        }
        return ok ? refs : null;
    }

    /** Where the {@code <} of {@code Value<t>} is. */
    private SourceRange lessThan(Constraint.Builtin b) {
        String text = s.tree.text();
        int at = s.base + b.typeArgument().span().start() - 1;
        while (at > s.base + b.span().start() && text.charAt(at) != '<') at--;
        return new SourceRange(s.tree.fileName(), at, at + 1);
    }

    static Expr typeExprOf(Decl d) {
        if (d instanceof Decl.AttrConstraintDecl a) return a.typeExpr();
        if (d instanceof Decl.ValueConstraintDecl v) return v.typeExpr();
        if (d instanceof Decl.ValueRangeConstraintDecl v) return v.typeExpr();
        return null;
    }

    ConstraintRef constraint(Constraint c) {
        SourceRange range = s.range(c.span());
        if (c instanceof Constraint.Builtin b) {
            Expr te = b.typeArgument() == null ? null : expr(b.typeArgument());
            Decl d = switch (b.kind()) {
                case ATTR -> new Decl.AttrConstraintDecl(te, range);
                case OP -> new Decl.OpConstraintDecl(new Decl.OpNameDecl(b.opName() == null ? null : b.opName().text(),
                        b.opName() == null ? range : s.range(b.opName().span())), range);
                case TYPE -> new Decl.TypeConstraintDecl(range);
                case TYPE_RANGE -> new Decl.TypeRangeConstraintDecl(range);
                case VALUE -> new Decl.ValueConstraintDecl(te, range);
                case VALUE_RANGE -> new Decl.ValueRangeConstraintDecl(te, range);
            };
            return new ConstraintRef(d, range);
        }
        if (c instanceof Constraint.Named n) {
            String name = n.name().text();
            Decl d = s.lookup(name);
            if (d == null) {
                s.error(range, "unknown reference to constraint `" + name + "`");
                return null;
            }
            s.use(range, d);
            if (!(d instanceof Decl.CallableDecl cd) || cd.rewrite()) {
                String note = "see the definition of `" + name + "` here";
                // the reference places a Pattern at its keyword, the other declarations at their name
                s.error(range, "invalid reference to non-constraint", d instanceof Decl.PatternDecl p
                        ? Session.note(new SourceRange(p.range().file(), p.range().start(), p.range().start()), note)
                        : Session.noteAt(d, note));
                return null;
            }
            return new ConstraintRef(d, range);
        }
        if (c instanceof Constraint.Inline i) return new ConstraintRef(decls.callable(i.decl(), false), range);
        return null;
    }

    /** The type a list of constraints gives a variable: null for none, ERROR after a reported conflict. */
    PdllType constraintsType(List<ConstraintRef> refs) {
        PdllType inferred = null;
        for (ConstraintRef r : refs) {
            PdllType t = constraintType(r);
            if (t == PdllType.ERROR) return t;
            if (inferred == null) inferred = t;
            else {
                PdllType merged = refine(inferred, t);
                if (merged == null) {
                    s.error(r.range(), "constraint type `" + t + "` is incompatible with the previously inferred type `"
                            + inferred + "`");
                    return PdllType.ERROR;
                }
                inferred = merged;
            }
        }
        return inferred;
    }

    private PdllType constraintType(ConstraintRef r) {
        Decl d = r.constraint();
        if (d instanceof Decl.AttrConstraintDecl a) return checkTypeExpr(a.typeExpr(), PdllType.TYPE, PdllType.ATTR);
        if (d instanceof Decl.OpConstraintDecl o) return new PdllType.Op(o.opName().name());
        if (d instanceof Decl.TypeConstraintDecl) return PdllType.TYPE;
        if (d instanceof Decl.TypeRangeConstraintDecl) return PdllType.TYPE_RANGE;
        if (d instanceof Decl.ValueConstraintDecl v) return checkTypeExpr(v.typeExpr(), PdllType.TYPE, PdllType.VALUE);
        if (d instanceof Decl.ValueRangeConstraintDecl v)
            return checkTypeExpr(v.typeExpr(), PdllType.TYPE_RANGE, PdllType.VALUE_RANGE);
        if (d instanceof Decl.CallableDecl c) {
            if (c.inputs().size() != 1) {
                s.error(r.range(), "`Constraint`s applied via a variable constraint list must take a single input, but got "
                        + c.inputs().size(), Session.noteAt(c, "see definition of constraint here"));
                return PdllType.ERROR;
            }
            return c.inputs().get(0).type();
        }
        return PdllType.ERROR;
    }

    private PdllType checkTypeExpr(Expr typeExpr, PdllType expected, PdllType result) {
        if (typeExpr == null || typeExpr.type() == PdllType.ERROR || typeExpr.type().equals(expected)) return result;
        s.error(typeExpr.range(), "expected expression of `" + expected + "` in type constraint");
        return PdllType.ERROR;
    }

    // ---- calls ----------------------------------------------------------------------------------

    private Expr call(pdll.syntax.tree.Expr.Call c, SourceRange range) {
        Expr callee = expr(c.callee());
        List<Expr> args = new ArrayList<>();
        for (pdll.syntax.tree.Expr a : c.arguments()) args.add(expr(a));
        if (callee.type() == PdllType.ERROR) return new Expr.ErrorExpr(range);
        SourceRange at = callee.range();
        if (!(callee instanceof Expr.DeclRefExpr ref) || !(ref.decl() instanceof Decl.CallableDecl cd)) {
            s.error(at, "expected a reference to a callable `Constraint` or `Rewrite`, but got: `" + callee.type() + "`");
            return new Expr.ErrorExpr(range);
        }
        boolean ok = true;
        if (!cd.rewrite()) {
            if (s.context == Context.REWRITE) ok = fail(at, "unable to invoke `Constraint` within a rewrite section");
            else if (c.negated() && !cd.isNative()) ok = fail(at, "unable to negate non native constraints");
        } else {
            if (s.context != Context.REWRITE) ok = fail(at, "unable to invoke `Rewrite` within a match section");
            else if (c.negated()) ok = fail(at, "unable to negate a Rewrite");
        }
        if (ok && args.size() != cd.inputs().size()) {
            s.error(at, "invalid number of arguments for " + (cd.rewrite() ? "rewrite" : "constraint")
                    + " call; expected " + cd.inputs().size() + ", but got " + args.size(),
                    Session.noteAt(cd, "see the definition of " + cd.name() + " here"));
        } else if (ok) {
            for (int i = 0; i < args.size(); i++) {
                Expr converted = conv.convert(args.get(i), cd.inputs().get(i).type(),
                        Session.noteAt(cd, "see the definition of `" + cd.name() + "` here"));
                if (converted == null) break;
                args.set(i, converted);
            }
        }
        return new Expr.CallExpr(callee, args, cd.resultType(), c.negated(), range);
    }

    private boolean fail(SourceRange at, String message) {
        s.error(at, message);
        return false;
    }

    // ---- member access and tuples ---------------------------------------------------------------

    private PdllType memberType(PdllType t, String name) {
        boolean digit = !name.isEmpty() && Character.isDigit(name.charAt(0));
        int index = digit ? parseIndex(name) : -1;
        if (t instanceof PdllType.Op op) {
            if (name.equals(Conversions.ALL_RESULTS)) return PdllType.VALUE_RANGE;
            OdsOperation ods = op.name() == null ? null : s.operation(op.name());
            if (ods != null) {
                List<OdsValue> results = ods.results();
                if (index >= 0 && index < results.size()) return resultType(results.get(index));
                for (OdsValue r : results) if (r.name().equals(name)) return resultType(r);
            } else if (digit) {
                return PdllType.VALUE;
            }
        } else if (t instanceof PdllType.Tuple tuple) {
            if (index >= 0 && index < tuple.size()) return tuple.elements().get(index);
            int k = tuple.names().indexOf(name);
            if (k >= 0 && !name.isEmpty()) return tuple.elements().get(k);
        }
        return null;
    }

    private static PdllType resultType(OdsValue v) {
        return v.kind() == OdsValue.VariableLength.VARIADIC ? PdllType.VALUE_RANGE : PdllType.VALUE;
    }

    private static int parseIndex(String s) {
        if (!s.chars().allMatch(Character::isDigit) || s.length() > 9) return -1;
        return Integer.parseInt(s);
    }

    private Expr tuple(pdll.syntax.tree.Expr.Tuple t, SourceRange range) {
        Map<String, SourceRange> labels = new HashMap<>();
        List<Expr> elements = new ArrayList<>();
        List<String> names = new ArrayList<>();
        boolean ok = true;
        for (TupleElement el : t.elements()) {
            String label = "";
            if (el.label() != null) {
                label = el.label().text();
                SourceRange lr = s.range(el.label().span());
                SourceRange prev = labels.putIfAbsent(label, lr);
                if (prev != null) {
                    s.error(lr, "duplicate tuple element label `" + label + "`", Session.note(prev, "see previous label use here"));
                    ok = false;
                }
            }
            elements.add(expr(el.value()));
            names.add(label);
        }
        if (!ok) return new Expr.ErrorExpr(range);
        List<PdllType> types = new ArrayList<>();
        for (Expr e : elements) if (e.type() == PdllType.ERROR) return new Expr.ErrorExpr(range); // reported already
        for (Expr e : elements) {
            PdllType et = e.type();
            if (et == PdllType.CONSTRAINT || et == PdllType.REWRITE || et instanceof PdllType.Tuple) {
                s.error(e.range(), "unable to build a tuple with `" + et + "` element");
                return new Expr.ErrorExpr(range);
            }
            types.add(et);
        }
        return new Expr.TupleExpr(elements, names, new PdllType.Tuple(types, names), range);
    }

    // ---- operations -----------------------------------------------------------------------------

    /** @param replacement the op is directly the replacement of {@code replace}: its result types come from the root */
    Expr operation(pdll.syntax.tree.Expr.Operation o, boolean replacement) {
        SourceRange range = s.range(o.span());
        String name = o.name() == null ? null : o.name().text();
        Decl.OpNameDecl nameDecl = new Decl.OpNameDecl(name, o.name() == null ? range : s.range(o.name().span()));
        OdsOperation ods = name == null ? null : s.operation(name);
        boolean match = s.context != Context.REWRITE;

        List<Expr> operands = new ArrayList<>();
        if (!o.operandList() && match) operands.add(implicitRange(PdllType.VALUE_RANGE, range));
        else for (pdll.syntax.tree.Expr e : o.operands()) operands.add(expr(e));

        List<Decl.NamedAttributeDecl> attrs = new ArrayList<>();
        for (NamedAttr a : o.attributes()) {
            SourceRange ar = s.range(a.span());
            Expr value = a.value() == null ? new Expr.AttributeExpr("unit", ar) : expr(a.value());
            attrs.add(new Decl.NamedAttributeDecl(a.name().text(), s.range(a.name().span()), value, ar));
        }

        boolean explicit = o.results() != null || match;
        List<Expr> results = new ArrayList<>();
        if (o.results() != null) for (pdll.syntax.tree.Expr e : o.results()) results.add(expr(e));
        else if (match) results.add(implicitRange(PdllType.TYPE_RANGE, range));

        PdllType type = new PdllType.Op(name);
        Expr.OperationExpr failed = new Expr.OperationExpr(nameDecl, operands, results, attrs, type, range);
        if (!groups("operand", range, ods, name, operands, ods == null ? null : ods.operands(), PdllType.VALUE,
                PdllType.VALUE_RANGE)) return failed;
        for (Decl.NamedAttributeDecl a : attrs) {
            PdllType t = a.value().type();
            if (t != PdllType.ATTR && t != PdllType.ERROR) {
                s.error(a.value().range(), "expected `Attr` expression, but got `" + t + "`");
                return failed;
            }
        }
        if (explicit) {
            if (!groups("result", range, ods, name, results, ods == null ? null : ods.results(), PdllType.TYPE,
                    PdllType.TYPE_RANGE)) return failed;
        } else if (!replacement && name != null) {
            checkResultTypeInference(range, name, ods);
        }
        return new Expr.OperationExpr(nameDecl, operands, results, attrs, type, range);
    }

    /** The implicit {@code _: ValueRange} operands / {@code _: TypeRange} results of an op matched without them. */
    private Expr implicitRange(PdllType type, SourceRange at) {
        Decl constraint = type == PdllType.VALUE_RANGE ? new Decl.ValueRangeConstraintDecl(null, at)
                : new Decl.TypeRangeConstraintDecl(at);
        Decl.VariableDecl v = new Decl.VariableDecl("_", at, type, null, List.of(new ConstraintRef(constraint, at)), at);
        return new Expr.DeclRefExpr(v, type, at);
    }

    /** Checks operand or result groups against ODS, converting in place; false after a reported error. */
    private boolean groups(String group, SourceRange at, OdsOperation ods, String name, List<Expr> values,
                           List<OdsValue> odsValues, PdllType single, PdllType range) {
        if (values.size() == 1) {
            Expr c = conv.convert(values.get(0), range);
            if (c == null) return false;
            values.set(0, c);
            return true;
        }
        if (ods != null) {
            boolean countOk = values.isEmpty()
                    ? odsValues.stream().allMatch(v -> v.kind() != OdsValue.VariableLength.SINGLE)
                    : values.size() == odsValues.size();
            if (countOk && values.isEmpty() && odsValues.size() > 1) {
                // keep to the ODS signature: one empty range per (variable-length) group
                for (int i = 0; i < odsValues.size(); i++) values.add(new Expr.RangeExpr(List.of(), range, at));
            }
            if (!countOk) {
                s.error(at, "invalid number of " + group + " groups for `" + name + "`; expected " + odsValues.size()
                        + ", but got " + values.size(),
                        SemaDiagnostic.note(Where.of(ods.loc()), "see the definition of `" + name + "` here"));
                return false;
            }
            for (int i = 0; i < values.size(); i++) {
                PdllType t = odsValues.get(i).kind() == OdsValue.VariableLength.SINGLE ? single : range;
                Expr c = conv.convert(values.get(i), t,
                        SemaDiagnostic.note(Where.of(ods.loc()), "see the definition of `" + name + "` here"));
                if (c == null) return false;
                values.set(i, c);
            }
            return true;
        }
        for (int i = 0; i < values.size(); i++) {
            Expr v = values.get(i);
            PdllType t = v.type();
            if (t == PdllType.ERROR || t.equals(single) || t.equals(range)) continue;
            if (single == PdllType.VALUE && t instanceof PdllType.Op) {
                values.set(i, new Expr.MemberAccessExpr(v, Conversions.ALL_RESULTS, PdllType.VALUE_RANGE, v.range()));
                continue;
            }
            int before = s.diagnostics.size();
            Expr c = conv.convert(v, range);
            if (c != null) {
                values.set(i, c);
                continue;
            }
            // the reference reports a second error right after the failed conversion: keep them together
            SemaDiagnostic first = s.diagnostics.remove(before);
            List<SemaDiagnostic> follow = new ArrayList<>(first.notes());
            follow.add(SemaDiagnostic.error(Where.of(v.range()), "expected `" + single + "` or `" + range
                    + "` convertible expression, but got `" + t + "`"));
            s.report(new SemaDiagnostic(first.severity(), first.where(), first.message(), follow, null));
            return false;
        }
        return true;
    }

    private void checkResultTypeInference(SourceRange at, String name, OdsOperation ods) {
        if (ods == null) {
            s.report(SemaDiagnostic.warning(Where.of(at), "operation result types are marked to be inferred, but `" + name
                    + "` is unknown. Ensure that `" + name + "` supports zero results or implements `InferTypeOpInterface`. "
                    + "Include the ODS definition of this operation to remove this warning."));
            return;
        }
        if (ods.supportsResultTypeInference()) return;
        if (ods.results().stream().allMatch(r -> r.kind() != OdsValue.VariableLength.SINGLE)) return;
        s.report(SemaDiagnostic.warning(Where.of(at), "operation result types are marked to be inferred, but `" + name
                + "` does not provide an implementation of `InferTypeOpInterface`. Ensure that `" + name
                + "` attaches `InferTypeOpInterface` at runtime, or add support to the ODS definition to remove this warning.",
                SemaDiagnostic.note(Where.of(ods.loc()), "see the definition of `" + name + "` here")));
    }
}
