package pdll.run;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Applies compiled patterns ({@link PatternSet}) to MLIR input with {@code mlir-opt} and the pass
 * plugin (built or found in the {@link PluginCache}), and returns what {@code mlir-opt} printed.
 * The command-line tool and the language server both run patterns through this class: the server
 * hands it the PDL and C++ it already has and an editor's text.
 */
public final class PatternRunner {
    /** The pass's error when the iteration limit is reached (see pdll_run_plugin.cpp). */
    private static final Pattern NOT_CONVERGED = Pattern.compile("the patterns did not converge within (-?\\d+) iterations");

    private final Toolchain toolchain;
    private final PluginCache cache;
    private final Path cwd;
    private final ChildProcesses children;

    PatternRunner(Toolchain toolchain, PluginCache cache, Path cwd, ChildProcesses children) {
        this.toolchain = toolchain;
        this.cache = cache;
        this.cwd = cwd;
        this.children = children;
    }

    /**
     * A runner with {@code mlir-opt} found as the command line finds it ({@code opt} when not
     * null), its plugins in the user's cache; compile progress ("compiling ... in 6.2 s") goes to
     * {@code log}.
     */
    public static PatternRunner create(String opt, Path cwd, Map<String, String> env, PrintStream log) throws RunFailure {
        return create(opt, cwd, env, log, ChildProcesses.withDefaultLimit());
    }

    /** As above; the programs it starts are {@code children}'s (their time limit, a cancel kills them). */
    public static PatternRunner create(String opt, Path cwd, Map<String, String> env, PrintStream log, ChildProcesses children)
            throws RunFailure {
        return new PatternRunner(Toolchain.find(opt, cwd, env), PluginCache.fromEnvironment(env, log), cwd, children);
    }

    /** Runs {@code mlir-opt} with the patterns' plugin on the input. */
    public RunResult apply(PatternSet patterns, MlirInput input, ApplyConfig config) throws RunFailure {
        Path plugin = plugin(patterns);
        Path pdlFile = null;
        try {
            if (!patterns.isNative()) {
                pdlFile = Files.createTempFile("pdll-run-", ".pdl.mlir");
                Files.writeString(pdlFile, patterns.pdl(), StandardCharsets.UTF_8);
            }
            List<String> cmd = new ArrayList<>(List.of(toolchain.mlirOpt().toString(),
                    "--load-pass-plugin=" + plugin, "--pass-pipeline=" + pipeline(pdlFile == null ? null : pdlFile.toString(), config)));
            cmd.add(input.isFile() ? input.path() : "-");
            return run(cmd, input, config);
        } catch (IOException e) {
            throw new RunFailure("pdll-run: cannot run " + toolchain.mlirOpt() + ": " + e.getMessage() + "\n");
        } finally {
            if (pdlFile != null) {
                try {
                    Files.deleteIfExists(pdlFile);
                } catch (IOException e) {
                    // a temporary file left behind
                }
            }
        }
    }

    /**
     * The plugin that runs these patterns (pass {@code pdll-apply}; a shared one also needs the
     * PDL file as its {@code patterns} option), built now when it is not in the cache: for tools
     * that run {@code mlir-opt} with options of their own (the DRR differential test).
     */
    public Path pluginFor(PatternSet patterns) throws RunFailure {
        return plugin(patterns);
    }

    /** The plugin that runs these patterns: built now when it is not in the cache. */
    Path plugin(PatternSet patterns) throws RunFailure {
        return patterns.isNative() ? cache.forNative(patterns.nativeUnit(), patterns.source(), toolchain, cwd, children)
                : cache.shared(toolchain, cwd, children);
    }

    Toolchain toolchain() {
        return toolchain;
    }

    /** The {@code --pass-pipeline} of a run: the PDL module's file for the shared plugin, null for a native one. */
    static String pipeline(String pdlFile, ApplyConfig config) {
        String options = config.passOptions();
        if (pdlFile != null) options = "patterns=" + quoted(pdlFile) + " " + options;
        return "builtin.module(pdll-apply{" + options + "})";
    }

    private RunResult run(List<String> cmd, MlirInput input, ApplyConfig config) throws IOException, RunFailure {
        byte[] stdin = input.isFile() ? null : input.text().getBytes(StandardCharsets.UTF_8);
        ChildProcesses.Finished f = children.run(cmd, cwd, stdin, children.runLimit(), "mlir-opt",
                " (patterns that undo each other, a->b and b->a, rewrite forever: check for them,"
                        + " or raise the limit with --timeout SECONDS, 0: none)");
        int rc = f.exitCode();
        String messages = new String(f.err(), StandardCharsets.UTF_8);
        if (!input.isFile()) messages = messages.replace("<stdin>:", input.displayName() + ":");
        if (rc == 0) return new RunResult(0, new String(f.out(), StandardCharsets.UTF_8), messages);
        if (NOT_CONVERGED.matcher(messages).find()) {
            messages += "pdll-run: the patterns were still rewriting after " + config.maxIterations()
                    + " iterations of the greedy driver: raise the limit with --max-iterations N (-1: no limit),"
                    + " or check for patterns that undo each other\n";
        }
        return new RunResult(rc, "", messages);
    }

    /** A pass option value: quoted when it holds what the pipeline parser would split at. */
    private static String quoted(String value) {
        return value.matches("[A-Za-z0-9_./+-]*") ? value : "\"" + value + "\"";
    }
}
