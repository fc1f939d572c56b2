package pdll.syntax.tree;

import java.util.List;

/** Expressions. */
public sealed interface Expr extends Node {
    /** A reference to a declared name. */
    record Ref(Span span, Name name) implements Expr {}

    /** {@code name: constraints} or {@code _: constraints}, defining a variable in place. */
    record InlineVariable(Span span, Name name, List<Constraint> constraints) implements Expr {}

    /** {@code callee(args)}, {@code not callee(args)} when {@code negated}. */
    record Call(Span span, Expr callee, List<Expr> arguments, boolean negated) implements Expr {}

    /** {@code base.member} with an identifier, keyword or index member. */
    record Member(Span span, Expr base, Name member) implements Expr {}

    record Tuple(Span span, List<TupleElement> elements) implements Expr {}

    /**
     * {@code op<name>(operands) {attrs} -> (result types)}; {@code operandList} says whether the
     * parentheses were written (without them a match gets an implicit operand range); {@code
     * results} is null without {@code ->}.
     */
    record Operation(Span span, OpName name, List<Expr> operands, boolean operandList, List<NamedAttr> attributes,
                     List<Expr> results)
            implements Expr {}

    /** {@code attr<"…">} or {@code attr<[{…}]>}; {@code value} is the literal's decoded text. */
    record AttrLiteral(Span span, String value) implements Expr {}

    /** {@code type<"…">} or {@code type<[{…}]>}; {@code value} is the literal's decoded text. */
    record TypeLiteral(Span span, String value) implements Expr {}

    /** An inline Constraint or Rewrite used as a value. */
    record InlineDecl(Span span, Decl.Callable decl) implements Expr {}

    record Error(Span span) implements Expr {}
}
