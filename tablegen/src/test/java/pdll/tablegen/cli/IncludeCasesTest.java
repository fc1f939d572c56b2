package pdll.tablegen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import pdll.tablegen.bench.CliCase;
import pdll.tablegen.bench.ReferenceTools;

/**
 * How {@code include} finds files and what a missing one prints, as {@link CliCase}s recorded from
 * {@code mlir-tblgen-22 --print-records}: {@code include-lookup.test} (a name with a leading
 * {@code /} is an absolute path when that exists, else looked for under each {@code -I} directory;
 * the names messages and the {@code -d} file spell) and {@code missing-include.test} (the
 * reference's second error after {@code could not find include file}, wherever the include
 * stands, and the order of the errors of the statement before it). {@code pdll-tblgen} must print
 * and write exactly what is recorded; the differential factories check that the recording is
 * still what {@code mlir-tblgen-22} and {@code llvm-tblgen-22} do (skipped without them).
 */
class IncludeCasesTest {
    static final List<String> FILES = List.of("include-lookup.test", "missing-include.test");

    static Stream<CliCase> cases() {
        return FILES.stream().flatMap(f -> CliCase.load(IncludeCasesTest.class, f).stream());
    }

    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicTest> pdllTblgenPrintsWhatTheReferencePrinted() {
        return cases().map(c -> DynamicTest.dynamicTest(c.toString(), () -> assertEquals(c.expected(), c.run(tmp, (dir, args) -> {
            CliRunner.Result r = CliRunner.run(dir, args.toArray(String[]::new));
            return new CliCase.Ran(r.status(), r.stderr());
        }), c::toString)));
    }

    @TestFactory
    Stream<DynamicTest> mlirTblgenStillPrintsTheRecording() {
        return againstReference(ReferenceTools.referenceTblgen(), "mlir-tblgen-22 not found: " + ReferenceTools.INSTALL_HINT);
    }

    @TestFactory
    Stream<DynamicTest> llvmTblgenStillPrintsTheRecording() {
        return againstReference(ReferenceTools.onPath("llvm-tblgen-22"), "llvm-tblgen-22 not found: apt-get install llvm-22");
    }

    private Stream<DynamicTest> againstReference(Optional<Path> tool, String hint) {
        Assumptions.assumeTrue(tool.isPresent(), hint);
        return cases().map(c -> DynamicTest.dynamicTest(c.toString(), () -> assertEquals(c.expected(), c.run(tmp, (dir, args) -> {
            List<String> all = new ArrayList<>(List.of("--print-records"));
            all.addAll(args);
            ReferenceTools.Run r = ReferenceTools.run(tool.get(), dir, all, 60);
            // the count line names the tool as started; the recording names ours
            return new CliCase.Ran(r.status(), r.stderr().replace(tool.get() + ": ", TblgenMain.TOOL + ": "));
        }), c::toString)));
    }
}
