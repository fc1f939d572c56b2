package pdll.tablegen;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import pdll.tablegen.ast.ParsedFile;
import pdll.tablegen.ast.Stmt;
import pdll.tablegen.eval.Checkpoint;
import pdll.tablegen.eval.Evaluator;
import pdll.tablegen.eval.StatementTrace;
import pdll.tablegen.source.Diagnostic;
import pdll.tablegen.source.Loc;
import pdll.tablegen.source.SourceFile;
import pdll.tablegen.source.TableGenError;

/** Entry point of the TableGen front end: evaluate a main file with its includes. Never throws. */
public final class TableGen {
    private TableGen() {}

    /** Stack for the evaluation thread: deep but legitimate nesting must not overflow. */
    private static final long STACK_BYTES = 512L << 20;

    /** Evaluates through the command-line tools' parse cache ({@link ParseCache#CLI}). */
    public static Evaluation evaluate(Path mainFile, TableGenOptions options) {
        return evaluate(mainFile, options, ParseCache.CLI);
    }

    /** Evaluates on a thread of its own with a big stack, parsing through {@code cache}. */
    public static Evaluation evaluate(Path mainFile, TableGenOptions options, ParseCache cache) {
        return onBigStack(() -> evaluateHere(mainFile, options, cache), TableGen::interrupted);
    }

    private static Evaluation interrupted() {
        return new Evaluation(null, List.of(Diagnostic.error(Loc.NONE, "interrupted")), List.of(), new Inputs(List.of(), List.of()));
    }

    /** Checkpoints of a resumable evaluation are taken this far apart in evaluation time. */
    public static final long CHECKPOINT_SPACING_NANOS = 2_000_000;
    /** A resumable evaluation keeps at most this many checkpoints (then every other one is dropped). */
    static final int MAX_CHECKPOINTS = 64;

    /**
     * Evaluates like {@link #evaluate(Path, TableGenOptions, ParseCache)}, resuming from the last
     * checkpoint of {@code previous} (an evaluation of the same main file with the same options,
     * or null) that holds for the main file's current text (see {@link Resumable}), and taking
     * checkpoints for the next one at least {@code spacingNanos} of evaluation apart (0: after
     * every statement, for tests). The result is the same as a full evaluation's.
     */
    public static Resumable evaluateResumable(Path mainFile, TableGenOptions options, ParseCache cache,
                                              Resumable previous, long spacingNanos) {
        return onBigStack(() -> resumeHere(mainFile, options, cache, previous, spacingNanos),
                () -> Resumable.none(interrupted()));
    }

