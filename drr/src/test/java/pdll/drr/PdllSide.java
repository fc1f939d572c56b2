package pdll.drr;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import pdll.run.PatternCompiler;
import pdll.run.PatternRunner;

/**
 * The PDLL side of a side-by-side run: a PDLL file compiled by pdllc into pdll-run's pass plugin,
 * and the pass (with its options open for {@code fold=…}) that applies it; and running
 * {@code mlir-opt-22} with a plugin and a pass on an input.
 */
record PdllSide(Path plugin, String passPrefix) {

    static PdllSide of(Path pdll, List<Path> includeDirs, Path dir, Path opt, String name) throws Exception {
        PatternCompiler.Compilation c = PatternCompiler.compile(pdll.toString(),
                includeDirs.stream().map(Path::toString).toList(), dir, System.getenv());
        assertFalse(c.failed(), name + ": pdllc rejects the conversion:\n" + c.messages());
        PatternRunner runner = PatternRunner.create(opt.toString(), dir, System.getenv(), System.out);
        Path plugin = runner.pluginFor(c.patterns());
        String pass = "pdll-apply{";
        if (!c.patterns().isNative()) {
            Path pdl = dir.resolve(name + ".pdl.mlir");
            Files.writeString(pdl, c.patterns().pdl());
            pass += "patterns=" + pdl + " ";
        }
        return new PdllSide(plugin, pass);
    }

    /** One mlir-opt run: exit status, standard output, standard error (cut at 4,000 characters). */
    record OptRun(int rc, String out, String err) {}

    /** {@code opt} on {@code input} (a file in {@code dir}) with extra {@code args} (a plugin, a pass, flags). */
    static OptRun run(Path opt, Path dir, Path input, List<String> args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(opt.toString(), "--allow-unregistered-dialect"));
        cmd.addAll(args);
        cmd.add(input.toString());
        Processes.Finished f = Processes.run(cmd, dir, 120, Processes.Errors.SEPARATE);
        String e = f.err();
        return new OptRun(f.rc(), f.out(), e.length() > 4000 ? e.substring(0, 4000) + "\n..." : e);
    }
}
