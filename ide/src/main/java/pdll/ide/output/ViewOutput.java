package pdll.ide.output;

import java.util.List;
import pdll.base.text.Caret;
import pdll.ide.analysis.Analysis;
import pdll.ide.split.Parts;
import pdll.sema.codegen.PdlGenerator.SplitLocations;
import pdll.sema.codegen.LiteralProblem;
import pdll.sema.codegen.VerifierFailure;
import pdll.sema.compile.Compiler;
import pdll.syntax.SourcePos;
import pdll.syntax.SyntaxTree;

/**
 * {@code pdll/viewOutput}: the compiler's output for the document, kind {@code ast}, {@code mlir}
 * or {@code cpp}. Like the reference server, the document is split at {@code // -----}, the
 * parts' outputs are joined with {@code "\n// -----\n\n"}, a part's locations name the file with
 * lines counted from the part's start and AST node numbers start again in each part; a part with
 * errors shows its first error (the reference shows nothing), a PDL verifier failure its message as
 * the reference server shows it ({@code file:line:col: error: message}, the source line and a
 * caret). Includes are read through the server's file access, open buffers first.
 */
public final class ViewOutput {
    private ViewOutput() {}

    public static String render(Analysis a, String kind) {
        Compiler.Kind k = Compiler.Kind.named(kind);
        if (k == null) throw new IllegalArgumentException("unknown output kind `" + kind + "`");
        List<Analysis> parts = Parts.of(a);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < parts.size(); i++) {
            if (i > 0) out.append("\n// -----\n\n");
            // each part is a document of its own: its locations are the part's, as SplitLocations.SERVER names them
            Compiler c = new Compiler(k, SplitLocations.NONE);
            Analysis part = parts.get(i);
            Compiler.Part p = part.semantic() != null ? c.compile(part.semantic())
                    : c.compile(part.snapshot().tree(), part.options().withExtraWarnings(false));
            if (p.analysis().hasErrors()) {
                var shown = p.analysis().referenceDiagnostics();
                out.append("// ").append(shown.get(shown.size() - 1).message().replace("\n", "\n// "));
            } else if (p.output() != null) {
                out.append(p.output());
            } else {
                for (LiteralProblem l : p.literalProblems()) if (l.isError()) out.append("// ").append(l.error().render()).append('\n');
                for (VerifierFailure f : p.failures()) verifierMessage(f, p.analysis(), out);
            }
        }
        return out.toString();
    }

    /** {@code file:line:col: error: message} (the location as the generated PDL names it), the source line and a caret. */
    private static void verifierMessage(VerifierFailure f, pdll.sema.analysis.Analysis s, StringBuilder out) {
        out.append(f.loc().file()).append(':').append(f.loc().line()).append(':').append(f.loc().column())
                .append(": error: ").append(f.message()).append('\n');
        SyntaxTree tree = s.files().get(f.range().file());
        SourcePos p = tree.position(f.range().start());
        int lineStart = p.offset() - p.utf16Character() - tree.originOffset();
        int lineEnd = tree.text().indexOf('\n', lineStart);
        String line = tree.text().substring(lineStart, lineEnd < 0 ? tree.text().length() : lineEnd);
        out.append(Caret.render(line, p.utf16Character(), p.utf16Character()));
    }
}
