package pdll.tablegen.corpus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.tablegen.cli.CliRunner;

/**
 * The 13 hand-written feature tests of {@code reference/tablegen-micro}, copied into the test
 * resources (so CI needs nothing outside the repository): run from their folder without
 * {@code -I}, stdout must equal {@code .expected} byte for byte (anonymous numbering included);
 * the error cases must exit 1 with the reference's first diagnostic line.
 */
class MicroCasesTest {
    private static final String REFERENCE_TOOL = "mlir-tblgen-22";

    static Path microDir() {
        URL url = MicroCasesTest.class.getClassLoader().getResource("tablegen-micro");
        if (url == null) throw new IllegalStateException("test resource tablegen-micro/ is missing");
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<Path> cases(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(".td")).sorted().toList();
        }
    }

    @TestFactory
    List<DynamicTest> microCases() throws IOException {
        Path dir = microDir();
        List<DynamicTest> tests = new ArrayList<>();
        for (Path td : cases(dir)) {
            String name = td.getFileName().toString();
            String base = name.substring(0, name.length() - 3);
            Path stderrFile = dir.resolve(base + ".stderr");
            if (Files.exists(stderrFile)) {
                String expectedErr = Files.readString(stderrFile);
                tests.add(DynamicTest.dynamicTest(base + " fails like the reference", () -> {
                    CliRunner.Result r = CliRunner.run(dir, name);
                    assertEquals(1, r.status(), r::toString);
                    assertEquals(firstLine(expectedErr), r.firstErrLine());
                    assertEquals(0, r.stdout().length, "nothing on stdout");
                }));
                // Stricter than the spec's minimum: every diagnostic, source line, caret and
                // the trailing count, with the tool's own name.
                tests.add(DynamicTest.dynamicTest(base + " whole stderr", () -> {
                    CliRunner.Result r = CliRunner.run(dir, name);
                    assertEquals(expectedErr.replace(REFERENCE_TOOL + ":", "pdll-tblgen:"), r.stderr());
                }));
            } else {
                byte[] expected = Files.readAllBytes(dir.resolve(base + ".expected"));
                tests.add(DynamicTest.dynamicTest(base, () -> {
                    CliRunner.Result r = CliRunner.run(dir, name);
                    assertEquals(0, r.status(), r::toString);
                    if (!Arrays.equals(expected, r.stdout())) {
                        // assertEquals on text shows a readable diff in IDEs and reports.
                        assertEquals(new String(expected, StandardCharsets.UTF_8), r.out());
                    }
                    assertArrayEquals(expected, r.stdout());
                    assertEquals("", r.stderr());
                }));
            }
        }
        assertEquals(13, tests.stream().filter(t -> !t.getDisplayName().endsWith("whole stderr")).count(),
                "13 micro cases");
        return tests;
    }

    /**
     * The copy in the test resources must stay the same as {@code shared/reference/tablegen-micro}
     * when that folder is present (it is regenerated after a reference tool upgrade). Located by
     * {@code PDLL_SHARED_DIR} (system property or environment), else {@code ../shared} next to the
     * repository.
     */
    @TestFactory
    List<DynamicTest> resourcesMatchSharedReference() throws IOException {
        Path shared = sharedMicroDir();
        Assumptions.assumeTrue(shared != null, pdll.testsupport.Outside.absent("reference/tablegen-micro",
                "the reference's TableGen micro cases that the test resources copy"));
        Path dir = microDir();
        List<DynamicTest> tests = new ArrayList<>();
        try (Stream<Path> s = Files.list(shared)) {
            for (Path ref : s.sorted().toList()) {
                String name = ref.getFileName().toString();
                if (!(name.endsWith(".td") || name.endsWith(".expected") || name.endsWith(".stderr"))) continue;
                tests.add(DynamicTest.dynamicTest(name, () -> {
                    Path copy = dir.resolve(name);
                    assertTrue(Files.exists(copy), "copy " + name + " into tablegen/src/test/resources/tablegen-micro/");
                    assertArrayEquals(Files.readAllBytes(ref), Files.readAllBytes(copy), name + " differs from " + ref);
                }));
            }
        }
        return tests;
    }

    private static Path sharedMicroDir() {
        return pdll.testsupport.Outside.shared("reference/tablegen-micro").orElse(null);
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }
}
