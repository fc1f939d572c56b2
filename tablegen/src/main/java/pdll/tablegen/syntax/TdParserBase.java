package pdll.tablegen.syntax;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import org.antlr.v4.runtime.Parser;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenStream;
import pdll.tablegen.ast.Arg;
import pdll.tablegen.ast.BangOp;
import pdll.tablegen.ast.BodyItem;
import pdll.tablegen.ast.ClassUse;
import pdll.tablegen.ast.Expr;
import pdll.tablegen.ast.Ident;
import pdll.tablegen.ast.ParentRef;
import pdll.tablegen.ast.RangePiece;
import pdll.tablegen.ast.Stmt;
import pdll.tablegen.ast.StmtPlace;
import pdll.tablegen.ast.TypeRef;
import pdll.tablegen.source.Loc;
import pdll.tablegen.source.SourceFile;

/**
 * What the grammar actions of {@link TdParser} call: node construction with locations, the
 * "expected message" register read by {@link TdErrorStrategy}, the checks the reference parser
 * makes while parsing (operator arities, where class/multiclass/defset may appear, named template
 * arguments), a nesting-depth guard, and the record of open blocks from which the statements that
 * parsed before an error are recovered.
 */
abstract class TdParserBase extends Parser {
    SourceFile file;
    /** Complete top-level statements, in order. */
    final List<Stmt> topLevel = new ArrayList<>();
    /** Where each complete top-level statement ends (after its last token), in order. */
    final List<Integer> topLevelEnds = new ArrayList<>();
    /** How many {@code #ifdef}/{@code #ifndef} are open at each one's last token, in order. */
    final List<Integer> topLevelOpen = new ArrayList<>();
    /** The message for a failure at the current token; set by actions just before each expectation. */
    String expect = M.TOP_LEVEL;
    /**
     * The {@code {} a failure with {@link #expect} points back to ({@code to match this '{'}), or
     * -1: the closing brace of a block is expected.
     */
    int expectBrace = -1;

    int loopDepth;
    int multiclassDepth;

    private int depth;
    private int maxDepth = Integer.MAX_VALUE;

    private final ArrayList<Frame> frames = new ArrayList<>();
    /** Class names used since the last completed statement (see {@link ClassUse}). */
    final List<ClassUse> classUses = new ArrayList<>();

    final void classUse(Ident name, ClassUse.Kind kind) {
        classUses.add(new ClassUse(name, kind));
    }

    final void parentUse(ParentRef p, boolean classes) {
        if (classes) classUse(p.name(), ClassUse.Kind.PARENT);
    }

    /** A top-level statement completed: where it ends, and how many conditionals are open there. */
    final void topLevelDone(Stmt s) {
        TdToken last = (TdToken) _input.LT(-1);
        topLevel.add(s);
        topLevelEnds.add(last.getStopIndex() + 1);
        topLevelOpen.add(last.openConditionals);
        stmtDone();
    }

    /** A statement completed: its class uses are evaluated with it. */
    final void stmtDone() {
        classUses.clear();
    }

    TdParserBase(TokenStream input) {
        super(input);
    }

    void init(SourceFile file, int maxDepth) {
        this.file = file;
        this.maxDepth = maxDepth;
    }

    // ---- errors --------------------------------------------------------------------------------

    final void em(String message) {
        expect = message;
        expectBrace = -1;
    }

    /** The closing brace of the block opened by {@code brace} is expected: a failure also points there. */
    final void em(String message, Token brace) {
        expect = message;
        expectBrace = brace.getStartIndex();
    }

    /**
     * The include at {@code at} (an {@code include} token where no statement may stand), with the
     * error the parser reports there for any other token that cannot stand there (the reference
     * lexes a missing include to an error token and reports that); null when no name follows.
     */
    final Stmt.Include misplacedInclude(Token at) {
        if (_input.LT(1) != at) return null;
        Token name = _input.LT(2);
        if (name == null || name.getType() != TdLexer.STRING) return null;
        StmtPlace place = new StmtPlace(expect, expectBrace < 0 ? null : new Loc(file, expectBrace));
        return new Stmt.Include(loc(at), text(name), loc(name), place);
    }

