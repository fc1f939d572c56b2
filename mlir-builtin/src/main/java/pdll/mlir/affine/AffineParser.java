package pdll.mlir.affine;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import pdll.mlir.affine.AffineBinaryExpr.Kind;
import pdll.mlir.lex.Token;
import pdll.mlir.lex.TokenKind;
import pdll.mlir.lex.ParseFailure;
import pdll.mlir.lex.TokenStream;

/**
 * MLIR's parser of the bodies of {@code affine_map<…>} and {@code affine_set<…>}: the caller has
 * consumed the keyword and the current token is {@code <}; this consumes {@code <}, the body and
 * {@code >}, and throws {@link ParseFailure} with MLIR's message and offset at the first error.
 *
 * <p>Where MLIR places each error (a lexical error is the token stream's, when its token becomes
 * the current one):
 * <ul>
 * <li>where the text before the current token ends ({@link TokenStream#wrongToken}): the
 * delimiters ("expected '<' in affine map", "expected '>' in integer set", "expected '(' in
 * dimensional identifier list", "expected ']' in symbol list", "expected ')' in affine map range",
 * "expected '(' in integer set constraint list", "expected ')'" after a parenthesised expression),
 * "expected '->' or ':'", "expected bare identifier", "use of undeclared identifier", "expected
 * '(' at start of SSA symbol" and "unexpected ssa identifier";
 * <li>at the current token (at the end of the text, on its last character): "redefinition of
 * identifier 'x'", "expected affine expression", "missing left operand of binary operator",
 * "missing right operand of binary operator", "no expression inside parentheses", "constant too
 * large for index", "expected '== affine-expr' or '>= affine-expr' at end of affine constraint";
 * <li>at the first token of the body: "expected AffineMap, but got IntegerSet" and the converse;
 * <li>at an operator: "non-affine expression: …", at the operator that follows the offending
 * product's right operand when the chain of {@code * floordiv ceildiv mod} goes on, else at the
 * product's own.
 * </ul>
 * Any bare identifier, keywords included, names a dimension or symbol, but {@code symbol} in an
 * expression always starts MLIR's {@code symbol(%ssa)}, which outside an operation is an error.
 * A comparison of a set is two tokens ({@code > =} is {@code >=}), and the three are tried in turn
 * ({@code d0 > <= 0} is {@code d0 <= 0}), as in MLIR.
 */
public final class AffineParser {
    private final TokenStream ts;
    /** Dimensions and symbols by name, in one namespace. */
    private final Map<String, AffineExpr> identifiers = new HashMap<>();
    private int numDims;
    private int numSymbols;

    private AffineParser(TokenStream ts) {
        this.ts = ts;
    }

    /** {@code <(dims)[symbols] -> (results)>}. */
    public static AffineMap parseMap(TokenStream ts) {
        return parse(ts, AffineMap.class, "affine map", "expected AffineMap, but got IntegerSet");
    }

    /** {@code <(dims)[symbols] : (constraints)>}. */
    public static IntegerSet parseSet(TokenStream ts) {
        return parse(ts, IntegerSet.class, "integer set", "expected IntegerSet, but got AffineMap");
    }

    /** MLIR reads a map or a set, whichever the body is, then checks it is the one wanted. */
    private static <T> T parse(TokenStream ts, Class<T> kind, String name, String otherKind) {
        ts.expect(TokenKind.LESS, "expected '<' in " + name);
        int start = ts.token().start();
        Object body = new AffineParser(ts).mapOrSet();
        if (!kind.isInstance(body)) throw ts.error(start, otherKind);
        ts.expect(TokenKind.GREATER, "expected '>' in " + name);
        return kind.cast(body);
    }

    private Object mapOrSet() {
        list(TokenKind.L_PAREN, TokenKind.R_PAREN, " in dimensional identifier list", () -> define(AffineExpr.dim(numDims++)));
        if (ts.at(TokenKind.L_SQUARE)) {
            list(TokenKind.L_SQUARE, TokenKind.R_SQUARE, " in symbol list", () -> define(AffineExpr.symbol(numSymbols++)));
        }
        if (ts.consumeIf(TokenKind.ARROW)) {
            List<AffineExpr> results = new ArrayList<>();
            list(TokenKind.L_PAREN, TokenKind.R_PAREN, " in affine map range", () -> results.add(expr()));
            return new AffineMap(numDims, numSymbols, results);
        }
        if (ts.consumeIf(TokenKind.COLON)) {
            List<IntegerSet.Constraint> constraints = new ArrayList<>();
            list(TokenKind.L_PAREN, TokenKind.R_PAREN, " in integer set constraint list", () -> constraints.add(constraint()));
            if (constraints.isEmpty()) return IntegerSet.universe(numDims, numSymbols);
            return new IntegerSet(numDims, numSymbols, constraints);
        }
        throw ts.wrongToken("expected '->' or ':'");
    }

    /** A possibly empty comma-separated list between {@code open} and {@code close}, as MLIR's parseCommaSeparatedList. */
    private void list(TokenKind open, TokenKind close, String context, Runnable element) {
        ts.expect(open, "expected '" + spelling(open) + "'" + context);
        if (ts.consumeIf(close)) return;
        do {
            element.run();
        } while (ts.consumeIf(TokenKind.COMMA));
        ts.expect(close, "expected '" + spelling(close) + "'" + context);
    }

    private static String spelling(TokenKind k) {
        return switch (k) {
            case L_PAREN -> "(";
            case R_PAREN -> ")";
            case L_SQUARE -> "[";
            case R_SQUARE -> "]";
            default -> throw new IllegalArgumentException(k.toString());
        };
    }

