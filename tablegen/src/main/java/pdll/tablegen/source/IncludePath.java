package pdll.tablegen.source;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import pdll.base.io.FileAccess;

/**
 * Where an {@code include "name"} is looked for, the way the reference looks (TableGen and PDLL
 * alike): the working directory first, then each include directory in order; never relative to
 * the including file. Shared by the TableGen loader, the ODS importer and the compiler.
 */
public record IncludePath(Path workingDir, List<Path> includeDirs) {

    public IncludePath {
        includeDirs = List.copyOf(includeDirs);
    }

    /**
     * A found file: the path it was read from, and the name diagnostics print for it (the name as
     * written when found from the working directory, else the include directory as given joined
     * with the name, like the reference).
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
        Path asGiven = Path.of(name);
        Path first = firstCandidate(name);
        if (files.stamp(first) != null) return Optional.of(new Found(first, name));
        absent.accept(first);
        if (asGiven.isAbsolute()) return Optional.empty();
        for (Path dir : includeDirs) {
            Path candidate = (dir.isAbsolute() ? dir : workingDir.resolve(dir)).resolve(asGiven);
            if (files.stamp(candidate) != null) {
                return Optional.of(new Found(candidate, dir.toString().isEmpty() ? name : dir + "/" + name));
            }
            absent.accept(candidate);
        }
        return Optional.empty();
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

    /** The working-directory candidate (the name itself when absolute). */
    public Path firstCandidate(String name) {
        Path asGiven = Path.of(name);
        return asGiven.isAbsolute() ? asGiven : workingDir.resolve(asGiven);
    }
}
