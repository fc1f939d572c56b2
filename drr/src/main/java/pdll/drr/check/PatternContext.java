package pdll.drr.check;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.Value;
import pdll.tablegen.source.Loc;

/**
 * The state of checking one pattern record (or, for a source subtree several patterns share, the
 * first of them): where its errors go, its symbols, and what it found that does not stop the
 * reference (warnings, and the errors the reference lets through).
 */
final class PatternContext {
    final Record pattern;
    final Loc loc;
    final SymbolTable symbols = new SymbolTable();
    /** diagnostics that do not stop the pattern */
    final List<DrrDiagnostic> soft = new ArrayList<>();
    private final Map<Record, OpSignature> ops;
    private final Set<Value.Dag> shared;

    /**
     * @param ops the op signatures read so far, shared by the patterns of a check
     * @param shared the source subtrees DRR matches in functions of their own (checked once, before any pattern)
     */
    PatternContext(Record pattern, Map<Record, OpSignature> ops, Set<Value.Dag> shared) {
        this.pattern = pattern;
        this.loc = pattern.loc();
        this.ops = ops;
        this.shared = shared;
    }

    /** The op of an operation node (DRR's {@code getDialectOp}); halts when its operator is no op. */
    OpSignature op(PatternNode n) {
        OpSignature s = ops.get(n.operator());
        if (s == null) {
            s = OpSignature.of(n.operator());
            ops.put(n.operator(), s);
        }
        return s;
    }

    /** Whether a source subtree is matched by a function of its own (and so was checked on its own). */
    boolean isShared(Value.Dag d) {
        return shared.contains(d);
    }

    /** Stops the pattern with the reference's message at the pattern's def. */
    Halt fail(String message) {
        return new Halt(DrrDiagnostic.error(loc, message));
    }

    Halt fail(String message, DrrDiagnostic.Reference reference) {
        return new Halt(DrrDiagnostic.error(loc, message, reference));
    }

    void warn(String message) {
        soft.add(DrrDiagnostic.warning(loc, message));
    }

    /**
     * A use of a symbol as one value or range (an op argument, a location, a constraint's
     * entity): it must be bound; {@code $x__N} on an op's results must name one of them (past
     * the end the reference reads past its list of results and crashes).
     */
    void use(String symbol) {
        SymbolTable.Binding b = bound(symbol);
        int index = SymbolTable.packName(symbol).index();
        if (b.kind() == SymbolTable.Kind.RESULT && index >= b.op().numResults()) {
            // past the op's list of results the reference reads whatever lies there, and crashes
            // (nearly always: for an op without results it may read empty storage and go on)
            throw fail(outOfRange(symbol, b.op()), DrrDiagnostic.Reference.CRASHES);
        }
    }

    /**
     * A use of a symbol as the values that replace the root's results: it must be bound; an
     * index past an op's results is let through by the reference (the C++ then asks the op for
     * a result it does not have), so it is reported without stopping.
     */
    void useAsReplacement(String symbol) {
        SymbolTable.Binding b = bound(symbol);
        int index = SymbolTable.packName(symbol).index();
        if (b.kind() == SymbolTable.Kind.RESULT && index >= b.op().numResults()) {
            soft.add(DrrDiagnostic.error(loc, outOfRange(symbol, b.op()), DrrDiagnostic.Reference.ACCEPTS));
        }
    }

    private SymbolTable.Binding bound(String symbol) {
        SymbolTable.Binding b = symbols.find(SymbolTable.packName(symbol).name());
        if (b == null) throw fail("referencing unbound symbol '" + symbol + "'");
        return b;
    }

    private static String outOfRange(String symbol, OpSignature op) {
        int n = op.numResults();
        return "symbol '" + symbol + "' refers to result #" + SymbolTable.packName(symbol).index() + " of op '" + op.name()
                + "', which has " + (n == 1 ? "1 result" : n + " results");
    }
}
