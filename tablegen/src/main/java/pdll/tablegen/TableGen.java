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
import pdll.tablegen.source.Diagnostic;
import pdll.tablegen.source.Loc;
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
        return finish(evaluator, loader, () -> evaluator.evaluateFile(loader.openMain(mainFile)), List.of());
    }

    private static Resumable resumeHere(Path mainFile, TableGenOptions options, ParseCache cache, Resumable previous,
                                        long spacingNanos) {
        Set<String> defines = new LinkedHashSet<>(options.defines());
        FileLoader loader = new FileLoader(options, defines, cache);
        ParsedFile main;
        try {
            main = loader.openMain(mainFile);
        } catch (TableGenError e) {
            // reported as a failed evaluation reports it
            return Resumable.none(finish(new Evaluator(loader), loader, () -> { throw e; }, List.of()));
        }
        Set<String> definesAfterMain = loader.defines();
        Inputs.Read mainRead = loader.inputs().read().get(0);
        Resumable.Point at = previous == null ? null : previous.pointFor(main, definesAfterMain, options.files());
        List<Resumable.Point> points = new ArrayList<>();
        List<Inputs.Read> versions = new ArrayList<>();
        Evaluator evaluator;
        if (at != null) {
            loader.resume(previous.loader(), at.loader());
            evaluator = new Evaluator(loader, previous.evaluator(), at.checkpoint());
            // the earlier checkpoints hold for the new tables too: those are copies of the old ones up to `at`
            for (Resumable.Point p : previous.points()) if (p.checkpoint().statement() <= at.checkpoint().statement()) points.add(p);
            versions.addAll(previous.versions().subList(0, at.versions()));
        } else {
            evaluator = new Evaluator(loader);
        }
        versions.add(mainRead);
        int from = at == null ? 0 : at.checkpoint().statement();
        String text = main.source().text();
        List<Stmt> statements = main.statements();
        long[] spacing = {spacingNanos};
        long[] last = {System.nanoTime()};
        IntConsumer after = next -> {
            long now = System.nanoTime();
            // the end always: an edit after the last statement (typing at the end) then evaluates nothing
            if (now - last[0] < spacing[0] && next < statements.size()) return;
            int boundary;
            if (next < statements.size()) boundary = statements.get(next).loc().offset();
            else if (main.diagnostics().isEmpty()) boundary = text.length();
            else return; // the last statement before a syntax error may be partial: the next text may complete it
            Checkpoint cp = evaluator.checkpoint(next);
            if (cp == null) return;
            points.add(new Resumable.Point(cp, loader.mark(), boundary, next > 0 ? statements.get(next - 1).loc().offset() : -1,
                    versions.size()));
            if (points.size() > MAX_CHECKPOINTS) {
                // every other one, keeping the first and the newest (the end, after the last statement)
                for (int i = points.size() - 2; i >= 1; i -= 2) points.remove(i);
                spacing[0] = Math.max(2 * spacing[0], 1);
            }
            last[0] = System.nanoTime();
        };
        List<Inputs.Read> earlier = versions.subList(0, versions.size() - 1);
        Evaluation e = finish(evaluator, loader, () -> evaluator.evaluateFile(main, from, after), earlier);
        return new Resumable(e, evaluator, loader, text, definesAfterMain, points, versions, at == null ? -1 : from);
    }

    /** Runs an evaluation and collects its outcome; never throws. */
    private static Evaluation finish(Evaluator evaluator, FileLoader loader, Runnable run, List<Inputs.Read> earlier) {
        List<Diagnostic> diags = new ArrayList<>();
        try {
            run.run();
            diags.addAll(evaluator.recoveredErrors());
            return new Evaluation(evaluator.keeper(), diags, List.copyOf(loader.filesRead()), inputs(loader, earlier));
        } catch (TableGenError e) {
            diags.addAll(evaluator.recoveredErrors());
            diags.add(e.toDiagnostic());
            diags.addAll(e.extra());
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
        return new Evaluation(null, diags, List.copyOf(loader.filesRead()), inputs(loader, earlier));
    }

    private static Inputs inputs(FileLoader loader, List<Inputs.Read> earlier) {
        Inputs in = loader.inputs();
        return earlier.isEmpty() ? in : new Inputs(in.read(), in.absent(), earlier);
    }
}
