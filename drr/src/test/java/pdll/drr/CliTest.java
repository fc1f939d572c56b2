package pdll.drr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code drr2pdll}'s command line: options, exit statuses (0, 1, 2), {@code -o}, {@code --report}, bad input. */
class CliTest {
    @TempDir
    Path dir;

    @BeforeEach
    void needsMlir() {
        Assumptions.assumeTrue(TestDirs.mlirTds(), "MLIR's .td files not found: " + TestDirs.INSTALL);
    }

    private Path copyFixture(String name) throws IOException {
        Path to = dir.resolve(name);
        Files.copy(TestDirs.fixtures().resolve(name), to);
        return to;
    }

    @Test
    void helpAndUsageErrors() {
        Convert.Result help = Convert.run(dir, List.of("--help"));
        assertEquals(0, help.rc());
        assertTrue(help.out().startsWith("usage: drr2pdll FILE.td"), help.out());
        for (List<String> args : List.of(List.<String>of(), List.of("--bogus", "a.td"), List.of("a.td", "b.td"), List.of("a.td", "-o"))) {
            Convert.Result r = Convert.run(dir, args);
            assertEquals(2, r.rc(), "drr2pdll " + args);
            assertTrue(r.err().startsWith("drr2pdll: error: "), r.err());
        }
    }

    @Test
    void inputErrorsExitTwoWithAPlace() throws IOException {
        Convert.Result missing = Convert.run(dir, List.of("nope.td"));
        assertEquals(2, missing.rc());
        assertTrue(missing.err().contains("nope.td (no such file)"), missing.err());
        Convert.Result isDir = Convert.run(dir, List.of("."));
        assertEquals(2, isDir.rc());
        Files.writeString(dir.resolve("broken.td"), "include \"mlir/IR/PatternBase.td\"\ndef X : Pat<(;\n");
        Convert.Result broken = Convert.run(dir, List.of("broken.td"));
        assertEquals(2, broken.rc());
        assertTrue(broken.err().matches("(?s).*broken\\.td:2:\\d+: error: .*"), broken.err());
        assertEquals("", broken.out(), "nothing is written for a file that does not evaluate");
        Files.writeString(dir.resolve("cycle.td"), "include \"cycle.td\"\n");
        assertEquals(2, Convert.run(dir, List.of("cycle.td")).rc());
    }

    @Test
    void garbageNeverThrows() throws IOException {
        Random random = new Random(31);
        for (int i = 0; i < 20; i++) {
            byte[] bytes = new byte[200 + random.nextInt(2000)];
            random.nextBytes(bytes);
            Files.write(dir.resolve("g.td"), bytes);
            Convert.Result r = Convert.run(dir, List.of("g.td"));
            assertTrue(r.rc() == 0 || r.rc() == 2, "exit status " + r.rc() + ":\n" + r.err());
        }
    }

    /** Found by bin/pdll-fuzz: a type constraint whose predicate cannot be resolved crashed the converter. */
    @Test
    void aConstraintWithoutAPredicateIsReportedNotACrash() throws IOException {
        Files.writeString(dir.resolve("unset.td"), "include \"mlir/IR/PatternBase.td\"\ninclude \"mlir/Dialect/Arith/IR/ArithOps.td\"\n"
                + "def : Pat<(Arith_AddIOp AnyTypeOf<[I8, ?, I16]>:$x, $y, $o), (Arith_SubIOp $y, $o)>;\n");
        Convert.Result r = Convert.run(dir, List.of("unset.td"));
        assertEquals(1, r.rc(), r.err());
        assertEquals("unset.td:3: warning: unset.td:3 not converted: constraint: `an anonymous constraint` has no predicate"
                + " (a value in it is unset)\n", r.err());
    }

    @Test
    void aFileWithoutPatternsConvertsToAnEmptyPatternFile() throws IOException {
        Files.writeString(dir.resolve("none.td"), "include \"mlir/Dialect/Arith/IR/ArithOps.td\"\n");
        Convert.Result r = Convert.run(dir, List.of("none.td"));
        assertEquals(0, r.rc(), r.err());
        assertTrue(r.out().startsWith("// Converted from none.td by drr2pdll: 0 of 0 DRR records.\n"), r.out());
    }

    @Test
    void reportListsEveryRecord() throws IOException {
        copyFixture("unsupported.td");
        Convert.Result r = Convert.run(dir, List.of("unsupported.td", "-o", "out/unsupported.pdll", "--report", "report.json"));
        assertEquals(2, r.rc(), "the output folder does not exist: " + r.err());
        Files.createDirectories(dir.resolve("out"));
        r = Convert.run(dir, List.of("unsupported.td", "-o", "out/unsupported.pdll", "--report", "report.json"));
        assertEquals(1, r.rc(), r.err());
        assertEquals("", r.out());
        assertTrue(Files.readString(dir.resolve("out/unsupported.pdll")).contains("Pattern Fine with benefit(2)"));
        JsonArray report = JsonParser.parseString(Files.readString(dir.resolve("report.json"))).getAsJsonArray();
        assertEquals(3, report.size());
        JsonObject fine = report.get(0).getAsJsonObject();
        assertEquals("Fine", fine.get("record").getAsString());
        assertEquals("unsupported.td:6", fine.get("location").getAsString());
        assertTrue(fine.get("converted").getAsBoolean());
        assertEquals("Fine", fine.getAsJsonArray("patterns").get(0).getAsString());
        assertFalse(fine.has("reason"));
        JsonObject split = report.get(1).getAsJsonObject();
        assertEquals("SplitReturn", split.get("record").getAsString());
        assertFalse(split.get("converted").getAsBoolean());
        assertEquals(0, split.getAsJsonArray("patterns").size());
        assertEquals("variadic", split.get("construct").getAsString());
        assertTrue(split.get("reason").getAsString().contains("ValueRange"), split.toString());
    }

    @Test
    void oneRecordOnly() throws IOException {
        copyFixture("unsupported.td");
        Convert.Result r = Convert.run(dir, List.of("unsupported.td", "--record", "Fine"));
        assertEquals(0, r.rc(), r.err());
        assertTrue(r.out().contains("1 of 1 DRR records"), r.out());
        assertFalse(r.out().contains("SplitReturn"), r.out());
        Convert.Result none = Convert.run(dir, List.of("unsupported.td", "--record", "Nope"));
        assertEquals(2, none.rc());
        assertTrue(none.err().contains("defines no DRR record Nope"), none.err());
    }

    @Test
    void anonymousRecordsAreNamedByTheirPlace() throws IOException {
        copyFixture("basics.td");
        Convert.Result r = Convert.run(dir, List.of("basics.td", "--record", "basics.td:19", "--report", "r.json"));
        assertEquals(0, r.rc(), r.err());
        assertTrue(r.out().contains("Pattern basics_19 with benefit(2)"), r.out());
        JsonObject o = JsonParser.parseString(Files.readString(dir.resolve("r.json"))).getAsJsonArray().get(0).getAsJsonObject();
        assertEquals("basics.td:19", o.get("record").getAsString());
    }

    @Test
    void cppHeadersAndPdlLocations() throws IOException {
        copyFixture("basics.td");
        Convert.Result r = Convert.run(dir, List.of("basics.td", "--cpp-header", "helpers.h", "--pdl-locations"));
        assertEquals(0, r.rc(), r.err());
        assertTrue(r.out().contains("\n// C++ headers: helpers.h\n"), r.out());
        assertFalse(r.out().contains("DrrLocation"), r.out());
        assertTrue(r.out().contains("  replace root with op<arith.extui>(x);\n"), r.out());
    }
}
