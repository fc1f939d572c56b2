package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.pdllc.LiteralGenerator.Literal;
import pdll.tablegen.bench.ReferenceTools;

/**
 * Attribute and type literals, each compiled in a small PDLL file by {@code mlir-pdll-22} and by
 * pdllc ({@code -x=mlir}, every fifth {@code -x=cpp}; the literal in a pattern's match section or,
 * every other one, in its rewrite): the same exit status, the same stdout and the same stderr.
 * The literals: a curated list of every form and its edge cases ({@code literals/curated.txt}),
 * the literals of MLIR 22's own {@code .td} files ({@link TdLiterals}), then literals generated
 * from MLIR's grammar and mutated ({@link LiteralGenerator}). Two kinds
 * of literal are compared otherwise, and counted apart:
 * <ul>
 * <li>where the reference crashes (an invalid {@code type<"…">}), pdllc must print the error the
 * reference printed before crashing, and exit 1;
 * <li>a dialect attribute or type, which the reference rejects ("created with unregistered
 * dialect"), pdllc keeps with a warning (a deliberate difference: the pattern works where it runs
 * with its dialect loaded).
 * </ul>
 * 2,000 generated literals in the normal suite, 12,000 with {@code -Dpdll.test.mode=long}.
 * Skips without the reference.
 */
class LiteralDifferentialTest {
    private static final Path REF = Path.of("/usr/lib/llvm-22/bin/mlir-pdll");

    /** How a literal's two compiles compared. */
    enum Outcome { SAME, REFERENCE_CRASH, DIALECT, READS_PAST, DIFFERENT }

