package pdll.tablegen.eval;

import java.util.ArrayList;
import java.util.List;
import pdll.tablegen.ast.BangOp;
import pdll.tablegen.ast.Expr;
import pdll.tablegen.source.TableGenError;

/**
 * Builds the {@link Value.Op} of a bang operator from its syntax: checks the operand count,
 * evaluates operands (binding the loop variable of {@code !foreach}/{@code !filter}/{@code !foldl}),
 * nests n-ary operators to the right and computes the result type. Folding happens afterwards.
 */
final class BangBuilder {
    private BangBuilder() {}

    static Value.Op build(ExprEvaluator ev, Expr.Bang b, Scope scope, RecTy expected) {
        String name = b.op();
        BangOp bang = BangOp.named(name).orElseThrow(() -> new TableGenError(b.loc(), "Unknown operation '!" + name + "'"));
        List<Expr> args = b.args();
        int min = bang.minOperands, max = bang.maxOperands;
        if (args.size() < min || args.size() > max) {
            throw new TableGenError(b.loc(), "!" + name + " expects " + (min == max ? "" + min : "at least " + min)
                    + " operand" + (min == 1 ? "" : "s") + ", got " + args.size());
        }
        OperandChecks.typeArgument(b);
        RecTy typeArg = b.typeArg() == null ? null : ev.type(b.typeArg());
        switch (bang) {
            case FOREACH, FILTER -> {
                return boundOne(ev, b, bang, scope, expected);
            }
            case FOLDL -> {
                return foldl(ev, b, scope);
            }
            default -> { }
        }
        List<Value> vals = new ArrayList<>(args.size());
        for (int i = 0; i < args.size(); i++) {
            RecTy hint = OperandChecks.hint(bang, i, vals);
            vals.add(ev.eval(args.get(i), scope, hint != null ? hint : operandHint(bang, expected)));
            OperandChecks.operand(b, bang, i, vals);
        }
        vals = withDefaultOperands(bang, vals);
        for (int i = 0; i < vals.size(); i++) vals.set(i, ev.folder().fold(vals.get(i)));
        if (bang.nary() && vals.size() > 2) {
            Value rhs = vals.get(vals.size() - 1);
            for (int i = vals.size() - 2; i >= 1; i--) {
                Value.Op inner = new Value.Op(bang, null, List.of(vals.get(i), rhs), resultType(bang, null, List.of(vals.get(i), rhs)));
                rhs = ev.folder().fold(inner);
            }
            vals = List.of(vals.get(0), rhs);
        }
        if (bang == BangOp.CAST && typeArg == null) {
            throw new TableGenError(b.loc(), "!cast requires a type");
        }
        return new Value.Op(bang, typeArg, List.copyOf(vals), resultType(bang, typeArg, vals));
    }

    /** The reference stores optional operands explicitly: !range(0, n, 1), !find(s, x, 0), !substr(s, i, max), !instances<T>(".*"). */
    private static List<Value> withDefaultOperands(BangOp name, List<Value> vals) {
        List<Value> out = new ArrayList<>(vals);
        switch (name) {
            case RANGE -> {
                if (out.size() == 1) {
                    Value x = out.get(0);
                    if (x.type() instanceof RecTy.ListTy) {
                        out.set(0, new Value.Op(BangOp.SIZE, null, List.of(x), RecTy.INT));
                    }
                    out.add(0, new Value.Int(0));
                }
                if (out.size() == 2) out.add(new Value.Int(1));
            }
            case FIND -> {
                if (out.size() == 2) out.add(new Value.Int(0));
            }
            case SUBSTR -> {
                if (out.size() == 2) out.add(new Value.Int(Long.MAX_VALUE));
            }
            case INSTANCES -> {
                if (out.isEmpty()) out.add(new Value.Str(".*", false));
            }
            default -> { }
        }
        return out;
    }

    private static RecTy operandHint(BangOp name, RecTy expected) {
        return switch (name) {
            case IF, LISTCONCAT -> expected;
            default -> null;
        };
    }

