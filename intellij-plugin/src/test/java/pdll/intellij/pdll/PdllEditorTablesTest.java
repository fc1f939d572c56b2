package pdll.intellij.pdll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import pdll.syntax.EditorLexer;
import pdll.syntax.PdllParser;
import pdll.syntax.TokenKind;

/**
 * The tables behind colours, the settings page, brace matching and commenting (the classes
 * that hand them to the IDE extend APIs the tests cannot load).
 */
class PdllEditorTablesTest {
    @Test
    void everyTokenKindHasAColour() {
        Set<PdllHighlightCategory> used = EnumSet.noneOf(PdllHighlightCategory.class);
        for (TokenKind k : TokenKind.values()) {
            if (k == TokenKind.EOF) continue;
            PdllHighlightCategory c = PdllHighlightCategory.of(k);
            assertNotNull(c, k.name());
            assertEquals(c, PdllHighlightCategory.of(PdllTokenTypes.of(k)), k.name());
            used.add(c);
        }
        assertEquals(EnumSet.allOf(PdllHighlightCategory.class), used, "a colour no token gets");
        assertNull(PdllHighlightCategory.of(com.intellij.psi.TokenType.WHITE_SPACE));
    }

    @Test
    void settingsPageNamesAreDistinct() {
        Set<String> names = new HashSet<>();
        for (PdllHighlightCategory c : PdllHighlightCategory.values()) assertTrue(names.add(c.displayName), c.displayName);
    }

    @Test
    void demoTextIsValidAndShowsEveryColourButBadCharacters() {
        assertEquals(List.of(), PdllParser.parse("demo.pdll", PdllColorDemo.TEXT).diagnostics());
        Set<PdllHighlightCategory> shown = EnumSet.noneOf(PdllHighlightCategory.class);
        for (EditorLexer.Span t : EditorLexer.tokens(PdllColorDemo.TEXT)) shown.add(PdllHighlightCategory.of(t.kind()));
        Set<PdllHighlightCategory> expected = EnumSet.allOf(PdllHighlightCategory.class);
        expected.remove(PdllHighlightCategory.BAD_CHARACTER);
        assertEquals(expected, shown);
    }

    @Test
    void bracePairsAreSingleCharacterTokensAndCodeBlocksAreNot() {
        for (PdllBraces.Pair p : PdllBraces.PAIRS) {
            List<EditorLexer.Span> tokens = EditorLexer.tokens(open(p) + " x " + close(p));
            assertEquals(List.of(p.open(), TokenKind.IDENTIFIER, p.close()), tokens.stream().map(EditorLexer.Span::kind).toList());
        }
        assertEquals(List.of(TokenKind.CODE_BLOCK), EditorLexer.tokens("[{ x }]").stream().map(EditorLexer.Span::kind).toList());
        assertEquals(List.of(true, false, false), PdllBraces.PAIRS.stream().map(PdllBraces.Pair::structural).toList());
    }

    @Test
    void commenterPrefixMakesALineComment() {
        PdllCommenter commenter = new PdllCommenter();
        String line = commenter.getLineCommentPrefix() + " Pattern { erase op<a.b>; }";
        assertEquals(List.of(TokenKind.COMMENT), EditorLexer.tokens(line).stream().map(EditorLexer.Span::kind).toList());
        assertNull(commenter.getBlockCommentPrefix());
        assertNull(commenter.getBlockCommentSuffix());
        assertNull(commenter.getCommentedBlockCommentPrefix());
        assertNull(commenter.getCommentedBlockCommentSuffix());
    }

    private static String open(PdllBraces.Pair p) {
        return switch (p.open()) {
            case LBRACE -> "{";
            case LPAREN -> "(";
            default -> "[";
        };
    }

    private static String close(PdllBraces.Pair p) {
        return switch (p.close()) {
            case RBRACE -> "}";
            case RPAREN -> ")";
            default -> "]";
        };
    }
}
