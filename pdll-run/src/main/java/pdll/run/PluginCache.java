package pdll.run;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.zip.CRC32;
import java.util.zip.CRC32C;
import pdll.base.io.TempFolders;
import pdll.tablegen.cache.CacheRoot;
import pdll.tablegen.cache.DiskCache;
import pdll.tablegen.cache.PrivateFiles;

/**
 * The compiled pass plugins, built on first use and kept in the per-user cache directory (the
 * one of the {@code .td} cache, {@link DiskCache#directoryFromEnvironment}), under
 * {@code plugins/MLIR_VERSION/}: one shared plugin for every PDL-only pattern file, one per native
 * pattern file. A plugin is named by a hash of its key (the MLIR install's identity, the compile
 * flags, the plugin source and the generated C++) and found only when the {@code .key} file beside
 * it holds exactly that key. It is compiled to a private temporary name and published by an
 * atomic rename (the library first, then its key), so a concurrent run sees a whole plugin or
 * none; two runs that build the same plugin at once both publish a complete one. A plugin, its key
 * and their directories are used only while they are the user's alone ({@link PrivateFiles}).
 */
final class PluginCache {
    static final List<String> FLAGS = List.of("-std=c++17", "-shared", "-fPIC", "-fno-rtti", "-O0");
    private static final String SOURCE = "pdll_run_plugin.cpp";
    /** Bumped when what a key covers changes meaning. */
    private static final String KEY_FORMAT = "pdll-run plugin 1";
    /** See {@link #ownDir()}; null until a cache is first found untrusted. */
    private static Path ownDir;

    private final Path root;
    private final PrintStream log;
    /** Why the cache is where it is, for the message when it cannot be written: "" when named by the caller. */
    private final String origin;

    PluginCache(Path root, PrintStream log) {
        this(root, log, "");
    }

    private PluginCache(Path root, PrintStream log, String origin) {
        this.root = root;
        this.log = log;
        this.origin = origin;
    }

    /** {@code plugins/} in the user's cache directory, else in a per-user temporary directory. */
    static PluginCache fromEnvironment(Map<String, String> env, PrintStream log) {
        Path dir = DiskCache.directoryFromEnvironment(env).or(() -> CacheRoot.trusted(
                Path.of(System.getProperty("java.io.tmpdir"), "pdll-" + System.getProperty("user.name", "user"))))
                .orElseGet(() -> {
                    // Neither the user's cache nor their folder in the temporary one can be trusted:
                    // this process's own, removed when it ends.
                    Path own = Path.of(System.getProperty("java.io.tmpdir"), "pdll-run-uncached-" + ProcessHandle.current().pid());
                    removeAtExit(own);
                    return own;
                });
        return new PluginCache(dir.resolve("plugins"), log, origin(env));
    }

    /** Where the cache directory came from (the order of {@link DiskCache#directoryFromEnvironment}), as a sentence. */
    static String origin(Map<String, String> env) {
        String explicit = env.get("PDLL_CACHE_DIR");
        if (explicit != null && !explicit.isBlank()) return "It is the folder PDLL_CACHE_DIR names.";
        String xdg = env.get("XDG_CACHE_HOME");
        if (xdg != null && !xdg.isBlank() && Path.of(xdg).isAbsolute()) return "It is below XDG_CACHE_HOME (" + xdg + ").";
        String home = System.getProperty("user.home");
        if (home == null || home.isBlank() || home.equals("?")) {
            return "This user has no home folder, so it is in the temporary folder.";
        }
        if (!Files.isDirectory(Path.of(home))) {
            return "It is below this user's home folder, " + home + ", which does not exist (a service account without a home?).";
        }
        return "It is below this user's home folder, " + home + ".";
    }

    /** The message when {@code dir} cannot be written: which folder, why, and the variable that moves the cache. */
    private RunFailure unwritable(Path dir, IOException e) {
        String why = e instanceof java.nio.file.AccessDeniedException ? "permission denied at " + e.getMessage()
                : e instanceof java.nio.file.NoSuchFileException ? "no such folder: " + e.getMessage()
                : e instanceof java.nio.file.FileSystemException f && f.getReason() != null
                ? f.getReason().substring(0, 1).toLowerCase(Locale.ROOT) + f.getReason().substring(1) + " at " + f.getFile()
                : e.getMessage();
        return new RunFailure("pdll-run: cannot write the plugin cache folder " + dir + " (" + why + "). "
                + (origin.isEmpty() ? "" : origin + " ")
                + "Set PDLL_CACHE_DIR to a folder you can write, for example PDLL_CACHE_DIR=/tmp/pdll-cache.\n");
    }

