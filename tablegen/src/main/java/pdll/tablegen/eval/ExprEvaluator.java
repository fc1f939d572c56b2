package pdll.tablegen.eval;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import pdll.tablegen.ast.Arg;
import pdll.tablegen.ast.BangOp;
import pdll.tablegen.ast.Expr;
import pdll.tablegen.ast.Ident;
import pdll.tablegen.ast.RangePiece;
import pdll.tablegen.ast.TypeRef;
import pdll.tablegen.source.Loc;
import pdll.tablegen.source.TableGenError;

/**
 * Turns a syntax-tree expression into a {@link Value} in a scope: names become references,
 * template arguments or def references, operators are built and folded as far as their operands
 * allow. Which names exist is decided here; what the values mean is {@link Folder}'s business.
 */
final class ExprEvaluator {
    private final RecordKeeper keeper;
    private final Folder folder;
    private final PutLog<String, Value> globals;
    /** deftype names: a name used as a type is one of these or a class. */
    private final PutLog<String, RecTy> typeAliases;

    ExprEvaluator(RecordKeeper keeper, Folder folder, PutLog<String, Value> globals, PutLog<String, RecTy> typeAliases) {
        this.keeper = keeper;
        this.folder = folder;
        this.globals = globals;
        this.typeAliases = typeAliases;
    }

    /** The deftype names (what a checkpoint counts). */
    PutLog<String, RecTy> typeAliases() {
        return typeAliases;
    }

    static TableGenError error(Loc loc, String message) {
        return new TableGenError(loc, message);
    }

    // ---- types -------------------------------------------------------------------------------

    boolean isTypeAlias(String name) {
        return typeAliases.containsKey(name);
    }

    void defineTypeAlias(String name, RecTy type) {
        typeAliases.put(name, type);
    }

    RecTy type(TypeRef t) {
        if (t instanceof TypeRef.Bit) return RecTy.BIT;
        if (t instanceof TypeRef.Bits b) return new RecTy.BitsTy(b.width());
        if (t instanceof TypeRef.Int) return RecTy.INT;
        if (t instanceof TypeRef.Str) return RecTy.STRING;
        if (t instanceof TypeRef.Code) return RecTy.CODE;
        if (t instanceof TypeRef.Dag) return RecTy.DAG;
        if (t instanceof TypeRef.ListOf l) return new RecTy.ListTy(type(l.element()));
        TypeRef.ClassRef c = (TypeRef.ClassRef) t;
        RecTy alias = typeAliases.get(c.name().text());
        if (alias != null) return alias;
        Record cls = keeper.getClass(c.name().text());
        if (cls == null) throw error(c.name().loc(), "Couldn't find class '" + c.name().text() + "'");
        return cls.recordType();
    }

    // ---- names -------------------------------------------------------------------------------

    /** The value a name stands for in a scope, or null when it is not defined. */
    Value lookup(Scope scope, String name, boolean nameMode) {
        for (Scope s = scope; s != null; s = s.parent) {
            Value v = s.vars.get(name);
            if (v != null) return v;
            if (s.kind == Scope.Kind.RECORD) {
                Record r = s.record;
                // a field wins over a template argument of the same name (the reference's order)
                RecordField f = r.field(name);
                if (f != null) return new Value.Var(name, f.type());
                if (r.isClass()) {
                    String q = r.name() + ":" + name;
                    TemplateParam p = r.templateParam(q);
                    if (p != null) return new Value.Var(q, p.type());
                    if (name.equals("NAME")) return new Value.Var(r.name() + ":NAME", RecTy.STRING);
                }
            } else if (s.kind == Scope.Kind.MULTICLASS) {
                Multiclass m = s.multiclass;
                for (TemplateParam p : m.params) {
                    if (p.shortName().equals(name)) return new Value.Var(p.name(), p.type());
                }
                if (name.equals("NAME")) return new Value.Var("NAME", RecTy.STRING);
            }
        }
        if (nameMode) return null;
        Value g = globals.get(name);
        if (g != null) return g;
        Record d = keeper.getDef(name);
        if (d != null) return new Value.DefRef(d);
        return selfReference(scope, name);
    }

