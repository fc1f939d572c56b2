package pdll.fuzz;

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
final class TablegenTarget extends ToolTarget {
    private static final Pattern MACRO = Pattern.compile("#ifn?def\\s+(\\w+)");

    TablegenTarget(List<Seed> seeds, Path work, Optional<Path> mlirRoot, long timeoutMs) {
        super("tablegen", TblgenMain::run, ".td", seeds, work, mlirRoot, timeoutMs);
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
        addRootAndCaseFile(args);
        return found(check(input, args, caseNumber));
    }

    @Override
    public List<Finding> replay(Path file, String input) {
        List<String> args = new ArrayList<>(List.of("--print-records", "-I", file.toAbsolutePath().getParent().toString()));
        addRootAndCaseFile(args);
        return found(check(input, args, -1));
    }
}
