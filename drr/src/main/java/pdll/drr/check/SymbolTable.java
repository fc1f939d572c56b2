package pdll.drr.check;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The symbols of one pattern ({@code $x}) and what each is bound to, with DRR's rules: an
 * operand name may be bound several times (the values must then be equal), any other symbol
 * once; {@code $x__N} names result N of the values bound to {@code x}.
 */
final class SymbolTable {

    enum Kind {
        OPERAND, ATTRIBUTE, PROPERTY, RESULT, VALUE,
        /** an argument past the op's last */
        NOTHING
    }

    /**
     * What a symbol is bound to: an operand, attribute or property of a matched op, the results
     * of an op ({@code op}), or values a NativeCodeCall returns ({@code count}).
     */
    record Binding(Kind kind, OpSignature op, long count) {
        /** How many values the symbol stands for where a result pattern replaces the root's results. */
        long staticValueCount() {
            return switch (kind) {
                case RESULT -> op.numResults();
                case VALUE -> count;
                default -> 1;
            };
        }
    }

    private final Map<String, List<Binding>> bindings = new HashMap<>();

    /** A symbol's name without its {@code __N} suffix, and N (-1 when it has none). */
    record PackName(String name, int index) {}

    /**
     * Splits {@code x__N} as DRR does: at the last {@code __}, when digits follow it (what comes
     * after the digits is ignored); otherwise the symbol is its own name.
     */
    static PackName packName(String symbol) {
        int at = symbol.lastIndexOf("__");
        if (at < 0) return new PackName(symbol, -1);
        String rest = symbol.substring(at + 2);
        int sign = rest.startsWith("-") ? 1 : 0;
        int end = sign;
        while (end < rest.length() && rest.charAt(end) >= '0' && rest.charAt(end) <= '9') end++;
        if (end == sign) return new PackName(symbol, -1);
        int index;
        try {
            index = Integer.parseInt(rest.substring(0, end));
        } catch (NumberFormatException e) {
            return new PackName(symbol, -1); // too large for an int: DRR keeps the symbol whole
        }
        return new PackName(symbol.substring(0, at), index);
    }

    /** A symbol bound to an argument past its op's last, or null. */
    String boundToNothing() {
        for (Map.Entry<String, List<Binding>> e : bindings.entrySet()) {
            for (Binding b : e.getValue()) if (b.kind() == Kind.NOTHING) return e.getKey();
        }
        return null;
    }

    /** The first binding of {@code name}, or null. */
    Binding find(String name) {
        List<Binding> l = bindings.get(name);
        return l == null ? null : l.get(0);
    }

    /**
     * Binds an argument of a matched op; false when that makes the symbol bound twice (only
     * operands may share a name). A symbol with an index cannot name an argument.
     */
    boolean bindOpArgument(String symbol, OpSignature.Arg arg) {
        // past the op's arguments (more pattern arguments than it has, directives not counted)
        // the reference reads garbage: a symbol bound before is then bound twice, a new one is
        // bound to nothing (and the reference crashes declaring its variable)
        if (arg == null) {
            if (bindings.containsKey(symbol)) return false;
            bindings.computeIfAbsent(symbol, k -> new ArrayList<>()).add(new Binding(Kind.NOTHING, null, 1));
            return true;
        }
        Kind kind = switch (arg.kind()) {
            case OPERAND -> Kind.OPERAND;
            case ATTRIBUTE -> Kind.ATTRIBUTE;
            case PROPERTY -> Kind.PROPERTY;
        };
        Binding b = new Binding(kind, null, 1);
        List<Binding> l = bindings.get(symbol);
        if (l != null && (kind != Kind.OPERAND || l.get(0).kind() != Kind.OPERAND)) return false;
        bindings.computeIfAbsent(symbol, k -> new ArrayList<>()).add(b);
        return true;
    }

    /** Binds the results of an op under the symbol's name (its {@code __N} dropped); false when already bound. */
    boolean bindOpResult(String symbol, OpSignature op) {
        return add(packName(symbol).name(), new Binding(Kind.RESULT, op, op.numResults()));
    }

    /** Binds the values a NativeCodeCall returns under the symbol's name (its {@code __N} dropped). */
    boolean bindValues(String symbol, long count) {
        return add(packName(symbol).name(), new Binding(Kind.VALUE, null, count));
    }

    /** Binds one value under the symbol as written. */
    boolean bindValue(String symbol) {
        return add(symbol, new Binding(Kind.VALUE, null, 1));
    }

    /** Binds one attribute under the symbol as written. */
    boolean bindAttr(String symbol) {
        return add(symbol, new Binding(Kind.ATTRIBUTE, null, 1));
    }

    /** Binds one property under the symbol as written. */
    boolean bindProp(String symbol) {
        return add(symbol, new Binding(Kind.PROPERTY, null, 1));
    }

    private boolean add(String name, Binding b) {
        List<Binding> l = bindings.computeIfAbsent(name, k -> new ArrayList<>());
        l.add(b);
        return l.size() == 1;
    }
}
