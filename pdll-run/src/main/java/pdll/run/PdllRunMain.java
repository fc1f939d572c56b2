package pdll.run;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pdll.base.CodeLocation;
import pdll.base.io.FileAccess;
import pdll.base.io.OutputFile;
import pdll.base.io.StandardOutput;

/**
 * {@code pdll-run}: compiles a pattern file with pdllc and applies its patterns to MLIR input with
 * {@code mlir-opt} (see {@link PatternRunner}). Exit status 0 when the patterns were applied and the
 * IR printed; 1 for a usage error, pattern errors (pdllc's messages, nothing on stdout), a missing
 * tool, a plugin that does not compile, input {@code mlir-opt} rejects or patterns that do not
 * converge ({@code mlir-opt}'s messages passed through).
 */
public final class PdllRunMain {
    /** Where the system's LLVM installs are found when no include root is named (as pdllc finds them). */
    private static final Path USR_LIB = Path.of("/usr/lib");

    private PdllRunMain() {}

    public static void main(String[] args) {
        StandardOutput out = StandardOutput.open();
        int rc = run(args, Path.of("").toAbsolutePath(), System.getenv(), System.in, out.print(), System.err);
        System.exit(out.finish(System.err, rc));
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
        Optional<String> problem = InputChecks.problem(a, cwd);
        if (problem.isPresent()) {
            err.print(problem.get());
            return 1;
        }
        long started = System.currentTimeMillis();
        Optional<Path> entry = CompiledPatterns.entry(env, a);
        RecordingFiles files = entry.isPresent() ? new RecordingFiles() : null;
        Map<Path, String> environment = entry.isPresent()
                ? CompiledPatterns.environmentInputs(a, cwd, env, USR_LIB) : Map.of();
        PatternCompiler.Compilation c = PatternCompiler.compile(a.patterns(), a.includeDirs(), cwd, env,
                files != null ? files : FileAccess.DISK, a.noCache());
        err.print(c.messages());
        if (c.failed()) return 1;
        try {
            MlirInput input = a.input().equals("-")
                    ? MlirInput.text(new String(stdin.readAllBytes(), StandardCharsets.UTF_8), "<stdin>")
                    : MlirInput.file(a.input());
            PatternRunner runner = PatternRunner.create(a.opt(), cwd, env, err, new ChildProcesses(a.timeout()));
            RunResult r = runner.apply(c.patterns(), input, a.config());
            if (entry.isPresent()) {
                String done = c.messages().isEmpty() ? files.inconsistent() ? "not written (an include came or went)"
                        : remember(entry.get(), a, cwd, env, c.patterns(), runner, files, environment, started)
                        : "not written (the compile printed messages)";
                if (!env.getOrDefault("PDLL_RUN_TRACE", "0").equals("0")) {
                    err.println("pdll-run: compiled patterns cache: entry " + done);
                }
            }
            err.print(r.messages());
            if (r.exitCode() != 0) return 1;
            if (a.output() == null || a.output().equals("-")) {
                out.print(r.output());
            } else {
                // -o's folder exists (InputChecks); like the reference, none is created
                Path target = cwd.resolve(a.output());
                OutputFile.write(target, r.output().getBytes(StandardCharsets.UTF_8), false);
            }
            return 0;
        } catch (RunFailure f) {
            err.print(f.getMessage());
            return 1;
        } catch (IOException e) {
            String file = e instanceof FileSystemException f && f.getFile() != null ? f.getFile() + ": " : "";
            err.println("pdll-run: " + file + OutputFile.reason(e));
            return 1;
        }
    }

    /**
     * Writes the entry of the cache of compiled patterns that bin/pdll-run reads without a JVM
     * ({@link CompiledPatterns}), after a run whose compile printed nothing; never fails the run.
     */
    private static String remember(Path entry, RunArgs a, Path cwd, Map<String, String> env, PatternSet patterns,
                                 PatternRunner runner, RecordingFiles files, Map<Path, String> before, long started)
            throws RunFailure {
        Map<Path, String> after = CompiledPatterns.environmentInputs(a, cwd, env, USR_LIB);
        if (!after.equals(before)) return "not written (PATH, the include root or mlir-opt changed)";
        Toolchain tc = runner.toolchain();
        List<Path> alsoRead = new ArrayList<>(List.of(cwd.resolve(a.patterns())));
        Path prefix = tc.prefix();
        for (String f : List.of("include/llvm/Config/llvm-config.h", "include/mlir/IR/PatternMatch.h", "lib/libMLIR.so",
                "lib/libLLVM.so")) {
            alsoRead.add(prefix.resolve(f));
        }
        Path plugin = runner.plugin(patterns);
        alsoRead.add(plugin.resolveSibling(plugin.getFileName().toString().replaceFirst("\\.so$", ".key")));
        Optional<Path> jar = codeSource();
        if (jar.isEmpty()) return "not written (the program's jar is not known)";
        alsoRead.add(jar.get());
        String pipeline = PatternRunner.pipeline(patterns.isNative() ? null : CompiledPatterns.PDL_ON_HIT, a.config());
        return CompiledPatterns.write(entry, new CompiledPatterns.Run(CompiledPatterns.key(a, cwd, env), tc.mlirOpt(), plugin,
                pipeline, patterns.isNative() ? null : patterns.pdl(), files.seen(), after, alsoRead), started);
    }

    /** The jar (or class directory) this program runs from: a rebuilt one may compile differently. */
    private static Optional<Path> codeSource() {
        return CodeLocation.of(PdllRunMain.class);
    }
}
