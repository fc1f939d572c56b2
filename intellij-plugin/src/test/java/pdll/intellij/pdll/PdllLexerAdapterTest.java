package pdll.intellij.pdll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.intellij.psi.TokenType;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import pdll.intellij.testing.SharedFiles;
import pdll.syntax.TokenKind;

/** {@link PdllLexerAdapter} on the corpus, the samples and hostile input. */
class PdllLexerAdapterTest {
    /**
     * Files under 5 KB restart from every boundary; bigger ones from this many spread evenly, or
     * from every boundary with {@code -Dpdll.test.mode=long} (as CI runs).
     */
    private static final int RESTARTS = "long".equals(System.getProperty("pdll.test.mode")) ? Integer.MAX_VALUE : 400;

    @TestFactory
    Stream<DynamicTest> corpusAndSamplesKeepTheInvariants() {
        return PdllCorpus.all().stream().map(p -> DynamicTest.dynamicTest(PdllCorpus.name(p), () -> {
            String text = SharedFiles.read(p);
            LexerInvariants.check(text, text.length() < 5_000 ? Integer.MAX_VALUE : RESTARTS);
        }));
    }

    /** Hostile input, then the text of the bad-character tokens it must give (in order). */
    private static final String[][] BAD = {
        {"\"", "\""},
        {"let x = \"abc\nlet", "\"abc"},
        {"[{ native", "[{ native"},
        {"Pattern { [{ x }", "[{ x }"},
        {"a % b", "%"},
        {"- $ @", "- $ @"},
        {"x\uD800y\uDC00", "\uD800 \uDC00"},
        {"\uD83D\uDE00", "\uD83D\uDE00"},
        {"a\0\0b", ""},
        {"\"a\\qb\"", "\"a\\qb\""},
    };

    @TestFactory
    Stream<DynamicTest> badInputGivesBadCharacters() {
        return Stream.of(BAD).map(c -> DynamicTest.dynamicTest("<" + c[0].replace("\n", "\\n").replace("\0", "\\0") + ">", () -> {
            List<LexerInvariants.Tok> tokens = LexerInvariants.check(c[0], Integer.MAX_VALUE);
            List<String> bad = tokens.stream().filter(t -> t.type() == TokenType.BAD_CHARACTER)
                    .map(t -> c[0].substring(t.start(), t.end())).toList();
            assertEquals(c[1], String.join(" ", bad));
        }));
    }

    @Test
    void randomBytesNeverThrow() {
        Random random = new Random(15);
        for (int i = 0; i < 500; i++) {
            char[] chars = new char[random.nextInt(200)];
            for (int j = 0; j < chars.length; j++) {
                // mostly PDLL's own characters, then any byte, then any UTF-16 unit (lone surrogates too)
                int pick = random.nextInt(10);
                chars[j] = pick < 6 ? "Pattern{}()[]<>\"\\/#-=:;,._ \n0a[{}]".charAt(random.nextInt(33))
                        : pick < 9 ? (char) random.nextInt(256) : (char) random.nextInt(0x10000);
            }
            LexerInvariants.check(new String(chars), Integer.MAX_VALUE);
        }
    }

    @Test
    void aRangeOfTheBufferIsLexedAsIfTheTextEndedThere() {
        PdllLexerAdapter lexer = new PdllLexerAdapter();
        String text = "  Pattern P {}";
        lexer.start(text, 2, 6, 0);
        assertEquals(PdllTokenTypes.of(TokenKind.IDENTIFIER), lexer.getTokenType()); // "Patt", not the keyword
        assertEquals(List.of(2, 6), List.of(lexer.getTokenStart(), lexer.getTokenEnd()));
        lexer.advance();
        assertEquals(null, lexer.getTokenType());
    }

    @Test
    void everyKindButEndOfFileHasATokenType() {
        for (TokenKind k : TokenKind.values()) {
            if (k == TokenKind.EOF) continue;
            assertTrue(PdllTokenTypes.of(k) != null, k.name());
            assertEquals(k, PdllTokenTypes.kindOf(PdllTokenTypes.of(k)));
        }
    }
}
