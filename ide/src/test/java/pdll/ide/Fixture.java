package pdll.ide;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A data-driven IDE feature case read from a {@code .test} file under
 * {@code src/test/resources/fixtures}:
 *
 * <pre>
 * --- file /fx/t.td          files before the first case are shared by every case
 * ...
 * === case name
 * the main document (/fx/main.pdll), with the cursor marker $0 where the feature needs one
 * --- file /fx/other.pdll    more files of this case (optional)
 * ...
 * --- expect
 * the exact rendering of the feature's result
 * </pre>
 *
 * Lines starting with {@code #!} before the first section are comments.
 */
public record Fixture(String name, Path main, String text, int cursor, Map<Path, String> files, String expected,
                      String source, int line) {

    public static final Path MAIN = Path.of("/fx/main.pdll");
    public static final String CURSOR = "$0";

    public static List<Fixture> load(String resource) {
        return load(resource, MAIN);
    }

    /** The cases of a fixture file whose main documents are {@code main} (e.g. a {@code .td}). */
    public static List<Fixture> load(String resource, Path main) {
        String all;
        try (InputStream in = Fixture.class.getResourceAsStream("/fixtures/" + resource)) {
            if (in == null) throw new IllegalArgumentException("no fixture file " + resource);
            all = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
        return parse(resource, all, main);
    }

    static List<Fixture> parse(String source, String all) {
        return parse(source, all, MAIN);
    }

    static List<Fixture> parse(String source, String all, Path main) {
        List<Fixture> out = new ArrayList<>();
        Map<Path, String> shared = new LinkedHashMap<>();
        String[] lines = all.split("\n", -1);
        int i = 0;
        // shared files
        while (i < lines.length && !lines[i].startsWith("=== ")) {
            if (lines[i].startsWith("--- file ")) {
                Path p = Path.of(lines[i].substring(9).strip());
                StringBuilder sb = new StringBuilder();
                i++;
                while (i < lines.length && !lines[i].startsWith("--- ") && !lines[i].startsWith("=== ")) sb.append(lines[i++]).append('\n');
                shared.put(p, sb.toString());
            } else i++;
        }
        while (i < lines.length) {
            if (!lines[i].startsWith("=== ")) {
                i++;
                continue;
            }
            String name = lines[i].substring(4).strip();
            int startLine = i + 1;
            i++;
            Map<Path, String> files = new LinkedHashMap<>(shared);
            String mainText = null;
            String expected = null;
            Path current = main;
            StringBuilder sb = new StringBuilder();
            boolean inExpect = false;
            while (true) {
                boolean end = i >= lines.length || lines[i].startsWith("=== ");
                boolean section = !end && (lines[i].startsWith("--- file ") || lines[i].equals("--- expect"));
                if (end || section) {
                    String body = sb.toString();
                    if (inExpect) expected = body;
                    else if (mainText == null) mainText = body;
                    else files.put(current, body);
                    sb.setLength(0);
                    if (end) break;
                    if (lines[i].equals("--- expect")) inExpect = true;
                    else current = Path.of(lines[i].substring(9).strip());
                    i++;
                    continue;
                }
                sb.append(lines[i]).append('\n');
                i++;
            }
            if (expected == null) expected = "";
            // trailing blank lines of the expectation are not significant
            expected = expected.replaceAll("\n+$", "\n");
            int cursor = mainText.indexOf(CURSOR);
            String text = cursor >= 0 ? mainText.substring(0, cursor) + mainText.substring(cursor + CURSOR.length()) : mainText;
            out.add(new Fixture(name, main, text, cursor, files, expected, source, startLine));
        }
        return out;
    }

    /** Rewrites the expectations of a fixture file (run with -Dpdll.fixtures.update=true, then review the diff). */
    public static void update(String resource, Map<String, String> actualByName) throws IOException {
        Path file = Path.of("src/test/resources/fixtures", resource);
        String[] lines = Files.readString(file).split("\n", -1);
        StringBuilder out = new StringBuilder();
        String name = null;
        boolean skipping = false;
        for (int i = 0; i < lines.length; i++) {
            String l = lines[i];
            if (l.startsWith("=== ")) {
                name = l.substring(4).strip();
                skipping = false;
            }
            if (skipping && !l.startsWith("=== ")) continue;
            out.append(l);
            if (i + 1 < lines.length) out.append('\n');
            if (l.equals("--- expect") && name != null && actualByName.containsKey(name)) {
                String actual = actualByName.get(name);
                out.append(actual.isEmpty() || actual.endsWith("\n") ? actual : actual + "\n");
                out.append('\n');
                skipping = true;
            }
        }
        Files.writeString(file, out.toString().replaceAll("\n\n+$", "\n"));
    }
}
