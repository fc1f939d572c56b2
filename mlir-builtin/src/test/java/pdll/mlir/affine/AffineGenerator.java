package pdll.mlir.affine;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random {@code affine_map<…>} and {@code affine_set<…>} literals from MLIR's grammar, for the
 * differential test: expressions of every operator nested to a few levels, constants from the
 * edges of 64-bit range (0, ±1, powers of two, the largest, overflowing ones, hex), symbols and
 * semi-affine forms, subexpressions repeated (so that {@code e + e}, {@code e - (e floordiv q) * q}
 * and friends occur), redundant parentheses and random blanks (newlines and tabs too). A share of
 * them is then mutated at the token level (a token dropped, doubled, swapped with the next or
 * replaced by one from a pool of wrong ones, an identifier undeclared) into an invalid literal.
 */
final class AffineGenerator {
    private static final String[] CONSTANTS = {
        "0", "1", "2", "3", "4", "5", "6", "7", "8", "16", "64", "128", "1000",
        "4611686018427387904", "9223372036854775807", "9223372036854775806", "4294967296", "3037000499", "3037000500",
        "0x10", "0x7FFFFFFFFFFFFFFF", "007", "0xffffffff",
    };
    /** Too large for an index: "constant too large for index". */
    private static final String[] OVERFLOWING = {"9223372036854775808", "18446744073709551615", "99999999999999999999", "0x8000000000000000"};
    private static final String[] POOL = {
        "(", ")", "[", "]", ",", "->", ":", "+", "-", "*", "floordiv", "ceildiv", "mod", ">=", "<=", "==", "=", ">", "<",
        "d9", "s9", "x", "symbol", "%x", "%", "@x", "#x", "!x", "1.5", "...", ".", "{", "}", "0", "-1", "9223372036854775808", "?", "|",
        "0x", "0xG", "1e5", "\u00e9", "\u2192", "affine_map", "->(", "(d0)", "[s0]", "//",
    };
    private static final String[] NAMES = {"x", "y", "i", "j", "mod", "floordiv", "ceildiv", "i32", "index", "true", "a.b", "a$b", "_x", "symbol", "s1", "d0"};

    private final Random rnd;
    private int dims;
    private int syms;
    private List<String> dimNames;
    private List<String> symNames;
    private List<Node> seen;

    AffineGenerator(long seed) {
        rnd = new Random(seed);
    }

    /** An expression tree; printed with the parentheses its shape needs (and some it does not). */
    private sealed interface Node permits Leaf, Neg, Bin {}

    private record Leaf(String text, boolean dimensional) implements Node {}

    private record Neg(Node operand) implements Node {}

    /** {@code op} is one of {@code + - * floordiv ceildiv mod}. */
    private record Bin(String op, Node lhs, Node rhs) implements Node {}

    String next() {
        List<String> tokens = literal();
        if (rnd.nextInt(100) < 30) mutate(tokens);
        // a map's body under affine_set, or a set's under affine_map
        if (rnd.nextInt(40) == 0) tokens.set(0, tokens.get(0).equals("affine_map") ? "affine_set" : "affine_map");
        return join(tokens);
    }

