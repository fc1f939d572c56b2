package pdll.fuzz;

import org.eclipse.lsp4j.Position;

/**
 * The client's copy of a document: offsets to LSP positions (UTF-16, as Java strings count),
 * with the line breaks LSP knows (\n, \r\n, \r), so that edits the fuzzer sends mean what it
 * thinks they mean.
 */
final class Documents {
    private Documents() {}

    static Position positionAt(String text, int offset) {
        int line = 0, lineStart = 0;
        for (int i = 0; i < offset && i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n' || (c == '\r' && (i + 1 >= text.length() || text.charAt(i + 1) != '\n'))) {
                line++;
                lineStart = i + 1;
            }
        }
        return new Position(line, Math.min(offset, text.length()) - lineStart);
    }
}
