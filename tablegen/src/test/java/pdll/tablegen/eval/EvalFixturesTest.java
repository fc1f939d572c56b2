package pdll.tablegen.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.base.io.FileAccess;
import pdll.tablegen.Evaluation;
import pdll.tablegen.TableGen;
import pdll.tablegen.TableGenOptions;
import pdll.tablegen.print.RecordsPrinter;

/**
 * Evaluator fixtures under {@code src/test/resources/eval/}: each {@code X.td} comes with the
 * reference's {@code mlir-tblgen-22 --print-records X.td} output ({@code X.expected}) and, for
 * failing cases, its stderr ({@code X.stderr}), whose first line must equal our first diagnostic.
 * Regenerate with: {@code for f in *.td; do mlir-tblgen-22 --print-records $f > ${f%.td}.expected 2> ${f%.td}.stderr; done}.
 */
class EvalFixturesTest {

    @TestFactory
    List<DynamicTest> fixtures() throws Exception {
        URL url = getClass().getClassLoader().getResource("eval");
        Path dir = Path.of(url.toURI());
        List<DynamicTest> tests = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            for (Path td : s.filter(p -> p.toString().endsWith(".td")).sorted().toList()) {
                String base = td.getFileName().toString().replaceFirst("\\.td$", "");
                Path stderr = dir.resolve(base + ".stderr");
                tests.add(DynamicTest.dynamicTest(base, () -> {
                    Evaluation ev = TableGen.evaluate(Path.of(base + ".td"), new TableGenOptions(dir, List.of(), List.of(), FileAccess.DISK));
                    if (Files.exists(stderr)) {
                        String first = Files.readString(stderr).lines().findFirst().orElse("");
                        assertFalse(ev.succeeded(), "expected an error");
                        assertEquals(first, ev.diagnostics().get(0).headline());
                    } else {
                        assertEquals(List.of(), ev.diagnostics());
                        StringBuilder printed = new StringBuilder();
                        RecordsPrinter.print(ev.records(), printed);
                        assertEquals(Files.readString(dir.resolve(base + ".expected")), printed.toString());
                    }
                }));
            }
        }
        assertFalse(tests.isEmpty());
        return tests;
    }

    @TestFactory
    List<DynamicTest> typedAccessForLaterStages() throws Exception {
        Path dir = Path.of(getClass().getClassLoader().getResource("eval").toURI());
        Evaluation ev = TableGen.evaluate(Path.of("loops.td"), new TableGenOptions(dir, List.of(), List.of(), FileAccess.DISK));
        RecordKeeper rk = ev.records();
        return List.of(
                DynamicTest.dynamicTest("derived definitions in numeric order", () -> assertEquals(
                        List.of("A1", "A2", "B1_0", "B2_0", "B2_1", "C2", "D1", "MMPlain", "MM_3", "MM_4", "anonymous_8Plain", "anonymous_8_1"),
                        rk.derivedDefinitions("R").stream().map(Record::name).toList())),
                DynamicTest.dynamicTest("typed field access", () -> {
                    Record a2 = rk.getDef("A2");
                    assertEquals(20L, a2.intValue("val"));
                    assertEquals("A2", a2.stringValue("nm"));
                    assertEquals("anonymous_4", a2.defValue("pp").name());
                    assertNull(a2.value("missing"));
                }),
                DynamicTest.dynamicTest("a defm-made def is located at its def in the multiclass", () -> {
                    Record d = rk.getDef("MMPlain");
                    assertEquals("loops.td", d.loc().fileName());
                    assertEquals(15, d.loc().line());
                }),
                DynamicTest.dynamicTest("field location is its declaration", () -> {
                    RecordField f = rk.getClass("R").field("nm");
                    assertEquals(3, f.loc().line());
                    assertEquals(53, f.loc().column());
                }));
    }
}