    @Test
    void literalsAgainstReference(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(REF), "mlir-pdll-22 not found: apt-get install mlir-22-tools libmlir-22-dev");
        List<Literal> literals = new ArrayList<>(curated());
        int curated = literals.size();
        literals.addAll(TdLiterals.of(REF.getParent().getParent().resolve("include/mlir")));
        int fromTd = literals.size() - curated;
        int n = "long".equals(System.getProperty("pdll.test.mode")) ? 12000 : 2000;
        literals.addAll(new LiteralGenerator(29).literals(n));
        int[] counts = new int[Outcome.values().length];
        List<String> different = Collections.synchronizedList(new ArrayList<>());
        AtomicInteger attrs = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(2, Runtime.getRuntime().availableProcessors()));
        try {
            List<Future<Outcome>> results = new ArrayList<>();
            for (int i = 0; i < literals.size(); i++) {
                int index = i;
                results.add(pool.submit(() -> {
                    Literal l = literals.get(index);
                    if (!l.type()) attrs.incrementAndGet();
                    return compare(dir, index, l, different);
                }));
            }
            for (Future<Outcome> f : results) counts[f.get().ordinal()]++;
        } finally {
            pool.shutdown();
        }
        System.out.printf("literals: %d (%d curated, %d from MLIR's .td files, %d generated; %d attributes, %d types): %d identical to mlir-pdll-22,"
                        + " %d where the reference crashes (pdllc reports its error), %d dialect literals kept with a warning,"
                        + " %d where the reference reads past the element data (pdllc reports an error), %d different%n",
                literals.size(), curated, fromTd, n, attrs.get(), literals.size() - attrs.get(), counts[Outcome.SAME.ordinal()],
                counts[Outcome.REFERENCE_CRASH.ordinal()], counts[Outcome.DIALECT.ordinal()], counts[Outcome.READS_PAST.ordinal()],
                counts[Outcome.DIFFERENT.ordinal()]);
        different.stream().limit(15).forEach(System.out::println);
        // every difference, for a closer look
        Files.write(Path.of("target", "literal-differences.txt"), different, StandardCharsets.UTF_8);
        assertEquals(0, different.size(), different.isEmpty() ? "" : different.get(0));
    }

    /** The curated literals: {@code attr} or {@code type}, a tab, the literal ({@code \n} for a line break). */
    static List<Literal> curated() throws IOException {
        List<Literal> out = new ArrayList<>();
        try (var in = LiteralDifferentialTest.class.getResourceAsStream("/literals/curated.txt")) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                int tab = line.indexOf('\t');
                if (tab < 0) continue;
                out.add(new Literal(line.startsWith("type"), line.substring(tab + 1).replace("\\n", "\n")));
            }
        }
        return out;
    }

    /** A PDLL file with the literal in a pattern's match section or its rewrite. */
    static String file(Literal l, boolean rewrite) {
        String lit = escape(l.text());
        if (l.type()) {
            return rewrite ? "Pattern {\n  let root = op<test.op>;\n  replace root with op<test.new> -> (type<\"" + lit + "\">);\n}\n"
                    : "Pattern {\n  let root = op<test.op> -> (type<\"" + lit + "\">);\n  erase root;\n}\n";
        }
        return rewrite ? "Pattern {\n  let root = op<test.op>;\n  replace root with op<test.new> {\"x\" = attr<\"" + lit + "\">};\n}\n"
                : "Pattern {\n  let root = op<test.op> {\"x\" = attr<\"" + lit + "\">};\n  erase root;\n}\n";
    }

    /** The literal in a PDLL string. */
    private static String escape(String s) {
        return s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n").replace("\t", "\\t");
    }

    private static Outcome compare(Path dir, int i, Literal l, List<String> different) {
        try {
            String name = "t" + i + ".pdll";
            Files.writeString(dir.resolve(name), file(l, i % 2 == 1), StandardCharsets.UTF_8);
            List<String> args = List.of(name, i % 5 == 4 ? "-x=cpp" : "-x=mlir");
            ReferenceTools.Run ref = ReferenceTools.run(REF, dir, args, 60);
            InProcess.Result ours = InProcess.pdllc(dir, args);
            String refOut = new String(ref.stdout(), StandardCharsets.UTF_8);
            String refFirst = ref.stderr().lines().findFirst().orElse("");
            String ourFirst = ours.err().lines().findFirst().orElse("");
            boolean crashed = ref.status() > 128 || ref.status() < 0;
            Outcome o;
            if (refFirst.contains("created with unregistered dialect")) {
                // kept with a warning, or an error elsewhere in the literal; never a crash
                boolean kept = ours.rc() == 0 && ours.err().contains("is kept as written");
                o = kept || ((ours.rc() == 0 || ours.rc() == 1) && ourFirst.startsWith("loc(")) ? Outcome.DIALECT : Outcome.DIFFERENT;
            } else if (!refFirst.contains(": error: ") && readsPast(ourFirst)) {
                // dense<(1, 2)> : tensor<3xi32>: the reference reads past the literal's numbers and prints what it finds
                o = Outcome.READS_PAST;
            } else if (crashed) {
                // the reference's error before it crashed, or any located error where it printed none
                // (a type ends the compile; an attribute is reported as any other that does not parse)
                boolean same = refFirst.contains(": error: ") ? ourFirst.equals(refFirst) : ourFirst.startsWith("loc(");
                boolean ended = l.type() ? ours.rc() == 1 && ours.out().isEmpty() : ours.rc() == 0 || ours.rc() == 1;
                o = same && ended ? Outcome.REFERENCE_CRASH : Outcome.DIFFERENT;
            } else {
                o = ref.status() == ours.rc() && refOut.equals(ours.out()) && ref.stderr().equals(ours.err()) ? Outcome.SAME : Outcome.DIFFERENT;
            }
            if (o == Outcome.DIFFERENT) {
                different.add((l.type() ? "type<\"" : "attr<\"") + l.text() + "\"> " + args + (i % 2 == 1 ? " (rewrite)" : " (match)")
                        + "\n  reference: rc " + ref.status() + " " + firstDifference(ref.stderr() + refOut, ours.err() + ours.out())
                        + "\n  pdllc:     rc " + ours.rc() + " " + firstDifference(ours.err() + ours.out(), ref.stderr() + refOut));
            }
            return o;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Our error for element data with fewer numbers than the type has elements. */
    private static boolean readsPast(String error) {
        var m = java.util.regex.Pattern.compile(": error: parsed (\\d+) elements, but type \\('.*'\\) expected (\\d+) elements$").matcher(error);
        return m.find() && Long.parseLong(m.group(1)) < Long.parseLong(m.group(2));
    }

    /** The first line of {@code a} that differs from the same line of {@code b}. */
    private static String firstDifference(String a, String b) {
        String[] x = a.split("\n", -1), y = b.split("\n", -1);
        for (int i = 0; i < x.length; i++) if (i >= y.length || !x[i].equals(y[i])) return x[i].strip();
        return "(no more lines)";
    }
}
