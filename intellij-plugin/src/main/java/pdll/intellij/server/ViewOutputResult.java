package pdll.intellij.server;

/** {@code pdll/viewOutput} result: {@code {output}}; null from a server that could not compile. */
public final class ViewOutputResult {
    public String output;
}