    private List<String> literal() {
        boolean set = rnd.nextInt(3) == 0;
        dims = rnd.nextInt(5);
        syms = rnd.nextInt(4) == 0 ? 0 : rnd.nextInt(4);
        seen = new ArrayList<>();
        dimNames = new ArrayList<>();
        symNames = new ArrayList<>();
        boolean custom = rnd.nextInt(8) == 0;
        for (int i = 0; i < dims; i++) dimNames.add(custom ? pickName("d" + i) : "d" + i);
        for (int i = 0; i < syms; i++) symNames.add(custom ? pickName("s" + i) : "s" + i);
        List<String> t = new ArrayList<>();
        t.add(set ? "affine_set" : "affine_map");
        t.add("<");
        list(t, "(", ")", dimNames);
        if (syms > 0 || rnd.nextInt(10) == 0) list(t, "[", "]", symNames);
        t.add(set ? ":" : "->");
        t.add("(");
        int n = rnd.nextInt(10) == 0 ? 0 : 1 + rnd.nextInt(set ? 3 : 4);
        for (int i = 0; i < n; i++) {
            if (i > 0) t.add(",");
            emit(expr(depth()), t, 0);
            if (set) {
                int k = rnd.nextInt(10);
                if (k < 4) {
                    compare(t, ">=");
                    t.add("0");
                } else if (k < 5) {
                    compare(t, "==");
                    t.add("0");
                } else {
                    compare(t, k < 7 ? ">=" : k < 9 ? "<=" : "==");
                    emit(expr(depth()), t, 0);
                }
            }
        }
        t.add(")");
        t.add(">");
        return t;
    }

    /** A comparison, which is two tokens for MLIR: now and then written apart. */
    private void compare(List<String> t, String op) {
        if (rnd.nextInt(10) == 0) {
            t.add(op.substring(0, 1));
            t.add(op.substring(1));
        } else {
            t.add(op);
        }
    }

    private String pickName(String fallback) {
        String n = NAMES[rnd.nextInt(NAMES.length)];
        return dimNames.contains(n) || symNames.contains(n) ? fallback + "_" : n;
    }

    private static void list(List<String> t, String open, String close, List<String> names) {
        t.add(open);
        for (int i = 0; i < names.size(); i++) {
            if (i > 0) t.add(",");
            t.add(names.get(i));
        }
        t.add(close);
    }

    private int depth() {
        return rnd.nextInt(4) + (rnd.nextInt(4) == 0 ? 2 : 0);
    }

    private Node expr(int depth) {
        Node n = exprInner(depth);
        if (!(n instanceof Leaf)) seen.add(n);
        return n;
    }

    private Node exprInner(int depth) {
        if (!seen.isEmpty() && rnd.nextInt(8) == 0) return seen.get(rnd.nextInt(seen.size()));
        if (depth <= 0) return leaf(rnd.nextInt(3) == 0);
        int k = rnd.nextInt(100);
        if (k < 35) return template(depth - 1);
        k = rnd.nextInt(100);
        if (k < 25) return new Bin("+", expr(depth - 1), expr(depth - 1));
        if (k < 42) return new Bin("-", expr(depth - 1), expr(depth - 1));
        if (k < 50) return new Neg(expr(depth - 1));
        if (k < 58) {
            // e - (e floordiv q) * q and relatives
            Node e = expr(depth - 1);
            Node q = rnd.nextBoolean() ? leaf(true) : expr(depth - 1);
            Node div = new Bin("floordiv", e, q);
            return rnd.nextBoolean() ? new Bin("-", e, new Bin("*", div, q)) : new Bin("+", e, new Bin("*", div, new Neg(q)));
        }
        String op = switch (rnd.nextInt(4)) {
            case 0, 1 -> "*";
            case 2 -> "floordiv";
            default -> rnd.nextBoolean() ? "mod" : "ceildiv";
        };
        // mostly a symbolic or constant operand where MLIR needs one; sometimes not
        boolean affine = rnd.nextInt(10) != 0;
        Node other = affine ? symbolic(depth - 1) : expr(depth - 1);
        Node any = expr(depth - 1);
        if (op.equals("*") && rnd.nextBoolean()) return new Bin(op, other, any);
        return new Bin(op, any, other);
    }

    private static final int[] SMALL = {2, 2, 3, 4, 4, 6, 8, 8, 12, 16, 32, -1, -2, -4, 0, 1};

    private Leaf small() {
        return new Leaf(Integer.toString(SMALL[rnd.nextInt(SMALL.length)]), false);
    }

