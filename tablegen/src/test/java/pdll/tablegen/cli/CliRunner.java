package pdll.tablegen.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/** Runs {@code pdll-tblgen} in-process and captures what it prints. Shared by the CLI test suites. */
public final class CliRunner {
    private CliRunner() {}

    /** Exit status, standard output (bytes, compared exactly) and standard error. */
    public record Result(int status, byte[] stdout, String stderr) {
        public String out() {
            return new String(stdout, StandardCharsets.UTF_8);
        }

        /** The first line of standard error, without its newline ("" when nothing was printed). */
        public String firstErrLine() {
            int nl = stderr.indexOf('\n');
            return nl < 0 ? stderr : stderr.substring(0, nl);
        }

        @Override
        public String toString() {
            return "status " + status + ", stderr:\n" + stderr;
        }
    }

    public static Result run(Path cwd, String... args) {
        return run(cwd, new ByteArrayInputStream(new byte[0]), args);
    }

    public static Result runWithStdin(Path cwd, String stdin, String... args) {
        return run(cwd, new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), args);
    }

    private static Result run(Path cwd, InputStream in, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 16);
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int status;
        try (PrintStream o = new PrintStream(out, false, StandardCharsets.UTF_8);
                PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            status = TblgenMain.run(args, cwd.toAbsolutePath(), in, o, e);
        }
        return new Result(status, out.toByteArray(), err.toString(StandardCharsets.UTF_8));
    }
}