    /**
     * A def's own name inside its parents and body: like the reference, a cast of the name to the
     * classes the def has so far, which resolves once the def is complete.
     */
    private static Value selfReference(Scope scope, String name) {
        // not in a multiclass, where the def's final name is not known yet
        if (scope.enclosingMulticlass() != null) return null;
        for (Scope s = scope; s != null; s = s.parent) {
            if (s.kind != Scope.Kind.RECORD) continue;
            Record r = s.record;
            if (r.isClass() || r.isAnonymous() || !r.name().equals(name)) return null;
            RecTy t = r.recordType();
            return new Value.Op(BangOp.CAST, t, List.of(new Value.Str(name, false)), t);
        }
        return null;
    }

    // ---- expressions -------------------------------------------------------------------------

    Value eval(Expr e, Scope scope, RecTy expected) {
        return eval(e, scope, expected, false);
    }

    /** Evaluate a def/defm name: unknown identifiers are plain text. */
    Value evalName(Expr e, Scope scope) {
        return eval(e, scope, RecTy.STRING, true);
    }

    private Value eval(Expr e, Scope scope, RecTy expected, boolean nameMode) {
        if (e instanceof Expr.Unset) return Value.UNSET;
        if (e instanceof Expr.IntLit i) {
            // like the reference, a 0b literal is bits<n>, n being its number of digits
            return i.binaryDigits() > 0 ? Types.convert(new Value.Int(i.value()), new RecTy.BitsTy(i.binaryDigits())) : new Value.Int(i.value());
        }
        if (e instanceof Expr.StrLit s) return new Value.Str(s.value(), s.code());
        if (e instanceof Expr.Id id) {
            Value v = lookup(scope, id.name(), nameMode);
            if (v == null) {
                if (nameMode) return new Value.Str(id.name(), false);
                throw error(id.loc(), "Variable not defined: '" + id.name() + "'");
            }
            return v;
        }
        if (e instanceof Expr.ListLit l) return list(l, scope, expected);
        if (e instanceof Expr.BitsLit b) return bits(b, scope);
        if (e instanceof Expr.DagLit d) return dag(d, scope);
        if (e instanceof Expr.ClassInst ci) return classInst(ci, scope);
        if (e instanceof Expr.FieldAccess fa) return field(fa, scope);
        if (e instanceof Expr.Index ix) return index(ix, scope);
        if (e instanceof Expr.BitSlice bs) return bitSlice(bs, scope);
        if (e instanceof Expr.Paste p) return paste(p, scope, expected, nameMode);
        if (e instanceof Expr.Cond c) return cond(c, scope, expected);
        if (e instanceof Expr.Bang b) return bang(b, scope, expected);
        throw new IllegalStateException("unknown expression " + e);
    }

    private Value withLoc(Loc loc, Supplier<Value> f) {
        Loc saved = folder.loc;
        folder.loc = loc;
        try {
            return f.get();
        } finally {
            folder.loc = saved;
        }
    }

    private Value list(Expr.ListLit l, Scope scope, RecTy expected) {
        if (expected != null && !(expected instanceof RecTy.ListTy)) {
            // the reference notices once past the '['
            Loc past = l.elements().isEmpty() ? l.after() : Expr.start(l.elements().get(0));
            throw error(past, "Encountered a list when expecting a " + expected.print());
        }
        RecTy given = l.elementType() == null ? null : type(l.elementType());
        RecTy hint = given != null ? given : expected instanceof RecTy.ListTy lt ? lt.element() : null;
        List<Value> out = new ArrayList<>(l.elements().size());
        RecTy deduced = null;
        for (Expr x : l.elements()) {
            Value v = eval(x, scope, hint);
            out.add(v);
            RecTy t = v.type();
            if (t != null) {
                RecTy c = deduced == null ? t : Types.common(deduced, t);
                if (c == null) throw error(l.after(), "Incompatible types in list elements");
                deduced = c;
            }
        }
        // the reference types a list by its elements; the context only types an empty list
        RecTy et = given != null ? given : deduced != null ? deduced : hint;
        if (et == null && out.isEmpty()) throw error(l.after(), "No type for list");
        if (given != null) {
            for (int i = 0; i < out.size(); i++) {
                Value c = Types.convert(out.get(i), given);
                if (c == null) {
                    throw error(l.elements().get(i).loc(), "Element #" + i + " (" + ValueText.of(out.get(i))
                            + ") is not convertable to the element type '" + given.print() + "'");
                }
                out.set(i, c);
            }
        }
        return new Value.ListV(out, et);
    }

