package pdll.intellij.server;

/**
 * {@code pdll/viewOutput} parameters: the document URI and the output kind ({@code "mlir"},
 * {@code "cpp"} or {@code "ast"}). A plain class with fields, which LSP4J's Gson writes as is.
 */
public final class ViewOutputParams {
    public String uri;
    public String kind;

    public ViewOutputParams(String uri, String kind) {
        this.uri = uri;
        this.kind = kind;
    }
}
