package pdll.tablegen;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
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
        Evaluation[] result = new Evaluation[1];
        Thread t = new Thread(null, () -> result[0] = evaluateHere(mainFile, options, cache), "tablegen-eval", STACK_BYTES);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Evaluation(null, List.of(Diagnostic.error(Loc.NONE, "interrupted")), List.of(),
                    new Inputs(List.of(), List.of()));
        }
        return result[0];
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
        List<Diagnostic> diags = new ArrayList<>();
        try {
            evaluator.evaluateFile(loader.openMain(mainFile));
            diags.addAll(evaluator.recoveredErrors());
            return new Evaluation(evaluator.keeper(), diags, List.copyOf(loader.filesRead()), loader.inputs());
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
        return new Evaluation(null, diags, List.copyOf(loader.filesRead()), loader.inputs());
    }
}
