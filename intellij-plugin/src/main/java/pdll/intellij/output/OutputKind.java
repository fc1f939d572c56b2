package pdll.intellij.output;

/**
 * What "PDLL: Show Output" can show: the server's {@code pdll/viewOutput} kinds, each with the
 * menu text and the extension its read-only tab gets (which picks the IDE's highlighting for it,
 * e.g. CLion's C++ for {@code .cpp}, an MLIR plugin's for {@code .mlir}). Pure.
 */
public enum OutputKind {
    MLIR("mlir", "PDL IR", "mlir"),
    CPP("cpp", "C++", "cpp"),
    AST("ast", "AST", "txt");

    /** The {@code kind} parameter of {@code pdll/viewOutput}. */
    public final String requestKind;
    public final String label;
    public final String extension;

    OutputKind(String requestKind, String label, String extension) {
        this.requestKind = requestKind;
        this.label = label;
        this.extension = extension;
    }

    /** The tab's name for a source file: {@code rules.pdll} → {@code rules.pdll.mlir}; one tab per source and kind. */
    public String tabName(String sourceName) {
        return this == AST ? sourceName + ".ast.txt" : sourceName + "." + extension;
    }

    /** What the tab shows when the request failed or the server had nothing: the reason, as a comment of the tab's language. */
    public String failureText(String reason) {
        String prefix = this == AST ? "" : "// ";
        return prefix + "pdll/viewOutput (" + requestKind + ") gave no output: " + reason + "\n";
    }
}
