package pdll.ide.td;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import pdll.base.text.TextRange;
import pdll.ide.files.Directories;
import pdll.tablegen.syntax.TdEditorToken;
import pdll.tablegen.syntax.TdTokenKind;

/**
 * Completion inside the string of an {@code include}: what is typed up to its last {@code /} is a
 * directory looked up under each directory of the document's search path (the one its evaluation
 * used: the document's directory, then the include dirs), whose {@code .td} files and
 * sub-directories (with a trailing {@code /}) are offered, replacing the partly typed name. The
 * document itself is not offered (including itself is a cycle).
 */
final class TdIncludeCompletion {
    private TdIncludeCompletion() {}

    /** The files and directories, empty when the offset is not inside an include's string. */
    static Optional<List<TdCompletion.Item>> complete(TdAnalysis a, int offset) {
        String text = a.snapshot().text();
        // cut at the cursor, the string is unterminated: an error token from its quote to the cursor
        List<TdEditorToken> toks = TdSignificantTokens.of(text.substring(0, offset));
        if (toks.size() < 2) return Optional.empty();
        TdEditorToken string = toks.get(toks.size() - 1);
        if (string.kind() != TdTokenKind.ERROR || string.end() != offset || text.charAt(string.start()) != '"'
                || toks.get(toks.size() - 2).kind() != TdTokenKind.INCLUDE) return Optional.empty();
        String typed = text.substring(string.start() + 1, offset);
        if (typed.contains("\\") || typed.contains("\n")) return Optional.of(List.of());
        int slash = typed.lastIndexOf('/');
        String dirPart = typed.substring(0, slash + 1);
        String namePart = typed.substring(slash + 1);
        int nameEnd = offset;
        while (nameEnd < text.length() && "/\"\n\r".indexOf(text.charAt(nameEnd)) < 0) nameEnd++;
        TextRange replace = new TextRange(string.start() + 1 + slash + 1, nameEnd);
        Directories dirs = Directories.of(a.options().files());
        List<Path> roots = new ArrayList<>();
        if (a.options().workingDir() != null) roots.add(a.options().workingDir());
        roots.addAll(a.options().includeDirs());
        Map<String, TdCompletion.Item> items = new TreeMap<>();
        for (Path root : roots) {
            Path dir;
            try {
                dir = root.resolve(dirPart).normalize();
            } catch (RuntimeException e) {
                continue; // not a path on this system (an invalid character)
            }
            for (Directories.Entry e : dirs.list(dir)) {
                if (e.name().startsWith(".") || !e.name().startsWith(namePart)) continue;
                if (e.directory()) {
                    items.putIfAbsent(e.name() + "/", new TdCompletion.Item(e.name() + "/", TdCompletion.Kind.FOLDER, "directory",
                            e.name() + "/", false, replace));
                } else if (e.name().endsWith(".td") && !dir.resolve(e.name()).equals(a.file())) {
                    items.putIfAbsent(e.name(), new TdCompletion.Item(e.name(), TdCompletion.Kind.FILE, "file",
                            e.name(), false, replace));
                }
            }
        }
        return Optional.of(List.copyOf(items.values()));
    }
}
