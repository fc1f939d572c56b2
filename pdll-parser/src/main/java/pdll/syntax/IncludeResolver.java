package pdll.syntax;

import java.util.Optional;

/**
 * How {@code #include "x.pdll"} finds its text: the compiler reads the file system, the language
 * server its open buffers first. The parser itself does no I/O.
 */
public interface IncludeResolver {
    /** The included buffer for {@code name} as written in {@code includingFile}, or empty when not found. */
    Optional<Source> resolve(String name, String includingFile);

    record Source(String fileName, String text) {}
}