    // ---- where statements stand ----------------------------------------------------------------

    static final StmtPlace TOP_LEVEL_PLACE = new StmtPlace(M.TOP_LEVEL, null);
    /** The single statement of a {@code let}, {@code foreach} or {@code if} without braces. */
    static final StmtPlace OBJECT_PLACE = new StmtPlace(M.OBJECT, null);
    static final StmtPlace MULTICLASS_PLACE = new StmtPlace(M.MULTICLASS_BODY, null);

    /** A statement in the block opened by {@code brace}, which the parser expects to close with {@code message}. */
    final StmtPlace closing(String message, Token brace) {
        return new StmtPlace(message, loc(brace));
    }

    final SyntaxFailure fail(Token at, String message) {
        return SyntaxFailure.at(at, message);
    }

    final SyntaxFailure failAt(int offset, String message) {
        return new SyntaxFailure(offset, message, null, -1, false);
    }

    final void enter() {
        if (++depth > maxDepth) throw SyntaxFailure.tooDeep(getCurrentToken());
    }

    final void leave() {
        depth--;
    }

    // ---- open blocks ---------------------------------------------------------------------------

    /**
     * A block being parsed. The reference evaluates the statements of a let or defset block as it
     * parses them, so on an error those already parsed are kept (inside a partial Let/Defset);
     * foreach/if/multiclass bodies are only instantiated when complete, so those are dropped.
     */
    private record Frame(boolean keep, Loc loc, List<BodyItem.FieldLet> binds, TypeRef type, Ident name,
                         List<Stmt> items) {
        Stmt partial() {
            // (braced or not does not matter here: a syntax error follows the statements, never a missing include)
            return binds != null ? new Stmt.Let(loc, binds, items, true) : new Stmt.Defset(loc, type, name, items);
        }
    }

    final void pushLet(Loc loc, List<BodyItem.FieldLet> binds, List<Stmt> items) {
        frames.add(new Frame(true, loc, binds, null, null, items));
    }

    final void pushDefset(Loc loc, TypeRef type, Ident name, List<Stmt> items) {
        frames.add(new Frame(true, loc, null, type, name, items));
    }

    final void pushOpaque() {
        frames.add(new Frame(false, null, null, null, null, null));
    }

    final void popFrame() {
        frames.remove(frames.size() - 1);
    }

    /** The statements complete before an error, with the let/defset blocks still open around it. */
    final List<Stmt> statementsBeforeError() {
        int keep = 0;
        while (keep < frames.size() && frames.get(keep).keep()) keep++;
        for (int i = keep - 1; i >= 0; i--) {
            Frame f = frames.get(i);
            if (f.items().isEmpty()) continue;
            List<Stmt> parent = i == 0 ? topLevel : frames.get(i - 1).items();
            parent.add(f.partial());
        }
        frames.clear();
        return topLevel;
    }

    // ---- nodes ---------------------------------------------------------------------------------

    final Loc loc(Token t) {
        return new Loc(file, t.getStartIndex());
    }

    final Ident ident(Token t) {
        return new Ident(t.getText(), loc(t));
    }

    /** {@code $name} without the dollar. */
    final Ident varName(Token t) {
        return new Ident(t.getText().substring(1), loc(t));
    }

    final Expr idExpr(Token t) {
        return new Expr.Id(loc(t), t.getText());
    }

    /** Decoded value of a string or code token. */
    static String text(Token t) {
        return ((TdToken) t).value;
    }

    static long intValue(Token t) {
        return ((TdToken) t).intValue;
    }

    /** The number of digits of a {@code 0b} literal, 0 for other integers. */
    static int binaryDigits(Token t) {
        return t.getType() == TdLexer.BIN_INT ? t.getText().length() - 2 : 0;
    }

    /** The end of "a -b" (one negative integer token). */
    final Expr negatedEnd(Token t) {
        return new Expr.IntLit(new Loc(file, t.getStartIndex()), -intValue(t), false);
    }

