package pdll.sema.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.base.io.FileAccess;
import pdll.sema.analysis.Analysis;
import pdll.sema.analysis.AnalysisOptions;
import pdll.sema.analysis.Analyzer;
import pdll.sema.ast.Decl;
import pdll.syntax.PdllParser;

/**
 * The per-pattern verifier on the corpus' {@code ver_} cases: the first pattern that fails gives
 * exactly the reference's {@code loc(...): error: ...} line, with a PDLL range starting at that
 * location; and on the valid {@code pos_} cases no pattern fails.
 */
class PdlVerifierTest {
    /** The shared conformance corpus, else the project's own cases. */
    static Path corpus() {
        return pdll.testsupport.Outside.corpus();
    }

    static Analysis analyze(Path dir, String name) throws IOException {
        String text = Files.readString(dir.resolve(name));
        AnalysisOptions o = new AnalysisOptions(dir, List.of(dir.resolve("include"), Path.of("/usr/lib/llvm-22/include")),
                FileAccess.DISK, false);
        return Analyzer.analyze(PdllParser.parse(name, text), o);
    }

    static List<String> cases(Path dir, String prefix) throws IOException {
        if (!Files.isDirectory(dir)) return List.of();
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(prefix) && n.endsWith(".pdll")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> verifierCases() throws IOException {
        Path dir = corpus();
        List<DynamicTest> tests = new ArrayList<>();
        for (String name : cases(dir, "ver_")) {
            tests.add(DynamicTest.dynamicTest(name, () -> {
                Analysis a = analyze(dir, name);
                assertFalse(a.hasErrors(), a.diagnostics().toString());
                VerifierFailure first = null;
                for (Decl d : a.module().children()) {
                    if (d instanceof Decl.PatternDecl p && first == null) first = PdlVerifier.verify(a, p);
                }
                assertNotNull(first, name);
                String expected = Files.readString(dir.resolve(name.replace(".pdll", ".expected.stderr"))).lines().findFirst().orElse("");
                assertEquals(expected, first.loc() + ": error: " + first.message());
                var pos = a.files().get(name).position(first.range().start());
                assertEquals(first.loc().toString(), "loc(\"" + name + "\":" + pos.line() + ":" + pos.column() + ")");
            }));
        }
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> validCases() throws IOException {
        Path dir = corpus();
        List<DynamicTest> tests = new ArrayList<>();
        for (String name : cases(dir, "pos_")) {
            if (!Files.exists(dir.resolve(name.replace(".pdll", ".expected.mlir")))) continue;
            tests.add(DynamicTest.dynamicTest(name, () -> {
                Analysis a = analyze(dir, name);
                assumeTrue(!a.hasErrors(), "needs MLIR's .td files");
                for (Decl d : a.module().children()) {
                    if (d instanceof Decl.PatternDecl p) assertEquals(null, PdlVerifier.verify(a, p), name);
                }
            }));
        }
        return tests.stream();
    }
}
