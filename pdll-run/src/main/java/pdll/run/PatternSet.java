package pdll.run;

/**
 * Compiled patterns, what {@link PatternRunner} applies: the PDL module ({@code -x=mlir}) and, for
 * a file with native C++ constraints or rewrites, the C++ to build its plugin from (null for a
 * PDL-only file, which runs through the shared plugin and never needs a compile of its own).
 * {@code source} names the pattern file in messages.
 */
public record PatternSet(String source, String pdl, NativeUnit nativeUnit) {
    public boolean isNative() {
        return nativeUnit != null;
    }
}