    final Expr idOrClass(Token id, List<Arg> args) {
        if (args == null) return new Expr.Id(loc(id), id.getText());
        classUse(ident(id), ClassUse.Kind.INSTANCE);
        return new Expr.ClassInst(loc(id), ident(id), args);
    }

    static Expr field(Expr base, Ident f) {
        return new Expr.FieldAccess(base.loc(), base, f);
    }

    static Expr index(Expr base, List<RangePiece> slices, boolean trailingComma) {
        return new Expr.Index(base.loc(), base, slices, trailingComma);
    }

    static Expr bitSlice(Expr base, List<RangePiece> bits, Loc brace) {
        return new Expr.BitSlice(base.loc(), base, bits, brace);
    }

    /** The widest bits<n> accepted: 16 Mi bits (the reference takes minutes or runs out of memory long before 2^31). */
    static final long MAX_BITS_WIDTH = 1L << 24;

    /**
     * The n of bits<n>. A negative or huge one crashes the reference; here it is an error at the
     * number (a deliberate difference).
     */
    final int bitsWidth(Token n) {
        long w = intValue(n);
        if (w < 0) throw fail(n, "bits<n> width cannot be negative");
        if (w > MAX_BITS_WIDTH) throw fail(n, "bits<n> width " + w + " is too large (at most " + MAX_BITS_WIDTH + ")");
        return (int) w;
    }

    /**
     * A bit number written as a negative integer is refused while parsing, as the reference does
     * (at the token after it); one that only evaluates to a negative number is the evaluator's.
     */
    final void notNegative(Expr bit) {
        if (bit instanceof Expr.IntLit i && i.value() < 0) throw fail(_input.LT(1), M.NEGATIVE_RANGE);
    }

    final ValueChain paste(ValueChain ch, Expr current, Token hash, Expr rhs) {
        if (ch == null) ch = new ValueChain(current);
        ch.paste(loc(hash), rhs);
        return ch;
    }

    // ---- checks the reference makes while parsing ------------------------------------------------

    private static final BitSet VALUE_START = new BitSet();

    static {
        int[] starts = {TdLexer.DEC_INT, TdLexer.HEX_INT, TdLexer.BIN_INT, TdLexer.NEG_INT, TdLexer.POS_INT,
            TdLexer.TRUE, TdLexer.FALSE, TdLexer.STRING, TdLexer.CODE, TdLexer.QUESTION, TdLexer.ID,
            TdLexer.LBRACKET, TdLexer.LPAREN, TdLexer.BANG_COND, TdLexer.BANG_FOREACH, TdLexer.BANG_FOLDL,
            TdLexer.BANG_RANGE, TdLexer.BANG_SUBSTR, TdLexer.BANG_FIND, TdLexer.BANG_CAST,
            TdLexer.BANG_TYPECHECK, TdLexer.BANG_INSTANCES, TdLexer.BANG_GETDAGOP, TdLexer.BANG_GETDAGARG,
            TdLexer.BANG_UNARY, TdLexer.BANG_BINARY, TdLexer.BANG_TERNARY};
        for (int s : starts) VALUE_START.set(s);
    }

    /** After def/defm: ':' ';' '{' mean an anonymous record, anything else must be a name value. */
    final void checkObjectName() {
        int la = _input.LA(1);
        if (la == TdLexer.COLON || la == TdLexer.SEMI || la == TdLexer.LBRACE || (la >= 0 && VALUE_START.get(la))) return;
        throw fail(_input.LT(1), M.VALUE);
    }

    final void checkClassAllowed(Token kw) {
        if (multiclassDepth > 0) throw fail(kw, M.CLASS_IN_MULTICLASS);
        if (loopDepth > 0) throw fail(kw, M.CLASS_IN_LOOP);
    }

    final void checkMulticlassAllowed(Token kw) {
        if (loopDepth > 0) throw fail(kw, M.MULTICLASS_IN_LOOP);
    }

    final void checkDefsetAllowed(Token kw) {
        if (multiclassDepth > 0) throw fail(kw, M.DEFSET_IN_MULTICLASS);
    }

