package pdll.tablegen.source;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import pdll.base.io.FileAccess;

/**
 * Where an {@code include "name"} is looked for, the way the reference looks (TableGen and PDLL
 * alike): the name itself first (relative to the working directory, or as an absolute path), then
 * each include directory in order joined with the name; never relative to the including file. A
 * name with a leading {@code /} ({@code include "/mlir/IR/OpBase.td"}) is an absolute path that
 * is taken when it exists, and is otherwise looked for under each include directory like any other
 * name ({@code -I root} finds {@code root/mlir/IR/OpBase.td}). Shared by the TableGen loader, the
 * ODS importer, the compiler and the language server.
 */
public record IncludePath(Path workingDir, List<Path> includeDirs) {

    public IncludePath {
        includeDirs = List.copyOf(includeDirs);
    }

    /**
     * A found file: the path it was read from, and the name diagnostics print for it (the name as
     * written when found as itself, else the include directory as given joined with the name, like
     * the reference: see {@link #join}).
     */
    public record Found(Path path, String displayName) {}

    /** The first candidate that exists, or empty. */
    public Optional<Found> find(String name, FileAccess files) {
        return find(name, files, p -> {});
    }

    /**
     * The first candidate that exists, or empty; each candidate looked at before and found absent
     * goes to {@code absent} (a file created there later would be found instead).
     */
    public Optional<Found> find(String name, FileAccess files, Consumer<Path> absent) {
        if (!isPathName(name)) return Optional.empty();
        Path first = firstCandidate(name);
        if (files.stamp(first) != null) return Optional.of(new Found(first, name));
        absent.accept(first);
        for (Path dir : includeDirs) {
            String spelled = join(dir.toString(), name);
            Path candidate = workingDir.resolve(spelled);
            if (files.stamp(candidate) != null) return Optional.of(new Found(candidate, spelled));
            absent.accept(candidate);
        }
        return Optional.empty();
    }

    /**
     * An include directory joined with an include name, spelled as the reference spells it (in its
     * messages and dependency files): one {@code /} between them unless the name already starts
     * with one ({@code root} and {@code /a.td} give {@code root/a.td}, {@code //a.td} gives {@code
     * root//a.td}); after a directory ending in {@code /} the name's leading slashes are dropped;
     * an empty directory leaves the name as it is.
     */
    public static String join(String dir, String name) {
        if (dir.isEmpty()) return name;
        if (dir.endsWith("/")) {
            int i = 0;
            while (i < name.length() && name.charAt(i) == '/') i++;
            return dir + name.substring(i);
        }
        return name.startsWith("/") ? dir + name : dir + "/" + name;
    }

    /**
     * Whether a name can be a file path at all: one holding a NUL (which a mutated or binary file
     * easily does) names no file, so it is simply not found, as the reference reports it.
     */
    public static boolean isPathName(String name) {
        try {
            Path.of(name);
            return true;
        } catch (InvalidPathException e) {
            return false;
        }
    }

    /** The first candidate: the name relative to the working directory, or itself when absolute. */
    public Path firstCandidate(String name) {
        Path asGiven = Path.of(name);
        return asGiven.isAbsolute() ? asGiven : workingDir.resolve(asGiven);
    }
}
