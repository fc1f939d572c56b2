package pdll.sema.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.base.io.FileAccess;
import pdll.sema.diag.SemaDiagnostic;
import pdll.syntax.ParseOptions;
import pdll.syntax.PdllParser;
import pdll.syntax.SyntaxTree;

/**
 * Fixtures in {@code src/test/resources/sema}: split into parts at {@code // -----}, each part
 * analysed on its own, and its diagnostics (all of them, notes included) must be exactly the
 * {@code // expected-error|warning|note[@+N|@-N|@file.td:LINE] {{message}}} annotations of the
 * part. pdllc's test compares the same fixtures with mlir-pdll-22's output.
 */
class DiagnosticFixturesTest {
    private static final Path DIR = Path.of("src/test/resources/sema");
    /** The same format, analysed with our extra warnings on. */
    private static final Path EXTRA = Path.of("src/test/resources/extra-warnings");
    private static final Pattern EXPECT = Pattern.compile(
            "// expected-(error|warning|note)(?:@([+-]\\d+|[\\w.]+:\\d+))? \\{\\{(.*?)\\}\\}");

    @TestFactory
    Stream<DynamicTest> fixtures() throws IOException {
        // a few parts include the shared corpus's tst_ops.td: they skip without it, the rest run
        java.util.Optional<Path> shared = pdll.testsupport.Outside.sharedCorpus();
        Path include = shared.map(c -> c.resolve("include")).orElse(DIR);
        Assumptions.assumeTrue(Files.isDirectory(Path.of("/usr/lib/llvm-22/include/mlir")), "apt-get install libmlir-22-dev");
        List<DynamicTest> tests = new ArrayList<>();
        for (Path dir : List.of(DIR, EXTRA)) {
            try (Stream<Path> s = Files.list(dir)) {
                for (Path p : s.filter(f -> f.toString().endsWith(".pdll")).sorted().toList()) {
                    String text = Files.readString(p);
                    List<SyntaxTree> parts = PdllParser.parseSplit(p.getFileName().toString(), text, ParseOptions.DEFAULT);
                    for (SyntaxTree part : parts) {
                        int line = part.position(0).line();
                        tests.add(DynamicTest.dynamicTest(p.getFileName() + " part at line " + line, () -> {
                            if (part.text().contains("#include \"tst_ops.td\"")) {
                                Assumptions.assumeTrue(shared.isPresent(), pdll.testsupport.Outside.noSharedCorpus());
                            }
                            check(part, include, dir);
                        }));
                    }
                }
            }
        }
        return tests.stream();
    }

    private static void check(SyntaxTree part, Path include, Path dir) {
        AnalysisOptions options = new AnalysisOptions(dir, List.of(include, Path.of("/usr/lib/llvm-22/include")),
                FileAccess.DISK, dir.equals(EXTRA));
        Analysis a = Analyzer.analyze(part, options);
        List<String> actual = new ArrayList<>();
        for (SemaDiagnostic d : a.diagnostics()) {
            actual.add(describe(part, d));
            for (SemaDiagnostic n : d.notes()) actual.add(describe(part, n));
        }
        List<String> expected = new ArrayList<>();
        String[] lines = part.text().split("\n", -1);
        int first = part.position(0).line();
        for (int i = 0; i < lines.length; i++) {
            Matcher m = EXPECT.matcher(lines[i]);
            while (m.find()) {
                String at = m.group(2);
                String where = at == null ? Integer.toString(first + i)
                        : at.matches("[+-]\\d+") ? Integer.toString(first + i + Integer.parseInt(at)) : at;
                expected.add(where + ": " + m.group(1) + ": " + m.group(3));
            }
        }
        actual.sort(null);
        expected.sort(null);
        assertEquals(expected, actual);
    }

    private static String describe(SyntaxTree part, SemaDiagnostic d) {
        String where;
        if (d.where().pdll() != null) where = Integer.toString(part.position(d.where().pdll().start()).line());
        else if (d.where().td() != null) where = Path.of(d.where().td().fileName()).getFileName() + ":" + d.where().td().line();
        else where = "-";
        return where + ": " + d.severity().label + ": " + d.message();
    }
}
