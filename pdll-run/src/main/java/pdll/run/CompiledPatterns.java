package pdll.run;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import pdll.tablegen.cache.PrivateFiles;

/**
 * The cache of compiled patterns that {@code bin/pdll-run} uses without starting a JVM. After a
 * run, the Java side writes one entry file, at the path the launcher names in {@value #ENTRY_ENV}
 * (it computes the name from the key; see bin/pdll-run): a header of {@code //} lines, then the
 * PDL module. The header holds
 * <ul>
 *   <li>the key: the physical working directory, the pattern file and {@code -I} directories as
 *       given, {@code --opt}, the three apply options, {@code PATH} and {@code MLIR_INCLUDE_DIR}
 *       (which decide the include root and the {@code mlir-opt});</li>
 *   <li>the {@code mlir-opt}, plugin and {@code --pass-pipeline} of the run, the pipeline naming
 *       the PDL module as {@value #PDL_ON_HIT}: the launcher opens the entry on that descriptor
 *       before checking it, so {@code mlir-opt} reads the very file that was checked;</li>
 *   <li>every input of the run with its status as GNU {@code stat -L -c '%s %.9Y %.9Z %i %d'}
 *       prints it (size, modification and change times in ns, inode, device): the pattern file,
 *       every include and {@code .td} file pdllc looked at, the directories and tools the include
 *       root and {@code mlir-opt} were found through, the MLIR install the plugin was built for,
 *       the plugin, and this program's jar;</li>
 *   <li>every path that was looked for and not found (a file there would change the result).</li>
 * </ul>
 * The launcher uses an entry only when its key is the run's, one {@code stat} of all files prints
 * exactly the stored statuses and no absent path exists; anything else runs the JVM, which
 * rewrites the entry. An entry is written only for a run whose compile printed nothing, whose
 * inputs did not change while it ran, and none of whose inputs changed less than
 * {@link #RACY_MS} before it started (a second change within one tick of the file system's clock
 * would leave the status as it was). Entries are written whole: a temporary file, then a rename.
 * They are the user's alone (0600, in directories of mode 0700), and written only into a
 * directory nobody else can write: the launcher runs no entry that another user owns or could
 * have changed ({@link PrivateFiles}).
 */
final class CompiledPatterns {
    /** The environment variable in which bin/pdll-run names the entry to write. */
    static final String ENTRY_ENV = "PDLL_RUN_ENTRY";
    /** The first line of an entry; bumped when the format or what the key covers changes. */
    static final String MAGIC = "// pdll-run compiled patterns 1";
    /** Where mlir-opt reads the PDL module on a hit: the entry, which the launcher holds open on descriptor 7. */
    static final String PDL_ON_HIT = "/proc/self/fd/7";
    static final long RACY_MS = 2_000;

    private static final Pattern VERSIONED_TOOL = Pattern.compile("(?:mlir-tblgen|llvm-config)(?:-(\\d+))?");
    private static final Pattern LLVM_DIR = Pattern.compile("llvm-(\\d+)");

    private CompiledPatterns() {}

    /** The entry to write for this run, or empty when the launcher named none or the cache is off. */
    static Optional<Path> entry(Map<String, String> env, RunArgs a) {
        String entry = env.get(ENTRY_ENV);
        if (entry == null || entry.isEmpty() || a.noCache() || !Path.of(entry).isAbsolute()) return Optional.empty();
        String on = env.getOrDefault("PDLL_CACHE", "1").strip().toLowerCase(Locale.ROOT);
        if (on.equals("0") || on.equals("off") || on.equals("false") || on.equals("no")) return Optional.empty();
        return Optional.of(Path.of(entry));
    }

    /** The key lines (without their {@code "// key "} prefix), as bin/pdll-run computes them. */
    static List<String> key(RunArgs a, Path cwd, Map<String, String> env) {
        List<String> k = new ArrayList<>();
        k.add("cwd " + cwd);
        k.add("patterns " + a.patterns());
        for (String d : a.includeDirs()) k.add("include " + d);
        if (a.opt() != null) k.add("opt " + a.opt());
        k.add("max-iterations " + a.config().maxIterations());
        k.add("fold " + a.config().fold());
        k.add("top-down " + a.config().topDown());
        k.add("path " + env.getOrDefault("PATH", ""));
        k.add("mlir-include-dir " + env.getOrDefault("MLIR_INCLUDE_DIR", ""));
        return k;
    }

