package pdll.fuzz;

import java.io.File;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import pdll.tablegen.bench.ReferenceTools;

/**
 * Tells whether a run that went over the time limit is slow because of its input: the reference
 * tool ({@code mlir-tblgen-22} for TableGen, {@code mlir-pdll-22} for pdllc) gets the same
 * arguments in the same folder and a longer limit. Only a run the reference finishes in time is a
 * hang of ours. Without the reference installed every run over the limit stays a finding.
 */
final class ReferenceTimer {
    private ReferenceTimer() {}

    static boolean alsoHangs(String target, Path cwd, List<String> args, long limitMs) {
        Optional<Path> binary = switch (target) {
            case "tablegen" -> ReferenceTools.referenceTblgen();
            case "pdllc" -> ReferenceTools.onPath("mlir-pdll-22");
            default -> Optional.empty();
        };
        if (binary.isEmpty()) return false;
        List<String> command = new ArrayList<>();
        command.add(binary.get().toString());
        // pdllc's own options (PdllcTarget.EXTRA) would make the reference refuse the run
        for (String a : args) if (!PdllcTarget.EXTRA.contains(a)) command.add(a);
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
}
