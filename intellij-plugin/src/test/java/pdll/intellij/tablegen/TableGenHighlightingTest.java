package pdll.intellij.tablegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import pdll.tablegen.syntax.TdEditorLexer;
import pdll.tablegen.syntax.TdEditorToken;
import pdll.tablegen.syntax.TdTokenKind;

/**
 * The colour table: every token kind has its element type and a category (blanks excepted), every
 * category is reachable from some kind, and the settings page's demo shows every category.
 */
class TableGenHighlightingTest {
    @Test
    void everyKindHasATypeAndACategory() {
        Set<TableGenHighlightCategory> reached = EnumSet.noneOf(TableGenHighlightCategory.class);
        for (TdTokenKind kind : TdTokenKind.values()) {
            assertNotNull(TableGenTokenTypes.of(kind), kind.name());
            assertSame(kind, TableGenTokenTypes.kindOf(TableGenTokenTypes.of(kind)), kind.name());
            TableGenHighlightCategory c = TableGenHighlightCategory.of(kind);
            assertEquals(kind == TdTokenKind.WHITESPACE, c == null, kind.name());
            if (c != null) reached.add(c);
        }
        assertEquals(EnumSet.allOf(TableGenHighlightCategory.class), reached);
    }

    @Test
    void keywordsAreTheWordsOfTheLanguage() {
        for (TdTokenKind kind : TdTokenKind.values()) {
            var tokens = TdEditorLexer.tokens(spelling(kind));
            boolean word = kind != TdTokenKind.ID && tokens.size() == 1 && tokens.get(0).kind() == kind;
            assertEquals(word, TableGenHighlightCategory.of(kind) == TableGenHighlightCategory.KEYWORD, kind.name());
        }
    }

    @Test
    void theDemoShowsEveryCategory() {
        Set<TableGenHighlightCategory> shown = EnumSet.noneOf(TableGenHighlightCategory.class);
        for (TdEditorToken t : TdEditorLexer.tokens(TableGenColorDemo.TEXT)) {
            TableGenHighlightCategory c = TableGenHighlightCategory.of(t.kind());
            if (c != null) shown.add(c);
        }
        assertEquals(EnumSet.allOf(TableGenHighlightCategory.class), shown);
    }

    @Test
    void externalNamesAreStable() {
        for (TableGenHighlightCategory c : TableGenHighlightCategory.values()) {
            assertTrue(c.externalName().matches("PDLL_TABLEGEN_[A-Z_]+"), c.externalName());
        }
        assertEquals("PDLL_TABLEGEN_BANG_OPERATOR", TableGenHighlightCategory.BANG_OPERATOR.externalName());
    }

    /** The keyword a kind stands for, from its name ("INT_KW" is "int"); other kinds give text that lexes otherwise. */
    private static String spelling(TdTokenKind kind) {
        return kind.name().toLowerCase().replace("_kw", "");
    }
}