    /**
     * The state of what decides the include root and the {@code mlir-opt} of a run, as
     * {@code MlirIncludeRoot.discover} and the PATH lookups of {@link Toolchain} see it: path to status (null: absent). Taken
     * before the compile and again when the entry is written; they must be equal.
     */
    static Map<Path, String> environmentInputs(RunArgs a, Path cwd, Map<String, String> env, Path usrLib) {
        Map<Path, String> in = new LinkedHashMap<>();
        for (String d : a.includeDirs()) {
            Path dir = Path.of(d);
            statusInto(in, (dir.isAbsolute() ? dir : cwd.resolve(dir)).resolve("mlir/IR/OpBase.td"));
        }
        String explicit = env.get("MLIR_INCLUDE_DIR");
        if (explicit != null && !explicit.isBlank()) statusInto(in, Path.of(explicit).resolve("mlir/IR/OpBase.td"));
        if (a.opt() != null && a.opt().contains(File.separator)) statusInto(in, cwd.resolve(a.opt()));
        for (String d : env.getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (d.isEmpty()) continue;
            Path dir = Path.of(d);
            statusInto(in, dir);
            for (String name : a.opt() != null && !a.opt().contains(File.separator)
                    ? List.of(a.opt()) : List.of("mlir-opt-22", "mlir-opt")) {
                statusInto(in, dir.resolve(name));
            }
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(p -> VERSIONED_TOOL.matcher(p.getFileName().toString()).matches()).sorted()
                        .forEach(p -> statusInto(in, p));
            } catch (IOException | SecurityException e) {
                // not a listable directory: its status (absent, or a file) is recorded above
            }
        }
        statusInto(in, usrLib);
        try (Stream<Path> s = Files.list(usrLib)) {
            s.filter(p -> LLVM_DIR.matcher(p.getFileName().toString()).matches()).sorted()
                    .forEach(p -> statusInto(in, p.resolve("include/mlir/IR/OpBase.td")));
        } catch (IOException | SecurityException e) {
            // no system installs to choose from
        }
        return in;
    }

    private static void statusInto(Map<Path, String> into, Path p) {
        Path abs = p.toAbsolutePath();
        into.put(abs, status(abs).orElse(null));
    }

    /** What one run used, for {@link #write}. */
    record Run(List<String> key, Path mlirOpt, Path plugin, String pipeline, String pdl, Map<Path, Boolean> read,
               Map<Path, String> environment, List<Path> alsoRead) {}

    /**
     * Writes the entry when every input is still as the run found it and none is racy; otherwise,
     * or when the cache directory cannot be written, writes nothing. Returns what happened, for
     * {@code PDLL_RUN_TRACE}.
     */
    static String write(Path entry, Run run, long startedMs) {
        // A value with a line break cannot be a header line (bash reads them one by one).
        if (broken(run)) return "not written (a path or option holds a line break)";
        StringBuilder h = new StringBuilder(MAGIC).append('\n');
        for (String k : run.key()) line(h, "key", k);
        line(h, "opt", run.mlirOpt().toString());
        line(h, "plugin", run.plugin().toString());
        line(h, "pipeline", run.pipeline());
        Map<Path, Boolean> present = new LinkedHashMap<>();
        for (Path p : run.alsoRead()) present.put(p.toAbsolutePath(), true);
        present.put(run.mlirOpt().toAbsolutePath(), true);
        present.put(run.plugin().toAbsolutePath(), true);
        run.read().forEach((p, found) -> present.merge(p, found, (x, y) -> x && y));
        run.environment().forEach((p, status) -> present.merge(p, status != null, (x, y) -> x && y));
        List<Path> absent = new ArrayList<>();
        long latestAllowedNs = TimeUnit.MILLISECONDS.toNanos(startedMs - RACY_MS);
        for (Map.Entry<Path, Boolean> e : present.entrySet()) {
            Path p = e.getKey();
            if (!e.getValue()) {
                if (Files.exists(p)) return "not written (" + p + " exists, but was looked for in vain)";
                absent.add(p);
                continue;
            }
            Optional<String> st = status(p);
            if (st.isEmpty()) return "not written (" + p + " is gone)";
            if (racy(p, latestAllowedNs)) return "not written (" + p + " changed too recently to be trusted by its status)";
            String expected = run.environment().get(p);
            if (run.environment().containsKey(p) && !st.get().equals(expected)) return "not written (" + p + " changed)";
            line(h, "status", st.get());
            line(h, "file", p.toString());
        }
        for (Path p : absent) line(h, "absent", p.toString());
        h.append("// end\n");
        if (run.pdl() != null) h.append(run.pdl());
        byte[] bytes = h.toString().getBytes(StandardCharsets.UTF_8);
        Path tmp = entry.resolveSibling(entry.getFileName() + ".tmp." + ProcessHandle.current().pid() + "."
                + Long.toHexString(ThreadLocalRandom.current().nextLong()));
        try {
            PrivateFiles.createDirectories(entry.getParent());
            // bin/pdll-run runs what an entry names: only a directory nobody else can write gets one
            for (Path dir : List.of(entry.getParent(), entry.getParent().getParent())) {
                Optional<String> why = PrivateFiles.distrust(dir, true, dir != entry.getParent());
                if (why.isPresent()) return "not written (" + dir + " " + why.get() + ")";
            }
            PrivateFiles.writeNew(tmp, bytes);
            try {
                Files.move(tmp, entry, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(tmp, entry, StandardCopyOption.REPLACE_EXISTING);
            }
            return "written";
        } catch (IOException | SecurityException | UnsupportedOperationException e) {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException | SecurityException ignored) {
                // left for nobody: a stray temporary file
            }
            return "not written (" + e.getMessage() + ")";
        }
    }

    private static void line(StringBuilder h, String tag, String value) {
        h.append("// ").append(tag).append(' ').append(value).append('\n');
    }

    /** Whether a value of the header holds a line break: such an entry cannot be written. */
    private static boolean broken(Run run) {
        List<String> values = new ArrayList<>(run.key());
        values.add(run.mlirOpt().toString());
        values.add(run.plugin().toString());
        values.add(run.pipeline());
        for (Path p : run.read().keySet()) values.add(p.toString());
        for (Path p : run.environment().keySet()) values.add(p.toString());
        for (Path p : run.alsoRead()) values.add(p.toString());
        return values.stream().anyMatch(v -> v.indexOf('\n') >= 0 || v.indexOf('\r') >= 0);
    }

    /** Whether the file changed after {@code latestAllowedNs} (modification or change time). */
    private static boolean racy(Path p, long latestAllowedNs) {
        try {
            Map<String, Object> a = Files.readAttributes(p, "unix:lastModifiedTime,ctime");
            return nanos(a.get("lastModifiedTime")) > latestAllowedNs || nanos(a.get("ctime")) > latestAllowedNs;
        } catch (IOException | RuntimeException e) {
            return true;
        }
    }

    /**
     * The status of {@code p} (symbolic links followed) exactly as GNU
     * {@code stat -L -c '%s %.9Y %.9Z %i %d'} prints it, or empty when nothing is there.
     */
    static Optional<String> status(Path p) {
        try {
            Map<String, Object> a = Files.readAttributes(p, "unix:size,lastModifiedTime,ctime,ino,dev");
            return Optional.of(a.get("size") + " " + seconds(nanos(a.get("lastModifiedTime"))) + " "
                    + seconds(nanos(a.get("ctime"))) + " " + Long.toUnsignedString((Long) a.get("ino")) + " "
                    + Long.toUnsignedString((Long) a.get("dev")));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    private static long nanos(Object time) {
        if (time instanceof FileTime t) return t.to(TimeUnit.NANOSECONDS);
        throw new IllegalStateException("no file time");
    }

    private static String seconds(long ns) {
        return String.format(Locale.ROOT, "%d.%09d", Math.floorDiv(ns, 1_000_000_000L), Math.floorMod(ns, 1_000_000_000L));
    }
}