    private void define(AffineExpr e) {
        if (!ts.at(TokenKind.BARE_IDENTIFIER)) throw ts.wrongToken("expected bare identifier");
        String name = ts.token().spelling();
        if (identifiers.containsKey(name)) throw atToken("redefinition of identifier '" + name + "'");
        identifiers.put(name, e);
        ts.consume();
    }

    /** {@code e >= e}, {@code e <= e}, {@code e == e} as {@code e - e >= 0} or {@code e - e == 0}; each comparison is two tokens. */
    private IntegerSet.Constraint constraint() {
        AffineExpr lhs = expr();
        if (ts.consumeIf(TokenKind.GREATER) && ts.consumeIf(TokenKind.EQUAL)) return new IntegerSet.Constraint(lhs.minus(expr()), false);
        if (ts.consumeIf(TokenKind.LESS) && ts.consumeIf(TokenKind.EQUAL)) return new IntegerSet.Constraint(expr().minus(lhs), false);
        if (ts.consumeIf(TokenKind.EQUAL) && ts.consumeIf(TokenKind.EQUAL)) return new IntegerSet.Constraint(lhs.minus(expr()), true);
        throw atToken("expected '== affine-expr' or '>= affine-expr' at end of affine constraint");
    }

    /**
     * A sum of terms: {@code +} and {@code -} bind loosest and group to the left; a term is a chain
     * of {@code *}, {@code floordiv}, {@code ceildiv}, {@code mod}, also to the left.
     */
    private AffineExpr expr() {
        AffineExpr sum = null;
        boolean subtract = false;
        while (true) {
            AffineExpr term = term(sum);
            sum = sum == null ? term : subtract ? sum.minus(term) : sum.plus(term);
            if (ts.at(TokenKind.PLUS) || ts.at(TokenKind.MINUS)) {
                subtract = ts.consume().is(TokenKind.MINUS);
            } else {
                return sum;
            }
        }
    }

    /**
     * {@code left}: the sum before this term, if any, for the message of a missing operand. A
     * non-affine product is reported at the operator that follows its right operand when there is
     * one (after consuming it), else at its own operator, as MLIR does.
     */
    private AffineExpr term(AffineExpr left) {
        AffineExpr product = operand(left);
        Kind op = highPrecedenceOp();
        if (op == null) return product;
        int opAt = ts.consume().start();
        while (true) {
            AffineExpr rhs = operand(product);
            Kind next = highPrecedenceOp();
            if (next == null) return apply(op, product, rhs, opAt);
            opAt = ts.consume().start();
            product = apply(op, product, rhs, opAt);
            op = next;
        }
    }

    private Kind highPrecedenceOp() {
        if (ts.at(TokenKind.STAR)) return Kind.MUL;
        if (ts.atKeyword("floordiv")) return Kind.FLOOR_DIV;
        if (ts.atKeyword("ceildiv")) return Kind.CEIL_DIV;
        if (ts.atKeyword("mod")) return Kind.MOD;
        return null;
    }

    private AffineExpr apply(Kind op, AffineExpr lhs, AffineExpr rhs, int opAt) {
        if (op == Kind.MUL) {
            if (!lhs.isSymbolicOrConstant() && !rhs.isSymbolicOrConstant()) {
                throw ts.error(opAt, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic");
            }
        } else if (!rhs.isSymbolicOrConstant()) {
            throw ts.error(opAt, "non-affine expression: right operand of " + op.spelling() + " has to be either a constant or symbolic");
        }
        return AffineExpr.binary(op, lhs, rhs);
    }

    /**
     * An identifier, integer, parenthesised expression or negation. {@code lhs} is the operand
     * before the operator being parsed, if any: without it an operator here is a missing left
     * operand, with it anything else is a missing right operand.
     */
    private AffineExpr operand(AffineExpr lhs) {
        Token t = ts.token();
        switch (t.kind()) {
            case BARE_IDENTIFIER -> {
                if (t.isKeyword("symbol")) {
                    ts.consume();
                    ts.expect(TokenKind.L_PAREN, "expected '(' at start of SSA symbol");
                    throw ts.wrongToken("unexpected ssa identifier");
                }
                AffineExpr e = identifiers.get(t.spelling());
                if (e == null) throw ts.wrongToken("use of undeclared identifier");
                ts.consume();
                return e;
            }
            case PERCENT_IDENTIFIER -> throw ts.wrongToken("unexpected ssa identifier");
            case INTEGER -> {
                long value = integer(t);
                ts.consume();
                return AffineExpr.constant(value);
            }
            case L_PAREN -> {
                ts.consume();
                if (ts.at(TokenKind.R_PAREN)) throw atToken("no expression inside parentheses");
                AffineExpr e = expr();
                ts.expect(TokenKind.R_PAREN, "expected ')'");
                return e;
            }
            case MINUS -> {
                ts.consume();
                return operand(lhs).negate();
            }
            case PLUS, STAR -> throw atToken(lhs != null ? "missing right operand of binary operator" : "missing left operand of binary operator");
            default -> throw atToken(lhs != null ? "missing right operand of binary operator" : "expected affine expression");
        }
    }

    /** An error at the current token; at the end of the text, at its last character, as MLIR places it. */
    private ParseFailure atToken(String message) {
        return ts.error(message);
    }

    /** A decimal or {@code 0x} integer that fits a non-negative int64. */
    private long integer(Token t) {
        String s = t.spelling();
        boolean hex = s.length() > 2 && s.charAt(1) == 'x';
        int radix = hex ? 16 : 10;
        long value = 0;
        for (int i = hex ? 2 : 0; i < s.length(); i++) {
            int digit = Character.digit(s.charAt(i), radix);
            if (value > (Long.MAX_VALUE - digit) / radix) throw atToken("constant too large for index");
            value = value * radix + digit;
        }
        return value;
    }
}
