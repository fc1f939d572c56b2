package pdll.fuzz;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pdll.tablegen.cli.TblgenMain;

/**
 * The TableGen front end in process, as {@code pdll-tblgen --print-records}: the mutated
 * {@code .td} is written to a scratch folder (the working directory), {@code -I} names the seed's
 * folder and the MLIR include root, and a random subset of the macros the seed tests with
 * {@code #ifdef}/{@code #ifndef} is defined with {@code -D}, as LLVM's own tests do.
 */
final class TablegenTarget implements Target {
    private static final Pattern MACRO = Pattern.compile("#ifn?def\\s+(\\w+)");

    private final List<Seed> seeds;
    private final Mutator mutator;
    private final Path work;
    private final Optional<Path> mlirRoot;
    private final long timeoutMs;
    private long runs;

    TablegenTarget(List<Seed> seeds, Path work, Optional<Path> mlirRoot, long timeoutMs) {
        this.seeds = seeds;
        this.mutator = new Mutator(seeds);
        this.work = work.resolve("tablegen");
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
        return "tablegen";
    }

    @Override
    public List<Finding> run(long caseNumber, Random r) {
        Seed seed = seeds.get(r.nextInt(seeds.size()));
        String input = mutator.mutate(r, seed.text(), Seed.Kind.TD);
        List<String> args = new ArrayList<>();
        args.add("--print-records");
        Set<String> macros = new LinkedHashSet<>();
        Matcher m = MACRO.matcher(seed.text());
        while (m.find()) macros.add(m.group(1));
        for (String macro : macros) if (r.nextInt(3) == 0) args.add("-D" + macro);
        args.add("-I");
        args.add(seed.folder().toString());
        mlirRoot.ifPresent(root -> {
            args.add("-I");
            args.add(root.toString());
        });
        args.add("case.td");
        runs++;
        Finding f = ToolRun.check(name(), TblgenMain::run, work, work.resolve("case.td"), input, args, timeoutMs, ".td", caseNumber);
        return f == null ? List.of() : List.of(f);
    }

    @Override
    public List<Finding> replay(Path file, String input) {
        List<String> args = new ArrayList<>(List.of("--print-records", "-I", file.toAbsolutePath().getParent().toString()));
        mlirRoot.ifPresent(root -> {
            args.add("-I");
            args.add(root.toString());
        });
        args.add("case.td");
        runs++;
        Finding f = ToolRun.check(name(), TblgenMain::run, work, work.resolve("case.td"), input, args, timeoutMs, ".td", -1);
        return f == null ? List.of() : List.of(f);
    }

    @Override
    public Finding recheck(Finding f, String input) {
        List<String> args = List.of(f.args().substring(name().length() + 1).split(" "));
        return ToolRun.check(name(), TblgenMain::run, work, work.resolve("case.td"), input, args, timeoutMs, ".td", f.caseNumber());
    }

    @Override
    public String work() {
        var ok = ToolRun.SUCCEEDED.get(name());
        var slow = ToolRun.SLOW_LIKE_REFERENCE.get(name());
        return runs + " runs, " + (ok == null ? 0 : ok.get()) + " exit 0"
                + (slow == null ? "" : ", " + slow.get() + " over the limit like the reference");
    }
}