    private static Value.Op boundOne(ExprEvaluator ev, Expr.Bang b, BangOp bang, Scope scope, RecTy expected) {
        if (!(b.args().get(0) instanceof Expr.Id var)) {
            throw new TableGenError(b.args().get(0).loc(), "could not find bound variable in !" + b.op());
        }
        Value list = ev.eval(b.args().get(1), scope, null);
        RecTy elem = list.type() instanceof RecTy.ListTy lt ? lt.element() : null;
        if (list.type() != null && !(list.type() instanceof RecTy.ListTy) && !(list.type() instanceof RecTy.DagTy)) {
            throw new TableGenError(b.args().get(1).loc(), "!" + b.op() + " must have a list or dag argument");
        }
        Scope inner = scope.child(Scope.Kind.BLOCK);
        Value.Var v = new Value.Var(var.name(), elem);
        inner.vars.put(var.name(), v);
        Value body = ev.eval(b.args().get(2), inner, null);
        RecTy rt;
        if (bang == BangOp.FILTER) rt = list.type();
        else if (list.type() instanceof RecTy.DagTy) rt = RecTy.DAG;
        else rt = new RecTy.ListTy(body.type() == null && expected instanceof RecTy.ListTy e ? e.element() : body.type());
        return new Value.Op(bang, null, List.of(v, list, body), rt);
    }

    private static Value.Op foldl(ExprEvaluator ev, Expr.Bang b, Scope scope) {
        Value init = ev.eval(b.args().get(0), scope, null);
        Value list = ev.eval(b.args().get(1), scope, null);
        if (!(b.args().get(2) instanceof Expr.Id acc) || !(b.args().get(3) instanceof Expr.Id var)) {
            throw new TableGenError(b.loc(), "could not find bound variables in !foldl");
        }
        RecTy elem = list.type() instanceof RecTy.ListTy lt ? lt.element() : null;
        Scope inner = scope.child(Scope.Kind.BLOCK);
        Value.Var accV = new Value.Var(acc.name(), init.type());
        Value.Var varV = new Value.Var(var.name(), elem);
        inner.vars.put(acc.name(), accV);
        inner.vars.put(var.name(), varV);
        Value body = ev.eval(b.args().get(4), inner, null);
        RecTy rt = init.type() != null ? init.type() : body.type();
        return new Value.Op(BangOp.FOLDL, null, List.of(init, list, accV, varV, body), rt);
    }

    static RecTy resultType(BangOp name, RecTy typeArg, List<Value> v) {
        return switch (name) {
            case ADD, SUB, MUL, DIV, SHL, SRA, SRL, SIZE, FIND, LOGTWO, AND, OR, XOR, EMPTY, ISA, EXISTS, INITIALIZED -> RecTy.INT;
            case EQ, NE, LT, LE, GT, GE, MATCH -> RecTy.BIT;
            case LISTFLATTEN -> v.get(0).type() instanceof RecTy.ListTy lt && lt.element() instanceof RecTy.ListTy inner ? inner : v.get(0).type();
            case INSTANCES -> new RecTy.ListTy(typeArg);
            case NOT -> v.get(0).type() instanceof RecTy.BitTy ? RecTy.BIT : RecTy.INT;
            case STRCONCAT, INTERLEAVE, TOLOWER, TOUPPER, SUBSTR, REPR, GETDAGNAME, GETDAGOPNAME -> RecTy.STRING;
            case LISTCONCAT -> {
                RecTy t = Types.common(v.get(0).type(), v.get(1).type());
                yield t != null ? t : v.get(0).type();
            }
            case LISTSPLAT -> new RecTy.ListTy(v.get(0).type());
            case LISTREMOVE, TAIL, LISTSLICE -> v.get(0).type();
            case RANGE -> new RecTy.ListTy(RecTy.INT);
            case HEAD, LISTELEM -> v.get(0).type() instanceof RecTy.ListTy lt ? lt.element() : null;
            case IF -> Types.common(v.get(1).type(), v.get(2).type());
            case SUBST -> v.get(2).type();
            case CAST, GETDAGARG -> typeArg;
            case GETDAGOP -> typeArg != null ? typeArg : RecTy.ANY_RECORD;
            case CON, DAG, SETDAGOP, SETDAGARG, SETDAGNAME, SETDAGOPNAME -> RecTy.DAG;
            default -> null;
        };
    }
}
