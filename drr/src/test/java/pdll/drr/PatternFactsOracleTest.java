package pdll.drr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import pdll.base.io.FileAccess;
import pdll.drr.edit.BoundSymbol;
import pdll.drr.edit.DrrToPdll;
import pdll.drr.edit.PatternFacts;
import pdll.drr.read.DrrFile;
import pdll.drr.read.DrrPattern;
import pdll.tablegen.TableGenOptions;

/**
 * The facts an editor shows of a DRR record against the C++ {@code mlir-tblgen-22 -gen-rewriters}
 * generates for it: the benefit its {@code RewritePattern} constructor gets, and for each bound
 * symbol the type of the variable it declares ({@code ::mlir::Operation::operand_range x}, {@code
 * ::mlir::arith::AddIOp sum;}, {@code auto z = …}). On the fixtures and on {@code facts.td}.
 */
class PatternFactsOracleTest {
    private static final Pattern STRUCT = Pattern.compile("/\\* Generated from:\\n\\s+\\S+:(\\d+)\\n\\*/\\nstruct (\\w+) ");
    private static final Pattern BENEFIT = Pattern.compile("::mlir::RewritePattern\\(\"[^\"]+\", (\\d+),");

    @TestFactory
    Stream<DynamicTest> factsEqualGeneratedCode() throws Exception {
        Assumptions.assumeTrue(TestDirs.mlirTds(), "MLIR's .td files not found: " + TestDirs.INSTALL);
        Optional<Path> tblgen = TestDirs.tool("mlir-tblgen-22");
        Assumptions.assumeTrue(tblgen.isPresent(), "mlir-tblgen-22 not found: " + TestDirs.INSTALL);
        List<Path> files = new ArrayList<>();
        files.add(TestDirs.resources().resolve("facts.td"));
        for (String f : List.of("basics", "natives", "results", "constraints", "either")) files.add(TestDirs.fixtures().resolve(f + ".td"));
        List<DynamicTest> tests = new ArrayList<>();
        for (Path td : files) {
            DrrFile drr = DrrFile.read(td, new TableGenOptions(td.getParent(), List.of(TestDirs.MLIR_INCLUDE), List.of(), FileAccess.DISK));
            String cpp = generated(tblgen.get(), td);
            for (DrrPattern p : drr.patterns()) {
                tests.add(DynamicTest.dynamicTest(td.getFileName() + " " + p.name(), () -> check(drr, p, cpp)));
            }
        }
        return tests.stream();
    }

    private static void check(DrrFile drr, DrrPattern p, String cpp) {
        String struct = structAt(cpp, p.line());
        PatternFacts f = DrrToPdll.facts(drr, p.name()).orElseThrow();
        Matcher b = BENEFIT.matcher(struct);
        assertTrue(b.find(), "no RewritePattern constructor");
        assertEquals(Long.parseLong(b.group(1)), f.benefit(), p.name() + ": benefit");
        assertFalse(f.symbols().isEmpty() && p.source() == null);
        for (BoundSymbol s : f.symbols()) {
            String decl = s.cppType().equals("auto") ? "auto " + s.name() + " = "
                    : s.cppType() + " " + s.name() + (s.cppType().equals("::mlir::Operation::operand_range") ? "(op0->getOperands());" : ";");
            assertTrue(struct.contains("\n    " + decl) || struct.contains(" " + decl), p.name() + ": $" + s.name() + " is not declared `" + decl + "`:\n" + struct);
        }
    }

    private static String structAt(String cpp, int line) {
        Matcher m = STRUCT.matcher(cpp);
        while (m.find()) {
            if (Integer.parseInt(m.group(1)) != line) continue;
            int end = cpp.indexOf("\n/* Generated from:", m.end());
            return cpp.substring(m.start(), end < 0 ? cpp.length() : end);
        }
        throw new AssertionError("mlir-tblgen-22 generated no pattern for line " + line);
    }

    private static String generated(Path tblgen, Path td) throws Exception {
        Path out = Files.createTempFile("facts", ".inc");
        try {
            Process pr = new ProcessBuilder(tblgen.toString(), "-gen-rewriters", "-I", TestDirs.MLIR_INCLUDE.toString(), td.toString(),
                    "-o", out.toString()).redirectErrorStream(true).start();
            String log = new String(pr.getInputStream().readAllBytes());
            assertEquals(0, pr.waitFor(), "mlir-tblgen-22 -gen-rewriters " + td + ":\n" + log);
            return Files.readString(out);
        } finally {
            Files.deleteIfExists(out);
        }
    }
}
