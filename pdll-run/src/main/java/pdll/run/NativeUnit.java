package pdll.run;

import java.nio.file.Path;
import java.util.List;

/**
 * The C++ of a pattern file with native code, ready to compile into its own plugin: {@code code}
 * is the file the plugin source includes (the dialect headers the native code needs, then the
 * {@code -x=cpp} output with {@code #line} directives that put each native block at its place in
 * the {@code .pdll} file, so that a C++ error in it is reported there). {@code name} names the
 * plugin in the cache (the pattern file's base name); {@code includeDirs} are the pattern file's
 * include directories, which may hold a user dialect's headers.
 */
public record NativeUnit(String name, String code, List<Path> includeDirs) {
    public NativeUnit {
        includeDirs = List.copyOf(includeDirs);
    }
}
