package pdll.tablegen.ast;

import java.util.List;
import pdll.tablegen.source.Loc;

/**
 * A TableGen value expression as written. The parser builds these; the evaluator gives them
 * meaning. No semantic decisions are made here (e.g. whether an identifier is a template
 * argument, a field, a def or a loop variable).
 */
public sealed interface Expr {
    Loc loc();

    /** Where the expression's text starts (a paste or suffix is located at its operator, this at its first operand). */
    static Loc start(Expr e) {
        if (e instanceof Paste p) return start(p.lhs());
        if (e instanceof FieldAccess f) return start(f.base());
        if (e instanceof Index i) return start(i.base());
        if (e instanceof BitSlice b) return start(b.base());
        return e.loc();
    }

    /** {@code ?} */
    record Unset(Loc loc) implements Expr {}

    /** Integer literal (decimal, signed, 0x, 0b); {@code true}/{@code false} are 1/0 with {@code bool} set. */
    /** An integer, {@code true}/{@code false} (bool), or a {@code 0b} literal: binaryDigits > 0 makes it a bits<n> value. */
    record IntLit(Loc loc, long value, boolean bool, int binaryDigits) implements Expr {
        public IntLit(Loc loc, long value, boolean bool) {
            this(loc, value, bool, 0);
        }
    }

    /** String literal(s) (adjacent ones already concatenated, escapes processed) or a {@code [{...}]} code block. */
    record StrLit(Loc loc, String value, boolean code) implements Expr {}

    /** A bare identifier: template arg, field, defvar, loop variable, def name, or (in names) plain text. */
    record Id(Loc loc, String name) implements Expr {}

    /** {@code [a, b]} or {@code []<T>}; elementType is null when not written. */
    /** {@code [a, b]<type>}; after is the token following it, where the reference reports the list's type errors. */
    record ListLit(Loc loc, List<Expr> elements, TypeRef elementType, Loc after) implements Expr {}

    /** {@code { a, b, c }} bit sequence (most significant first, as written). */
    record BitsLit(Loc loc, List<Expr> bits) implements Expr {}

    /** {@code (op:$name a:$x, $y)}; operatorName is null when not written. */
    record DagLit(Loc loc, Expr operator, Ident operatorName, List<DagArg> args) implements Expr {}

    /** One dag argument: value may be null when only {@code $name} is given; name may be null. */
    record DagArg(Expr value, Ident name) {}

    /** {@code Class<args>}: an anonymous instantiation. */
    record ClassInst(Loc loc, Ident className, List<Arg> args) implements Expr {}

    /** {@code base.field} */
    record FieldAccess(Loc loc, Expr base, Ident field) implements Expr {}

    /** {@code base[slices]}: list element(s); trailingComma ({@code [i,]}) makes even one index a slice. */
    record Index(Loc loc, Expr base, List<RangePiece> slices, boolean trailingComma) implements Expr {}

    /** {@code base{bits}}: bit slice. */
    /** {@code base{bits}}; {@code brace} is where the reference reports a bit out of range. */
    record BitSlice(Loc loc, Expr base, List<RangePiece> bits, Loc brace) implements Expr {}

    /**
     * {@code lhs # rhs}; rhs is null for a trailing {@code #}. loc is the {@code #} token.
     * Chains associate to the right like the reference: {@code a # b.c # d} is
     * {@code Paste(a, Paste(b.c, d))} (the reference prints {@code !strconcat(a, !strconcat(b, d))}).
     * The reference parses the right operand of a string paste in "name mode" (an identifier that
     * is not an argument, variable or field stands for its own name); in value mode a bit slice
     * after a paste applies to the whole chain: {@code a # b{0}} is {@code BitSlice(Paste(a, b))}.
     */
    record Paste(Loc loc, Expr lhs, Expr rhs) implements Expr {}

    /**
     * {@code !op<Type>(args)}. op is the operator name without {@code !} (e.g. "foreach"); typeArg is
     * null when not written. For {@code !cond} use {@link Cond}.
     */
    record Bang(Loc loc, String op, TypeRef typeArg, List<Expr> args) implements Expr {}

    /** {@code !cond(c1: v1, c2: v2)} */
    record Cond(Loc loc, List<Expr> conditions, List<Expr> values) implements Expr {}
}
