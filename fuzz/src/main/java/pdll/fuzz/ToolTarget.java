package pdll.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What the two command-line targets ({@code pdllc}, {@code pdll-tblgen}) share: seeds and their
 * mutator, a scratch folder of their own that is the tool's working directory and holds the
 * mutated file ({@code case.pdll}/{@code case.td}), the MLIR include root, the time limit, and
 * how a run is checked, re-checked for the minimizer and counted for the summary.
 */
abstract class ToolTarget implements Target {
    protected final List<Seed> seeds;
    protected final Mutator mutator;
    protected final Optional<Path> mlirRoot;
    private final String name;
    private final ToolRun.Tool tool;
    private final String extension;
    private final Path work;
    private final long timeoutMs;
    private long runs;

    ToolTarget(String name, ToolRun.Tool tool, String extension, List<Seed> seeds, Path work, Optional<Path> mlirRoot,
               long timeoutMs) {
        this.name = name;
        this.tool = tool;
        this.extension = extension;
        this.seeds = seeds;
        this.mutator = new Mutator(seeds);
        this.work = work.resolve(name);
        this.mlirRoot = mlirRoot;
        this.timeoutMs = timeoutMs;
        try {
            Files.createDirectories(this.work);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public final String name() {
        return name;
    }

    /** The mutated file's name in the scratch folder, as the tool's arguments name it. */
    final String caseFile() {
        return "case" + extension;
    }

    /** {@code -I} the MLIR include root, when there is one, then the case file: every run's last arguments. */
    final void addRootAndCaseFile(List<String> args) {
        mlirRoot.ifPresent(root -> {
            args.add("-I");
            args.add(root.toString());
        });
        args.add(caseFile());
    }

    /** One run of the tool on {@code input}: the finding, or null. */
    final Finding check(String input, List<String> args, long caseNumber) {
        runs++;
        return run(input, args, caseNumber);
    }

    private Finding run(String input, List<String> args, long caseNumber) {
        return ToolRun.check(name, tool, work, work.resolve(caseFile()), input, args, timeoutMs, extension, caseNumber);
    }

    /** The findings of some runs, without the runs that found nothing. */
    static List<Finding> found(Finding... findings) {
        List<Finding> out = new ArrayList<>();
        for (Finding f : findings) if (f != null) out.add(f);
        return out;
    }

    @Override
    public final Finding recheck(Finding f, String input) {
        List<String> args = List.of(f.args().substring(name.length() + 1).split(" "));
        return run(input, args, f.caseNumber()); // the minimizer's tries are not counted as runs
    }

    @Override
    public final String work() {
        var ok = ToolRun.SUCCEEDED.get(name);
        var slow = ToolRun.SLOW_LIKE_REFERENCE.get(name);
        return runs + " runs, " + (ok == null ? 0 : ok.get()) + " exit 0"
                + (slow == null ? "" : ", " + slow.get() + " over the limit like the reference");
    }
}
