package pdll.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Runs the samples' lit + FileCheck tests (samples/*.mlir, samples/lit.cfg.py) through
 * bin/pdll-run, as a user's test suite would: LLVM's lit (Debian's llvm-22-tools ships it as
 * /usr/lib/llvm-22/bin/lit, else lit on PATH) must pass them all. An integration test: it runs
 * the launcher on the packaged jar. Skipped, naming the packages, without lit, FileCheck, g++ or
 * the MLIR development files.
 */
class SamplesLitIT {
    @Test
    void everySampleDoesWhatItsCommentsSay() throws IOException, InterruptedException {
        RunTools.assumeToolchain();
        Path lit = Files.isExecutable(RunTools.LLVM.resolve("bin/lit")) ? RunTools.LLVM.resolve("bin/lit") : RunTools.onPath("lit");
        assumeTrue(lit != null && (Files.isExecutable(RunTools.LLVM.resolve("bin/FileCheck")) || RunTools.onPath("FileCheck") != null),
                "lit or FileCheck not found: apt-get install llvm-22-tools");
        Path repo = RunTools.repo();
        Path log = Files.createTempFile("pdll-lit", ".log");
        try {
            Process p = new ProcessBuilder(List.of(lit.toString(), "-v", repo.resolve("samples").toString()))
                    .directory(repo.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            p.getOutputStream().close();
            if (!p.waitFor(15, TimeUnit.MINUTES)) {
                p.destroyForcibly();
                throw new AssertionError("lit did not finish in 15 minutes");
            }
            String out = Files.readString(log, StandardCharsets.UTF_8);
            System.out.print(out);
            assertEquals(0, p.exitValue(), out);
        } finally {
            Files.deleteIfExists(log);
        }
    }
}
