package pdll.drr;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a tool the tests compare with (mlir-opt, mlir-tblgen, g++): output through files, never
 * pipes, so a tool that writes a lot cannot stall on a full pipe; a run past its time is killed.
 */
final class Processes {
    private Processes() {}

    /** What becomes of standard error. */
    enum Errors { MERGED, SEPARATE, DISCARDED }

    /** A finished run: exit status ({@code -1} when killed for its time), standard output, standard error. */
    record Finished(int rc, String out, String err) {
        boolean timedOut() {
            return rc == -1;
        }
    }

    static Finished run(List<String> cmd, Path dir, long timeoutSeconds, Errors errors) throws IOException, InterruptedException {
        Path out = Files.createTempFile(dir, "run", ".out");
        Path err = errors == Errors.SEPARATE ? Files.createTempFile(dir, "run", ".err") : null;
        try {
            ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile()).redirectOutput(out.toFile());
            switch (errors) {
                case MERGED -> pb.redirectErrorStream(true);
                case SEPARATE -> pb.redirectError(err.toFile());
                case DISCARDED -> pb.redirectError(ProcessBuilder.Redirect.DISCARD);
            }
            Process p = pb.start();
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                return new Finished(-1, "", "timed out after " + timeoutSeconds + " s: " + String.join(" ", cmd));
            }
            return new Finished(p.exitValue(), Files.readString(out), err == null ? "" : Files.readString(err));
        } finally {
            Files.deleteIfExists(out);
            if (err != null) Files.deleteIfExists(err);
        }
    }
}
