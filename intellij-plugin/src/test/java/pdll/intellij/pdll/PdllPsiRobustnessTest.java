package pdll.intellij.pdll;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;

import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import pdll.intellij.testing.SharedFiles;

/**
 * The PSI of every conformance file (valid and invalid ones), and of seeded random mutations of
 * them: never an exception, the tree's text is the input, the lexer's invariants hold. 10,000
 * mutations (about 5 s), 50,000 with {@code -Dpdll.test.mode=long} (as CI runs).
 */
class PdllPsiRobustnessTest {
    private static final boolean LONG = "long".equals(System.getProperty("pdll.test.mode"));
    private static final int MUTATIONS = LONG ? 50_000 : 10_000;

    @TestFactory
    Stream<DynamicTest> everyCorpusFileParses() {
        return PdllCorpus.conformance().stream().map(p -> DynamicTest.dynamicTest(PdllCorpus.name(p),
                () -> PsiChecks.parseAndCheck(SharedFiles.read(p))));
    }

    /** Nesting past the parser's limit (256) is a diagnostic there; the PSI walk must not overflow a 1 MB stack either. */
    @Test
    void deepNestingParsesOnAModestStack() throws InterruptedException {
        String[] texts = {
            "Pattern => erase op<a.b>(" + "op<a.b>(".repeat(400) + ")".repeat(401) + ";",
            "Pattern { let x = " + "(".repeat(1000) + "y" + ")".repeat(1000) + "; erase x; }",
            "Pattern " + "{ ".repeat(1000) + "}".repeat(1000),
            "Pattern { " + "rewrite root with { ".repeat(300) + "}; ".repeat(300) + "}",
        };
        Throwable[] failure = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try {
                for (String text : texts) PsiChecks.parseAndCheck(text);
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "modest-stack", 1024 * 1024);
        t.start();
        t.join();
        if (failure[0] != null) throw new AssertionError("deep nesting", failure[0]);
    }

    @Test
    void mutatedCorpusFilesParse() {
        List<Path> files = PdllCorpus.all();
        List<String> texts = files.stream().map(SharedFiles::read).toList();
        Random random = new Random(1515);
        long startNanos = System.nanoTime();
        for (int i = 0; i < MUTATIONS; i++) {
            int f = random.nextInt(texts.size());
            long seed = random.nextLong();
            String mutated = TextMutations.mutate(texts.get(f), texts, new Random(seed));
            String where = "mutation " + i + " of " + PdllCorpus.name(files.get(f)) + " (seed " + seed + ")";
            assertDoesNotThrow(() -> {
                PsiChecks.parseAndCheck(mutated);
                LexerInvariants.check(mutated, 20);
            }, where);
        }
        System.out.printf("intellij-plugin: %,d mutated PDLL files parsed into PSI in %,d ms%n",
                MUTATIONS, (System.nanoTime() - startNanos) / 1_000_000);
    }
}
