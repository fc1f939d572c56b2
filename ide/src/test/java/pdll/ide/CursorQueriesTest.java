package pdll.ide;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import pdll.ide.analysis.Analysis;
import pdll.sema.ast.AstWalk;
import pdll.sema.ast.ConstraintRef;
import pdll.sema.ast.Decl;
import pdll.sema.ast.Expr;
import pdll.sema.query.SemanticModel;

/**
 * The queries at the cursor (hover, definition: {@code SemanticModel.occurrenceAt}; signature
 * help: {@code expectedArgumentAt}) read only the top-level declaration at the cursor; at every
 * offset of every fixture document they answer what a search of the whole document answers.
 */
class CursorQueriesTest {
    @Test
    void everyOffsetOfEveryFixtureAnswersAsTheWholeDocument() throws IOException, URISyntaxException {
        Path dir = Path.of(CursorQueriesTest.class.getResource("/fixtures").toURI());
        int checked = 0;
        try (Stream<Path> files = Files.list(dir)) {
            for (Path file : files.filter(p -> p.toString().endsWith(".test")).sorted().toList()) {
                for (Fixture f : Fixture.load(file.getFileName().toString())) {
                    boolean needsMlir = f.text().contains("\"mlir/") || f.files().values().stream().anyMatch(t -> t.contains("\"mlir/"));
                    if (needsMlir && IdeFeaturesTest.MLIR.isEmpty()) continue;
                    Analysis a = IdeFeaturesTest.analyze(f, needsMlir);
                    if (a.model() == null) continue;
                    checked += check(a, f.name() + " in " + file.getFileName());
                }
            }
        }
        assertTrue(checked > 10_000, "offsets checked: " + checked);
    }

    /** Compares both queries with a search of the whole document at every offset; answers the offsets checked. */
    private static int check(Analysis a, String where) {
        SemanticModel m = a.model();
        String file = a.fileName();
        List<SemanticModel.Occurrence> all = new ArrayList<>();
        List<Expr.CallExpr> calls = new ArrayList<>();
        Set<Decl> decls = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Decl top : a.semantic().module().children()) {
            AstWalk.walk(top, n -> {
                if (n instanceof Decl d) decls.add(d);
                if (n instanceof Expr.DeclRefExpr r) decls.add(r.decl());
                if (n instanceof ConstraintRef r && r.constraint() != null) decls.add(r.constraint());
                if (n instanceof Expr.CallExpr c && c.range() != null && c.range().file().equals(file)) calls.add(c);
            });
        }
        for (Decl d : decls) all.addAll(m.references(d, true));
        int length = a.snapshot().text().length();
        for (int offset = 0; offset <= length; offset++) {
            Optional<SemanticModel.Occurrence> got = m.occurrenceAt(file, offset);
            List<SemanticModel.Occurrence> narrowest = narrowest(all, file, offset);
            String at = where + " at " + offset;
            if (narrowest.isEmpty()) assertEquals(Optional.empty(), got, at);
            else assertTrue(got.isPresent() && narrowest.contains(got.get()), at + ": " + got + " not among " + narrowest);
            Expr.CallExpr call = null;
            for (Expr.CallExpr c : calls) {
                if (c.callee().range().end() < offset && offset < c.range().end()
                        && (call == null || width(c) < width(call))) call = c;
            }
            Optional<SemanticModel.ExpectedArgument> arg = m.expectedArgumentAt(file, offset);
            boolean expected = call != null && call.callee() instanceof Expr.DeclRefExpr r && r.decl() instanceof Decl.CallableDecl;
            assertEquals(expected, arg.isPresent(), at);
            if (expected) assertEquals(((Expr.DeclRefExpr) call.callee()).decl(), arg.get().callee(), at);
        }
        return length + 1;
    }

    private static List<SemanticModel.Occurrence> narrowest(List<SemanticModel.Occurrence> all, String file, int offset) {
        List<SemanticModel.Occurrence> out = new ArrayList<>();
        for (SemanticModel.Occurrence o : all) {
            if (!o.range().file().equals(file) || !o.range().contains(offset)) continue;
            int w = o.range().end() - o.range().start();
            if (!out.isEmpty() && w > out.get(0).range().end() - out.get(0).range().start()) continue;
            if (!out.isEmpty() && w < out.get(0).range().end() - out.get(0).range().start()) out.clear();
            out.add(o);
        }
        return out;
    }

    private static int width(Expr.CallExpr c) {
        return c.range().end() - c.range().start();
    }
}
