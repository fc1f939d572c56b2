package pdll.mlir.fp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import pdll.mlir.fp.FloatReference.Answer;
import pdll.mlir.fp.FloatReference.Case;

/**
 * {@link FloatValue} against MLIR 22 on generated literals of every float type ({@link FloatCases}):
 * the printed value, the bits a dense attribute stores, and the error of a rejected hex or
 * decimal integer must be the reference's, to the character. About 25,000 literals through
 * {@code mlir-opt-22} in batches of 500, and a sample through {@code mlir-pdll-22}'s
 * {@code attr<"…">}; eight times as many (and every f16 and bf16 pattern) with
 * {@code -Dpdll.test.mode=long}. Seeded; skips when the reference is not installed.
 */
class FloatReferenceDifferentialTest {
    static final boolean LONG = "long".equals(System.getProperty("pdll.test.mode"));
    static final long SEED = 22;
    static final int BATCH = 500;

    @Test
    void literalsAgreeWithMlirOpt() throws Exception {
        Assumptions.assumeTrue(FloatReference.present(FloatReference.MLIR_OPT), FloatReference.MLIR_OPT + FloatReference.ABSENT);
        List<Case> cases = FloatCases.generate(SEED, LONG ? 8 : 1);
        Path dir = Files.createDirectories(Path.of("target", "float-diff"));
        List<String> bad = new ArrayList<>();
        Map<FloatKind, int[]> perKind = new EnumMap<>(FloatKind.class);
        int decimals = 0, hex = 0, errors = 0;
        for (int from = 0; from < cases.size(); from += BATCH) {
            List<Case> batch = cases.subList(from, Math.min(cases.size(), from + BATCH));
            List<Answer> reference = FloatReference.opt(batch, dir);
            for (int i = 0; i < batch.size(); i++) {
                Case c = batch.get(i);
                Answer ref = reference.get(i);
                Answer ours = FloatReference.ours(c);
                int[] count = perKind.computeIfAbsent(c.kind(), k -> new int[2]);
                count[0]++;
                if (ref.error() != null) errors++;
                else if (c.literal().contains(".")) decimals++;
                else hex++;
                boolean same = ref.error() != null ? ref.error().equals(ours.error())
                        : ref.printed().equals(ours.printed()) && ours.storageHex() != null
                                && ref.storageHex().startsWith(ours.storageHex());
                if (!same) {
                    count[1]++;
                    bad.add(c.text() + "\n  reference: " + describe(ref, ours) + "\n  ours:      " + describe(ours, ours));
                }
            }
        }
        StringBuilder kinds = new StringBuilder();
        perKind.forEach((k, n) -> kinds.append(' ').append(k.keyword()).append('=').append(n[0]).append(n[1] > 0 ? "(" + n[1] + " differ)" : ""));
        System.out.printf("float literals vs %s: %d compared (%d decimal, %d hex, %d errors), %d differences, seed %d%n ",
                FloatReference.MLIR_OPT, cases.size(), decimals, hex, errors, bad.size(), SEED);
        System.out.println(kinds.toString().trim());
        assertTrue(cases.size() >= 20_000, "too few cases: " + cases.size());
        assertEquals("", String.join("\n", bad.subList(0, Math.min(20, bad.size()))), bad.size() + " differences");
    }

    @Test
    void attrLiteralsAgreeWithMlirPdll() throws Exception {
        Assumptions.assumeTrue(FloatReference.present(FloatReference.MLIR_PDLL), FloatReference.MLIR_PDLL + FloatReference.ABSENT);
        List<Case> all = FloatCases.generate(SEED + 1, 1);
        List<Case> sample = new ArrayList<>();
        for (int i = 0; i < all.size(); i += LONG ? 5 : 40) {
            if (FloatReference.ours(all.get(i)).error() == null) sample.add(all.get(i));
        }
        Path dir = Files.createDirectories(Path.of("target", "float-diff"));
        List<String> bad = new ArrayList<>();
        for (int from = 0; from < sample.size(); from += BATCH) {
            List<Case> batch = sample.subList(from, Math.min(sample.size(), from + BATCH));
            List<String> printed = FloatReference.pdll(batch, dir);
            for (int i = 0; i < batch.size(); i++) {
                String ours = FloatReference.ours(batch.get(i)).printed();
                if (!printed.get(i).equals(ours)) bad.add(batch.get(i).text() + ": reference " + printed.get(i) + ", ours " + ours);
            }
        }
        System.out.printf("attr<\"…\"> floats vs %s: %d compared, %d differences%n", FloatReference.MLIR_PDLL, sample.size(), bad.size());
        assertEquals("", String.join("\n", bad.subList(0, Math.min(20, bad.size()))), bad.size() + " differences");
    }

    private static String describe(Answer a, Answer ours) {
        if (a.error() != null) return "error: " + a.error();
        return a.printed() + " [" + a.storageHex() + "]";
    }
}
