package pdll.tablegen;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Finds the MLIR include root (the directory holding {@code mlir/IR/OpBase.td}) when the user named
 * none: {@code MLIR_INCLUDE_DIR}, then the install that {@code mlir-tblgen*} or {@code llvm-config*}
 * on PATH belongs to, then the newest {@code /usr/lib/llvm-N/include}. Reads the environment and
 * the file system only; it never runs a program.
 */
public final class MlirIncludeRoot {
    private MlirIncludeRoot() {}

    private static final Pattern VERSIONED = Pattern.compile("(?:mlir-tblgen|llvm-config)(?:-(\\d+))?");
    private static final Pattern LLVM_DIR = Pattern.compile("llvm-(\\d+)");

    public static Optional<Path> discover() {
        return discover(System::getenv, Path.of("/usr/lib"));
    }

    /** With an explicit environment and system library directory (tests). */
    public static Optional<Path> discover(Function<String, String> env, Path usrLib) {
        String explicit = env.apply("MLIR_INCLUDE_DIR");
        if (explicit != null && !explicit.isBlank()) {
            Path p = Path.of(explicit);
            if (isRoot(p)) return Optional.of(p);
        }
        String path = env.apply("PATH");
        if (path != null) {
            for (String dir : path.split(File.pathSeparator)) {
                if (dir.isEmpty()) continue;
                Optional<Path> fromTool = fromToolDir(Path.of(dir));
                if (fromTool.isPresent()) return fromTool;
            }
        }
        return newestSystemInstall(usrLib);
    }

    /** True when the directory holds MLIR's ODS base file. */
    public static boolean isRoot(Path p) {
        return Files.isRegularFile(p.resolve("mlir/IR/OpBase.td"));
    }

    /** A tool directory with mlir-tblgen[-N] or llvm-config[-N]: its install's include dir. */
    private static Optional<Path> fromToolDir(Path dir) {
        // File.list and a prefix test before the pattern: /usr/bin holds thousands of names, and
        // this runs on every pdllc start, mostly before the JIT has compiled anything.
        String[] names;
        try {
            names = dir.toFile().list();
        } catch (SecurityException e) {
            return Optional.empty();
        }
        if (names == null) return Optional.empty();
        List<String> tools = new ArrayList<>();
        for (String n : names) {
            if ((n.startsWith("mlir-tblgen") || n.startsWith("llvm-config")) && VERSIONED.matcher(n).matches()) tools.add(n);
        }
        tools.sort(Comparator.naturalOrder());
        for (String tool : tools) {
            try {
                Path real = dir.resolve(tool).toRealPath();
                Path candidate = real.getParent().getParent().resolve("include");
                if (isRoot(candidate)) return Optional.of(candidate);
            } catch (IOException | SecurityException | NullPointerException e) {
                // not a usable install; try the next tool
            }
        }
        return Optional.empty();
    }

    private static Optional<Path> newestSystemInstall(Path usrLib) {
        List<Map.Entry<Integer, Path>> found = new ArrayList<>();
        try (Stream<Path> s = Files.list(usrLib)) {
            s.forEach(p -> {
                Matcher m = LLVM_DIR.matcher(p.getFileName().toString());
                if (m.matches() && isRoot(p.resolve("include"))) {
                    found.add(Map.entry(Integer.parseInt(m.group(1)), p.resolve("include")));
                }
            });
        } catch (IOException | SecurityException e) {
            return Optional.empty();
        }
        return found.stream().max(Map.Entry.comparingByKey()).map(Map.Entry::getValue);
    }
}
