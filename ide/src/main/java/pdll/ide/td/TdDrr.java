package pdll.ide.td;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import pdll.base.text.TextEdit;
import pdll.base.text.TextRange;
import pdll.drr.convert.DrrConverter;
import pdll.drr.edit.BoundSymbol;
import pdll.drr.edit.DrrToPdll;
import pdll.drr.edit.PatternFacts;
import pdll.drr.read.DrrFile;
import pdll.drr.read.DrrPattern;
import pdll.ide.answer.FileChange;
import pdll.ide.answer.HoverInfo;
import pdll.ide.td.TdFileIndex.Occurrence;
import pdll.ide.td.TdFileIndex.Role;
import pdll.tablegen.source.Loc;
import pdll.tablegen.syntax.TdTokenKind;

/**
 * DRR in a {@code .td} document: the hover of a pattern record (its benefit, its bound symbols
 * with their C++ types, its PDLL) and the conversion to PDLL into the {@code .pdll} beside the
 * document, of the record at the cursor or of the whole file ({@link DrrToPdll}). Only while the
 * document evaluates without errors: the records are those of its evaluation (unsaved text included).
 */
public final class TdDrr {
    private TdDrr() {}

    /** A conversion the editor offers: its title, and the record it converts ({@code null}: the whole file). */
    public record Action(String title, String record) {}

    /** A DRR record of the document and the statement that defines it. */
    private record Located(DrrPattern pattern, TdStatements.Span span) {}

    /**
     * One analysis's DRR view, made on first use and kept with the analysis ({@link TdAnalysis#drr}):
     * the cursor moving over an unchanged document asks for hovers and code actions again and
     * again, and each would read the evaluation's patterns, cut the text into statements and
     * convert the record (with a compile check) anew. A new version is a new analysis, so nothing
     * here outlives the text it was computed from.
     */
    static final class View {
        private final Optional<DrrFile> drr;
        private final List<Located> own;
        private final Map<String, Optional<PatternFacts>> facts = new ConcurrentHashMap<>();

        View(TdAnalysis a) {
            drr = drr(a);
            own = drr.map(d -> own(a, d)).orElse(List.of());
        }

        Optional<PatternFacts> facts(String record) {
            return facts.computeIfAbsent(record, r -> DrrToPdll.facts(drr.get(), r));
        }
    }

    /**
     * The hover of a DRR record: on its name, on its {@code Pat}/{@code Pattern}, or anywhere in
     * it that is no other name (those keep their own hover). Empty elsewhere.
     */
    public static Optional<HoverInfo> hover(TdAnalysis a, int offset) {
        View v = a.drr();
        Optional<Located> at = at(v, offset);
        if (at.isEmpty()) return Optional.empty();
        Occurrence o = a.document().at(offset);
        boolean own = o == null || (o.role == Role.DEF && o.start >= at.get().span().start())
                || (o.role == Role.CLASS_REF && (o.name.equals("Pat") || o.name.equals("Pattern")));
        if (!own) return Optional.empty();
        TextRange range = o != null ? new TextRange(o.start, o.end) : new TextRange(at.get().span().start(), at.get().span().end());
        return v.facts(at.get().pattern().name()).map(f -> new HoverInfo(range, markdown(f)));
    }

    static String markdown(PatternFacts f) {
        StringBuilder sb = new StringBuilder();
        sb.append("**DRR pattern** `").append(f.pattern().name()).append("`\n***\n");
        sb.append("benefit ").append(f.benefit()).append(" (").append(f.matchedOps()).append(f.matchedOps() == 1 ? " op" : " ops")
                .append(" matched + ").append(f.added()).append(" added)\n");
        if (!f.symbols().isEmpty()) {
            sb.append("***\nBound symbols, with their C++ types in the code `mlir-tblgen -gen-rewriters` generates:\n\n");
            for (BoundSymbol s : f.symbols()) {
                sb.append("- `$").append(s.name()).append("`").append(s.inResult() ? " (result)" : "").append(": `")
                        .append(s.cppType()).append("`\n");
            }
        }
        sb.append("***\n");
        if (f.pdll() != null) sb.append("In PDLL:\n```pdll\n").append(f.pdll()).append("```\n");
        else sb.append("Not converted to PDLL: ").append(f.notConverted()).append('\n');
        return sb.toString();
    }

    /** The conversions offered at the offset: the record there, if any, then the whole file (when it has DRR records). */
    public static List<Action> actions(TdAnalysis a, int offset) {
        View v = a.drr();
        if (v.own.isEmpty()) return List.of();
        List<Action> out = new ArrayList<>();
        at(v, offset).ifPresent(l -> out.add(
                new Action("Convert DRR pattern `" + l.pattern().name() + "` to PDLL", l.pattern().name())));
        out.add(new Action("Convert all DRR patterns of this file to PDLL", null));
        return out;
    }

    /**
     * The change of the {@code .pdll} beside the document that an action makes: the whole file's
     * conversion creates or replaces it; one record's creates it or updates it ({@link DrrToPdll#update}).
     * Empty when the document does not evaluate (or no longer defines the record).
     */
    public static Optional<FileChange> change(TdAnalysis a, String record) {
        Optional<DrrFile> drr = a.drr().drr;
        if (drr.isEmpty()) return Optional.empty();
        if (record != null && drr.get().patterns().stream().noneMatch(p -> p.name().equals(record))) return Optional.empty();
        Path target = DrrToPdll.target(a.file());
        Optional<String> existing = a.options().files().read(target);
        DrrConverter.Conversion c = record == null ? DrrToPdll.wholeFile(drr.get()) : DrrToPdll.record(drr.get(), record);
        if (existing.isEmpty()) return Optional.of(new FileChange(target, true, List.of(new TextEdit(0, 0, c.pdll())), "", c.pdll()));
        String old = existing.get();
        List<TextEdit> edits = record == null ? (old.equals(c.pdll()) ? List.of() : List.of(new TextEdit(0, old.length(), c.pdll())))
                : DrrToPdll.update(old, c);
        String text = old;
        for (int i = edits.size() - 1; i >= 0; i--) text = edits.get(i).apply(text);
        return Optional.of(new FileChange(target, false, edits, old, text));
    }

    /** The document's DRR view: its evaluation's patterns; empty while it has errors. */
    private static Optional<DrrFile> drr(TdAnalysis a) {
        if (!a.evaluation().succeeded()) return Optional.empty();
        return Optional.of(DrrFile.of(a.file(), a.evaluation(), a.options()));
    }

    /** The DRR records the document itself defines (not its includes), with their statements. */
    private static List<Located> own(TdAnalysis a, DrrFile drr) {
        List<Located> out = new ArrayList<>();
        TdStatements statements = null;
        for (DrrPattern p : drr.patterns()) {
            if (!Path.of(p.file()).toAbsolutePath().normalize().equals(a.file())) continue;
            Loc loc = a.where(p.record().loc());
            if (!loc.isKnown()) continue;
            if (statements == null) statements = TdStatements.of(a.snapshot().text());
            for (TdStatements.Span s : statements.spans()) {
                if (s.keyword() == TdTokenKind.DEF && s.contains(loc.offset())) {
                    out.add(new Located(p, s));
                    break;
                }
            }
        }
        return out;
    }

    private static Optional<Located> at(View v, int offset) {
        for (Located l : v.own) {
            if (offset >= l.span().start() && offset <= l.span().end()) return Optional.of(l);
        }
        return Optional.empty();
    }
}
