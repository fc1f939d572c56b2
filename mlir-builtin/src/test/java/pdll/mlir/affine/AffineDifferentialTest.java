package pdll.mlir.affine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Generated affine maps and sets ({@link AffineGenerator}: every operator, nesting, constants at
 * the edges of 64-bit range, symbols, semi-affine forms, and token-level mutations that make a
 * share invalid) through {@link AffineParser} and through {@code mlir-pdll-22}: the printed
 * literal, or the first error's message and line:col, must be the same for every one; so must
 * the results of parsing again each printed form (MLIR's printed form is not a fixed point). Seeded;
 * 6,000 literals in the normal suite, 60,000 with {@code -Dpdll.test.mode=long}. Skips without
 * the reference.
 */
class AffineDifferentialTest {
    private static final int BATCH = 600;

    /** The fixture's expectations are the reference's. */
    @Test
    void fixtureAgreesWithReference(@TempDir Path work) throws Exception {
        MlirPdllReference ref = MlirPdllReference.find(work);
        Assumptions.assumeTrue(ref != null, MlirPdllReference.MISSING);
        List<AffineFixture> fixtures = AffineFixture.load();
        Map<String, String> results = ref.run(fixtures.stream().map(AffineFixture::literal).toList());
        List<String> diffs = new ArrayList<>();
        for (AffineFixture f : fixtures) {
            String want = results.get(f.literal());
            if (!want.equals(f.expected())) diffs.add("literals.txt:" + f.line() + ": reference gives " + want + ", the fixture says " + f.expected());
        }
        System.out.printf("affine: %d fixture literals, %d differ from the reference%n", fixtures.size(), diffs.size());
        assertEquals(List.of(), diffs);
    }

    @Test
    void generatedLiteralsAgainstReference(@TempDir Path work) throws Exception {
        MlirPdllReference ref = MlirPdllReference.find(work);
        Assumptions.assumeTrue(ref != null, MlirPdllReference.MISSING);
        boolean longMode = "long".equals(System.getProperty("pdll.test.mode"));
        int total = longMode ? 60_000 : 6_000;
        long seed = Long.getLong("pdll.test.seed", longMode ? System.nanoTime() : 29);
        AffineGenerator gen = new AffineGenerator(seed);
        int valid = 0, errors = 0, crashes = 0, trailing = 0, reprinted = 0;
        List<String> diffs = new ArrayList<>();
        Map<String, Integer> messages = new TreeMap<>();
        for (int done = 0; done < total; done += BATCH) {
            Map<String, String> ours = new LinkedHashMap<>();
            for (int i = 0; i < BATCH; i++) {
                String literal = gen.next();
                ours.put(literal, AffineLiterals.parse(literal));
            }
            // MLIR's printed form is no fixed point: what it prints is parsed again, as new input
            List<String> printed = new ArrayList<>();
            for (String got : ours.values()) if (got != null && got.startsWith("affine_") && !ours.containsKey(got)) printed.add(got);
            for (String p : printed) ours.put(p, AffineLiterals.parse(p));
            reprinted += printed.size();
            Map<String, String> expected = ref.run(new ArrayList<>(ours.keySet()));
            for (Map.Entry<String, String> e : ours.entrySet()) {
                String literal = e.getKey();
                String want = expected.get(literal);
                String got = e.getValue();
                if (want.equals(MlirPdllReference.CRASH)) {
                    crashes++;
                    System.out.println("the reference crashes on: " + literal.replace("\n", "\\n") + "\n  ours: " + got);
                } else if (got == null) {
                    trailing++;
                } else {
                    if (want.startsWith("affine_")) {
                        valid++;
                    } else {
                        errors++;
                        messages.merge(want.substring(want.indexOf(": ") + 2).replaceAll("identifier '.*'", "identifier '…'"), 1, Integer::sum);
                    }
                    if (!want.equals(got)) diffs.add(literal + "\n  reference: " + want + "\n  ours:      " + got);
                }
            }
        }
        System.out.printf("affine (seed %d): %d generated literals and %d printed forms parsed again (%d print, %d errors, %d crash the reference,"
                + " %d followed by text) in %d reference runs: %d differences%n",
                seed, total, reprinted, valid, errors, crashes, trailing, ref.runs, diffs.size());
        messages.forEach((m, n) -> System.out.printf("%7d  %s%n", n, m));
        diffs.stream().limit(25).forEach(System.out::println);
        assertEquals(0, diffs.size(), "first difference: " + (diffs.isEmpty() ? "" : diffs.get(0)));
    }
}
