package pdll.run;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pdll.tablegen.MlirIncludeRoot;

/**
 * The external programs a run needs: {@code mlir-opt} (always) and, only when a plugin must be
 * built, a C++ compiler and the MLIR development files of the install that {@code mlir-opt}
 * belongs to (the plugin must link the very {@code libMLIR.so} that {@code mlir-opt} loads).
 * Finding them runs no program; a missing piece is a {@link RunFailure} naming the packages.
 */
public final class Toolchain {
    /** What to install on Debian when something is missing. */
    static final String OPT_PACKAGES = "apt-get install mlir-22-tools";
    static final String BUILD_PACKAGES = "apt-get install g++ libmlir-22-dev";

    private static final Pattern VERSION = Pattern.compile("#define LLVM_VERSION_STRING \"([^\"]+)\"");

    private final Path mlirOpt;
    private final Map<String, String> env;

    private Toolchain(Path mlirOpt, Map<String, String> env) {
        this.mlirOpt = mlirOpt;
        this.env = env;
    }

    /**
     * {@code opt} when given (a path, or a name looked up on PATH), else {@code mlir-opt-22} on
     * PATH, else {@code mlir-opt} on PATH, else the {@code mlir-opt} of the install whose include
     * root pdllc finds ({@code ROOT/../bin/mlir-opt}).
     */
    public static Toolchain find(String opt, Path cwd, Map<String, String> env) throws RunFailure {
        return find(opt, cwd, env, Path.of("/usr/lib"));
    }

    /** With the directory of versioned LLVM installs ({@code /usr/lib}) given (tests). */
    static Toolchain find(String opt, Path cwd, Map<String, String> env, Path usrLib) throws RunFailure {
        if (opt != null) {
            Path p = opt.contains(File.separator) ? cwd.resolve(opt) : onPath(opt, env).orElse(null);
            if (p == null || !Files.isExecutable(p) || Files.isDirectory(p)) {
                throw new RunFailure("pdll-run: --opt: '" + opt + "' is not an executable mlir-opt\n");
            }
            return new Toolchain(p, env);
        }
        for (String name : List.of("mlir-opt-22", "mlir-opt")) {
            Optional<Path> p = onPath(name, env);
            if (p.isPresent()) return new Toolchain(p.get(), env);
        }
        Optional<Path> root = MlirIncludeRoot.discover(env::get, usrLib);
        if (root.isPresent()) {
            Path p = root.get().resolveSibling("bin").resolve("mlir-opt");
            if (Files.isExecutable(p)) return new Toolchain(p, env);
        }
        throw new RunFailure("pdll-run: mlir-opt not found (looked for mlir-opt-22 and mlir-opt on PATH and next to"
                + " the MLIR include root): " + OPT_PACKAGES + ", or name one with --opt PATH\n");
    }

    public Path mlirOpt() {
        return mlirOpt;
    }

    /** The install prefix of {@code mlir-opt}: the parent of the directory holding its real file. */
    Path prefix() throws RunFailure {
        try {
            Path real = mlirOpt.toRealPath();
            Path bin = real.getParent();
            if (bin != null && bin.getParent() != null) return bin.getParent();
        } catch (IOException e) {
            // reported below
        }
        throw new RunFailure("pdll-run: cannot resolve the install of " + mlirOpt + "\n");
    }

    /** The MLIR headers of mlir-opt's install; a failure naming the packages when they are missing. */
    Path includeDir() throws RunFailure {
        Path include = prefix().resolve("include");
        if (!Files.isRegularFile(include.resolve("mlir/IR/PatternMatch.h"))
                || !Files.isRegularFile(include.resolve("llvm/Config/llvm-config.h"))) {
            throw missingDevFiles("the MLIR C++ headers (" + include.resolve("mlir/IR/PatternMatch.h") + ")");
        }
        return include;
    }

    /** The directory of mlir-opt's libMLIR.so and libLLVM.so. */
    Path libDir() throws RunFailure {
        Path lib = prefix().resolve("lib");
        if (!Files.exists(lib.resolve("libMLIR.so")) || !Files.exists(lib.resolve("libLLVM.so"))) {
            throw missingDevFiles("libMLIR.so and libLLVM.so in " + lib);
        }
        return lib;
    }

    /**
     * What identifies the MLIR a plugin is built against, for the cache key: the LLVM version
     * string of its headers and the size and time of its {@code libMLIR.so} (a rebuilt library
     * with the same version still gets new plugins).
     */
    String mlirIdentity() throws RunFailure {
        Path include = includeDir();
        Path lib = libDir().resolve("libMLIR.so");
        try {
            Matcher m = VERSION.matcher(Files.readString(include.resolve("llvm/Config/llvm-config.h")));
            String version = m.find() ? m.group(1) : "unknown";
            Path real = lib.toRealPath();
            return version + " " + real + " " + Files.size(real) + " " + Files.getLastModifiedTime(real).toMillis();
        } catch (IOException e) {
            throw missingDevFiles("a readable " + lib + " (" + e.getMessage() + ")");
        }
    }

    /** The C++ compiler: {@code $CXX}, else {@code g++} on PATH. */
    Path cxx() throws RunFailure {
        String cxx = env.getOrDefault("CXX", "");
        if (cxx.isBlank()) cxx = "g++";
        Optional<Path> p = cxx.contains(File.separator) ? Optional.of(Path.of(cxx)).filter(Files::isExecutable)
                : onPath(cxx, env);
        if (p.isEmpty()) {
            throw new RunFailure("pdll-run: the C++ compiler '" + cxx + "' was not found; building the pattern plugin"
                    + " needs it and the MLIR 22 development files: " + BUILD_PACKAGES + "\n");
        }
        return p.get();
    }

    private static RunFailure missingDevFiles(String what) {
        return new RunFailure("pdll-run: building the pattern plugin needs the MLIR 22 development files, but "
                + what + " is missing: " + BUILD_PACKAGES + "\n");
    }

    static Optional<Path> onPath(String name, Map<String, String> env) {
        String path = env.get("PATH");
        if (path == null) return Optional.empty();
        for (String dir : path.split(File.pathSeparator)) {
            if (dir.isEmpty()) continue;
            Path p = Path.of(dir, name);
            if (Files.isExecutable(p) && !Files.isDirectory(p)) return Optional.of(p);
        }
        return Optional.empty();
    }
}
