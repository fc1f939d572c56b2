package pdll.fuzz;

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
final class PdllcTarget extends ToolTarget {
    static final List<String> KINDS = List.of("-x=ast", "-x=mlir", "-x=cpp", "--dump-ods");
    static final List<String> EXTRA = List.of("--all-errors", "--extra-warnings", "--diagnostics-format=json");

    PdllcTarget(List<Seed> seeds, Path work, Optional<Path> mlirRoot, long timeoutMs) {
        super("pdllc", PdllcMain::run, ".pdll", seeds, work, mlirRoot, timeoutMs);
    }

    @Override
    public List<Finding> run(long caseNumber, Random r) {
        Seed seed = seeds.get(r.nextInt(seeds.size()));
        String input = mutator.mutate(r, seed.text(), Seed.Kind.PDLL);
        boolean split = r.nextBoolean();
        List<String> extra = new ArrayList<>();
        for (String e : EXTRA) if (r.nextInt(6) == 0) extra.add(e);
        List<Finding> found = new ArrayList<>();
        for (String kind : KINDS) found.addAll(found(check(input, args(kind, split, extra, seed.folder()), caseNumber)));
        return found;
    }

    @Override
    public List<Finding> replay(Path file, String input) {
        List<Finding> found = new ArrayList<>();
        for (boolean split : new boolean[] {false, true}) {
            for (String kind : KINDS) {
                found.addAll(found(check(input, args(kind, split, List.of(), file.toAbsolutePath().getParent()), -1)));
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
        addRootAndCaseFile(args);
        return args;
    }
}
