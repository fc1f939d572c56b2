package pdll.drr;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import pdll.drr.cli.Drr2PdllMain;

/** Runs drr2pdll in the test's JVM, as {@code bin/drr2pdll ARGS} runs in {@code cwd}. */
final class Convert {
    private Convert() {}

    record Result(int rc, String out, String err) {}

    static Result run(Path cwd, List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
                PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            rc = Drr2PdllMain.run(args.toArray(String[]::new), cwd, o, e);
        }
        return new Result(rc, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
