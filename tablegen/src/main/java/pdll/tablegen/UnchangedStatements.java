package pdll.tablegen;

import java.util.ArrayList;
import java.util.List;
import pdll.base.text.TextChange;
import pdll.tablegen.ast.ParsedFile;
import pdll.tablegen.eval.Evaluator;
import pdll.tablegen.eval.StatementTrace;
import pdll.tablegen.source.SourceFile;
import pdll.tablegen.syntax.TdSyntax;

/**
 * Which statements of the main file an edit left as they were, as statements of the previous
 * evaluation ({@link Resumable}): those wholly in the text before the edit (the texts' common
 * prefix: the same statement at the same place), and those in the text after it (the common
 * suffix), starting and ending where a statement of the previous text did, shifted by the edit's
 * change of length. The evaluator replays them when they would find the same records as before
 * ({@link Evaluator#evaluateFile(ParsedFile, int, java.util.function.IntConsumer, Evaluator.Replays)});
 * this then tells where their locations (into the earlier text) now are.
 */
final class UnchangedStatements implements Evaluator.Replays {
    private final Resumable previous;
    private final MainParse main;
    private final int delta;
    private final int prefixEnd;
    private final int suffixStart;

    private UnchangedStatements(Resumable previous, MainParse main, int delta, int prefixEnd, int suffixStart) {
        this.previous = previous;
        this.main = main;
        this.delta = delta;
        this.prefixEnd = prefixEnd;
        this.suffixStart = suffixStart;
    }

    /** The unchanged statements of {@code main}, an edit of the text {@code previous} evaluated. */
    static UnchangedStatements of(Resumable previous, MainParse main) {
        String before = previous.mainText(), now = main.file.source().text();
        TextChange change = previous.changeTo(now);
        int prefix = change.prefix(), suffix = change.suffix();
        int suffixStart = now.length() - suffix;
        // a preprocessor directive in the changed text may change which text after it is evaluated, and how
        if (TdSyntax.mayHaveDirective(before, prefix, before.length() - suffix) || TdSyntax.mayHaveDirective(now, prefix, suffixStart)) {
            suffixStart = Integer.MAX_VALUE;
        }
        return new UnchangedStatements(previous, main, now.length() - before.length(), prefix, suffixStart);
    }

    /**
     * The previous statement with the same text as {@code i}, or -1: one starting and ending (its
     * last token; what follows it up to the next statement is blanks and comments) at the same
     * place before the edit, or at the same place shifted by the edit's change of length after it.
     */
    private int previousOf(int i) {
        int n = main.offset(i), e = main.statementEnd(i);
        if (e < 0) return -1;
        MainParse before = previous.parse();
        if (e <= prefixEnd) {
            int old = before.statementAt(n);
            return old >= 0 && before.statementEnd(old) == e ? old : -1;
        }
        if (n < suffixStart) return -1;
        int old = before.statementAt(n - delta);
        return old >= 0 && before.statementEnd(old) >= 0 && before.statementEnd(old) + delta == e ? old : -1;
    }

    @Override
    public Evaluator.Replay candidate(int statement) {
        int old = previousOf(statement);
        List<StatementTrace> traces = previous.traces();
        if (old < 0 || old >= traces.size() || traces.get(old) == null) return null;
        return new Evaluator.Replay(previous.evaluator(), traces.get(old));
    }

    /**
     * Where the locations of an evaluation of {@code main} stand in its text: the evaluation resumed
     * from {@code previous} at {@code boundary} (0: it did not resume; the text before it is
     * unchanged) and replayed the statements {@code evaluator} says it did ({@code replays} null:
     * none), and statements whose trees an earlier parse made point into an earlier text.
     */
    static Relocation relocation(Resumable previous, MainParse main, int boundary, Evaluator evaluator, UnchangedStatements replays) {
        Relocation before = previous.relocation();
        SourceFile old = previous.mainSource();
        MainParse parsed = previous.parse();
        List<Relocation.Segment> out = new ArrayList<>();
        // the statements before the checkpoint: where the previous evaluation built them, the same
        // place; where it had them from an earlier one, where that one's relocation says
        for (int i = 0; i < parsed.size() && parsed.offset(i) < boundary; i++) {
            if (previous.built(i)) out.add(new Relocation.Segment(old, parsed.offset(i), parsed.end(i), 0));
        }
        out.addAll(before.within(0, boundary));
        if (replays != null) {
            for (int i = 0; i < main.size(); i++) {
                if (!evaluator.wasReplayed(i)) continue;
                int o = replays.previousOf(i);
                int start = parsed.offset(o), end = parsed.end(o);
                int shift = main.offset(i) - start; // 0 before the edit
                if (previous.built(o)) out.add(new Relocation.Segment(old, start, end, shift));
                for (Relocation.Segment s : before.within(start, end)) out.add(s.shifted(shift));
            }
        }
        // what this evaluation built from an earlier parse's trees
        for (int i = 0; i < main.size(); i++) {
            if (main.reused(i)) out.add(new Relocation.Segment(main.origin(i), main.offset(i) - main.shift(i),
                    main.originEnd(i), main.shift(i)));
        }
        return new Relocation(main.file.source(), out);
    }
}