    /** "multiclass M;" needs a parent list; otherwise a body must follow. */
    final void checkMulticlassBodyStart(boolean hasParents) {
        if (!hasParents && _input.LA(1) == TdLexer.SEMI) throw fail(_input.LT(1), M.MULTICLASS_LBRACE);
    }

    final void checkMulticlassNotEmpty() {
        if (_input.LA(1) == TdLexer.RBRACE) throw fail(_input.LT(1), M.MULTICLASS_EMPTY);
        em(M.MULTICLASS_BODY);
    }

    final void checkNoSemicolonAfterBody(String message) {
        if (_input.LA(1) == TdLexer.SEMI) throw fail(_input.LT(1), message);
    }

    /** After a trailing comma only the closing token may follow (or a value would have to). */
    final void expectAfterTrailingComma(int closing) {
        if (_input.LA(1) != closing) throw fail(_input.LT(1), M.VALUE);
    }

    /** Adds a template argument; returns whether a named one has been seen. */
    final boolean addArg(List<Arg> list, Arg a, boolean named) {
        if (a.name() == null && named) throw failAt(a.loc().offset(), M.POSITIONAL_AFTER_NAMED);
        list.add(a);
        return named || a.name() != null;
    }

    /** {@code name = value}: the name is an identifier or a string. */
    final Arg namedArg(Expr name, Expr value) {
        if (name instanceof Expr.Id id) return new Arg(id.loc(), new Ident(id.name(), id.loc()), value);
        if (name instanceof Expr.StrLit s && !s.code()) return new Arg(s.loc(), new Ident(s.value(), s.loc()), value);
        throw failAt(name.loc().offset(), M.NAMED_ARG_NAME);
    }

    static String opName(Token t) {
        return t.getText().substring(1);
    }

    final Expr bang(Token op, TypeRef type, List<Expr> args) {
        return new Expr.Bang(loc(op), opName(op), type, args);
    }

    /** !getdagarg needs {@code <Type>}; the other binary operators take none. */
    final void binaryHead(Token op) {
        boolean typed = op.getType() == TdLexer.BANG_GETDAGARG;
        int la = _input.LA(1);
        if (typed && la != TdLexer.LT) throw fail(_input.LT(1), M.OPERATOR_TYPE);
        if (!typed && la == TdLexer.LT) throw fail(_input.LT(1), M.BINARY_LPAREN);
    }

    /** Binary operators: these take two or more operands, the others exactly two. */
    final Expr binary(Token op, TypeRef type, List<Expr> args) {
        String name = opName(op);
        boolean variadic = BangOp.named(name).map(BangOp::nary).orElse(false);
        if (args.size() < 2 || (!variadic && args.size() != 2)) throw fail(op, M.TWO_OPERANDS);
        return new Expr.Bang(loc(op), name, type, args);
    }

    final void rangeArity(List<Expr> args, Expr last) {
        if (args.size() > 3) throw failAt(last.loc().offset(), M.RANGE_ARITY);
    }

    /** "!cond()": the reference reports this after consuming the ')'. */
    final void condNotEmpty() {
        if (_input.LA(1) == TdLexer.RPAREN) throw fail(_input.LT(2), M.COND_EMPTY);
    }

    final Expr cond(Token op, List<Expr> alternating) {
        List<Expr> conditions = new ArrayList<>(alternating.size() / 2);
        List<Expr> values = new ArrayList<>(alternating.size() / 2);
        for (int i = 0; i + 1 < alternating.size(); i += 2) {
            conditions.add(alternating.get(i));
            values.add(alternating.get(i + 1));
        }
        return new Expr.Cond(loc(op), conditions, values);
    }

    static String afterTypeOf(Token op) {
        return "expected '(' after type of " + op.getText();
    }

    static String closeOf(Token op) {
        return "expected ')' in " + op.getText();
    }

    static String lparenOf(Token op) {
        return "expected '(' after " + op.getText() + " operator";
    }

    static String commaOf(Token op) {
        return "expected ',' in " + op.getText() + " operator";
    }

    static String rparenOf(Token op) {
        return "expected ')' in " + op.getText() + " operator";
    }
}
