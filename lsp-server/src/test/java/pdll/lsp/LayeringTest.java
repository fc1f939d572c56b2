package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The layering of docs/architecture.md as a failing build: a module's main code names only its own packages and
 * those of the modules below it (imports and fully qualified names alike), and the IDE layer
 * ({@code pdll.ide}) knows nothing of the protocol: no LSP4J, no Gson, no {@code pdll.lsp}.
 * Reads every module's sources from the checkout (this module's folder's parent).
 */
class LayeringTest {
    /** Module folder → the project packages its main code may name (its own first). */
    private static final Map<String, Set<String>> ALLOWED = Map.of(
            "pdll-base", Set.of("base"),
            "tablegen", Set.of("tablegen", "base"),
            "pdll-parser", Set.of("syntax", "base"),
            "mlir-builtin", Set.of("mlir"),
            "pdll-sema", Set.of("sema", "mlir", "syntax", "tablegen", "base"),
            "pdllc", Set.of("pdllc", "sema", "mlir", "syntax", "tablegen", "base"),
            "pdll-run", Set.of("run", "pdllc", "sema", "mlir", "syntax", "tablegen", "base"),
            "lsp-server", Set.of("ide", "lsp", "run", "sema", "mlir", "syntax", "tablegen", "base"),
            "fuzz", Set.of("fuzz", "pdllc", "ide", "lsp", "sema", "mlir", "syntax", "tablegen", "base"),
            "intellij-plugin", Set.of("intellij", "syntax", "tablegen", "base"));

    private static final Pattern PROJECT_NAME = Pattern.compile("\\bpdll\\.(base|tablegen|syntax|mlir|sema|pdllc|run|ide|lsp|fuzz|intellij)\\.");
    private static final Pattern PROTOCOL = Pattern.compile("\\b(org\\.eclipse\\.lsp4j|com\\.google\\.gson|pdll\\.lsp)\\.");

    private static final Path ROOT = Path.of("").toAbsolutePath().getParent();

    @Test
    void noModuleNamesOneAboveIt() {
        List<String> violations = new ArrayList<>();
        int files = 0;
        for (var e : ALLOWED.entrySet()) {
            for (Path f : javaFiles(ROOT.resolve(e.getKey()).resolve("src/main/java"))) {
                files++;
                Matcher m = PROJECT_NAME.matcher(code(f));
                while (m.find()) {
                    if (!e.getValue().contains(m.group(1))) violations.add(ROOT.relativize(f) + ": names pdll." + m.group(1));
                }
            }
        }
        assertTrue(files > 300, "the module sources were not found under " + ROOT + " (" + files + " files)");
        assertEquals(List.of(), violations.stream().distinct().toList());
    }

    @Test
    void theIdeLayerKnowsNoProtocol() {
        List<String> violations = new ArrayList<>();
        List<Path> ide = javaFiles(ROOT.resolve("lsp-server/src/main/java/pdll/ide"));
        for (Path f : ide) {
            Matcher m = PROTOCOL.matcher(code(f));
            while (m.find()) violations.add(ROOT.relativize(f) + ": names " + m.group(1));
        }
        assertTrue(ide.size() > 50, "pdll.ide sources not found");
        assertEquals(List.of(), violations.stream().distinct().toList());
    }

    /** The file's code without comments and string literals (which may mention any package). */
    static String code(Path f) {
        String s;
        try {
            s = Files.readString(f);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        StringBuilder out = new StringBuilder(s.length());
        int i = 0, n = s.length();
        while (i < n) {
            char c = s.charAt(i);
            if (c == '/' && i + 1 < n && s.charAt(i + 1) == '/') {
                while (i < n && s.charAt(i) != '\n') i++;
            } else if (c == '/' && i + 1 < n && s.charAt(i + 1) == '*') {
                int end = s.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
                out.append(' ');
            } else if (s.startsWith("\"\"\"", i)) {
                int end = s.indexOf("\"\"\"", i + 3);
                i = end < 0 ? n : end + 3;
                out.append("\"\"");
            } else if (c == '"' || c == '\'') {
                i++;
                while (i < n && s.charAt(i) != c && s.charAt(i) != '\n') i += s.charAt(i) == '\\' ? 2 : 1;
                i++;
                out.append("\"\"");
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    private static List<Path> javaFiles(Path dir) {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
