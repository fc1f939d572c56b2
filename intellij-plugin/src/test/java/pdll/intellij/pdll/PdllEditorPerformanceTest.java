package pdll.intellij.pdll;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import pdll.intellij.testing.SharedFiles;

/**
 * IntelliJ re-lexes on every keystroke and reparses the file after it: both must stay linear.
 * Prints the figures; asserts only a generous bound on the growth (the machine is shared).
 */
class PdllEditorPerformanceTest {
    @Test
    void lexingAndParsingAreLinear() {
        String unit = String.join("\n", PdllCorpus.all().stream().map(SharedFiles::read).toList());
        String small = repeat(unit, 200_000), big = repeat(unit, 2_000_000);
        lexMillis(small); // warm up
        double smallLex = lexMillis(small), bigLex = lexMillis(big);
        PsiChecks.parseAndCheck(small);
        long t0 = System.nanoTime();
        PsiChecks.parseAndCheck(small);
        double smallPsi = (System.nanoTime() - t0) / 1e6;
        t0 = System.nanoTime();
        PsiChecks.parseAndCheck(big);
        double bigPsi = (System.nanoTime() - t0) / 1e6;
        // a restart in the middle of the big file, as after a keystroke: lexes from there to the end
        int boundary = big.length() / 2 - firstBoundaryBack(big);
        t0 = System.nanoTime();
        List<LexerInvariants.Tok> rest = LexerInvariants.lex(big, boundary);
        double restart = (System.nanoTime() - t0) / 1e6;
        System.out.printf("intellij-plugin: lexing %d KB %.1f ms, %d KB %.1f ms; PSI %.1f ms, %.1f ms; restart at the middle and lex to the end %.1f ms (%d tokens)%n",
                small.length() / 1024, smallLex, big.length() / 1024, bigLex, smallPsi, bigPsi, restart, rest.size());
        assertTrue(bigLex < 40 * Math.max(1, smallLex), "lexing grows faster than the text");
        assertTrue(bigPsi < 40 * Math.max(1, smallPsi), "parsing grows faster than the text");
    }

    /** How far before the middle of the text the token boundary before it lies. */
    private static int firstBoundaryBack(String text) {
        int middle = text.length() / 2;
        int start = 0;
        for (LexerInvariants.Tok t : LexerInvariants.lex(text, 0)) {
            if (t.start() > middle) break;
            start = t.start();
        }
        return middle - start;
    }

    private static double lexMillis(String text) {
        long t0 = System.nanoTime();
        PdllLexerAdapter lexer = new PdllLexerAdapter();
        lexer.start(text, 0, text.length(), 0);
        int n = 0;
        for (; lexer.getTokenType() != null; lexer.advance()) n++;
        assertTrue(n > 0);
        return (System.nanoTime() - t0) / 1e6;
    }

    private static String repeat(String unit, int length) {
        StringBuilder s = new StringBuilder(length + unit.length());
        while (s.length() < length) s.append(unit).append('\n');
        return s.toString();
    }
}
