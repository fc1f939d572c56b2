package pdll.ide.references;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.analysis.SemanticSpans;
import pdll.ide.answer.Highlight;
import pdll.ide.answer.RenameTarget;
import pdll.ide.definition.Definitions;
import pdll.ide.definition.SemanticDefinition;
import pdll.ide.syntax.OpNameAt;
import pdll.ide.text.FileSpan;
import pdll.sema.ast.Decl;
import pdll.sema.query.SemanticModel;

/**
 * References, document highlights and rename of what the name at a position declares or refers
 * to. Rename refuses names that are not PDLL declarations of the document or its included files
 * (ODS constraints live in {@code .td} files) and new names that are not identifiers.
 */
public final class References {
    private References() {}

    /** Every occurrence, the definition first. */
    public static List<FileSpan> references(Analysis a, int offset, boolean includeDeclaration) {
        List<FileSpan> out = new ArrayList<>();
        Optional<Decl> d = a.model() == null ? Optional.empty() : a.model().declarationAt(a.fileName(), offset);
        if (d.isEmpty()) return opNameReferences(a, offset, includeDeclaration);
        if (includeDeclaration) {
            FileSpan def = SemanticDefinition.target(a, d.get());
            if (def != null) out.add(def);
        }
        for (SemanticModel.Occurrence o : a.model().references(d.get(), false)) {
            FileSpan f = SemanticSpans.of(a, o.range());
            if (f != null) out.add(f);
        }
        return out;
    }

    /**
     * An operation name is no PDLL declaration: its references are its ODS def in the {@code .td}
     * (as the declaration) and every {@code op<name>} / {@code Op<name>} of the document.
     */
    private static List<FileSpan> opNameReferences(Analysis a, int offset, boolean includeDeclaration) {
        OpNameAt.Found f = OpNameAt.find(a.snapshot().tree(), offset);
        if (f == null) return new ArrayList<>();
        List<FileSpan> out = new ArrayList<>();
        if (includeDeclaration) Definitions.opDefinition(a, offset).ifPresent(out::add);
        Path file = a.snapshot().spanPath();
        for (TextRange r : OpNameAt.occurrences(a.snapshot().tree(), f.name())) out.add(new FileSpan(file, a.snapshot().lines(), r));
        return out;
    }

    public static List<Highlight> highlights(Analysis a, int offset) {
        List<Highlight> out = new ArrayList<>();
        Optional<Decl> d = a.model() == null ? Optional.empty() : a.model().declarationAt(a.fileName(), offset);
        if (d.isEmpty()) {
            OpNameAt.Found f = OpNameAt.find(a.snapshot().tree(), offset);
            if (f != null) for (TextRange r : OpNameAt.occurrences(a.snapshot().tree(), f.name())) out.add(new Highlight(r, false));
            return out;
        }
        for (SemanticModel.Occurrence o : a.model().references(d.get(), true)) {
            if (SemanticSpans.inDocument(a, o.range())) {
                out.add(new Highlight(o.range().textRange(), o.definition()));
            }
        }
        return out;
    }

    /**
     * The renameable name at an offset of the document, if any: an occurrence in the document of a
     * declaration {@link #rename} accepts. Empty on keywords, operation names, core and ODS
     * constraints, and where the document has no semantic model.
     */
    public static Optional<RenameTarget> renameTarget(Analysis a, int offset) {
        if (a.model() == null) return Optional.empty();
        Optional<Decl> d = a.model().declarationAt(a.fileName(), offset);
        if (d.isEmpty() || (d.get() instanceof Decl.CallableDecl c && c.ods() != null)) return Optional.empty();
        for (SemanticModel.Occurrence o : a.model().references(d.get(), true)) {
            if (!SemanticSpans.inDocument(a, o.range())) continue;
            if (o.range().start() <= offset && offset <= o.range().end()) {
                TextRange r = o.range().textRange();
                return Optional.of(new RenameTarget(r, a.snapshot().text().substring(r.start(), r.end())));
            }
        }
        return Optional.empty();
    }

    /** The edits of a rename, grouped by file; empty when the name at the offset cannot be renamed. */
    public static Map<Path, List<FileSpan>> rename(Analysis a, int offset, String newName) {
        Map<Path, List<FileSpan>> edits = new LinkedHashMap<>();
        if (!newName.matches("[A-Za-z_][A-Za-z0-9_]*") || a.model() == null) return edits;
        Optional<Decl> d = a.model().declarationAt(a.fileName(), offset);
        if (d.isEmpty() || (d.get() instanceof Decl.CallableDecl c && c.ods() != null)) return edits;
        for (SemanticModel.Occurrence o : a.model().references(d.get(), true)) {
            FileSpan f = SemanticSpans.of(a, o.range());
            if (f != null) edits.computeIfAbsent(f.file(), k -> new ArrayList<>()).add(f);
        }
        return edits;
    }
}
