package pdll.intellij.pdll;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.intellij.testing.SharedFiles;

/**
 * The PSI of PDLL files as IntelliJ's parser tests print it ({@code DebugUtil.psiToString}),
 * against reviewed goldens: every file of samples/ ({@code psi/pdll/samples/<name>.txt}) and
 * the broken files of {@code psi/pdll/} ({@code <name>.pdll} beside {@code <name>.txt}). Run with
 * {@code -Dpdll.intellij.updateGoldens=true} to rewrite the goldens, then read the diff.
 */
class PdllPsiGoldenTest {
    private static final Path GOLDENS = Path.of("src/test/resources/psi/pdll");
    private static final boolean UPDATE = Boolean.getBoolean("pdll.intellij.updateGoldens");

    @TestFactory
    Stream<DynamicTest> samples() {
        return PdllCorpus.samples().stream().map(p -> {
            String name = PdllCorpus.name(p);
            Path golden = GOLDENS.resolve("samples").resolve(name.replaceFirst("\\.pdll$", ".txt"));
            return DynamicTest.dynamicTest(name, () -> check(SharedFiles.read(p), golden));
        });
    }

    @TestFactory
    Stream<DynamicTest> brokenFiles() throws IOException {
        List<Path> inputs = new ArrayList<>();
        try (Stream<Path> s = Files.list(GOLDENS)) {
            s.filter(p -> p.toString().endsWith(".pdll")).sorted().forEach(inputs::add);
        }
        assertTrue(inputs.size() >= 7, "broken files missing from " + GOLDENS.toAbsolutePath());
        return inputs.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(),
                () -> check(Files.readString(p), p.resolveSibling(p.getFileName().toString().replaceFirst("\\.pdll$", ".txt")))));
    }

    private static void check(String text, Path golden) throws IOException {
        String dump = PdllPsi.dump(PsiChecks.parseAndCheck(text));
        if (UPDATE) {
            Files.createDirectories(golden.getParent());
            Files.writeString(golden, dump);
            return;
        }
        assertTrue(Files.exists(golden), golden + " missing: run with -Dpdll.intellij.updateGoldens=true and review it");
        assertEquals(Files.readString(golden), dump, golden.toString());
    }
}
