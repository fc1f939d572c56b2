package pdll.ide.completion;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.CompletionItem;
import pdll.ide.files.Directories;
import pdll.ide.syntax.TokenCursor.AbsToken;
import pdll.ide.syntax.TokenCursor;
import pdll.syntax.TokenKind;

/**
 * Completion inside the string of an {@code #include}: what is typed up to the last {@code /} is a
 * directory looked up under the document's directory and every include dir; its sub-directories
 * and {@code .pdll}/{@code .td} files are offered (de-duplicated, sorted), replacing the partly
 * typed name (so, unlike the reference, a partial name still completes), and the document itself
 * is not offered. Where what is typed up to the cursor is a whole folder name (the cursor at its
 * end, with or without a {@code /} after it), that folder's entries are offered, as the reference
 * offers them.
 */
public final class IncludeCompletion {
    private IncludeCompletion() {}

    /** The files and directories, empty when the offset is not inside an include's string. */
    public static Optional<List<CompletionItem>> complete(Analysis a, int offset, Directories dirs) {
        String text = a.snapshot().text();
        TokenCursor tc = TokenCursor.around(a.snapshot().tree(), offset);
        AbsToken string = null;
        for (int i = 0; i < tc.tokens().size(); i++) {
            AbsToken t = tc.tokens().get(i);
            boolean unterminated = t.kind() == TokenKind.ERROR && t.start() < text.length() && text.charAt(t.start()) == '"';
            if ((t.kind() == TokenKind.STRING || unterminated) && t.start() < offset && i > 0
                    && tc.tokens().get(i - 1).kind() == TokenKind.DIRECTIVE && tc.tokens().get(i - 1).text().equals("#include")) {
                int end = t.kind() == TokenKind.STRING ? t.end() - 1 : lineEnd(text, t.start());
                if (offset <= end) string = new AbsToken(t.kind(), t.start(), end, t.text());
            }
        }
        if (string == null) {
            // an unterminated string may be lexed as an error token without the quote: look at the line
            int ls = offset == 0 ? 0 : text.lastIndexOf('\n', offset - 1) + 1;
            String before = text.substring(ls, offset);
            int q = before.indexOf('"');
            if (!before.stripLeading().startsWith("#include") || q < 0 || before.indexOf('"', q + 1) >= 0) return Optional.empty();
            string = new AbsToken(TokenKind.STRING, ls + q, lineEnd(text, ls), "");
        }
        String typed = text.substring(string.start() + 1, offset);
        if (typed.contains("\\") || typed.contains("\"")) return Optional.of(List.of());
        int slash = typed.lastIndexOf('/');
        String dirPart = slash < 0 ? "" : typed.substring(0, slash + 1);
        int nameStart = string.start() + 1 + (slash + 1);
        int nameEnd = offset;
        while (nameEnd < string.end() && text.charAt(nameEnd) != '/' && text.charAt(nameEnd) != '"') nameEnd++;
        List<Path> roots = new ArrayList<>();
        roots.add(a.searchPath().workingDir());
        roots.addAll(a.searchPath().includeDirs());
        // the cursor right after a whole folder name (`"mlir/IR|"`, `"mlir|/IR/X.td"`): that folder's
        // entries, as the reference lists them, each after a `/` (the one there, else one inserted)
        String prefix = "";
        String last = typed.substring(slash + 1);
        if (!last.isEmpty() && nameEnd == offset && isFolder(roots, dirPart, last, dirs)) {
            dirPart = dirPart + last + "/";
            if (offset < string.end() && text.charAt(offset) == '/') {
                nameStart = offset + 1;
                nameEnd = nameStart;
                while (nameEnd < string.end() && text.charAt(nameEnd) != '/' && text.charAt(nameEnd) != '"') nameEnd++;
            } else {
                nameStart = offset;
                prefix = "/";
            }
        }
        TextRange replace = new TextRange(nameStart, nameEnd);
        boolean slashAfter = nameEnd < string.end() && text.charAt(nameEnd) == '/';
        Path self = a.snapshot().file();
        Map<String, CompletionItem> items = new TreeMap<>();
        for (Path root : roots) {
            Path dir;
            try {
                dir = root.resolve(dirPart).normalize();
            } catch (RuntimeException e) {
                continue;
            }
            for (Directories.Entry e : dirs.list(dir)) {
                if (e.name().startsWith(".")) continue;
                if (e.directory()) {
                    String insert = prefix + e.name() + (slashAfter ? "" : "/"); // the `/` there is kept
                    items.putIfAbsent(e.name(), new CompletionItem(e.name(), CompletionItem.Kind.FOLDER, "", "", insert, replace, e.name()));
                } else if (e.name().endsWith(".pdll") || e.name().endsWith(".td")) {
                    if (self != null && dir.resolve(e.name()).equals(self)) continue;
                    items.putIfAbsent(e.name(), new CompletionItem(e.name(), CompletionItem.Kind.FILE, dir.resolve(e.name()).toString(), "",
                            prefix + e.name(), replace, e.name()));
                }
            }
        }
        return Optional.of(List.copyOf(items.values()));
    }

    /** Whether {@code dir + name} is a folder under one of the roots. */
    private static boolean isFolder(List<Path> roots, String dir, String name, Directories dirs) {
        for (Path root : roots) {
            try {
                for (Directories.Entry e : dirs.list(root.resolve(dir).normalize())) if (e.directory() && e.name().equals(name)) return true;
            } catch (RuntimeException e) {
                // not a path here
            }
        }
        return false;
    }

    private static int lineEnd(String text, int from) {
        int e = text.indexOf('\n', from);
        return e < 0 ? text.length() : e;
    }
}
