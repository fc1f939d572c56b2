package pdll.tablegen.ast;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Every bang operator the evaluator knows, with its operand counts and whether it is n-ary (takes
 * two or more operands and nests to the right, as {@code !add(a, b, c)} = {@code !add(a, !add(b, c))}).
 * The one table the parser and the evaluator read: an operator added or fixed here is added or
 * fixed everywhere, and a misspelt name does not compile. ({@code !cond} has its own syntax and
 * node, so it is not here. The old spellings {@code !getop}/{@code !setop} are gone from LLVM 22:
 * "unknown operator", as the lexer says.)
 */
public enum BangOp {
    ADD("add", 2, BangOp.MANY), MUL("mul", 2, BangOp.MANY), AND("and", 2, BangOp.MANY), OR("or", 2, BangOp.MANY),
    XOR("xor", 2, BangOp.MANY), STRCONCAT("strconcat", 2, BangOp.MANY), LISTCONCAT("listconcat", 2, BangOp.MANY),
    CON("con", 2, BangOp.MANY),
    SUB("sub", 2, 2), DIV("div", 2, 2), SHL("shl", 2, 2), SRA("sra", 2, 2), SRL("srl", 2, 2),
    EQ("eq", 2, 2), NE("ne", 2, 2), LT("lt", 2, 2), LE("le", 2, 2), GT("gt", 2, 2), GE("ge", 2, 2),
    NOT("not", 1, 1), LOGTWO("logtwo", 1, 1), HEAD("head", 1, 1), TAIL("tail", 1, 1), SIZE("size", 1, 1),
    EMPTY("empty", 1, 1), TOLOWER("tolower", 1, 1), TOUPPER("toupper", 1, 1), CAST("cast", 1, 1), ISA("isa", 1, 1),
    EXISTS("exists", 1, 1), INITIALIZED("initialized", 1, 1), REPR("repr", 1, 1),
    GETDAGOP("getdagop", 1, 1), SETDAGOP("setdagop", 2, 2),
    GETDAGARG("getdagarg", 2, 2), GETDAGNAME("getdagname", 2, 2), SETDAGARG("setdagarg", 3, 3),
    SETDAGNAME("setdagname", 3, 3), IF("if", 3, 3), SUBST("subst", 3, 3), SUBSTR("substr", 2, 3), FIND("find", 2, 3),
    RANGE("range", 1, 3), LISTSPLAT("listsplat", 2, 2), LISTREMOVE("listremove", 2, 2), INTERLEAVE("interleave", 2, 2),
    DAG("dag", 3, 3), FOREACH("foreach", 3, 3), FILTER("filter", 3, 3), FOLDL("foldl", 5, 5),
    LISTFLATTEN("listflatten", 1, 1), INSTANCES("instances", 0, 1), GETDAGOPNAME("getdagopname", 1, 1),
    SETDAGOPNAME("setdagopname", 2, 2), MATCH("match", 2, 2),
    // operators the evaluator makes itself, with no spelling of their own: x[i], x[i, j...k], i...j
    LISTELEM("listelem", 2, 2, false), LISTSLICE("listslice", 2, 2, false), RANGEC("rangec", 2, 2, false);

    /** The operand limit of the n-ary operators (a bound, not a rule of the language). */
    private static final int MANY = 1 << 20;

    private static final Map<String, BangOp> BY_NAME = new HashMap<>();

    static {
        for (BangOp op : values()) if (op.spelled) BY_NAME.put(op.spelling, op);
    }

    /** The name after the {@code !} (for an internal operator, the name it is printed with). */
    public final String spelling;
    public final int minOperands;
    public final int maxOperands;
    /** Whether a file can write it; the internal ones (list element, slice, range) it cannot. */
    public final boolean spelled;

    BangOp(String spelling, int minOperands, int maxOperands) {
        this(spelling, minOperands, maxOperands, true);
    }

    BangOp(String spelling, int minOperands, int maxOperands, boolean spelled) {
        this.spelling = spelling;
        this.minOperands = minOperands;
        this.maxOperands = maxOperands;
        this.spelled = spelled;
    }

    /** Two or more operands, nested to the right. */
    public boolean nary() {
        return maxOperands == MANY;
    }

    /** The operator a file spells {@code name} (without the {@code !}), if there is one. */
    public static Optional<BangOp> named(String name) {
        return Optional.ofNullable(BY_NAME.get(name));
    }
}
