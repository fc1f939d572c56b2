package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Code generation fixtures ({@code pdllc/src/test/resources/codegen}): {@code NAME.pdll} beside
 * the output {@code mlir-pdll-22 NAME.pdll -x=KIND -I /usr/lib/llvm-22/include} printed for it, {@code NAME.expected.KIND}
 * (KIND {@code mlir} or {@code cpp}; a {@code NAME.expected.KIND.stderr} golden and exit status 1
 * when the reference failed). pdllc, run in the folder, must print the same bytes. The goldens are
 * checked in so that the fixtures guard code generation without the reference; when it is
 * installed, they are also checked to still be what it prints.
 */
class CodegenFixturesTest {
    private static final Path REF = Path.of("/usr/lib/llvm-22/bin/mlir-pdll");
    static final Path FIXTURES = Path.of("src/test/resources/codegen").toAbsolutePath();

    @TestFactory
    List<DynamicTest> fixtures() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(FIXTURES)) {
            files = s.filter(p -> p.toString().endsWith(".pdll")).sorted().toList();
        }
        List<DynamicTest> tests = new ArrayList<>();
        for (Path f : files) {
            String name = f.getFileName().toString();
            String stem = name.substring(0, name.length() - ".pdll".length());
            for (String kind : List.of("mlir", "cpp")) {
                Path out = FIXTURES.resolve(stem + ".expected." + kind);
                Path err = FIXTURES.resolve(stem + ".expected." + kind + ".stderr");
                if (!Files.exists(out) && !Files.exists(err)) continue;
                tests.add(DynamicTest.dynamicTest(name + " -x=" + kind, () -> {
                    String expectedOut = Files.exists(out) ? Files.readString(out) : "";
                    String expectedErr = Files.exists(err) ? Files.readString(err) : "";
                    int expectedRc = Files.exists(err) ? 1 : 0;
                    // the MLIR include root for fixtures that include ODS (pdllc would find it by itself)
                    List<String> args = List.of(name, "-x=" + kind, "-I", "/usr/lib/llvm-22/include");
                    if (Files.isExecutable(REF)) {
                        var ref = pdll.tablegen.bench.ReferenceTools.run(REF, FIXTURES, args, 60);
                        assertEquals(expectedOut, new String(ref.stdout(), java.nio.charset.StandardCharsets.UTF_8),
                                "golden " + out.getFileName() + " is no longer what mlir-pdll-22 prints");
                        assertEquals(expectedErr, ref.stderr(), "golden stderr vs mlir-pdll-22");
                    }
                    InProcess.Result ours = InProcess.pdllc(FIXTURES, args);
                    assertEquals(expectedErr, ours.err(), "stderr");
                    assertEquals(expectedOut, ours.out(), "stdout");
                    assertEquals(expectedRc, ours.rc(), "exit status");
                }));
            }
        }
        return tests;
    }
}
