package pdll.pdllc;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** Runs pdllc in the test's JVM, as {@code bin/pdllc ARGS} would run in {@code cwd}, with empty stdin. */
final class InProcess {
    private InProcess() {}

    /** Exit status and the two output streams (UTF-8). */
    record Result(int rc, String out, String err) {}

    static Result pdllc(Path cwd, List<String> args) {
        return pdllc(cwd, System.getenv(), args);
    }

    /** The same with {@code env} as the run's environment. */
    static Result pdllc(Path cwd, Map<String, String> env, List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            rc = PdllcMain.run(args.toArray(String[]::new), cwd, env, new ByteArrayInputStream(new byte[0]), o, e);
        }
        return new Result(rc, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
