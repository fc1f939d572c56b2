package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import pdll.base.io.FileAccess;
import pdll.base.text.LineIndex;
import pdll.base.text.PositionEncoding;
import pdll.base.text.TextRange;
import pdll.ide.td.TdNavigation;
import pdll.ide.td.TdAnalyzer;
import pdll.ide.td.TdAnalysis;
import pdll.ide.config.IncludeConfig;
import pdll.ide.config.IncludeSettings;
import pdll.ide.files.OverlayFiles;
import pdll.ide.answer.HoverInfo;
import pdll.ide.answer.DocumentLink;
import pdll.ide.text.FileSpan;
import pdll.ide.document.DocumentStore;
import pdll.ide.document.Snapshot;
import pdll.syntax.ParseOptions;
import pdll.tablegen.MlirIncludeRoot;
import pdll.tablegen.cache.TdCaches;

/**
 * Replays the answers {@code tblgen-lsp-server-22} gave on MLIR's {@code .td} files (captured with
 * {@code src/test/scripts/tblgen-lsp-probe.py}, see its usage for the command) against ours: for
 * every non-empty reference answer ours is equal or richer — every location of a definition or
 * references answer is among ours, every link is among ours, and a hover has the same range and
 * holds every section of the reference's text (whitespace aside). Deliberate differences:
 * <ul>
 *   <li>a hover on a use of a template argument or field answers (the reference answers only on
 *       the declaration and on record names), and our hover adds the evaluated record;</li>
 *   <li>where the reference answers nothing (no declaration found, e.g. a field inherited
 *       through a parent class, a {@code let} override), ours may answer.</li>
 * </ul>
 */
class TdReplayTest {
    static final Optional<Path> MLIR = MlirIncludeRoot.discover();

    @Test
    void oursEqualOrRicherThanTheReference() throws IOException {
        assumeTrue(MLIR.isPresent(), "no MLIR include root: install libmlir-22-dev to run the replay");
        Path root = MLIR.get();
        TdCaches caches = new TdCaches();
        OverlayFiles files = new OverlayFiles(FileAccess.DISK);
        IncludeConfig config = new IncludeConfig(files, m -> { }, IncludeConfig.TD_DATABASE_NAME);
        config.update(new IncludeSettings(List.of(root), List.of(), null, false));
        TdAnalyzer analyzer = new TdAnalyzer(files, config, caches);
        Map<String, TdAnalysis> analyses = new HashMap<>();
        List<String> failures = new ArrayList<>();
        int compared = 0;
        for (String line : lines()) {
            JsonObject q = JsonParser.parseString(line).getAsJsonObject();
            JsonElement answer = q.get("answer");
            if (answer == null || answer.isJsonNull() || (answer.isJsonArray() && answer.getAsJsonArray().isEmpty())) continue;
            String file = q.get("file").getAsString();
            Path path = root.resolve(file.substring("<root>/".length()));
            assumeTrue(Files.isRegularFile(path), "MLIR's include root lacks " + path);
            TdAnalysis a = analyses.computeIfAbsent(file, f -> {
                DocumentStore store = new DocumentStore(files, ParseOptions.DEFAULT);
                Snapshot s;
                try {
                    s = store.open(path.toUri().toString(), 1, Files.readString(path));
                } catch (IOException e) {
                    throw new IllegalStateException(e);
                }
                return analyzer.analyze(s, () -> false);
            });
            String[] parts = q.get("query").getAsString().split(":");
            LineIndex lines = a.snapshot().lines();
            int offset = parts.length == 3 ? lines.offset(Integer.parseInt(parts[1]), Integer.parseInt(parts[2]), PositionEncoding.UTF16) : 0;
            String what = file + " " + q.get("query").getAsString();
            compared++;
            switch (parts[0]) {
                case "definition" -> missing(what, locations(answer, "uri"), spans(root, TdNavigation.definition(a, offset)), failures);
                case "references" -> missing(what, locations(answer, "uri"), spans(root, TdNavigation.references(a, offset, true)), failures);
                case "links" -> {
                    Set<String> ours = new LinkedHashSet<>();
                    for (DocumentLink l : TdNavigation.links(a)) ours.add(shown(root, l.target()) + " " + range(lines, l.range()));
                    missing(what, locations(answer, "target"), ours, failures);
                }
                case "hover" -> hover(what, answer.getAsJsonObject(), TdNavigation.hover(a, offset), lines, failures);
                default -> failures.add(what + ": unknown query");
            }
        }
        assertTrue(compared > 400, "only " + compared + " non-empty reference answers compared");
        assertTrue(failures.isEmpty(), failures.size() + " of " + compared + " answers are poorer than the reference's:\n"
                + String.join("\n", failures.subList(0, Math.min(40, failures.size()))));
    }

