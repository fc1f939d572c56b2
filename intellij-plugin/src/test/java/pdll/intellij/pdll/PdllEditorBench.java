package pdll.intellij.pdll;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import pdll.intellij.testing.SharedFiles;

/**
 * A benchmark, not a test (speed is measured, never asserted in unit tests): IntelliJ re-lexes on
 * every keystroke and reparses the file after it, so both must stay linear. Lexes and builds the
 * PSI of the corpus repeated to ~200 KB and ~2 MB and prints the times. Tagged "bench", which
 * the module's surefire configuration leaves out; run it with
 * {@code mvn -q -pl intellij-plugin/platform-api,intellij-plugin -am test -Dtest=PdllEditorBench
 * -Dpdll.intellij.excludedGroups=none -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Tag("bench")
class PdllEditorBench {
    @Test
    void lexAndParse() {
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
        System.out.printf("growth for 10x the text: lexing %.1fx, PSI %.1fx%n", bigLex / Math.max(0.1, smallLex), bigPsi / Math.max(0.1, smallPsi));
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
        if (n == 0) throw new IllegalStateException("no tokens");
        return (System.nanoTime() - t0) / 1e6;
    }

    private static String repeat(String unit, int length) {
        StringBuilder s = new StringBuilder(length + unit.length());
        while (s.length() < length) s.append(unit).append('\n');
        return s.toString();
    }
}
