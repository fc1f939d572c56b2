package pdll.drr;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import pdll.base.io.FileAccess;
import pdll.drr.check.DrrChecker;
import pdll.drr.check.DrrDiagnostic;
import pdll.tablegen.Evaluation;
import pdll.tablegen.TableGen;
import pdll.tablegen.TableGenOptions;

/**
 * The DRR checks on a file, ours and the reference's ({@code mlir-tblgen-22 -gen-rewriters}), with
 * the same include dirs (MLIR's after the given ones) and defines.
 */
final class Check {
    private Check() {}

    static final String REFERENCE = "mlir-tblgen-22";
    static final String NO_REFERENCE = REFERENCE + " not on PATH: apt-get install mlir-22-tools";

    /** Our diagnostics; fails when the file does not evaluate (a check needs its records). */
    static List<DrrDiagnostic> ours(Path td, List<Path> includeDirs, List<String> defines) {
        List<Path> dirs = new ArrayList<>(includeDirs);
        dirs.add(TestDirs.MLIR_INCLUDE);
        Evaluation ev = TableGen.evaluate(td, new TableGenOptions(td.getParent(), dirs, defines, FileAccess.DISK));
        if (ev.records() == null) throw new AssertionError(td + " does not evaluate: " + ev.diagnostics());
        return DrrChecker.check(ev, td);
    }

    /** What the reference did: its exit status and the first error line it printed (null when none). */
    record Reference(int rc, String firstError) {
        boolean accepted() {
            return rc == 0 && firstError == null;
        }
    }

    static Optional<Path> reference() {
        return TestDirs.tool(REFERENCE);
    }

    static Reference reference(Path tool, Path td, List<Path> includeDirs, List<String> defines)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(tool.toString(), "-gen-rewriters", "-o", "/dev/null"));
        for (Path d : includeDirs) cmd.add("-I" + d);
        cmd.add("-I" + TestDirs.MLIR_INCLUDE);
        for (String d : defines) cmd.add("-D" + d);
        cmd.add(td.toString());
        Process p = new ProcessBuilder(cmd).directory(td.getParent().toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        String err = new String(p.getErrorStream().readAllBytes());
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError(REFERENCE + " did not finish on " + td);
        }
        String first = null;
        for (String line : err.split("\n")) {
            if (line.startsWith("error: ") || line.contains(": error: ")) {
                first = line;
                break;
            }
        }
        return new Reference(p.exitValue(), first);
    }

    /** The first diagnostic the reference stops at, or null. */
    static DrrDiagnostic firstStop(List<DrrDiagnostic> ds) {
        for (DrrDiagnostic d : ds) if (d.stops()) return d;
        return null;
    }
}
