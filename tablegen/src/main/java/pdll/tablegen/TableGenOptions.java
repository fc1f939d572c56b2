package pdll.tablegen;

import java.nio.file.Path;
import java.util.List;
import pdll.base.io.FileAccess;

/**
 * What an evaluation depends on besides the main file: where includes are searched (the working
 * directory first, then each include dir in order, exactly like the reference), the macros
 * defined with {@code -D}, and how files are read.
 */
public record TableGenOptions(Path workingDir, List<Path> includeDirs, List<String> defines, FileAccess files) {

    public TableGenOptions {
        includeDirs = List.copyOf(includeDirs);
        defines = List.copyOf(defines);
    }
}
