package pdll.ide.td;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import pdll.base.diag.Severity;
import pdll.ide.files.OverlayFiles;
import pdll.tablegen.Evaluation;
import pdll.tablegen.Inputs;
import pdll.tablegen.ParseCache;
import pdll.tablegen.Resumable;
import pdll.tablegen.TableGen;
import pdll.tablegen.TableGenOptions;
import pdll.tablegen.source.Diagnostic;
import pdll.tablegen.source.SourceFile;

/**
 * Every error of a {@code .td} closure, not only the first. The front end stops at the first error,
 * as {@code mlir-tblgen} does, so the first run's messages are exactly the reference's; to find the
 * errors after it, the statement each error is in is blanked out (spaces, so every offset stays)
 * and the closure is evaluated again, until it evaluates, nothing new is found, or a limit is hit.
 * The re-runs parse only the blanked files again (the parse cache holds the others). An error that
 * names what a blanked statement declared (a class that now "cannot be found") is a consequence of
 * the blanking, not of the user's text, and is not reported.
 */
public final class TdDiagnostics {
    private TdDiagnostics() {}

    /** One message and the file it is in (absolute and normalized; null when it has no location). */
    public record Located(Diagnostic diagnostic, Path file) {}

    /**
     * The errors, and the last evaluation: the first when it succeeded, else the last recovery run
     * (with the failing statements blanked out; its records, when it evaluated, are the document's
     * other records, what hovers show while the document has errors); {@code recoveries} are the
     * recovery runs in order, for the next version's to resume from (empty when there was none).
     */
    public record Found(List<Located> errors, Evaluation last, List<Resumable> recoveries, Statements statements) {
        /** The last recovery run, or null. */
        public Resumable recovery() {
            return recoveries.isEmpty() ? null : recoveries.get(recoveries.size() - 1);
        }
    }

    /**
     * Where the statements of the files with errors are (read to blank the one an error is in),
     * kept for the next version: it reads them again only around the edit.
     */
    public static final class Statements {
        static final Statements NONE = new Statements(Map.of());
        private final Map<Path, TdStatements> byFile;

        private Statements(Map<Path, TdStatements> byFile) {
            this.byFile = byFile;
        }
    }

    /** At most this many evaluations per document version. */
    static final int MAX_RUNS = 20;
    /** Recovery stops after this long (the first run's errors are always reported). */
    static final long BUDGET_NANOS = 2_000_000_000L;

    /**
     * The errors of {@code first} (the closure's evaluation) and of the recovery runs after it, in the
     * order found. The n-th recovery run resumes from the n-th of {@code previous} (the recovery
     * runs of the document's previous version, which blanked the same statements if the errors
     * are where they were: the two texts then differ only by the edit), else from the run before
     * it, the first from {@code closure} (the closure's last evaluation). While the document has
     * an error, an edit so re-evaluates what it changed and replays the rest. Throws {@link
     * CancellationException} when {@code cancelled} says the work is stale.
     */
    public static Found all(Path main, TableGenOptions options, Evaluation first, ParseCache parses,
                            List<Resumable> previous, Resumable closure, BooleanSupplier cancelled) {
        return all(main, options, first, parses, previous, Statements.NONE, closure, cancelled);
    }

    /** As above, the files' statements read again only around their edits since {@code before}'s texts. */
    public static Found all(Path main, TableGenOptions options, Evaluation first, ParseCache parses,
                            List<Resumable> previous, Statements before, Resumable closure, BooleanSupplier cancelled) {
        long start = System.nanoTime();
        List<Located> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Set<String> blankedNames = new HashSet<>();
        Map<Path, String> replaced = new LinkedHashMap<>();
        Map<Path, TdStatements> statements = new HashMap<>();
        Evaluation run = first;
        List<Resumable> recoveries = new ArrayList<>();
        for (int runs = 1; ; runs++) {
            Map<SourceFile, Path> paths = run.inputs().pathsBySource();
            boolean blankedMore = false;
            for (Diagnostic d : run.diagnostics()) {
                Path file = d.loc().isKnown() ? paths.get(d.loc().file()) : null;
                if (!seen.add(file + ":" + d.loc().offset() + ":" + d.message())) continue;
                boolean consequence = runs > 1 && blankedNames.stream().anyMatch(n -> d.message().contains("'" + n + "'"));
                if (!consequence) out.add(new Located(d, file));
                if (d.severity() != Severity.ERROR || file == null) continue;
                // the file's text as this run read it: an error kept from before a resumed
                // evaluation's checkpoint points into an earlier text of the document
                String text = replaced.containsKey(file) ? replaced.get(file) : currentText(run, file, d.loc().file().text());
                TdStatements st = statements.computeIfAbsent(file, f -> TdStatements.of(text, before.byFile.get(f)));
                Optional<TdStatements.Span> span = st.innermostAt(d.loc().offset());
                int from = span.map(TdStatements.Span::start).orElse(d.loc().offset());
                int to = span.map(TdStatements.Span::end).orElseGet(() -> lineEnd(text, d.loc().offset()));
                String blanked = blank(text, from, to);
                if (!blanked.equals(text)) {
                    replaced.put(file, blanked);
                    span.map(TdStatements.Span::name).filter(n -> !n.isEmpty()).ifPresent(blankedNames::add);
                    blankedMore = true;
                }
            }
            if (run.records() != null || !blankedMore || runs >= MAX_RUNS || System.nanoTime() - start > BUDGET_NANOS) break;
            if (cancelled.getAsBoolean()) throw new CancellationException("stale diagnostics of " + main);
            // The blanked texts overlay the files as open buffers do: their stamps differ from the
            // originals', so only they are parsed again, and they are never taken for disk files.
            OverlayFiles blankedFiles = new OverlayFiles(options.files());
            replaced.forEach(blankedFiles::open);
            TableGenOptions o = new TableGenOptions(options.workingDir(), options.includeDirs(), options.defines(), blankedFiles);
            int n = recoveries.size();
            Resumable from = n < previous.size() ? previous.get(n) : n > 0 ? recoveries.get(n - 1) : closure;
            Resumable r = TableGen.evaluateResumable(main, o, parses, from, TableGen.CHECKPOINT_SPACING_NANOS);
            recoveries.add(r);
            run = r.evaluation();
        }
        return new Found(out, run, List.copyOf(recoveries), statements.isEmpty() ? Statements.NONE : new Statements(Map.copyOf(statements)));
    }

    /** The text the run read {@code file} as, else {@code otherwise}. */
    private static String currentText(Evaluation run, Path file, String otherwise) {
        for (Inputs.Read r : run.inputs().read()) if (r.path().equals(file)) return r.source().text();
        return otherwise;
    }

    private static int lineEnd(String text, int offset) {
        int nl = text.indexOf('\n', Math.max(0, offset));
        return nl < 0 ? text.length() : nl;
    }

    /** The text with {@code [from, to)} replaced by spaces, line breaks kept. */
    static String blank(String text, int from, int to) {
        from = Math.max(0, Math.min(from, text.length()));
        to = Math.max(from, Math.min(to, text.length()));
        StringBuilder sb = new StringBuilder(text);
        for (int i = from; i < to; i++) {
            char c = sb.charAt(i);
            if (c != '\n' && c != '\r') sb.setCharAt(i, ' ');
        }
        return sb.toString();
    }
}
