package pdll.run;

/**
 * The MLIR the patterns are applied to: a file (given to {@code mlir-opt} by the name the user
 * wrote, so its diagnostics name it that way) or a text not saved anywhere (an editor's buffer:
 * given on {@code mlir-opt}'s standard input, its diagnostics renamed from {@code <stdin>} to
 * {@code displayName}).
 */
public record MlirInput(String path, String text, String displayName) {
    public static MlirInput file(String path) {
        return new MlirInput(path, null, path);
    }

    public static MlirInput text(String text, String displayName) {
        return new MlirInput(null, text, displayName);
    }

    boolean isFile() {
        return path != null;
    }
}
