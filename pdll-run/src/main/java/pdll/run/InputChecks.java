package pdll.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What a run needs from the file system, checked before anything is compiled: the pattern file
 * and the input must be readable files, and {@code -o}'s folder must be one that can be written
 * (or created). A mistyped name otherwise costs a plugin compile (10 s on the first run) before
 * {@code mlir-opt} says the file is missing. Each problem is one line naming the file and what is
 * wrong with it; {@code -} (standard input or output) is not checked.
 */
final class InputChecks {
    private InputChecks() {}

    /** The first problem of the run's files, as a complete line for stderr; empty when there is none. */
    static Optional<String> problem(RunArgs a, Path cwd) {
        Optional<String> p = readable("the pattern file", a.patterns(), cwd);
        if (p.isEmpty() && !a.input().equals("-")) p = readable("the input file", a.input(), cwd);
        if (p.isEmpty() && a.output() != null && !a.output().equals("-")) p = writable(a.output(), cwd);
        return p;
    }

    private static Optional<String> readable(String what, String name, Path cwd) {
        Path p = cwd.resolve(name);
        if (!Files.exists(p)) return fail(what + " '" + name + "' does not exist" + hint(p));
        if (Files.isDirectory(p)) return fail(what + " '" + name + "' is a folder, not a file");
        if (!Files.isReadable(p)) return fail(what + " '" + name + "' cannot be read (permission denied)");
        return Optional.empty();
    }

    /** {@code -o FILE}: not a folder, and its nearest existing folder is writable (the rest is created). */
    private static Optional<String> writable(String name, Path cwd) {
        Path target = cwd.resolve(name).toAbsolutePath().normalize();
        if (Files.isDirectory(target)) return fail("-o '" + name + "' is a folder: name the output file");
        Path dir = target.getParent();
        while (dir != null && !Files.exists(dir)) dir = dir.getParent();
        if (dir == null) return Optional.empty();
        if (!Files.isDirectory(dir)) return fail("cannot write -o '" + name + "': " + dir + " is a file, not a folder");
        if (!Files.isWritable(dir)) return fail("cannot write -o '" + name + "': the folder " + dir + " is not writable");
        return Optional.empty();
    }

    /** For a missing file: the folder it was looked for in when that folder is missing too. */
    private static String hint(Path p) {
        Path dir = p.toAbsolutePath().normalize().getParent();
        return dir != null && !Files.isDirectory(dir) ? " (no folder " + dir + ")" : "";
    }

    private static Optional<String> fail(String message) {
        return Optional.of("pdll-run: " + message + "\n");
    }
}