    /** A multiple of {@code q} (or not, now and then) as a constant leaf, possibly negated. */
    private Node multiple(Leaf q) {
        long v = Long.parseLong(q.text()) * (1 + rnd.nextInt(4)) * (rnd.nextInt(4) == 0 ? -1 : 1);
        if (rnd.nextInt(6) == 0) v += 1;
        return v < 0 ? new Neg(new Leaf(Long.toString(-v), false)) : new Leaf(Long.toString(v), false);
    }

    /** The shapes MLIR's simplification rules look for: multiples and divisors, repeated terms, e - (e floordiv q) * q. */
    private Node template(int depth) {
        Node e = expr(Math.max(0, depth));
        Node f = expr(Math.max(0, depth - 1));
        Leaf c = small();
        Leaf j = small();
        String div = switch (rnd.nextInt(3)) {
            case 0 -> "floordiv";
            case 1 -> "ceildiv";
            default -> "mod";
        };
        return switch (rnd.nextInt(14)) {
            case 0 -> new Bin(div, new Bin("*", e, multiple(c)), c);
            case 1 -> new Bin(div, new Bin("+", new Bin("*", e, multiple(c)), f), c);
            case 2 -> new Bin(div, new Bin("+", f, new Bin("*", e, multiple(c))), c);
            case 3 -> new Bin(div, new Bin("+", new Bin("*", e, multiple(c)), new Bin("*", f, multiple(c))), c);
            case 4 -> new Bin(div, new Bin(rnd.nextBoolean() ? "mod" : "floordiv", e, multiple(c)), c);
            case 5 -> new Bin(rnd.nextBoolean() ? "+" : "-", new Bin("*", e, c), new Bin("*", rnd.nextBoolean() ? e : f, j));
            case 6 -> new Bin(rnd.nextBoolean() ? "+" : "-", e, rnd.nextBoolean() ? e : new Bin("*", j, e));
            case 7 -> new Bin("+", new Bin("+", e, c), rnd.nextBoolean() ? f : j);
            case 8 -> new Bin("-", new Bin("+", f, e), new Bin("*", new Bin("floordiv", e, c), c));
            case 9 -> new Bin("-", rnd.nextBoolean() ? e : new Bin("+", f, e), new Bin("*", new Bin("floordiv", e, leaf(true)), leaf(true)));
            case 10 -> new Bin("+", new Bin("+", f, rnd.nextBoolean() ? e : new Bin("-", e, c)), new Bin("*", new Bin("floordiv", e, c), j));
            case 11 -> new Bin(div, new Bin(div, e, c), j);
            case 12 -> new Bin("*", new Bin("*", e, c), rnd.nextBoolean() ? j : leaf(true));
            default -> new Bin("+", leaf(rnd.nextBoolean()), leaf(rnd.nextBoolean()));
        };
    }

    /** An expression without dimensions (if there are symbols or constants to make it of). */
    private Node symbolic(int depth) {
        if (depth <= 0 || rnd.nextInt(3) != 0) return leaf(true);
        return switch (rnd.nextInt(4)) {
            case 0 -> new Bin("+", symbolic(depth - 1), symbolic(depth - 1));
            case 1 -> new Bin("*", symbolic(depth - 1), symbolic(depth - 1));
            case 2 -> new Neg(symbolic(depth - 1));
            default -> new Bin(rnd.nextBoolean() ? "floordiv" : "mod", symbolic(depth - 1), leaf(true));
        };
    }

    /** A dimension, a symbol or a constant; only the latter two when {@code symbolic}. */
    private Leaf leaf(boolean symbolic) {
        int k = rnd.nextInt(10);
        if (!symbolic && dims > 0 && k < 5) return new Leaf(dimNames.get(rnd.nextInt(dims)), true);
        if (syms > 0 && k < 7) return new Leaf(symNames.get(rnd.nextInt(syms)), false);
        if (rnd.nextInt(60) == 0) return new Leaf(OVERFLOWING[rnd.nextInt(OVERFLOWING.length)], false);
        if (rnd.nextInt(3) == 0) return new Leaf(CONSTANTS[rnd.nextInt(CONSTANTS.length)], false);
        return new Leaf(Integer.toString(rnd.nextInt(rnd.nextBoolean() ? 10 : 100)), false);
    }

