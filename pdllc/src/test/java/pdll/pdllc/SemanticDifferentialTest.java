package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Valid corpus programs with random semantic-level mutations (an identifier replaced by another of
 * the file, a line deleted, duplicated or swapped with another) through {@code mlir-pdll-22 -x=ast}
 * and {@code pdllc -x=ast}: the diagnostics (warnings, the first error and its notes, compared as
 * the conformance runner compares them) must agree. Seeded; 200 files in the normal suite, 2,000
 * with {@code -Dpdll.test.mode=long}. Known disagreement, kept under 3%: a semantic error inside an
 * expression that then fails to parse (the reference resolves names while parsing). Skips without
 * the reference.
 */
class SemanticDifferentialTest {
    private static final Path REF = Path.of("/usr/lib/llvm-22/bin/mlir-pdll");
    private static final Path ROOT = Path.of("/usr/lib/llvm-22/include");
    private static final Pattern TOKEN = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    @Test
    void mutatedProgramsAgainstReference(@TempDir Path dir) throws Exception {
        Path conf = DumpOdsDifferentialTest.conformanceDir();
        Assumptions.assumeTrue(Files.isExecutable(REF), "mlir-pdll-22 not found: apt-get install mlir-22-tools libmlir-22-dev");
        List<Path> sources;
        try (Stream<Path> s = Files.list(conf)) {
            sources = s.filter(p -> p.getFileName().toString().matches("(pos|warn)_.*\\.pdll")).sorted().toList();
        }
        Random rnd = new Random(7);
        int n = "long".equals(System.getProperty("pdll.test.mode")) ? 2000 : 200;
        List<String> bad = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String text = mutate(Files.readString(sources.get(rnd.nextInt(sources.size()))), rnd);
            Path f = dir.resolve("m" + i + ".pdll");
            Files.writeString(f, text);
            List<String> args = List.of(f.toString(), "-x=ast", "-I", "include", "-I", ROOT.toString());
            var ref = pdll.tablegen.bench.ReferenceTools.run(REF, conf, args, 60);
            List<String> expected = ConformanceTest.diagnostics(ref.stderr());
            List<String> ours = ConformanceTest.diagnostics(InProcess.pdllc(conf, args).err());
            if (!expected.equals(ours)) bad.add(f + "\n  reference: " + expected + "\n  ours:      " + ours);
        }
        System.out.printf("pdllc: %d/%d mutated programs give mlir-pdll-22's diagnostics%n", n - bad.size(), n);
        bad.stream().limit(10).forEach(System.out::println);
        assertTrue(bad.size() * 100 <= n * 3, bad.size() + " of " + n + " disagree; first: " + (bad.isEmpty() ? "" : bad.get(0)));
    }

    private static String mutate(String text, Random rnd) {
        List<String> lines = new ArrayList<>(List.of(text.split("\n", -1)));
        switch (rnd.nextInt(4)) {
            case 0 -> {
                List<int[]> ids = new ArrayList<>();
                Matcher m = TOKEN.matcher(text);
                while (m.find()) ids.add(new int[] {m.start(), m.end()});
                if (ids.isEmpty()) return text;
                int[] a = ids.get(rnd.nextInt(ids.size()));
                int[] b = ids.get(rnd.nextInt(ids.size()));
                return text.substring(0, a[0]) + text.substring(b[0], b[1]) + text.substring(a[1]);
            }
            case 1 -> lines.remove(rnd.nextInt(lines.size()));
            case 2 -> {
                int j = rnd.nextInt(lines.size());
                lines.add(j, lines.get(j));
            }
            default -> {
                int a = rnd.nextInt(lines.size()), b = rnd.nextInt(lines.size());
                String t = lines.get(a);
                lines.set(a, lines.get(b));
                lines.set(b, t);
            }
        }
        return String.join("\n", lines);
    }
}
