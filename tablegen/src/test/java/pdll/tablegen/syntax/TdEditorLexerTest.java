package pdll.tablegen.syntax;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.antlr.v4.runtime.Vocabulary;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The editor lexer on small inputs: each case is a text and its tokens written as
 * {@code KIND'text'} (line breaks as \n), and every case also passes the invariants (the tokens
 * tile the text, restarting at any token with its state gives the same tokens).
 */
class TdEditorLexerTest {
    private static final String[][] CASES = {
        {"def X;", "DEF'def' WHITESPACE' ' ID'X' SEMI';'"},
        {"class A<int x> { bits<4> b = {0, 1}; }",
            "CLASS'class' WHITESPACE' ' ID'A' LT'<' INT_KW'int' WHITESPACE' ' ID'x' GT'>' WHITESPACE' ' LBRACE'{'"
                + " WHITESPACE' ' BITS'bits' LT'<' NUMBER'4' GT'>' WHITESPACE' ' ID'b' WHITESPACE' ' ASSIGN'='"
                + " WHITESPACE' ' LBRACE'{' NUMBER'0' COMMA',' WHITESPACE' ' NUMBER'1' RBRACE'}' SEMI';'"
                + " WHITESPACE' ' RBRACE'}'"},
        {"let x = !add(0x1F, -2, 0b10, +3);",
            "LET'let' WHITESPACE' ' ID'x' WHITESPACE' ' ASSIGN'=' WHITESPACE' ' BANG_OPERATOR'!add' LPAREN'('"
                + " NUMBER'0x1F' COMMA',' WHITESPACE' ' NUMBER'-2' COMMA',' WHITESPACE' ' NUMBER'0b10' COMMA','"
                + " WHITESPACE' ' NUMBER'+3' RPAREN')' SEMI';'"},
        {"$dst:$src...", "VARNAME'$dst' COLON':' VARNAME'$src' DOTDOTDOT'...'"},
        {"a.b#c?", "ID'a' DOT'.' ID'b' HASH'#' ID'c' QUESTION'?'"},
        {"// one\n/* two /* nested */ still */x",
            "LINE_COMMENT'// one' WHITESPACE'\\n' BLOCK_COMMENT'/* two /* nested */ still */' ID'x'"},
        {"code c = [{ return {a}; }];",
            "CODE_KW'code' WHITESPACE' ' ID'c' WHITESPACE' ' ASSIGN'=' WHITESPACE' ' CODE'[{ return {a}; }]' SEMI';'"},
        {"\"s\\\"t\" \"u\"", "STRING'\"s\\\"t\"' WHITESPACE' ' STRING'\"u\"'"},
        // directives: shown, not run; the inactive branch lexes as code
        {"#ifdef X // why\ndef A;\n#else\ndef B;\n#endif",
            "PREPROCESSOR'#ifdef X' WHITESPACE' ' LINE_COMMENT'// why' WHITESPACE'\\n' DEF'def' WHITESPACE' '"
                + " ID'A' SEMI';' WHITESPACE'\\n' PREPROCESSOR'#else' WHITESPACE'\\n' DEF'def' WHITESPACE' '"
                + " ID'B' SEMI';' WHITESPACE'\\n' HASH'#' ID'endif'"},
        {"  #define FOO\n", "WHITESPACE'  ' PREPROCESSOR'#define FOO' WHITESPACE'\\n'"},
        {"/* c */ #ifndef Y\n", "BLOCK_COMMENT'/* c */' WHITESPACE' ' PREPROCESSOR'#ifndef Y' WHITESPACE'\\n'"},
        {"a #ifdef X\n", "ID'a' WHITESPACE' ' HASH'#' ID'ifdef' WHITESPACE' ' ID'X' WHITESPACE'\\n'"},
        {"#ifdef X junk /* c */ more\n",
            "PREPROCESSOR'#ifdef X' WHITESPACE' ' ERROR'junk' WHITESPACE' ' BLOCK_COMMENT'/* c */' WHITESPACE' '"
                + " ERROR'more' WHITESPACE'\\n'"},
        {"#ifdef\n", "PREPROCESSOR'#ifdef' WHITESPACE'\\n'"},
        {"#ifdef 9\n", "PREPROCESSOR'#ifdef' WHITESPACE' ' ERROR'9' WHITESPACE'\\n'"},
        // errors cover what they consume, and lexing goes on after them
        {"\"open\nx", "ERROR'\"open' WHITESPACE'\\n' ID'x'"},
        {"x /* open", "ID'x' WHITESPACE' ' ERROR'/* open'"},
        {"x [{ open }", "ID'x' WHITESPACE' ' ERROR'[{ open }'"},
        {"!foo !add ! $ $1 @ ..", "ERROR'!foo' WHITESPACE' ' BANG_OPERATOR'!add' WHITESPACE' ' ERROR'!' WHITESPACE' '"
            + " ERROR'$' WHITESPACE' ' ERROR'$' NUMBER'1' WHITESPACE' ' ERROR'@' WHITESPACE' ' ERROR'..'"},
        {"\uD83D\uDE00\u0000\f", "ERROR'\uD83D\uDE00' ERROR'\u0000' ERROR'\f'"},
        {"", ""},
    };

