package pdll.pdllc;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pdll.base.Version;
import pdll.base.io.FileAccess;
import pdll.base.io.StandardOutput;
import pdll.tablegen.MlirIncludeRoot;
import pdll.tablegen.cache.DiskCache;
import pdll.tablegen.cache.TdCaches;

/**
 * {@code pdllc}: the batch PDLL compiler, a drop-in for {@code mlir-pdll}: {@code -x=ast},
 * {@code -x=mlir}, {@code -x=cpp} and {@code --dump-ods}.
 */
public final class PdllcMain {
    private PdllcMain() {}

    public static void main(String[] args) {
        StandardOutput out = StandardOutput.open();
        int rc = run(args, Path.of("").toAbsolutePath(), System.in, out.print(), System.err);
        System.exit(out.finish(System.err, rc));
    }

    public static int run(String[] args, Path cwd, InputStream stdin, PrintStream out, PrintStream err) {
        return run(args, cwd, System.getenv(), stdin, out, err);
    }

    /** A run with {@code env} as its environment (where the disk cache is, {@code PDLL_CACHE}). */
    public static int run(String[] args, Path cwd, Map<String, String> env, InputStream stdin, PrintStream out,
                          PrintStream err) {
        return run(args, cwd, env, FileAccess.DISK, stdin, out, err);
    }

    /**
     * A run whose includes ({@code .pdll} and {@code .td}) are read through {@code files}: pdll-run
     * passes one that records every path looked at, for its cache of compiled patterns. The input
     * files themselves are read from disk.
     */
    public static int run(String[] args, Path cwd, Map<String, String> env, FileAccess files, InputStream stdin,
                          PrintStream out, PrintStream err) {
        PdllcOptions o;
        try {
            o = PdllcArgs.parse(args);
        } catch (PdllcArgs.UsageError e) {
            err.println(e.getMessage());
            return 1;
        }
        if (o.help()) {
            out.print(PdllcArgs.usage());
            return 0;
        }
        if (o.version()) {
            out.println("pdllc " + Version.get() + " (PDLL tooling in Java; reference: mlir-pdll 22)");
            return 0;
        }
        // The tools' caches are per process; a run in a process that runs several (tests) says again which disk cache.
        TdCaches.CLI.persistTo(o.noCache() ? Optional.empty() : DiskCache.fromEnvironment(env));
        if (!o.dumpOds()) return Compile.run(o, cwd, stdin, out, err, includeDirs(o, cwd), files);
        if (o.inputs().size() != 1) {
            err.println(PdllcArgs.TOOL + ": --dump-ods takes exactly one input file");
            return 1;
        }
        return Compile.dumpOds(o.inputs().get(0), cwd, stdin, err, includeDirs(o, cwd), files);
    }

    /** -I dirs in order, plus the discovered MLIR include root when none of them is one. */
    static List<Path> includeDirs(PdllcOptions o, Path cwd) {
        return includeDirs(o.includeDirs(), cwd);
    }

    /** The include directories pdllc searches for {@code -I} directories {@code given} (pdll-run compiles as pdllc). */
    public static List<Path> includeDirs(List<String> given, Path cwd) {
        List<Path> dirs = new ArrayList<>();
        boolean hasRoot = false;
        for (String d : given) {
            Path p = Path.of(d);
            dirs.add(p);
            if (MlirIncludeRoot.isRoot(p.isAbsolute() ? p : cwd.resolve(p))) hasRoot = true;
        }
        if (!hasRoot) MlirIncludeRoot.discover().ifPresent(dirs::add);
        return dirs;
    }
}
