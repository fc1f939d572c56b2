package pdll.syntax;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pdll.syntax.tree.Decl;

/** Entry points of the PDLL syntax layer. Nothing here throws on any input or does I/O. */
public final class PdllParser {
    private PdllParser() {}

    /** Parses a whole buffer (with {@code splitInputFile} set, only its first part; see {@link #parseSplit}). */
    public static SyntaxTree parse(String fileName, String text, ParseOptions options) {
        if (options.splitInputFile()) return parseSplit(fileName, text, options).get(0);
        return parsePart(fileName, text, 0, 0, options);
    }

    public static SyntaxTree parse(String fileName, String text) {
        return parse(fileName, text, ParseOptions.DEFAULT);
    }

    /**
     * {@code --split-input-file}: the parts between lines {@code // -----}, each parsed on its own;
     * positions stay those of the whole file.
     */
    public static List<SyntaxTree> parseSplit(String fileName, String text, ParseOptions options) {
        List<SyntaxTree> parts = new ArrayList<>();
        int partStart = 0, partLine = 0, line = 0, i = 0;
        while (i <= text.length()) {
            int eol = text.indexOf('\n', i);
            int lineEnd = eol < 0 ? text.length() : eol;
            if (text.substring(i, lineEnd).strip().equals("// -----")) {
                parts.add(parsePart(fileName, text.substring(partStart, i), partStart, partLine, options));
                partStart = eol < 0 ? text.length() : eol + 1;
                partLine = line + 1;
            }
            if (eol < 0) break;
            i = eol + 1;
            line++;
        }
        parts.add(parsePart(fileName, text.substring(partStart), partStart, partLine, options));
        return parts;
    }

    private static SyntaxTree parsePart(String fileName, String text, int originOffset, int originLine, ParseOptions options) {
        List<TopLevel> chunks = new ArrayList<>();
        Chunker.chunk(text, 0, options, null, chunks);
        return new SyntaxTree(fileName, text, originOffset, originLine, options, chunks);
    }

    /**
     * The {@code .pdll} files a tree includes, transitively, parsed, keyed by resolved file name
     * (each once; cycles stop). Names the resolver does not find are left out; the caller reports them.
     */
    public static Map<String, SyntaxTree> parseIncludes(SyntaxTree root, IncludeResolver resolver, ParseOptions options) {
        Map<String, SyntaxTree> done = new LinkedHashMap<>();
        List<SyntaxTree> work = new ArrayList<>(List.of(root));
        while (!work.isEmpty()) {
            SyntaxTree t = work.remove(work.size() - 1);
            for (Decl d : t.declarations()) {
                if (!(d instanceof Decl.Include inc) || !inc.file().endsWith(".pdll")) continue;
                Optional<IncludeResolver.Source> src = resolver.resolve(inc.file(), t.fileName());
                if (src.isEmpty() || done.containsKey(src.get().fileName()) || src.get().fileName().equals(root.fileName())) continue;
                SyntaxTree parsed = parse(src.get().fileName(), src.get().text(), options.withSplitInputFile(false));
                done.put(src.get().fileName(), parsed);
                work.add(parsed);
            }
        }
        return done;
    }
}
