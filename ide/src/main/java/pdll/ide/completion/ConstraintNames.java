package pdll.ide.completion;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.CompletionItem;
import pdll.sema.analysis.ResolvedInclude;
import pdll.sema.ods.ImportedConstraint;
import pdll.syntax.SyntaxTree;
import pdll.syntax.TopLevel;
import pdll.syntax.tree.ArgDecl;
import pdll.syntax.tree.Decl;

/**
 * The named single-input constraints a constraint position can use, without the semantic model:
 * top-level {@code Constraint}s of the document declared before the cursor and of its included
 * {@code .pdll} files, then the native constraints the {@code .td} imports declare (ODS
 * {@code Attr}, {@code Type} and {@code OpInterface} defs). Details are the reference's signature
 * spelling, {@code (value: Value) -> Tuple<>}.
 */
final class ConstraintNames {
    private ConstraintNames() {}

    static List<CompletionItem> singleInput(Analysis a, int offset, TextRange r) {
        Map<String, CompletionItem> out = new LinkedHashMap<>();
        for (ResolvedInclude inc : a.includes()) {
            if (inc.tree() != null) fromTree(inc.tree(), Integer.MAX_VALUE, r, out);
        }
        fromTree(a.snapshot().tree(), offset, r, out);
        for (ImportedConstraint c : a.ods().constraintDecls()) {
            String param = switch (c.kind()) {
                case Attr -> "self: Attr";
                case Type -> "self: Type";
                case Op -> "self: Op";
            };
            String doc = c.editorDocumentation();
            out.putIfAbsent(c.name(), new CompletionItem(c.name(), CompletionItem.Kind.CONSTRAINT, "(" + param + ") -> Tuple<>",
                    doc.strip(), c.name(), r, "2_" + c.name()));
        }
        return new ArrayList<>(out.values());
    }

    private static void fromTree(SyntaxTree tree, int before, TextRange r, Map<String, CompletionItem> out) {
        String text = tree.text();
        for (TopLevel tl : tree.topLevels()) {
            if (tl.offset() >= before) break;
            for (Decl d : tl.decls()) {
                if (!(d instanceof Decl.Callable c) || c.rewrite() || c.name() == null || c.arguments().size() != 1) continue;
                ArgDecl arg = c.arguments().get(0);
                String detail = "(" + src(text, tl.offset(), arg) + ") -> " + results(c, text, tl.offset());
                out.putIfAbsent(c.name().text(), new CompletionItem(c.name().text(), CompletionItem.Kind.CONSTRAINT, detail, "",
                        c.name().text(), r, "2_" + c.name().text()));
            }
        }
    }

    private static String results(Decl.Callable c, String text, int base) {
        if (c.results().isEmpty()) return "Tuple<>";
        if (c.results().size() == 1 && !c.tupleResults()) return src(text, base, c.results().get(0));
        List<String> rs = new ArrayList<>();
        for (ArgDecl a : c.results()) rs.add(src(text, base, a));
        return "Tuple<" + String.join(", ", rs) + ">";
    }

    private static String src(String text, int base, ArgDecl a) {
        int s = Math.max(0, Math.min(text.length(), base + a.span().start()));
        int e = Math.max(s, Math.min(text.length(), base + a.span().end()));
        return text.substring(s, e).replaceAll("\\s+", " ").strip();
    }
}