    /**
     * {@code dir}, created owner-only, when it and {@link #root} are the user's alone; else (once
     * reported) this process's own folder ({@link #ownDir()}): a plugin is loaded into mlir-opt, so
     * one that another user could have placed or changed is never used.
     */
    Path privateDir(Path dir) throws IOException {
        PrivateFiles.createDirectories(dir);
        for (Path p : List.of(root, dir)) {
            Optional<String> why = PrivateFiles.distrust(p, true, false);
            if (why.isPresent()) {
                Path own = ownDir();
                CacheRoot.report("pdll: not trusting the plugin cache " + p + " (it " + why.get() + "): compiling into "
                        + own + " instead");
                return own;
            }
        }
        return dir;
    }

    /**
     * This process's own plugin folder, for when the cache cannot be trusted: made once per process
     * (a server makes a cache per run), so that a server's later runs reuse what its earlier ones
     * compiled, and removed when the process ends (each run used to leave one in the temporary folder).
     */
    private static synchronized Path ownDir() throws IOException {
        if (ownDir == null || !Files.isDirectory(ownDir)) {
            ownDir = Files.createTempDirectory("pdll-run-plugins");
            removeAtExit(ownDir);
        }
        return ownDir;
    }

    /** The folders removed when the process ends, each once. */
    private static final Set<Path> REMOVED_AT_EXIT = ConcurrentHashMap.newKeySet();

    /** Removes {@code dir} and what it holds when the JVM ends (a process killed outright leaves it behind). */
    static void removeAtExit(Path dir) {
        if (!REMOVED_AT_EXIT.add(dir)) return;
        try {
            Runtime.getRuntime().addShutdownHook(new Thread(() -> TempFolders.deleteTree(dir), "pdll-run-cleanup"));
        } catch (IllegalStateException shuttingDown) {
            // a run that starts while the process ends: its folder stays behind
        }
    }

    Path root() {
        return root;
    }

    /** The plugin that applies a PDL module named by its {@code patterns} option. */
    Path shared(Toolchain tc, Path cwd, ChildProcesses children) throws RunFailure {
        return plugin("pdl", null, List.of(), tc, cwd, children, "the shared PDL plugin");
    }

    /** The plugin of one native pattern file. */
    Path forNative(NativeUnit unit, String source, Toolchain tc, Path cwd, ChildProcesses children) throws RunFailure {
        return plugin(unit.name(), unit.code(), unit.includeDirs(), tc, cwd, children, "the native plugin of " + source);
    }

