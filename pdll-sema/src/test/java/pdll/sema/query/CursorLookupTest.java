package pdll.sema.query;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.base.io.FileAccess;
import pdll.sema.analysis.Analysis;
import pdll.sema.analysis.AnalysisOptions;
import pdll.sema.analysis.Analyzer;
import pdll.sema.ast.AstWalk;
import pdll.sema.ast.Decl;
import pdll.syntax.PdllParser;
import pdll.syntax.SyntaxTree;

/**
 * Cursor queries find the top-level declarations holding an offset by a binary search; checked at
 * every offset of the query fixtures and the samples (imports included, so declarations without a
 * range too) against a scan of every declaration, and {@link SemanticModel#occurrenceAt} against
 * all the occurrences the whole index holds ({@link SemanticModel#references}).
 */
class CursorLookupTest {
    private static final Path MLIR = Path.of("/usr/lib/llvm-22/include");

    @TestFactory
    Stream<DynamicTest> everyOffset() throws IOException {
        List<Path> files = new ArrayList<>();
        for (Path dir : List.of(Path.of("src/test/resources/queries"), Path.of("../samples"))) {
            try (Stream<Path> s = Files.list(dir)) {
                s.filter(p -> p.toString().endsWith(".pdll")).sorted().forEach(files::add);
            }
        }
        return files.stream().map(p -> DynamicTest.dynamicTest(p.getParent().getFileName() + "/" + p.getFileName(), () -> check(p)));
    }

    private static void check(Path p) throws IOException {
        String text = Files.readString(p).replace("$0", "");
        if (text.contains("#include \"mlir/")) {
            Assumptions.assumeTrue(Files.isDirectory(MLIR.resolve("mlir")), "MLIR .td files absent: apt-get install libmlir-22-dev");
        }
        String name = p.getFileName().toString();
        SyntaxTree tree = PdllParser.parse(name, text);
        Analysis a = Analyzer.analyze(tree, new AnalysisOptions(p.getParent(), List.of(MLIR), FileAccess.DISK, false));
        List<Decl> children = a.module().children();
        SemanticModel.Cursor cursor = SemanticModel.Cursor.of(children);
        SemanticModel model = SemanticModel.of(a);
        List<SemanticModel.Occurrence> all = allOccurrences(model, children);
        int lookedUp = 0;
        for (int offset = 0; offset <= text.length(); offset++) {
            assertArrayEquals(scan(children, name, offset), cursor.holding(name, offset), name + " at " + offset);
            Optional<SemanticModel.Occurrence> found = model.occurrenceAt(name, offset);
            List<SemanticModel.Occurrence> narrowest = narrowest(all, name, offset);
            assertEquals(!narrowest.isEmpty(), found.isPresent(), name + " at " + offset);
            if (found.isPresent()) {
                assertTrue(narrowest.contains(found.get()), name + " at " + offset + ": " + found.get() + " not among " + narrowest);
                lookedUp++;
            }
        }
        assertTrue(lookedUp > 0 || all.isEmpty(), name + ": no offset found an occurrence");
    }

    /** The module positions of the declarations a cursor query reads besides those without a range before the first with one. */
    private static int[] scan(List<Decl> children, String file, int offset) {
        List<Integer> out = new ArrayList<>();
        boolean ranged = false;
        for (int i = 0; i < children.size(); i++) {
            Decl d = children.get(i);
            if (d.range() == null) {
                if (ranged) out.add(i);
            } else {
                ranged = true;
                if (d.range().file().equals(file) && d.range().contains(offset)) out.add(i);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Every occurrence of every declaration the AST holds, as the whole index has them. */
    private static List<SemanticModel.Occurrence> allOccurrences(SemanticModel model, List<Decl> children) {
        Set<Decl> decls = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Decl top : children) {
            AstWalk.walk(top, n -> {
                if (n instanceof Decl d) decls.add(d);
            });
        }
        List<SemanticModel.Occurrence> out = new ArrayList<>();
        for (Decl d : decls) out.addAll(model.references(d, true));
        return out;
    }

    private static List<SemanticModel.Occurrence> narrowest(List<SemanticModel.Occurrence> all, String file, int offset) {
        List<SemanticModel.Occurrence> out = new ArrayList<>();
        int width = Integer.MAX_VALUE;
        for (SemanticModel.Occurrence o : all) {
            if (!o.range().file().equals(file) || !o.range().contains(offset)) continue;
            int w = o.range().end() - o.range().start();
            if (w < width) {
                out.clear();
                width = w;
            }
            if (w == width) out.add(o);
        }
        return out;
    }
}