    @TestFactory
    Stream<DynamicTest> cases() {
        return Stream.of(CASES).map(c -> DynamicTest.dynamicTest(c[0].isEmpty() ? "(empty)" : c[0], () -> {
            assertEquals(c[1], render(c[0]));
            checkInvariants(c[0]);
        }));
    }

    @Test
    void everyRuleOfTheGrammarHasAKindOrIsHandledByTheLexer() {
        Vocabulary v = TdLexer.VOCABULARY;
        for (int type = 1; type <= v.getMaxTokenType(); type++) {
            String rule = v.getSymbolicName(type);
            assertDoesNotThrow(() -> TdEditorLexer.kindOfRule(rule), rule);
        }
    }

    @Test
    void aRangeIsLexedAlone() {
        String text = "def A; /* c */ def B;";
        TdEditorLexer lexer = new TdEditorLexer(text, 7, 14, TdEditorLexer.INITIAL);
        assertTrue(lexer.next());
        assertEquals(TdTokenKind.BLOCK_COMMENT, lexer.kind());
        assertEquals(14, lexer.end());
        assertTrue(!lexer.next());
        // the block comment is cut at the range's end: unterminated there
        lexer = new TdEditorLexer(text, 7, 12, TdEditorLexer.INITIAL);
        assertTrue(lexer.next());
        assertEquals(TdTokenKind.ERROR, lexer.kind());
        assertEquals(12, lexer.end());
    }

    @Test
    void randomTextNeverThrowsAndTilesAndRestarts() {
        Random random = new Random(15);
        String alphabet = "ab01$!#\"/*[]{}<>(),;:.=-+ \n\t\\x'@\r";
        for (int i = 0; i < 2000; i++) {
            StringBuilder sb = new StringBuilder();
            int length = random.nextInt(40);
            for (int k = 0; k < length; k++) {
                sb.append(random.nextInt(8) == 0 ? (char) random.nextInt(0x10000) : alphabet.charAt(random.nextInt(alphabet.length())));
            }
            checkInvariants(sb.toString());
        }
        for (String word : new String[] {"ifdef X", "else", "endif", "define Y", "ifndef"}) {
            checkInvariants("/**/#" + word + "\n#" + word + " /* a\n b */ c\n x #" + word);
        }
    }

    /** The tokens tile the text, are never empty, and restarting at any of them gives the rest. */
    static void checkInvariants(String text) {
        List<TdEditorToken> tokens = TdEditorLexer.tokens(text);
        int at = 0;
        for (TdEditorToken t : tokens) {
            assertEquals(at, t.start(), "gap or overlap in " + tokens);
            assertTrue(t.end() > t.start(), "empty token in " + tokens);
            at = t.end();
        }
        assertEquals(text.length(), at, "tokens end before the text");
        for (int i = 0; i < tokens.size(); i++) {
            TdEditorToken t = tokens.get(i);
            TdEditorLexer lexer = new TdEditorLexer(text, t.start(), text.length(), t.state());
            List<TdEditorToken> rest = new ArrayList<>();
            while (lexer.next()) rest.add(new TdEditorToken(lexer.kind(), lexer.start(), lexer.end(), lexer.state()));
            assertEquals(tokens.subList(i, tokens.size()), rest, "restart at " + t);
        }
    }

    private static String render(String text) {
        StringBuilder sb = new StringBuilder();
        for (TdEditorToken t : TdEditorLexer.tokens(text)) {
            if (sb.length() > 0) sb.append(' ');
            sb.append(t.kind()).append('\'').append(text.substring(t.start(), t.end()).replace("\n", "\\n")).append('\'');
        }
        return sb.toString();
    }
}
