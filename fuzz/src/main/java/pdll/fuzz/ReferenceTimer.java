package pdll.fuzz;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * Tells whether a run that went over the time limit is slow because of its input: the reference
 * tool ({@code mlir-tblgen-22} for TableGen, {@code mlir-pdll-22} for pdllc) gets the same
 * arguments in the same folder and a longer limit. Only a run the reference finishes in time is a
 * hang of ours. Without the reference installed every run over the limit stays a finding.
 */
final class ReferenceTimer {
    /** pdllc's own options, which the reference would refuse: dropped for its run. */
    private static final Set<String> OURS_ONLY = Set.of("--all-errors", "--extra-warnings", "--diagnostics-format=json");

    private ReferenceTimer() {}

    static boolean alsoHangs(String target, Path cwd, List<String> args, long limitMs) {
        String tool = switch (target) {
            case "tablegen" -> "mlir-tblgen-22";
            case "pdllc" -> "mlir-pdll-22";
            default -> null;
        };
        Path binary = tool == null ? null : onPath(tool);
        if (binary == null) return false;
        List<String> command = new ArrayList<>();
        command.add(binary.toString());
        for (String a : args) if (!OURS_ONLY.contains(a)) command.add(a);
        try {
            Process p = new ProcessBuilder(command).directory(cwd.toFile())
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD)
                    .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null"))).start();
            if (p.waitFor(limitMs, TimeUnit.MILLISECONDS)) return false;
            p.destroyForcibly();
            p.waitFor(5, TimeUnit.SECONDS);
            return true;
        } catch (IOException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private static Path onPath(String name) {
        String path = System.getenv("PATH");
        if (path == null) return null;
        for (String dir : path.split(File.pathSeparator)) {
            Path p = Path.of(dir, name);
            if (Files.isExecutable(p)) return p;
        }
        return null;
    }
}
