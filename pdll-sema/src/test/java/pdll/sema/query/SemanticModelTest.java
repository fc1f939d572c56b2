package pdll.sema.query;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.base.io.FileAccess;
import pdll.sema.analysis.Analysis;
import pdll.sema.analysis.AnalysisOptions;
import pdll.sema.analysis.Analyzer;
import pdll.sema.ast.Decl;
import pdll.sema.ast.SourceRange;
import pdll.syntax.PdllParser;
import pdll.syntax.SourcePos;
import pdll.syntax.SyntaxTree;

/**
 * The query API over fixtures in {@code src/test/resources/queries}: each file names its query
 * ({@code // query: definition|references|type|visible|argument}), the exact expected
 * answer ({@code // expect: …}) and marks the position with {@code $0}.
 */
class SemanticModelTest {
    private static final Path DIR = Path.of("src/test/resources/queries");
    private static final Path MLIR = Path.of("/usr/lib/llvm-22/include");

    @TestFactory
    Stream<DynamicTest> fixtures() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(DIR)) {
            files = s.filter(p -> p.toString().endsWith(".pdll")).sorted().toList();
        }
        return files.stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(p)));
    }

    private static void check(Path p) throws IOException {
        String raw = Files.readString(p);
        if (raw.contains("#include \"mlir/")) {
            Assumptions.assumeTrue(Files.isDirectory(MLIR.resolve("mlir")), "MLIR .td files absent: apt-get install libmlir-22-dev");
        }
        String query = header(raw, "query");
        String expect = header(raw, "expect");
        int cursor = raw.indexOf("$0");
        String text = raw.replace("$0", "");
        String name = p.getFileName().toString();
        SyntaxTree tree = PdllParser.parse(name, text);
        Analysis a = Analyzer.analyze(tree, new AnalysisOptions(DIR, List.of(MLIR), FileAccess.DISK, false));
        SemanticModel m = SemanticModel.of(a);
        String actual = switch (query) {
            case "definition" -> m.declarationAt(name, cursor).map(d -> SemanticModel.nameOf(d) + "@"
                    + pos(tree, SemanticModel.nameRange(d))).orElse("none");
            case "references" -> m.references(m.declarationAt(name, cursor).orElseThrow(), true).stream()
                    .map(o -> pos(tree, o.range())).collect(Collectors.joining(", "));
            case "type" -> typeAt(m, name, cursor);
            case "visible" -> m.visibleAt(name, cursor).stream().map(SemanticModel::nameOf)
                    .filter(n -> n != null).collect(Collectors.joining(", "));
            case "argument" -> m.expectedArgumentAt(name, cursor).map(e -> e.callee().name() + "#" + e.index() + ":"
                    + (e.parameter() == null ? "-" : e.parameter().name())).orElse("none");
            default -> throw new IllegalArgumentException("unknown query " + query);
        };
        assertEquals(expect, actual);
    }

    /** The type hover shows at a name of a variable. */
    private static String typeAt(SemanticModel m, String file, int offset) {
        return m.occurrenceAt(file, offset).map(SemanticModel.Occurrence::decl).orElse(null) instanceof Decl.VariableDecl v
                ? v.type().toString() : "none";
    }

    private static String header(String text, String key) {
        return text.lines().filter(l -> l.startsWith("// " + key + ": ")).findFirst()
                .map(l -> l.substring(key.length() + 5).trim()).orElseThrow();
    }

    private static String pos(SyntaxTree tree, SourceRange r) {
        SourcePos p = tree.position(r.start());
        return p.line() + ":" + p.column();
    }

    static String describe(Decl d) {
        return SemanticModel.nameOf(d);
    }
}
