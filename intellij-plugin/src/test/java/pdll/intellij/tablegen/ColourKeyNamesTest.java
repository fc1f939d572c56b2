package pdll.intellij.tablegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import pdll.intellij.pdll.PdllHighlightCategory;

/**
 * Installed next to the MLIR ODS plugin, ours must register no colour key it registers (a key
 * registered twice with different fallbacks is an IDE error, and one plugin's colours replace the
 * other's) and no colour page of the same name. Its names are recorded, with their source, in
 * other-plugins/mlir-ods-colors.txt.
 */
class ColourKeyNamesTest {
    record Recorded(Set<String> keys, Set<String> pages) {}

    static Recorded mlirOds() throws Exception {
        String text;
        try (InputStream in = ColourKeyNamesTest.class.getResourceAsStream("/other-plugins/mlir-ods-colors.txt")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Set<String> keys = new HashSet<>(), pages = new HashSet<>();
        for (String line : text.split("\n")) {
            if (line.startsWith("key ")) keys.add(line.substring(4).trim());
            else if (line.startsWith("page ")) pages.add(line.substring(5).trim());
        }
        return new Recorded(keys, pages);
    }

    static List<String> ourKeys() {
        List<String> out = new ArrayList<>();
        for (PdllHighlightCategory c : PdllHighlightCategory.values()) out.add(c.externalName());
        for (TableGenHighlightCategory c : TableGenHighlightCategory.values()) out.add(c.externalName());
        return out;
    }

    @Test
    void noKeyOfTheMlirOdsPlugin() throws Exception {
        Recorded ods = mlirOds();
        assertEquals(16, ods.keys().size(), "the recorded list was cut short");
        List<String> ours = ourKeys();
        assertEquals(ours.size(), new HashSet<>(ours).size(), "a key twice: " + ours);
        for (String k : ours) assertFalse(ods.keys().contains(k), k + " is also the MLIR ODS plugin's");
        // one prefix per language of ours, neither the ODS plugin's
        for (String k : ours) assertTrue(k.startsWith("PDLL_"), k);
    }

    @Test
    void noColourPageNamedAsTheMlirOdsPlugins() throws Exception {
        Recorded ods = mlirOds();
        assertTrue(ods.pages().contains("TableGen"), ods.pages().toString());
        assertFalse(ods.pages().contains(TableGenColorSettingsPage.DISPLAY_NAME), TableGenColorSettingsPage.DISPLAY_NAME);
        assertEquals("TableGen (PDLL)", TableGenColorSettingsPage.DISPLAY_NAME);
    }
}
