package pdll.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import pdll.pdllc.PdllcMain;

/**
 * {@code pdllc} in process: each mutated file goes through every output kind ({@code -x=ast},
 * {@code -x=mlir}, {@code -x=cpp}, {@code --dump-ods}), with or without
 * {@code --split-input-file} (chosen per case), sometimes with our own diagnostics options. The
 * file is written to a scratch folder that is also the working directory; {@code -I} names the
 * seed's folder (and its {@code include/}, as the conformance cases need) and the MLIR root.
 */
final class PdllcTarget implements Target {
    static final List<String> KINDS = List.of("-x=ast", "-x=mlir", "-x=cpp", "--dump-ods");
    static final List<String> EXTRA = List.of("--all-errors", "--extra-warnings", "--diagnostics-format=json");

    private final List<Seed> seeds;
    private final Mutator mutator;
    private final Path work;
    private final Optional<Path> mlirRoot;
    private final long timeoutMs;
    private long runs;

    PdllcTarget(List<Seed> seeds, Path work, Optional<Path> mlirRoot, long timeoutMs) {
        this.seeds = seeds;
        this.mutator = new Mutator(seeds);
        this.work = work.resolve("pdllc");
        this.mlirRoot = mlirRoot;
        this.timeoutMs = timeoutMs;
        try {
            Files.createDirectories(this.work);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String name() {
        return "pdllc";
    }

    @Override
    public List<Finding> run(long caseNumber, Random r) {
        Seed seed = seeds.get(r.nextInt(seeds.size()));
        String input = mutator.mutate(r, seed.text(), Seed.Kind.PDLL);
        boolean split = r.nextBoolean();
        List<String> extra = new ArrayList<>();
        for (String e : EXTRA) if (r.nextInt(6) == 0) extra.add(e);
        List<Finding> found = new ArrayList<>();
        for (String kind : KINDS) {
            List<String> args = args(kind, split, extra, seed.folder());
            runs++;
            Finding f = ToolRun.check(name(), PdllcMain::run, work, work.resolve("case.pdll"), input, args, timeoutMs,
                    ".pdll", caseNumber);
            if (f != null) found.add(f);
        }
        return found;
    }

    @Override
    public List<Finding> replay(Path file, String input) {
        List<Finding> found = new ArrayList<>();
        for (boolean split : new boolean[] {false, true}) {
            for (String kind : KINDS) {
                runs++;
                Finding f = ToolRun.check(name(), PdllcMain::run, work, work.resolve("case.pdll"), input,
                        args(kind, split, List.of(), file.toAbsolutePath().getParent()), timeoutMs, ".pdll", -1);
                if (f != null) found.add(f);
            }
        }
        return found;
    }

    List<String> args(String kind, boolean split, List<String> extra, Path seedFolder) {
        List<String> args = new ArrayList<>();
        args.add(kind);
        if (split) args.add("--split-input-file");
        args.addAll(extra);
        args.add("-I");
        args.add(seedFolder.toString());
        Path inc = seedFolder.resolve("include");
        if (Files.isDirectory(inc)) {
            args.add("-I");
            args.add(inc.toString());
        }
        mlirRoot.ifPresent(root -> {
            args.add("-I");
            args.add(root.toString());
        });
        args.add("case.pdll");
        return args;
    }

    @Override
    public Finding recheck(Finding f, String input) {
        List<String> args = List.of(f.args().substring(name().length() + 1).split(" "));
        return ToolRun.check(name(), PdllcMain::run, work, work.resolve("case.pdll"), input, args, timeoutMs, ".pdll", f.caseNumber());
    }

    @Override
    public String work() {
        var ok = ToolRun.SUCCEEDED.get(name());
        var slow = ToolRun.SLOW_LIKE_REFERENCE.get(name());
        return runs + " runs, " + (ok == null ? 0 : ok.get()) + " exit 0"
                + (slow == null ? "" : ", " + slow.get() + " over the limit like the reference");
    }
}
