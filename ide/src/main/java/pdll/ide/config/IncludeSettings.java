package pdll.ide.config;

import java.nio.file.Path;
import java.util.List;

/**
 * What the user configured about include search (command line flags merged with
 * {@code initializationOptions} / {@code workspace/didChangeConfiguration}).
 *
 * @param extraDirs {@code --pdll-extra-dir}s and the {@code extraDirs} setting, in order
 * @param databases {@code --pdll-compilation-database}s and the {@code compilationDatabases} setting
 * @param mlirIncludeRoot a directory searched after everything else (null: none)
 * @param discoverDatabases whether the nearest {@code build*}/{@code pdll_compile_commands.yml} above
 *     a document is used as well
 */
public record IncludeSettings(List<Path> extraDirs, List<Path> databases, Path mlirIncludeRoot, boolean discoverDatabases) {
    public static final IncludeSettings DEFAULT = new IncludeSettings(List.of(), List.of(), null, true);

    public IncludeSettings {
        extraDirs = List.copyOf(extraDirs);
        databases = List.copyOf(databases);
    }
}