    /**
     * Tokens of {@code n} in a context of binding {@code ctx}: 0 anywhere, 1 the right operand of
     * {@code + -}, 2 an operand of the multiplicative operators (left), 3 their right operand, 4 the
     * operand of a negation.
     */
    private void emit(Node n, List<String> t, int ctx) {
        boolean parens = needsParens(n, ctx) || (!(n instanceof Leaf) && rnd.nextInt(12) == 0);
        if (parens) t.add("(");
        if (n instanceof Leaf l) {
            t.add(l.text());
        } else if (n instanceof Neg g) {
            t.add("-");
            emit(g.operand(), t, 4);
        } else if (n instanceof Bin b) {
            boolean low = b.op().equals("+") || b.op().equals("-");
            emit(b.lhs(), t, low ? 0 : 2);
            t.add(b.op());
            emit(b.rhs(), t, low ? 1 : 3);
        }
        if (parens) t.add(")");
    }

    private static boolean needsParens(Node n, int ctx) {
        if (n instanceof Leaf l) return ctx == 4 && l.text().startsWith("-");
        if (n instanceof Neg) return false;
        Bin b = (Bin) n;
        boolean low = b.op().equals("+") || b.op().equals("-");
        return switch (ctx) {
            case 0 -> false;
            case 1, 2 -> low;
            default -> true;
        };
    }

    private void mutate(List<String> t) {
        int times = 1 + (rnd.nextInt(4) == 0 ? 1 : 0);
        for (int m = 0; m < times; m++) {
            // the keyword and the final '>' stay: what follows the literal is not the affine parser's
            int i = 1 + rnd.nextInt(t.size() - 2);
            switch (rnd.nextInt(7)) {
                case 6 -> {
                    // one identifier for another: redefinitions, undeclared or swapped uses
                    List<Integer> ids = new ArrayList<>();
                    for (int k = 2; k < t.size() - 1; k++) if (Character.isLetter(t.get(k).charAt(0))) ids.add(k);
                    if (ids.size() >= 2) t.set(ids.get(rnd.nextInt(ids.size())), t.get(ids.get(rnd.nextInt(ids.size()))));
                }
                case 0 -> t.remove(i);
                case 1 -> t.add(i, t.get(i));
                case 2 -> {
                    if (i + 1 < t.size() - 1) t.add(i + 1, t.remove(i));
                }
                case 3, 4 -> t.add(i, POOL[rnd.nextInt(POOL.length)]);
                default -> t.set(i, POOL[rnd.nextInt(POOL.length)]);
            }
        }
    }

    /** Tokens with blanks between them: mostly one space, sometimes none (where that keeps them apart), a newline or a tab. */
    private String join(List<String> t) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < t.size(); i++) {
            String tok = t.get(i);
            if (i > 0) {
                int k = rnd.nextInt(40);
                boolean glue = !(word(t.get(i - 1)) && word(tok)) && !tok.equals("=") && !t.get(i - 1).equals("-") && !tok.equals(">") && !t.get(i - 1).equals(">");
                if (k < 12 && glue) {
                    // nothing between
                } else if (k == 12) {
                    sb.append('\n');
                } else if (k == 13) {
                    sb.append("\t ");
                } else if (k == 14) {
                    sb.append("  ");
                } else if (k == 15 && rnd.nextInt(4) == 0) {
                    sb.append(" // note\n");
                } else {
                    sb.append(' ');
                }
            }
            sb.append(tok);
        }
        return sb.toString();
    }

    private static boolean word(String tok) {
        char c = tok.charAt(tok.length() - 1);
        char f = tok.charAt(0);
        return Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '$' || Character.isLetterOrDigit(f) || f == '_' || f == '.' || f == '%' || f == '#' || f == '@' || f == '!';
    }
}