    private static void hover(String what, JsonObject ref, Optional<HoverInfo> ours, LineIndex lines, List<String> failures) {
        if (ours.isEmpty()) {
            failures.add(what + ": no hover");
            return;
        }
        String refRange = range(ref.getAsJsonObject("range"));
        if (!refRange.equals(range(lines, ours.get().range()))) {
            failures.add(what + ": hover range " + range(lines, ours.get().range()) + ", the reference's " + refRange);
        }
        String text = normalized(ours.get().markdown());
        for (String section : ref.getAsJsonObject("contents").get("value").getAsString().split("\n\\*\\*\\*\n")) {
            String s = normalized(section);
            if (!s.isEmpty() && !text.contains(s)) failures.add(what + ": hover lacks \"" + abbreviated(s) + "\"");
        }
    }

    private static String normalized(String s) {
        return s.replaceAll("\\s+", " ").strip();
    }

    private static String abbreviated(String s) {
        return s.length() > 80 ? s.substring(0, 80) + "…" : s;
    }

    private static void missing(String what, Set<String> reference, Set<String> ours, List<String> failures) {
        for (String r : reference) if (!ours.contains(r)) failures.add(what + ": lacks " + r + " (ours: " + ours + ")");
    }

    private static Set<String> locations(JsonElement answer, String uriKey) {
        Set<String> out = new LinkedHashSet<>();
        JsonArray arr = answer.isJsonArray() ? answer.getAsJsonArray() : new JsonArray();
        if (answer.isJsonObject()) arr.add(answer);
        for (JsonElement e : arr) {
            JsonObject o = e.getAsJsonObject();
            out.add(o.get(uriKey).getAsString() + " " + range(o.getAsJsonObject("range")));
        }
        return out;
    }

    private static Set<String> spans(Path root, List<FileSpan> spans) {
        Set<String> out = new LinkedHashSet<>();
        for (FileSpan s : spans) out.add(shown(root, s.file()) + " " + range(s.lines(), s.range()));
        return out;
    }

    private static String shown(Path root, Path p) {
        return p.startsWith(root) ? "<root>/" + root.relativize(p) : p.toUri().toString();
    }

    private static String range(JsonObject r) {
        JsonObject s = r.getAsJsonObject("start"), e = r.getAsJsonObject("end");
        return s.get("line").getAsInt() + ":" + s.get("character").getAsInt() + "-" + e.get("line").getAsInt() + ":" + e.get("character").getAsInt();
    }

    private static String range(LineIndex lines, TextRange r) {
        return lines.line(r.start()) + ":" + lines.column(r.start(), PositionEncoding.UTF16) + "-"
                + lines.line(r.end()) + ":" + lines.column(r.end(), PositionEncoding.UTF16);
    }

    private static List<String> lines() throws IOException {
        try (InputStream in = TdReplayTest.class.getResourceAsStream("/replay/tblgen-lsp-server-22.jsonl")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().filter(l -> !l.isBlank()).toList();
        }
    }
}
