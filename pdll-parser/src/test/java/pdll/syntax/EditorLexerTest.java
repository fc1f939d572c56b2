package pdll.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** {@link EditorLexer}: tokens cover the text, errors span what the lexer consumed, restarts agree. */
class EditorLexerTest {
    /** Input, then the expected tokens as {@code KIND[text]} (errors shown by the text they span). */
    private static final String[][] CASES = {
        {"Pattern { erase op<a.b>; }", "KW_PATTERN[Pattern] LBRACE[{] KW_ERASE[erase] IDENTIFIER[op] LESS[<] IDENTIFIER[a] DOT[.] IDENTIFIER[b] GREATER[>] SEMICOLON[;] RBRACE[}]"},
        {"// c\n/// d\n#include \"x.pdll\"", "COMMENT[// c] DOC_COMMENT[/// d] DIRECTIVE[#include] STRING[\"x.pdll\"]"},
        {"x = \"abc\nlet", "IDENTIFIER[x] EQUAL[=] ERROR[\"abc] KW_LET[let]"},
        {"x = \"abc  \r\n", "IDENTIFIER[x] EQUAL[=] ERROR[\"abc]"},
        {"\"abc", "ERROR[\"abc]"},
        {"\"", "ERROR[\"]"},
        {"\"a\\qb\" x", "ERROR[\"a\\qb\"] IDENTIFIER[x]"},
        {"[{ native }] [{ open\n more", "CODE_BLOCK[[{ native }]] ERROR[[{ open\n more]"},
        {"a % b - c", "IDENTIFIER[a] ERROR[%] IDENTIFIER[b] ERROR[-] IDENTIFIER[c]"},
        {"a\0b", "IDENTIFIER[a] IDENTIFIER[b]"},
        {"x\uD83D\uDE00y\uD800", "IDENTIFIER[x] ERROR[\uD83D\uDE00] IDENTIFIER[y] ERROR[\uD800]"},
        {"-> => [ ] ( ) : , _ 42", "ARROW[->] EQUAL_ARROW[=>] LSQUARE[[] RSQUARE[]] LPAREN[(] RPAREN[)] COLON[:] COMMA[,] UNDERSCORE[_] INTEGER[42]"},
        {"  \n\t", ""},
        {"", ""},
    };

    @TestFactory
    Stream<DynamicTest> tokensSpanTheirText() {
        return Stream.of(CASES).map(c -> DynamicTest.dynamicTest("<" + c[0].replace("\n", "\\n") + ">", () -> {
            List<String> got = new ArrayList<>();
            for (EditorLexer.Span t : EditorLexer.tokens(c[0])) got.add(t.kind() + "[" + c[0].substring(t.start(), t.end()) + "]");
            assertEquals(c[1], String.join(" ", got));
            checkInvariants(c[0]);
        }));
    }

    @Test
    void errorsCarryTheLexerMessage() {
        EditorLexer l = new EditorLexer("x \"abc\n");
        l.next();
        l.next();
        assertEquals(TokenKind.ERROR, l.kind());
        assertEquals(Lexer.UNTERMINATED_STRING, l.message());
    }

    @Test
    void aTokenNeverRunsPastTheEndOfTheRange() {
        // "Pattern" cut after "Pat" is an identifier, as if the text ended there
        EditorLexer l = new EditorLexer("let Pattern", 4, 7);
        assertTrue(l.next());
        assertEquals(List.of(TokenKind.IDENTIFIER, 4, 7), List.of(l.kind(), l.start(), l.end()));
        assertTrue(!l.next());
    }

    @TestFactory
    Stream<DynamicTest> corpusFilesKeepTheInvariants() {
        return Corpus.cases().stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(),
                () -> checkInvariants(Corpus.read(p))));
    }

    /** Non-empty tokens in order, only blanks between them, and a restart at every boundary agrees. */
    static void checkInvariants(String text) {
        List<EditorLexer.Span> tokens = EditorLexer.tokens(text);
        int at = 0;
        for (EditorLexer.Span t : tokens) {
            assertTrue(t.start() < t.end(), () -> "empty token " + t);
            for (int i = at; i < t.start(); i++) assertTrue(EditorLexer.isBlank(text.charAt(i)), "not blank at " + i);
            at = t.end();
        }
        for (int i = at; i < text.length(); i++) assertTrue(EditorLexer.isBlank(text.charAt(i)), "not blank at " + i);
        for (int k = 0; k < tokens.size(); k++) {
            // from the token's start and from the end of the token before it (the blanks' start)
            for (int from : new int[] {tokens.get(k).start(), k == 0 ? 0 : tokens.get(k - 1).end()}) {
                EditorLexer l = new EditorLexer(text, from, text.length());
                for (int j = k; j < tokens.size(); j++) {
                    assertTrue(l.next());
                    assertEquals(tokens.get(j), new EditorLexer.Span(l.kind(), l.start(), l.end()), "restart at " + from);
                }
                assertTrue(!l.next());
            }
        }
    }
}
