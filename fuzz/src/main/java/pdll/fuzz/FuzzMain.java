package pdll.fuzz;

import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.file.Path;

/**
 * {@code pdll-fuzz}: mutation fuzzing of pdllc, the TableGen front end and the language server,
 * all in this process. Exit status 0 when nothing was found, 1 when something was (or on a usage
 * error, with a message), like the tools it tests.
 */
public final class FuzzMain {
    static final String USAGE = """
            usage: pdll-fuzz [options]
              Mutates the PDLL/TableGen seeds (shared/conformance, samples/, shared/upstream,
              shared/reference/tablegen-micro, a few MLIR .td files) and runs each case in process
              through pdllc (every output kind), pdll-tblgen --print-records and the language server
              (open, edit, every request at random positions). A crash, a Java trace in the output,
              an internal error, a hang or a server that stops answering is a finding.
              --iterations N    cases to run (default 100000)
              --seed S          run seed (default 1); case i of seed S is always the same input
              --target T        pdllc | tablegen | lsp | lsp-td | all (default all: 40% / 30% /
                                20% / 10%); lsp-td: the server on the .td seeds; drr: the DRR
                                converter (in process and drr2pdll) and lsp-drr: the server, on
                                the DRR seeds (not in all); wire: the server on raw bytes
                                (framing, ids, params; not in all); or a list: drr,lsp-drr
                                (in turn)
              --timeout-ms MS   a case (one tool run, one request) taking longer is a hang (default 10000)
              --out DIR         save each distinct finding, minimized, under DIR/NNN-target-kind/
              --no-minimize     save findings as found
              --replay FILE     run FILE (e.g. a saved finding's input) unmutated through the targets
                                instead: .td through TableGen, the converter and the server, .pdll through pdllc
                                (every kind, with and without --split-input-file) and the server
                                (every request);
                                repeatable. Exit status 1 if it still fails
              --help            this text
            Environment: PDLL_SHARED_DIR (default: shared/ beside the checkout).
            """;

    private FuzzMain() {}

    public static void main(String[] args) {
        int rc = run(args, System.out, System.err);
        System.out.flush();
        System.exit(rc);
    }

    static int run(String[] args, PrintStream out, PrintStream err) {
        FuzzOptions o;
        try {
            o = FuzzOptions.parse(args);
        } catch (FuzzOptions.UsageError e) {
            err.println("pdll-fuzz: " + e.getMessage());
            err.println("Try: 'pdll-fuzz --help'");
            return 1;
        }
        if (o.help()) {
            out.print(USAGE);
            return 0;
        }
        Fuzzer fuzzer = new Fuzzer(o, err, repoRoot());
        // Interrupted (Ctrl-C, a time limit): still print what was found and the figures so far.
        boolean[] done = {false};
        Thread hook = new Thread(() -> {
            if (done[0]) return;
            Fuzzer.Result partial = fuzzer.result();
            if (partial == null) return;
            out.println("fuzz: interrupted");
            report(partial, out);
            out.flush();
        });
        Runtime.getRuntime().addShutdownHook(hook);
        Fuzzer.Result r;
        try {
            r = fuzzer.run();
        } catch (Exception e) {
            err.println("pdll-fuzz: " + e.getMessage());
            return 1;
        } catch (Error e) {
            // the harness itself ran out of memory or stack: what was found so far still counts
            err.println("pdll-fuzz: the run stopped: " + e);
            Fuzzer.Result partial = fuzzer.result();
            if (partial != null) report(partial, out);
            return 1;
        } finally {
            done[0] = true;
        }
        report(r, out);
        return r.findings().isEmpty() ? 0 : 1;
    }

    static void report(Fuzzer.Result r, PrintStream out) {
        for (Finding f : r.findings()) {
            out.println("FINDING " + f.signature() + " (x" + r.counts().get(f.signature()) + ", first case " + f.caseNumber() + ")");
            out.println("  " + f.args());
            String input = RawBytes.printable(f.input());
            out.println("  input (" + f.input().length() + " chars): "
                    + (input.length() > 300 ? input.substring(0, 300).replace("\n", "\\n") + "..." : input.replace("\n", "\\n")));
            f.trace().lines().limit(8).forEach(l -> out.println("    " + l));
        }
        out.println(r.summary());
        if (!r.slowestWhat().isEmpty()) out.println("fuzz: slowest case: " + r.slowestWhat());
    }

    /** The checkout: {@code -Dpdll.repo}, else two levels above the jar or classes folder (fuzz/target/X). */
    static Path repoRoot() {
        String prop = System.getProperty("pdll.repo");
        if (prop != null) return Path.of(prop);
        try {
            Path here = Path.of(FuzzMain.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return here.getParent().getParent().getParent();
        } catch (URISyntaxException | RuntimeException e) {
            return Path.of("").toAbsolutePath();
        }
    }
}