    private Value bits(Expr.BitsLit b, Scope scope) {
        // written most significant first; stored least significant first
        List<Value> msbFirst = new ArrayList<>();
        for (Expr x : b.bits()) {
            Value v = eval(x, scope, null);
            if (v instanceof Value.Bits bs) {
                for (int i = bs.bits().size() - 1; i >= 0; i--) msbFirst.add(bs.bits().get(i));
                continue;
            }
            if (v.type() instanceof RecTy.BitsTy bt) {
                // a bits value by reference is spread into its bits too
                for (int i = bt.width() - 1; i >= 0; i--) msbFirst.add(folder.foldVarBit(v, i));
                continue;
            }
            Value c = Types.convert(v, RecTy.BIT);
            if (c == null) throw error(b.loc(), "Element #" + msbFirst.size() + " (" + ValueText.of(v) + ") is not convertable to a bit");
            msbFirst.add(c);
        }
        List<Value> lsbFirst = new ArrayList<>(msbFirst.size());
        for (int i = msbFirst.size() - 1; i >= 0; i--) lsbFirst.add(msbFirst.get(i));
        return new Value.Bits(lsbFirst);
    }

    private Value dag(Expr.DagLit d, Scope scope) {
        Value op = eval(d.operator(), scope, null);
        List<Value> args = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Expr.DagArg a : d.args()) {
            args.add(a.value() == null ? Value.UNSET : eval(a.value(), scope, null));
            names.add(a.name() == null ? null : stripDollar(a.name().text()));
        }
        return new Value.Dag(op, d.operatorName() == null ? null : stripDollar(d.operatorName().text()), args, names);
    }

    private static String stripDollar(String s) {
        return s.startsWith("$") ? s.substring(1) : s;
    }

    Record findClass(Ident name) {
        Record cls = keeper.getClass(name.text());
        if (cls == null) throw error(name.loc(), "Couldn't find class '" + name.text() + "'");
        return cls;
    }

    /** Evaluates the template arguments of {@code Class<args>} (typed, converted). */
    List<Value.ClassArg> classArgs(Record cls, List<Arg> args, Scope scope) {
        return templateArgs(cls.name(), cls.templateParams(), args, scope);
    }

    /**
     * Evaluates template arguments against the parameters of a class or multiclass: positional
     * ones first, then named ones, each converted to its parameter's type.
     */
    List<Value.ClassArg> templateArgs(String owner, List<TemplateParam> params, List<Arg> args, Scope scope) {
        List<Value.ClassArg> out = new ArrayList<>(args.size());
        boolean named = false;
        int positional = 0;
        for (Arg a : args) {
            TemplateParam p = null;
            int index = -1;
            String qname = null;
            if (a.name() != null) {
                named = true;
                for (TemplateParam q : params) if (q.shortName().equals(a.name().text())) p = q;
                if (p == null) {
                    throw error(a.name().loc(), "Argument '" + a.name().text() + "' doesn't exist in template '" + owner + "'");
                }
                qname = p.name();
            } else {
                if (named) throw error(a.loc(), "Positional argument should be put before named argument");
                index = positional++;
                if (index >= params.size()) {
                    throw error(a.loc(), "Too many template arguments: " + (index + 1) + " provided, expected " + params.size());
                }
                p = params.get(index);
            }
            Value v = eval(a.value(), scope, p.type());
            Value c = Types.convert(v, p.type());
            if (c == null) {
                throw error(a.value().loc(), "Value specified for template argument '" + p.name() + "' is of type "
                        + (v.type() == null ? "?" : v.type().print()) + "; expected type " + p.type().print() + ": " + ValueText.of(v));
            }
            out.add(new Value.ClassArg(index, qname, c));
        }
        return out;
    }

    private Value classInst(Expr.ClassInst ci, Scope scope) {
        Record cls = keeper.getClass(ci.className().text());
        if (cls == null) throw error(ci.className().loc(), "Expected a class name, got '" + ci.className().text() + "'");
        List<Value.ClassArg> args = classArgs(cls, ci.args(), scope);
        return withLoc(ci.loc(), () -> folder.foldAnon(new Value.AnonInst(cls, args)));
    }

    private Value field(Expr.FieldAccess fa, Scope scope) {
        Value base = eval(fa.base(), scope, null);
        String f = fa.field().text();
        if (base instanceof Value.DefRef d) {
            RecordField rf = d.record().field(f);
            RecTy t = rf == null ? null : rf.type();
            return withLoc(fa.field().loc(), () -> folder.foldField(base, f, t, null));
        }
        RecTy ft = null;
        if (base.type() instanceof RecTy.RecordTy rt) {
            for (Record c : rt.classes()) {
                RecordField rf = c.field(f);
                if (rf != null) {
                    ft = rf.type();
                    break;
                }
            }
            // a record of no class known yet has no fields, except an unknown record (e.g. !getdagop's)
            boolean selfReference = base instanceof Value.Op op && op.op() == BangOp.CAST;
            if (ft == null && (!rt.classes().isEmpty() || selfReference)) {
                throw error(fa.field().loc(), "Cannot access field '" + f + "' of value '" + ValueText.of(base) + "'");
            }
        } else if (base.type() != null) {
            throw error(fa.field().loc(), "Cannot access field '" + f + "' of value '" + ValueText.of(base) + "'");
        }
        return new Value.Field(base, f, ft);
    }

    private Value index(Expr.Index ix, Scope scope) {
        Value base = eval(ix.base(), scope, null);
        RecTy lt = base.type();
        if (base instanceof Value.Unset) throw error(ix.loc(), "Invalid value, list expected");
        if (lt != null && !(lt instanceof RecTy.ListTy)) throw error(ix.loc(), "Type '" + lt.print() + "' is invalid, list expected");
        SliceIndex.Result idx = SliceIndex.of(this, ix, scope);
        Value op = idx.element()
                ? new Value.Op(BangOp.LISTELEM, null, List.of(base, idx.index()), lt instanceof RecTy.ListTy l ? l.element() : null)
                : new Value.Op(BangOp.LISTSLICE, null, List.of(base, idx.index()), lt);
        return withLoc(ix.loc(), () -> folder.fold(op));
    }

    /** Expands a range list ({@code 1, 3...5, 7-9}) into int values. */
    List<Value> rangeValues(List<RangePiece> pieces, Scope scope) {
        return rangeValues(pieces, scope, null);
    }

    /**
     * As {@link #rangeValues(List, Scope)}; a range longer than a list may be is refused before it
     * is built (a mutated {@code 0...2147483647} would otherwise fill the heap): in a bit slice
     * ({@code bitsAt}, its brace) as the reference refuses a bit range, elsewhere with its size.
     */
    List<Value> rangeValues(List<RangePiece> pieces, Scope scope, Loc bitsAt) {
        List<Value> out = new ArrayList<>();
        for (RangePiece p : pieces) {
            Value s = eval(p.start(), scope, RecTy.INT);
            if (p.end() == null) {
                out.add(s);
                continue;
            }
            Value e = eval(p.end(), scope, RecTy.INT);
            Long a = Types.asLong(s), b = Types.asLong(e);
            if (a == null || b == null) throw error(p.start().loc(), "expected integer value as end of range");
            // the lexer may have read "1-3" as 1 and -3
            long end = b < 0 && p.end() instanceof Expr.IntLit il && il.value() < 0 && a >= 0 ? -b : b;
            double count = Math.abs((double) end - (double) a) + 1 + out.size();
            if (count > BangOps.MAX_LIST) {
                if (bitsAt != null) throw error(bitsAt, "Invalid bit range for value");
                throw error(p.start().loc(), "range would produce " + (long) count + " elements (at most " + BangOps.MAX_LIST + " are allowed)");
            }
            if (a <= end) for (long i = a; i <= end; i++) out.add(new Value.Int(i));
            else for (long i = a; i >= end; i--) out.add(new Value.Int(i));
        }
        return out;
    }

    private Value bitSlice(Expr.BitSlice bs, Scope scope) {
        Value base = eval(bs.base(), scope, null);
        List<Value> idx = rangeValues(bs.bits(), scope, bs.brace());
        List<Value> msbFirst = new ArrayList<>();
        for (Value iv : idx) {
            Long i = Types.asLong(iv);
            if (i == null) throw error(bs.loc(), "Invalid bit range for value");
            if (i < 0) throw error(bs.brace(), "invalid range, cannot be negative");
            // a value of a known width has no bit past it (the reference checks while parsing)
            if (base.type() instanceof RecTy.BitsTy bt && i >= bt.width()) throw error(bs.brace(), "Invalid bit range for value");
            if (i > Integer.MAX_VALUE) throw error(bs.brace(), "Invalid bit range for value");
            msbFirst.add(folder.foldVarBit(base, i.intValue()));
        }
        List<Value> lsb = new ArrayList<>();
        for (int i = msbFirst.size() - 1; i >= 0; i--) lsb.add(msbFirst.get(i));
        return new Value.Bits(lsb);
    }

    private Value paste(Expr.Paste p, Scope scope, RecTy expected, boolean nameMode) {
        Value lhs = eval(p.lhs(), scope, expected, nameMode);
        // the reference reads the right side of '#' in name mode: an unknown identifier is text
        Value rhs = p.rhs() == null ? new Value.Str("", false) : eval(p.rhs(), scope, expected, true);
        return withLoc(p.loc(), () -> pasteValues(lhs, rhs, p.loc()));
    }

    Value pasteValues(Value lhs, Value rhs, Loc loc) {
        if (lhs.type() instanceof RecTy.ListTy || rhs.type() instanceof RecTy.ListTy) {
            if (!(lhs.type() instanceof RecTy.ListTy) || !(rhs.type() instanceof RecTy.ListTy)) {
                throw error(loc, "lists cannot be pasted with non-lists");
            }
            return folder.fold(new Value.Op(BangOp.LISTCONCAT, null, List.of(lhs, rhs), lhs.type()));
        }
        Value l = toStringValue(lhs, loc);
        Value r = toStringValue(rhs, loc);
        return folder.fold(new Value.Op(BangOp.STRCONCAT, null, List.of(l, r), RecTy.STRING));
    }

    private Value toStringValue(Value v, Loc loc) {
        if (v.type() instanceof RecTy.StringTy) return v;
        if (v instanceof Value.Unset) return v;
        return folder.fold(new Value.Op(BangOp.CAST, RecTy.STRING, List.of(v), RecTy.STRING));
    }

    private Value cond(Expr.Cond c, Scope scope, RecTy expected) {
        List<Value> cs = new ArrayList<>();
        List<Value> vs = new ArrayList<>();
        RecTy t = null;
        for (int i = 0; i < c.conditions().size(); i++) {
            cs.add(eval(c.conditions().get(i), scope, RecTy.BIT));
            Value v = eval(c.values().get(i), scope, expected);
            vs.add(v);
            t = Types.common(t, v.type());
        }
        Value.Cond cond = new Value.Cond(cs, vs, t);
        return withLoc(c.loc(), () -> folder.fold(cond));
    }

    private Value bang(Expr.Bang b, Scope scope, RecTy expected) {
        return withLoc(b.loc(), () -> folder.fold(BangBuilder.build(this, b, scope, expected)));
    }

    Folder folder() {
        return folder;
    }

    RecordKeeper keeper() {
        return keeper;
    }
}
