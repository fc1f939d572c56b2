package pdll.ide.td;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import pdll.base.text.LineIndex;
import pdll.base.text.TextRange;
import pdll.ide.answer.DocumentLink;
import pdll.ide.answer.Highlight;
import pdll.ide.answer.HoverInfo;
import pdll.ide.document.Snapshot;
import pdll.ide.syntax.OpNameAt;
import pdll.ide.td.TdFileIndex.Occurrence;
import pdll.ide.td.TdFileIndex.Role;
import pdll.ide.text.FileSpan;
import pdll.sema.ods.OdsOperation;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.RecordKeeper;
import pdll.tablegen.source.IncludePath;
import pdll.tablegen.source.Loc;

/**
 * Definition, references (with the {@code op<...>} uses of an ODS operation in open PDLL
 * documents), highlights and document links of a {@code .td} document, over its include closure:
 * a use goes to the declaration {@link TdNames} finds; a name with no written declaration (a def a
 * {@code defm} made by pasting names) goes to where the evaluated record was made.
 */
public final class TdNavigation {
    private TdNavigation() {}

    public static List<FileSpan> definition(TdAnalysis a, int offset) {
        Occurrence o = a.document().at(offset);
        if (o == null) return List.of();
        if (o.role == Role.INCLUDE) return includeTarget(a, o.name).map(p -> List.of(fileStart(a, p))).orElse(List.of());
        Optional<Occurrence> d = a.names().resolve(o);
        if (d.isPresent()) return List.of(span(d.get()));
        return evaluated(a, o).flatMap(r -> span(a, r.loc())).map(List::of).orElse(List.of());
    }

    /** Every occurrence of what the name at the offset stands for, in the closure; the declaration first when asked. */
    public static List<FileSpan> references(TdAnalysis a, int offset, boolean includeDeclaration) {
        Occurrence o = a.document().at(offset);
        if (o == null || o.role == Role.INCLUDE) return List.of();
        Optional<Occurrence> d = a.names().resolve(o);
        if (d.isEmpty()) return List.of();
        return a.names().references(d.get(), includeDeclaration).stream().map(TdNavigation::span).toList();
    }

    /** The occurrences in the document of what the name at the offset stands for; declarations and lets write. */
    public static List<Highlight> highlights(TdAnalysis a, int offset) {
        TdFileIndex doc = a.document();
        Occurrence o = doc.at(offset);
        if (o == null || o.role == Role.INCLUDE) return List.of();
        Optional<Occurrence> d = a.names().resolve(o);
        if (d.isEmpty()) return List.of();
        List<Highlight> out = new ArrayList<>();
        for (Occurrence r : a.names().references(d.get(), true)) {
            if (r.file != doc) continue;
            out.add(new Highlight(new TextRange(r.start, r.end), r.role.declares() || r.role == Role.LET));
        }
        out.sort(Comparator.comparingInt(h -> h.range().start()));
        return out;
    }

    /**
     * The uses of an ODS operation in PDLL documents, when the name at the offset is (or names) the
     * def of one: every {@code op<dialect.name>} of {@code pdllDocuments} (what references add to the
     * TableGen occurrences). Empty elsewhere, and while the document has errors (no ODS import).
     */
    public static List<FileSpan> pdllOpUses(TdAnalysis a, int offset, Collection<Snapshot> pdllDocuments) {
        Occurrence o = a.document().at(offset);
        if (o == null) return List.of();
        Optional<Occurrence> d = a.names().resolve(o);
        RecordKeeper k = a.records();
        if (d.isEmpty() || d.get().role != Role.DEF || k == null) return List.of();
        Record r = k.getDef(d.get().name);
        OdsOperation op = r == null ? null : a.operations().get(r.loc());
        if (op == null) return List.of();
        List<FileSpan> out = new ArrayList<>();
        for (Snapshot s : pdllDocuments) {
            for (TextRange range : OpNameAt.occurrences(s.tree(), op.name())) out.add(new FileSpan(s.spanPath(), s.lines(), range));
        }
        return out;
    }

    /** The document's includes, each to the file it names (searched as the front end searches). */
    public static List<DocumentLink> links(TdAnalysis a) {
        List<DocumentLink> out = new ArrayList<>();
        for (Occurrence o : a.document().occurrences()) {
            if (o.role != Role.INCLUDE) continue;
            includeTarget(a, o.name).ifPresent(p -> out.add(new DocumentLink(new TextRange(o.start, o.end), p)));
        }
        return out;
    }

    /** The hover of a DRR record ({@link TdDrr}), else of the name at the offset ({@link TdHover}). */
    public static Optional<HoverInfo> hover(TdAnalysis a, int offset) {
        Optional<HoverInfo> drr = TdDrr.hover(a, offset);
        if (drr.isPresent()) return drr;
        Occurrence o = a.document().at(offset);
        if (o == null || o.role == Role.INCLUDE) return Optional.empty();
        Optional<Occurrence> d = a.names().resolve(o);
        TextRange range = new TextRange(o.start, o.end);
        if (d.isPresent()) return TdHover.of(a, d.get(), o).map(md -> new HoverInfo(range, md));
        return evaluated(a, o).map(r -> new HoverInfo(range, TdHover.ofRecord(r, a::where)));
    }

    /** The evaluated def (or class) a name without a written declaration stands for. */
    static Optional<Record> evaluated(TdAnalysis a, Occurrence o) {
        RecordKeeper k = a.records();
        if (k == null || (o.role != Role.NAME_REF && o.role != Role.CLASS_REF)) return Optional.empty();
        Record r = o.role == Role.CLASS_REF ? k.getClass(o.name) : k.getDef(o.name);
        return Optional.ofNullable(r);
    }

    /** The file an {@code include "name"} opens: looked for as the evaluation looks ({@link IncludePath}). */
    static Optional<Path> includeTarget(TdAnalysis a, String name) {
        // a name holding a NUL (a mutated or binary file) names no file: no target, as the evaluation finds none
        return new IncludePath(a.options().workingDir(), a.options().includeDirs()).find(name, a.options().files())
                .map(f -> f.path().toAbsolutePath().normalize());
    }

    private static FileSpan fileStart(TdAnalysis a, Path p) {
        String text = a.options().files().read(p).orElse("");
        return new FileSpan(p, new LineIndex(text), new TextRange(0, 0));
    }

    static FileSpan span(Occurrence o) {
        return new FileSpan(o.file.path, o.file.source.lines(), new TextRange(o.start, o.end));
    }

    /** A location of the evaluation (a record's), as a span of the word there in its file. */
    static Optional<FileSpan> span(TdAnalysis a, Loc loc) {
        if (!loc.isKnown()) return Optional.empty();
        loc = a.where(loc);
        Path p = a.recordsEvaluation().inputs().pathsBySource().get(loc.file());
        if (p == null) return Optional.empty();
        return Optional.of(new FileSpan(p, loc.file().lines(), TdDocumentDiagnostics.word(loc.file().text(), loc.offset())));
    }
}
