package pdll.ide.answer;

import java.nio.file.Path;
import pdll.ide.text.FileSpan;

/** A workspace symbol matching a query: its name and kind, where it is, and what holds it (its file's name). */
public record SymbolMatch(String name, SymbolKind kind, FileSpan location, String container) {

    /** A match whose container is the name of the file it is in. */
    public static SymbolMatch inFile(String name, SymbolKind kind, FileSpan location) {
        return new SymbolMatch(name, kind, location, fileName(location.file()));
    }

    /** A path's last name; the whole path for one that has none ({@code file:///} is {@code /}). */
    private static String fileName(Path file) {
        Path name = file.getFileName();
        return name != null ? name.toString() : file.toString();
    }
}
