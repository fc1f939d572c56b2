package pdll.drr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.drr.check.DrrDiagnostic;

/**
 * One DRR file per check in {@code check/}, each with what the checks report as inline
 * expectations ({@code // expected-error@+1:5 {{message}}}: the line below, column 5), in
 * source order. The first expected error is also {@code mlir-tblgen-22 -gen-rewriters}'s first error,
 * compared whenever the reference is installed, so the expectations cannot drift from it;
 * except in a file marked {@code // reference: crashes} (the reference crashes there without a
 * located message: it must fail) or {@code // reference: accepts} (ours are what it lets through
 * into C++ that does not compile or misbehaves: it must accept the file).
 */
class CheckFixturesTest {
    private static final Pattern EXPECTED =
            Pattern.compile("// expected-(error|warning)@([+-]\\d+):(\\d+) \\{\\{(.*)}}");

    static Path dir() {
        return TestDirs.resources().resolve("check");
    }

    static List<Path> fixtures() throws IOException {
        try (Stream<Path> s = Files.list(dir())) {
            return s.filter(p -> p.toString().endsWith(".td") && !p.getFileName().toString().equals("ops.td")).sorted().toList();
        }
    }

    @TestFactory
    List<DynamicTest> diagnosticsAsExpected() throws IOException {
        Assumptions.assumeTrue(TestDirs.mlirTds(), "MLIR's .td files not found: " + TestDirs.INSTALL);
        List<DynamicTest> out = new ArrayList<>();
        for (Path td : fixtures()) {
            out.add(DynamicTest.dynamicTest(td.getFileName().toString(), () -> {
                List<String> lines = Files.readAllLines(td);
                List<DrrDiagnostic> ours = new ArrayList<>(Check.ours(td, List.of(dir()), List.of()));
                // in source order, as the expectations are written (which comes first is the reference's to say)
                ours.sort(java.util.Comparator.comparingInt((DrrDiagnostic d) -> d.loc().offset()));
                List<String> actual = new ArrayList<>();
                for (DrrDiagnostic d : ours) {
                    actual.add(d.loc().line() + ":" + d.loc().column() + " " + d.severity().label + ": " + d.message());
                }
                assertEquals(expected(lines), actual, td.getFileName().toString());
            }));
        }
        return out;
    }

    @TestFactory
    List<DynamicTest> firstErrorIsTheReferences() throws IOException {
        Assumptions.assumeTrue(TestDirs.mlirTds(), "MLIR's .td files not found: " + TestDirs.INSTALL);
        Optional<Path> reference = Check.reference();
        Assumptions.assumeTrue(reference.isPresent(), Check.NO_REFERENCE);
        List<DynamicTest> out = new ArrayList<>();
        for (Path td : fixtures()) {
            out.add(DynamicTest.dynamicTest(td.getFileName().toString(), () -> {
                String text = Files.readString(td);
                Check.Reference r = Check.reference(reference.get(), td, List.of(dir()), List.of());
                DrrDiagnostic first = Check.firstStop(Check.ours(td, List.of(dir()), List.of()));
                if (text.contains("// reference: crashes")) {
                    // The reference reads past an array there: whether that faults depends on the
                    // memory layout of the run (index-out-of-range.td: 1 run in 8 exits 0), so
                    // one failing run in five is what shows it.
                    for (int run = 1; run < 5 && r.rc() == 0; run++) r = Check.reference(reference.get(), td, List.of(dir()), List.of());
                    assertNotEquals(0, r.rc(), "the reference does not fail on " + td + " in five runs");
                    assertNotNull(first, "no error of ours on " + td);
                } else if (text.contains("// reference: accepts")) {
                    assertTrue(r.accepted(), "the reference rejects " + td + ": " + r.firstError());
                } else {
                    assertNotNull(first, "no error of ours on " + td);
                    assertEquals(r.firstError(), first.headline(), td.getFileName().toString());
                }
            }));
        }
        return out;
    }

    /** The expectations of a fixture, in order, as {@code line:column severity: message}. */
    static List<String> expected(List<String> lines) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = EXPECTED.matcher(lines.get(i).trim());
            if (!m.matches()) continue;
            int line = i + 1 + Integer.parseInt(m.group(2).replace("+", ""));
            out.add(line + ":" + m.group(3) + " " + m.group(1) + ": " + m.group(4));
        }
        return out;
    }
}