    private Path plugin(String name, String unit, List<Path> includeDirs, Toolchain tc, Path cwd, ChildProcesses children,
                        String what)
            throws RunFailure {
        String identity = tc.mlirIdentity();
        String version = identity.split(" ", 2)[0];
        String source = pluginSource();
        List<String> flags = new ArrayList<>(FLAGS);
        for (Path d : includeDirs) flags.add("-I" + cwd.resolve(d).toAbsolutePath().normalize());
        String key = KEY_FORMAT + "\n" + identity + "\n" + String.join(" ", flags) + "\n" + source + "\n"
                + (unit == null ? "" : unit);
        byte[] keyBytes = key.getBytes(StandardCharsets.UTF_8);
        Path dir;
        try {
            dir = privateDir(root.resolve(version.replaceAll("[^A-Za-z0-9_.-]", "_")));
        } catch (IOException e) {
            throw unwritable(root, e);
        }
        String base = name + "-" + hash(keyBytes);
        Path so = dir.resolve(base + ".so");
        Path keyFile = dir.resolve(base + ".key");
        if (isPublished(so, keyFile, keyBytes)) return so;

        Path cxx = tc.cxx();
        Path include = tc.includeDir();
        Path lib = tc.libDir();
        List<String> cmd = new ArrayList<>(List.of(cxx.toString()));
        cmd.addAll(flags);
        cmd.add("-I" + include);
        Path gen = null;
        try {
            Path cpp = dir.resolve(base + ".cpp");
            publish(cpp, source.getBytes(StandardCharsets.UTF_8));
            if (unit != null) {
                gen = dir.resolve(base + ".inc").toAbsolutePath();
                String text = unit.replace(NativeSource.GENERATED_FILE, gen.toString().replace("\\", "\\\\"));
                publish(gen, text.getBytes(StandardCharsets.UTF_8));
                cmd.add("-DPDLL_RUN_GENERATED=\"" + gen + "\"");
            }
            cmd.add(cpp.toAbsolutePath().toString());
        } catch (IOException e) {
            throw unwritable(dir, e);
        }
        Path tmp = dir.resolve(base + ".so.tmp." + ProcessHandle.current().pid() + "."
                + Long.toHexString(ThreadLocalRandom.current().nextLong()));
        cmd.addAll(List.of("-L" + lib, "-Wl,-rpath," + lib, "-lMLIR", "-lLLVM", "-o", tmp.toString()));

        log.println("pdll-run: compiling " + what + " for MLIR " + version + " (first run with it, ~10 s; cached in " + dir + ") ...");
        long start = System.nanoTime();
        String compilerOutput;
        int rc;
        try {
            ChildProcesses.Finished f = children.run(cmd, cwd, null, ChildProcesses.COMPILE_LIMIT, "the C++ compiler (" + cxx + ")",
                    " (compiling " + what + ")");
            // g++ writes its messages to stderr; anything on stdout comes first
            compilerOutput = new String(f.out(), StandardCharsets.UTF_8) + new String(f.err(), StandardCharsets.UTF_8);
            rc = f.exitCode();
        } catch (IOException e) {
            delete(tmp);
            throw new RunFailure("pdll-run: cannot run " + cxx + ": " + e.getMessage() + "; " + Toolchain.BUILD_PACKAGES + "\n");
        } catch (RunFailure e) {
            delete(tmp);
            throw e;
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        if (rc != 0 || !Files.isRegularFile(tmp)) {
            delete(tmp);
            throw new RunFailure(compilerOutput + "pdll-run: " + what + " does not compile"
                    + (gen != null ? " (the C++ of its native blocks is reported at their lines in the .pdll file;"
                    + " the generated source is " + gen + ")" : "") + "\n");
        }
        try {
            Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rwx------"));
            move(tmp, so);
            publish(keyFile, keyBytes);
        } catch (IOException e) {
            delete(tmp);
            throw unwritable(dir, e);
        }
        log.println(String.format(Locale.ROOT, "pdll-run: compiled %s in %.1f s", what, seconds));
        return so;
    }

    private static boolean isPublished(Path so, Path keyFile, byte[] key) {
        try {
            return PrivateFiles.distrust(so, false, false).isEmpty() && PrivateFiles.distrust(keyFile, false, false).isEmpty()
                    && java.util.Arrays.equals(PrivateFiles.read(keyFile), key);
        } catch (IOException | SecurityException e) {
            return false;
        }
    }

    /** The plugin's C++ source, a resource of this module. */
    static String pluginSource() throws RunFailure {
        try (InputStream in = PluginCache.class.getResourceAsStream(SOURCE)) {
            if (in == null) throw new IOException("resource " + SOURCE + " missing");
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new RunFailure("pdll-run: internal error: " + e.getMessage() + "\n");
        }
    }

    /** Writes {@code target} whole: a private temporary file, then a rename over it. */
    private static void publish(Path target, byte[] bytes) throws IOException {
        Path tmp = target.resolveSibling(target.getFileName() + ".tmp." + ProcessHandle.current().pid() + "."
                + Long.toHexString(ThreadLocalRandom.current().nextLong()));
        try {
            PrivateFiles.writeNew(tmp, bytes);
            move(tmp, target);
        } finally {
            delete(tmp);
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    private static void delete(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException | SecurityException e) {
            // another process may have removed it
        }
    }

    /** Two checksums of the key (not a digest, whose providers load slowly): the key file tells collisions apart. */
    static String hash(byte[] key) {
        CRC32C a = new CRC32C();
        a.update(key);
        CRC32 b = new CRC32();
        b.update(key);
        return String.format(Locale.ROOT, "%08x%08x", a.getValue(), b.getValue());
    }
}
