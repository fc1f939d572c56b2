package pdll.drr;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.drr.check.DrrDiagnostic;

/**
 * Every case of LLVM's {@code rewriter-errors.td}, selected as its RUN lines do ({@code -DERRORn},
 * checked with prefix {@code ERRORn}): our first diagnostic is at the line its FileCheck lines
 * name, with their text; and, when {@code mlir-tblgen-22} is installed, its headline is exactly the
 * reference's first error line (file, line, column, message).
 */
class CheckUpstreamErrorsTest {
    private static final Pattern RUN = Pattern.compile("-D(\\w+) .*--check-prefix=(\\w+)");
    private static final Pattern AT_LINE = Pattern.compile("\\[\\[@LINE\\+(\\d+)]](.*)");

    @TestFactory
    List<DynamicTest> firstErrorOfEachCase() throws IOException {
        Assumptions.assumeTrue(TestDirs.shared().isPresent(), TestDirs.NO_SHARED);
        Assumptions.assumeTrue(TestDirs.mlirTds(), "MLIR's .td files not found: " + TestDirs.INSTALL);
        Path td = TestDirs.shared().get().resolve("upstream/mlir/test/mlir-tblgen/rewriter-errors.td");
        List<String> lines = Files.readAllLines(td);
        Optional<Path> reference = Check.reference();
        List<DynamicTest> out = new ArrayList<>();
        for (String line : lines) {
            Matcher run = RUN.matcher(line);
            if (!line.startsWith("// RUN:") || !run.find()) continue;
            String define = run.group(1);
            String prefix = run.group(2);
            out.add(DynamicTest.dynamicTest(define, () -> {
                DrrDiagnostic first = Check.firstStop(Check.ours(td, List.of(), List.of(define)));
                assertNotNull(first, "no error for " + define);
                String headline = first.headline();
                Expected e = expected(lines, prefix);
                assertTrue(headline.startsWith(td + ":" + e.line + ":"), headline + " is not at line " + e.line);
                int from = 0;
                for (String part : e.parts) {
                    int at = headline.indexOf(part, from);
                    assertTrue(at >= 0, "'" + part + "' not in " + headline);
                    from = at + part.length();
                }
                if (reference.isEmpty()) {
                    System.out.println(define + ": " + Check.NO_REFERENCE + "; compared with the FileCheck lines only");
                    return;
                }
                Check.Reference r = Check.reference(reference.get(), td, List.of(), List.of(define));
                assertEquals(r.firstError(), headline, "the first error of " + define);
            }));
        }
        assertEquals(8, out.size(), "the cases of " + td);
        return out;
    }

    /** The line a prefix's first FileCheck line names ({@code [[@LINE+k]]}), and its text (with {@code -SAME} lines). */
    private record Expected(int line, List<String> parts) {}

    private static Expected expected(List<String> lines, String prefix) {
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (!l.startsWith("// " + prefix + ": ")) continue;
            Matcher m = AT_LINE.matcher(l.substring(prefix.length() + 5));
            if (!m.matches()) throw new AssertionError("unexpected FileCheck line: " + l);
            List<String> parts = new ArrayList<>();
            if (!m.group(2).isBlank()) parts.add(m.group(2).trim());
            for (int j = i + 1; j < lines.size() && lines.get(j).startsWith("// " + prefix + "-SAME: "); j++) {
                parts.add(lines.get(j).substring(prefix.length() + 10).trim());
            }
            return new Expected(i + 1 + Integer.parseInt(m.group(1)), parts);
        }
        throw new AssertionError("no FileCheck line for " + prefix);
    }
}
