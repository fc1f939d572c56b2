package pdll.ide.hover;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.HoverInfo;
import pdll.sema.ast.Decl;
import pdll.sema.ast.Expr;
import pdll.sema.ast.SourceRange;
import pdll.sema.ast.Stmt;
import pdll.sema.query.SemanticModel;
import pdll.sema.types.PdllType;
import pdll.syntax.SyntaxTree;

/**
 * Hover on a name the semantic model resolves: variables with their type, Constraints and
 * Rewrites with their parameters, results and the comment above them (for a native constraint an
 * ODS import declares, its def's documentation), patterns with benefit and root, in the
 * reference server's markdown layout.
 */
public final class SemanticHover {
    private SemanticHover() {}

    public static Optional<HoverInfo> hover(Analysis a, int offset) {
        if (a.model() == null) return Optional.empty();
        Optional<SemanticModel.Occurrence> o = a.model().occurrenceAt(a.fileName(), offset);
        if (o.isEmpty()) return Optional.empty();
        TextRange range = o.get().range().textRange();
        return Optional.of(new HoverInfo(range, markdown(a, o.get().decl())));
    }

    static String markdown(Analysis a, Decl d) {
        StringBuilder sb = new StringBuilder();
        if (d instanceof Decl.VariableDecl v) {
            sb.append("**Variable**: `").append(v.name()).append("`\n***\nType: `").append(v.type()).append("`\n");
        } else if (d instanceof Decl.PatternDecl p) {
            sb.append("**Pattern**: `").append(p.name()).append("`\n***\n");
            if (p.benefit() != null) sb.append("Benefit: ").append(p.benefit()).append('\n');
            if (p.recursion()) sb.append("HasBoundedRewriteRecursion\n");
            PdllType root = rootType(p);
            if (root != null) sb.append("RootOp: `").append(root).append("`\n");
            appendDoc(a, p.range() == null ? -1 : p.range().start(), p.range(), sb);
        } else if (d instanceof Decl.CallableDecl c) {
            sb.append(c.rewrite() ? "**Rewrite**: `" : "**Constraint**: `").append(c.name()).append("`\n***\n");
            if (!c.inputs().isEmpty()) {
                sb.append("Parameters:\n");
                for (Decl.VariableDecl in : c.inputs()) sb.append("* ").append(in.name()).append(": `").append(in.type()).append("`\n");
                sb.append("***\n");
            }
            if (c.resultType() instanceof PdllType.Tuple t) {
                if (t.size() > 0) {
                    sb.append("Results:\n");
                    for (int i = 0; i < t.size(); i++) {
                        String n = t.names().get(i);
                        sb.append("* ").append(n.isEmpty() ? "" : n + ": ").append('`').append(t.elements().get(i)).append("`\n");
                    }
                    sb.append("***\n");
                }
            } else {
                sb.append("Results:\n* `").append(c.resultType()).append("`\n***\n");
            }
            if (c.ods() != null) {
                String doc = c.ods().editorDocumentation();
                if (!doc.isBlank()) sb.append('\n').append(doc.strip()).append('\n');
            } else appendDoc(a, c.range() == null ? -1 : c.range().start(), c.range(), sb);
        }
        return sb.toString();
    }

    /** The root of a pattern: the operation its rewrite statement works on. */
    private static PdllType rootType(Decl.PatternDecl p) {
        for (Stmt st : p.body().statements()) {
            Expr root = st instanceof Stmt.EraseStmt e ? e.root() : st instanceof Stmt.ReplaceStmt r ? r.root()
                    : st instanceof Stmt.RewriteStmt r ? r.root() : null;
            if (root != null) return root.type();
        }
        return null;
    }

    /**
     * The `//` comment lines right above a declaration (in the document or an included file), as
     * the reference shows them; unlike the reference, also when they start on the file's first line.
     */
    private static void appendDoc(Analysis a, int start, SourceRange range, StringBuilder sb) {
        if (start < 0 || range == null || a.semantic() == null) return;
        SyntaxTree tree = a.semantic().files().get(range.file());
        if (tree == null) return;
        String text = tree.text();
        int lineStart = start == 0 ? 0 : text.lastIndexOf('\n', start - 1) + 1;
        List<String> lines = new ArrayList<>();
        int end = lineStart - 1;
        while (end >= 0) {
            int s = end == 0 ? 0 : text.lastIndexOf('\n', end - 1) + 1;
            String line = text.substring(s, end).strip();
            if (!line.startsWith("//")) break;
            lines.add(0, line.replaceFirst("^/+", ""));
            if (s == 0) break;
            end = s - 1;
        }
        if (!lines.isEmpty()) sb.append('\n').append(String.join("\n", lines)).append('\n');
    }
}
