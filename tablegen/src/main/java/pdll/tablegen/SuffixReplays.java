package pdll.tablegen;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import pdll.tablegen.ast.ParsedFile;
import pdll.tablegen.ast.Stmt;
import pdll.tablegen.eval.Evaluator;
import pdll.tablegen.eval.StatementTrace;
import pdll.tablegen.source.SourceFile;

/**
 * Which statements after an edit of the main file are the same text as statements of the previous
 * evaluation ({@link Resumable}): those in the text after the edit (the texts' common suffix),
 * starting and ending where a statement of the previous text did, shifted by the edit's change of
 * length. The evaluator replays them when they would find the same records as before
 * ({@link Evaluator#evaluateFile(ParsedFile, int, java.util.function.IntConsumer, Evaluator.Replays)});
 * this then tells where their locations (into the earlier text) now are.
 */
final class SuffixReplays implements Evaluator.Replays {
    private final Resumable previous;
    private final List<Stmt> statements;
    private final int delta;
    private final int suffixStart;
    private final boolean complete;

    private SuffixReplays(Resumable previous, ParsedFile main, int delta, int suffixStart) {
        this.previous = previous;
        this.statements = main.statements();
        this.delta = delta;
        this.suffixStart = suffixStart;
        this.complete = main.diagnostics().isEmpty();
    }

    /** The replays of {@code previous}'s statements into an evaluation of {@code main}; null when none can be. */
    static SuffixReplays of(Resumable previous, ParsedFile main) {
        String before = previous.mainText(), now = main.source().text();
        int prefix = Resumable.commonPrefix(before, now);
        int max = Math.min(before.length(), now.length()) - prefix;
        int suffix = 0;
        while (suffix < max && before.charAt(before.length() - 1 - suffix) == now.charAt(now.length() - 1 - suffix)) suffix++;
        // a preprocessor directive in the changed text may change which text after it is evaluated
        if (before.indexOf('#', prefix) >= 0 && before.indexOf('#', prefix) < before.length() - suffix) return null;
        if (now.indexOf('#', prefix) >= 0 && now.indexOf('#', prefix) < now.length() - suffix) return null;
        return new SuffixReplays(previous, main, now.length() - before.length(), now.length() - suffix);
    }

    /** The previous statement with the same text as {@code i}, or -1. */
    private int previousOf(int i) {
        int n = statements.get(i).loc().offset();
        if (n < suffixStart) return -1;
        int[] offsets = previous.statementOffsets();
        int old = Arrays.binarySearch(offsets, n - delta);
        if (old < 0) return -1;
        boolean lastNow = i + 1 == statements.size(), lastBefore = old + 1 == offsets.length;
        if (lastNow || lastBefore) return lastNow && lastBefore && complete && previous.complete() ? old : -1;
        return offsets[old + 1] == statements.get(i + 1).loc().offset() - delta ? old : -1;
    }

    @Override
    public Evaluator.Replay candidate(int statement) {
        int old = previousOf(statement);
        List<StatementTrace> traces = previous.traces();
        if (old < 0 || old >= traces.size() || traces.get(old) == null) return null;
        return new Evaluator.Replay(previous.evaluator(), traces.get(old));
    }

    /**
     * The relocation of an evaluation of the new text that resumed at {@code boundary} (the text
     * before it unchanged) and replayed the statements {@code evaluator} says it did.
     */
    Relocation relocation(SourceFile current, int boundary, Evaluator evaluator) {
        return relocation(previous, current, boundary, evaluator, this);
    }

    /** Also for a resumed evaluation that replayed nothing ({@code replays} null). */
    static Relocation relocation(Resumable previous, SourceFile current, int boundary, Evaluator evaluator, SuffixReplays replays) {
        Relocation before = previous.relocation();
        SourceFile old = previous.mainSource();
        int[] offsets = previous.statementOffsets();
        List<Relocation.Segment> out = new ArrayList<>();
        // the statements before the checkpoint: where the previous evaluation built them, the same
        // place; where it had them from an earlier one, where that one's relocation says
        for (int i = 0; i < offsets.length && offsets[i] < boundary; i++) {
            if (previous.built(i)) out.add(new Relocation.Segment(old, offsets[i], end(previous, i), 0));
        }
        out.addAll(before.within(0, boundary));
        if (replays != null) {
            for (int i = 0; i < replays.statements.size(); i++) {
                if (!evaluator.wasReplayed(i)) continue;
                int o = replays.previousOf(i);
                int start = offsets[o], end = end(previous, o);
                int shift = replays.statements.get(i).loc().offset() - start;
                if (previous.built(o)) out.add(new Relocation.Segment(old, start, end, shift));
                for (Relocation.Segment s : before.within(start, end)) out.add(s.shifted(shift));
            }
        }
        return new Relocation(current, out);
    }

    /** Where the previous text's statement {@code i} ends: where the next one starts, or at the text's end. */
    private static int end(Resumable previous, int i) {
        int[] offsets = previous.statementOffsets();
        return i + 1 < offsets.length ? offsets[i + 1] : previous.mainText().length();
    }
}
