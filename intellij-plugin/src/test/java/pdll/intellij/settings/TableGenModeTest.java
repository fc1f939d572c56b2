package pdll.intellij.settings;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** When this plugin takes .td files. */
class TableGenModeTest {

    @Test
    void automaticTakesTdOnlyWhenNobodyElseDoes() {
        assertTrue(TableGenMode.AUTOMATIC.claimsTd(null, false));
        assertTrue(TableGenMode.AUTOMATIC.claimsTd("UNKNOWN", false));
        assertTrue(TableGenMode.AUTOMATIC.claimsTd("PLAIN_TEXT", false));
        assertFalse(TableGenMode.AUTOMATIC.claimsTd("TableGen", true), "zero9178's MLIR ODS");
        assertFalse(TableGenMode.AUTOMATIC.claimsTd("SomeOtherTd", false), "any other plugin mapping .td");
        assertFalse(TableGenMode.AUTOMATIC.claimsTd(null, true), "a TableGen type exists, even if .td was remapped");
    }

    @Test
    void alwaysAndNeverIgnoreOtherPlugins() {
        assertTrue(TableGenMode.ALWAYS.claimsTd("TableGen", true));
        assertFalse(TableGenMode.NEVER.claimsTd(null, false));
    }

    @Test
    void storedNamesParseAndUnknownOnesFallBack() {
        for (TableGenMode m : TableGenMode.values()) assertEquals(m, TableGenMode.parse(m.name()));
        assertEquals(TableGenMode.AUTOMATIC, TableGenMode.parse("SOMETIMES"));
        assertEquals(TableGenMode.AUTOMATIC, TableGenMode.parse(null));
        ApplicationSettingsState s = new ApplicationSettingsState();
        s.tableGenMode = "garbage";
        assertEquals(TableGenMode.AUTOMATIC, s.tableGenMode());
    }
}