    private static <T> T onBigStack(Supplier<T> work, Supplier<T> interrupted) {
        List<T> result = new ArrayList<>(1);
        Thread t = new Thread(null, () -> result.add(work.get()), "tablegen-eval", STACK_BYTES);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return interrupted.get();
        }
        return result.get(0);
    }

    /**
     * Evaluates on the calling thread (which must have a big stack) without a parse cache: for
     * one-off bulk evaluations (an index over a whole include root), whose parsed files would
     * otherwise stay in the cache, one entry per file and macro set, hundreds of megabytes for
     * MLIR's include root.
     */
    public static Evaluation evaluateUncached(Path mainFile, TableGenOptions options) {
        return evaluateHere(mainFile, options, null);
    }

    private static Evaluation evaluateHere(Path mainFile, TableGenOptions options, ParseCache cache) {
        Set<String> defines = new LinkedHashSet<>(options.defines());
        FileLoader loader = new FileLoader(options, defines, cache);
        Evaluator evaluator = new Evaluator(loader);
        return finish(evaluator, loader, () -> evaluator.evaluateFile(loader.openMain(mainFile)), List.of(), null);
    }

    private static Resumable resumeHere(Path mainFile, TableGenOptions options, ParseCache cache, Resumable previous,
                                        long spacingNanos) {
        Set<String> defines = new LinkedHashSet<>(options.defines());
        FileLoader loader = new FileLoader(options, defines, cache);
        MainParse parse;
        try {
            parse = loader.openMain(mainFile, previous);
        } catch (TableGenError e) {
            // reported as a failed evaluation reports it
            return Resumable.none(finish(new Evaluator(loader), loader, () -> { throw e; }, List.of(), null));
        }
        ParsedFile main = parse.file;
        Set<String> definesAfterMain = loader.defines();
        Inputs.Read mainRead = loader.inputs().read().get(0);
        Resumable.Point at = previous == null ? null : previous.pointFor(parse, definesAfterMain, options.files());
        List<Resumable.Point> points = new ArrayList<>();
        List<StatementTrace> traces = new ArrayList<>();
        Evaluator evaluator;
        UnchangedStatements replays = null;
        if (at != null) {
            loader.resume(previous.loader(), at.loader());
            evaluator = new Evaluator(loader, previous.evaluator(), at.checkpoint());
            // the earlier checkpoints hold for the new tables too: those are copies of the old ones up to `at`
            for (Resumable.Point p : previous.points()) if (p.checkpoint().statement() <= at.checkpoint().statement()) points.add(p);
            // and so do the traces of the statements before it (their put ranges are the same in the copies)
            traces.addAll(previous.traces().subList(0, Math.min(at.checkpoint().statement(), previous.traces().size())));
            replays = UnchangedStatements.of(previous, parse);
        } else {
            evaluator = new Evaluator(loader);
        }
        int from = at == null ? 0 : at.checkpoint().statement();
        String text = main.source().text();
        int count = parse.size();
        long[] spacing = {spacingNanos};
        long[] last = {System.nanoTime()};
        IntConsumer take = next -> {
            int boundary;
            if (next < count) boundary = parse.offset(next);
            else if (main.diagnostics().isEmpty()) boundary = text.length();
            else return; // the last statement before a syntax error may be partial: the next text may complete it
            Checkpoint cp = evaluator.checkpoint(next);
            if (cp == null) return;
            points.add(new Resumable.Point(cp, loader.mark(), boundary, next > 0 ? parse.offset(next - 1) : -1));
            if (points.size() > MAX_CHECKPOINTS) {
                // every other one, keeping the first and the newest (the end, after the last statement)
                for (int i = points.size() - 2; i >= 1; i -= 2) points.remove(i);
                spacing[0] = Math.max(2 * spacing[0], 1);
            }
            last[0] = System.nanoTime();
        };
        // the end always: an edit after the last statement (typing at the end) then evaluates nothing;
        // and after an include, so that the statements after it can be replayed after an edit below it
        IntConsumer after = next -> {
            if (System.nanoTime() - last[0] >= spacing[0] || next == count || main.statements().get(next - 1) instanceof Stmt.Include) {
                take.accept(next);
            }
        };
        // and the start: an edit of the first statement still replays the ones after it
        if (from == 0) take.accept(0);
        UnchangedStatements r = replays;
        // the relocation is known once the evaluation is done; the diagnostics are relocated with it
        Relocation[] relocation = {Relocation.NONE};
        List<Inputs.Read> versions = new ArrayList<>();
        Evaluation e = finish(evaluator, loader, () -> {
            try {
                evaluator.evaluateFile(main, from, after, r);
            } finally {
                // statements before the checkpoint, replayed ones, and ones parsed by an earlier parse point into earlier texts
                if (previous != null && (at != null || parse.reusesTrees())) {
                    relocation[0] = UnchangedStatements.relocation(previous, parse, at == null ? 0 : at.boundary(), evaluator, r);
                    List<SourceFile> used = relocation[0].sources();
                    for (Inputs.Read v : previous.versions()) if (used.contains(v.source())) versions.add(v);
                }
            }
        }, versions, relocation);
        traces.addAll(evaluator.traces());
        int replayed = 0;
        for (int i = from; i < count; i++) if (evaluator.wasReplayed(i)) replayed++;
        versions.add(mainRead);
        return new Resumable(e, evaluator, loader, parse, definesAfterMain, points, versions, at == null ? -1 : from,
                traces, relocation[0], replayed);
    }

    /**
     * Runs an evaluation and collects its outcome; never throws. {@code earlier} and {@code
     * relocation} (a one-element holder, or null) are read once {@code run} is done: a resumed
     * evaluation's earlier texts and where their locations are now; the diagnostics are relocated.
     */
    private static Evaluation finish(Evaluator evaluator, FileLoader loader, Runnable run, List<Inputs.Read> earlier,
                                     Relocation[] relocation) {
        List<Diagnostic> diags = new ArrayList<>();
        try {
            run.run();
            diags.addAll(evaluator.recoveredErrors());
            return new Evaluation(evaluator.keeper(), relocated(diags, relocation), List.copyOf(loader.filesRead()),
                    inputs(loader, earlier, relocation));
        } catch (TableGenError e) {
            diags.addAll(e.after(evaluator.recoveredErrors()));
        } catch (StackOverflowError e) {
            diags.addAll(evaluator.recoveredErrors());
            diags.add(Diagnostic.error(evaluator.currentLoc(), "evaluation nested too deeply (runaway recursion?)"));
        } catch (OutOfMemoryError e) {
            diags.addAll(evaluator.recoveredErrors());
            diags.add(Diagnostic.error(evaluator.currentLoc(), "out of memory while evaluating"));
        } catch (RuntimeException e) {
            diags.addAll(evaluator.recoveredErrors());
            diags.add(Diagnostic.error(evaluator.currentLoc(), "internal error: " + e));
        }
        return new Evaluation(null, relocated(diags, relocation), List.copyOf(loader.filesRead()), inputs(loader, earlier, relocation));
    }

    private static List<Diagnostic> relocated(List<Diagnostic> diags, Relocation[] relocation) {
        if (relocation == null || relocation[0].isEmpty()) return diags;
        List<Diagnostic> out = new ArrayList<>(diags.size());
        for (Diagnostic d : diags) out.add(relocation[0].current(d));
        return out;
    }

    private static Inputs inputs(FileLoader loader, List<Inputs.Read> earlier, Relocation[] relocation) {
        Inputs in = loader.inputs();
        Relocation r = relocation == null ? Relocation.NONE : relocation[0];
        return earlier.isEmpty() && r.isEmpty() ? in : new Inputs(in.read(), in.absent(), earlier, r);
    }
}
