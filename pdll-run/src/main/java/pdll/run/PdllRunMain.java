package pdll.run;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import pdll.base.io.OutputFile;

/**
 * {@code pdll-run}: compiles a pattern file with pdllc and applies its patterns to MLIR input with
 * {@code mlir-opt} (see {@link PatternRunner}). Exit status 0 when the patterns were applied and the
 * IR printed; 1 for a usage error, pattern errors (pdllc's messages, nothing on stdout), a missing
 * tool, a plugin that does not compile, input {@code mlir-opt} rejects or patterns that do not
 * converge ({@code mlir-opt}'s messages passed through).
 */
public final class PdllRunMain {
    private PdllRunMain() {}

    public static void main(String[] args) {
        int rc = run(args, Path.of("").toAbsolutePath(), System.getenv(), System.in, System.out, System.err);
        System.out.flush();
        System.exit(rc);
    }

    public static int run(String[] args, Path cwd, Map<String, String> env, InputStream stdin, PrintStream out,
                          PrintStream err) {
        RunArgs a;
        try {
            a = RunArgs.parse(args);
        } catch (RunArgs.UsageError e) {
            err.println(e.getMessage());
            return 1;
        }
        if (a.help()) {
            out.print(RunArgs.usage());
            return 0;
        }
        PatternCompiler.Compilation c = PatternCompiler.compile(a.patterns(), a.includeDirs(), cwd, env);
        err.print(c.messages());
        if (c.failed()) return 1;
        try {
            MlirInput input = a.input().equals("-")
                    ? MlirInput.text(new String(stdin.readAllBytes(), StandardCharsets.UTF_8), "<stdin>")
                    : MlirInput.file(a.input());
            RunResult r = PatternRunner.create(a.opt(), cwd, env, err).apply(c.patterns(), input, a.config());
            err.print(r.messages());
            if (r.exitCode() != 0) return 1;
            if (a.output() == null || a.output().equals("-")) {
                out.print(r.output());
            } else {
                Path target = cwd.resolve(a.output());
                Path dir = target.toAbsolutePath().getParent();
                if (dir != null) Files.createDirectories(dir);
                OutputFile.write(target, r.output().getBytes(StandardCharsets.UTF_8), false);
            }
            return 0;
        } catch (RunFailure f) {
            err.print(f.getMessage());
            return 1;
        } catch (IOException e) {
            err.println("pdll-run: " + e.getMessage());
            return 1;
        }
    }
}
