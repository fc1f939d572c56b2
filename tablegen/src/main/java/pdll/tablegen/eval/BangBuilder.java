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
        switch (name) {
            case "foreach", "filter" -> {
                return boundOne(ev, b, scope, expected);
            }
            case "foldl" -> {
                return foldl(ev, b, scope);
            }
            default -> { }
        }
        List<Value> vals = new ArrayList<>(args.size());
        for (int i = 0; i < args.size(); i++) {
            RecTy hint = OperandChecks.hint(name, i, vals);
            vals.add(ev.eval(args.get(i), scope, hint != null ? hint : operandHint(name, expected)));
            OperandChecks.operand(b, i, vals);
        }
        vals = withDefaultOperands(name, vals);
        for (int i = 0; i < vals.size(); i++) vals.set(i, ev.folder().fold(vals.get(i)));
        if (bang.nary() && vals.size() > 2) {
            Value rhs = vals.get(vals.size() - 1);
            for (int i = vals.size() - 2; i >= 1; i--) {
                Value.Op inner = new Value.Op(name, null, List.of(vals.get(i), rhs), resultType(name, null, List.of(vals.get(i), rhs)));
                rhs = ev.folder().fold(inner);
            }
            vals = List.of(vals.get(0), rhs);
        }
        if (name.equals("cast") && typeArg instanceof RecTy.StringTy == false && typeArg == null) {
            throw new TableGenError(b.loc(), "!cast requires a type");
        }
        return new Value.Op(name, typeArg, List.copyOf(vals), resultType(name, typeArg, vals));
    }

    /** The reference stores optional operands explicitly: !range(0, n, 1), !find(s, x, 0), !substr(s, i, max), !instances<T>(".*"). */
    private static List<Value> withDefaultOperands(String name, List<Value> vals) {
        List<Value> out = new ArrayList<>(vals);
        switch (name) {
            case "range" -> {
                if (out.size() == 1) {
                    Value x = out.get(0);
                    if (x.type() instanceof RecTy.ListTy) {
                        out.set(0, new Value.Op("size", null, List.of(x), RecTy.INT));
                    }
                    out.add(0, new Value.Int(0));
                }
                if (out.size() == 2) out.add(new Value.Int(1));
            }
            case "find" -> {
                if (out.size() == 2) out.add(new Value.Int(0));
            }
            case "substr" -> {
                if (out.size() == 2) out.add(new Value.Int(Long.MAX_VALUE));
            }
            case "instances" -> {
                if (out.isEmpty()) out.add(new Value.Str(".*", false));
            }
            default -> { }
        }
        return out;
    }

    private static RecTy operandHint(String name, RecTy expected) {
        return switch (name) {
            case "if", "listconcat" -> expected;
            default -> null;
        };
    }

    private static Value.Op boundOne(ExprEvaluator ev, Expr.Bang b, Scope scope, RecTy expected) {
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
        if (b.op().equals("filter")) rt = list.type();
        else if (list.type() instanceof RecTy.DagTy) rt = RecTy.DAG;
        else rt = new RecTy.ListTy(body.type() == null && expected instanceof RecTy.ListTy e ? e.element() : body.type());
        return new Value.Op(b.op(), null, List.of(v, list, body), rt);
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
        return new Value.Op("foldl", null, List.of(init, list, accV, varV, body), rt);
    }

    static RecTy resultType(String name, RecTy typeArg, List<Value> v) {
        return switch (name) {
            case "add", "sub", "mul", "div", "shl", "sra", "srl", "size", "find", "logtwo" -> RecTy.INT;
            case "and", "or", "xor" -> RecTy.INT;
            case "eq", "ne", "lt", "le", "gt", "ge", "match" -> RecTy.BIT;
            case "empty", "isa", "exists" -> RecTy.INT;
            case "listflatten" -> v.get(0).type() instanceof RecTy.ListTy lt && lt.element() instanceof RecTy.ListTy inner ? inner : v.get(0).type();
            case "instances" -> new RecTy.ListTy(typeArg);
            case "getdagopname" -> RecTy.STRING;
            case "setdagopname" -> RecTy.DAG;
            case "initialized" -> RecTy.INT;
            case "not" -> v.get(0).type() instanceof RecTy.BitTy ? RecTy.BIT : RecTy.INT;
            case "strconcat", "interleave", "tolower", "toupper", "substr", "repr" -> RecTy.STRING;
            case "listconcat" -> {
                RecTy t = Types.common(v.get(0).type(), v.get(1).type());
                yield t != null ? t : v.get(0).type();
            }
            case "listsplat" -> new RecTy.ListTy(v.get(0).type());
            case "listremove", "tail", "listslice" -> v.get(0).type();
            case "range" -> new RecTy.ListTy(RecTy.INT);
            case "head", "listelem" -> v.get(0).type() instanceof RecTy.ListTy lt ? lt.element() : null;
            case "if" -> Types.common(v.get(1).type(), v.get(2).type());
            case "subst" -> v.get(2).type();
            case "cast" -> typeArg;
            case "getdagop" -> typeArg != null ? typeArg : RecTy.ANY_RECORD;
            case "getdagarg" -> typeArg;
            case "getdagname" -> RecTy.STRING;
            case "con", "dag", "setdagop", "setdagarg", "setdagname" -> RecTy.DAG;
            default -> null;
        };
    }
}
