package pdll.ide;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import pdll.base.diag.Severity;
import pdll.base.text.TextEdit;
import pdll.base.text.TextRange;
import pdll.ide.actions.CodeActions;
import pdll.ide.actions.ShownDiagnostic;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.DocumentLink;
import pdll.ide.answer.DocumentSymbol;
import pdll.ide.answer.FoldingRange;
import pdll.ide.answer.Highlight;
import pdll.ide.answer.HoverInfo;
import pdll.ide.answer.IdeDiagnostic;
import pdll.ide.answer.InlayHint;
import pdll.ide.answer.Proposals;
import pdll.ide.answer.QuickFix;
import pdll.ide.answer.RenameTarget;
import pdll.ide.answer.SemanticToken;
import pdll.ide.answer.SignatureInfo;
import pdll.ide.answer.SymbolMatch;
import pdll.ide.completion.Completions;
import pdll.ide.definition.Definitions;
import pdll.ide.diagnostics.LiteralDiagnostics;
import pdll.ide.diagnostics.SemanticDiagnostics;
import pdll.ide.diagnostics.VerifierDiagnostics;
import pdll.ide.document.Snapshot;
import pdll.ide.files.Directories;
import pdll.ide.folding.FoldingRanges;
import pdll.ide.format.Formatter;
import pdll.ide.hover.Hovers;
import pdll.ide.index.OpIndexes;
import pdll.ide.inlay.OpInlayHints;
import pdll.ide.inlay.SemanticInlayHints;
import pdll.ide.links.DocumentLinks;
import pdll.ide.output.ViewOutput;
import pdll.ide.references.References;
import pdll.ide.signature.CallSignatureHelp;
import pdll.ide.signature.OpSignatureHelp;
import pdll.ide.split.Markers;
import pdll.ide.split.Parts;
import pdll.ide.split.Shift;
import pdll.ide.split.SplitOutline;
import pdll.ide.symbols.DocumentSymbols;
import pdll.ide.symbols.WorkspaceSymbols;
import pdll.ide.text.FileSpan;
import pdll.ide.tokens.SemanticTokens;

/**
 * The IDE's features in editor terms, as the server serves them: one method per feature, taking a
 * document (its {@link Analysis}, or only its {@link Snapshot} where the syntax tree suffices) and
 * offsets, and answering plain records. Where a feature joins several sources, the join that
 * decides what the user sees is here or behind the one method called here (the provider order of
 * {@link Hovers} and {@link Definitions}), so tests that call these methods check what the editor shows. Knows nothing of the protocol (the adapter converts
 * positions and records at its edge), and never throws on a document being typed. A document
 * split at {@code // -----} is answered part by part ({@link Parts}), as the reference server
 * answers it.
 */
public final class Ide {
    private final Completions completions;
    private final OpIndexes indexes;

    /**
     * @param dirs what include-path completion lists
     * @param indexes the op index of each document's search path (completion and quick fixes for
     *     operations of files not included yet)
     */
    public Ide(Directories dirs, OpIndexes indexes) {
        this.completions = new Completions(dirs, indexes);
        this.indexes = indexes;
    }

    /**
     * The published diagnostics after one step of the PDL verifier: all of them once
     * {@code complete}. {@code semantic} is their syntax and semantic part, which a later step
     * ({@link #continued}) reuses.
     */
    public record Diagnostics(List<IdeDiagnostic> semantic, List<IdeDiagnostic> all, boolean complete) {}

    /**
     * Every diagnostic of the document: syntax and semantic ones, and for a document (of a split
     * document: each part) without errors the PDL verifier's failures found by checking for at most
     * {@code budgetNanos} (negative: none are checked; a later call with the same {@code verifier}
     * goes on where this one stopped), in source order.
     */
    public static Diagnostics diagnostics(Analysis a, VerifierDiagnostics verifier, long budgetNanos, BooleanSupplier cancelled) {
        List<Analysis> parts = Parts.of(a);
        List<Shift> shifts = shifts(a);
        List<IdeDiagnostic> out = new ArrayList<>();
        List<VerifierDiagnostics.Unit> units = new ArrayList<>();
        boolean anyClean = false;
        for (int i = 0; i < parts.size(); i++) {
            List<IdeDiagnostic> ds = new ArrayList<>(SemanticDiagnostics.compute(parts.get(i)));
            ds.addAll(LiteralDiagnostics.compute(parts.get(i)));
            ds.sort(IdeDiagnostic.BY_RANGE);
            boolean clean = ds.stream().noneMatch(d -> d.severity() == Severity.ERROR);
            anyClean |= clean;
            units.add(new VerifierDiagnostics.Unit(parts.get(i), shifts.get(i), clean));
            out.addAll(shifts.get(i).diagnostics(ds));
        }
        // with errors everywhere this only carries the verified patterns over to the analysis (no lowering)
        VerifierDiagnostics.Progress p = verifier.check(a, units, anyClean ? budgetNanos : 0, cancelled);
        return withVerifier(List.copyOf(out), p, anyClean);
    }

    /** The diagnostics once the verifier has checked every pattern {@code first} left, without computing the others again. */
    public static Diagnostics continued(Diagnostics first, Analysis a, VerifierDiagnostics verifier, BooleanSupplier cancelled) {
        // only an incomplete first step is continued: some part was clean
        return withVerifier(first.semantic(), verifier.check(a, null, Long.MAX_VALUE, cancelled), true);
    }

    private static Diagnostics withVerifier(List<IdeDiagnostic> out, VerifierDiagnostics.Progress p, boolean anyClean) {
        if (!anyClean || p.diagnostics().isEmpty()) return new Diagnostics(out, out, !anyClean || p.complete());
        List<IdeDiagnostic> all = new ArrayList<>(out);
        all.addAll(p.diagnostics());
        all.sort(IdeDiagnostic.BY_RANGE);
        return new Diagnostics(out, all, p.complete());
    }

    /** How the answers of each part (of a document that is not split: the document) move into the document. */
    private static List<Shift> shifts(Analysis a) {
        if (!a.isSplit()) return List.of(Shift.NONE);
        List<Shift> out = new ArrayList<>();
        for (Snapshot.Part p : a.snapshot().parts()) out.add(Shift.of(a.snapshot(), p));
        return out;
    }

    public Optional<HoverInfo> hover(Analysis a, int offset) {
        return Parts.at(a, offset, Optional.empty(), (p, o, shift) -> Hovers.hover(p, o).map(shift::hover));
    }

    public List<FileSpan> definition(Analysis a, int offset) {
        return Parts.at(a, offset, List.of(), (p, o, shift) -> shift.spans(Definitions.definition(p, o)));
    }

    /** Every occurrence of what the name at the offset declares or names, the declaration first when asked for. */
    public List<FileSpan> references(Analysis a, int offset, boolean includeDeclaration) {
        return Parts.at(a, offset, List.of(), (p, o, shift) -> shift.spans(References.references(p, o, includeDeclaration)));
    }

    public List<Highlight> highlights(Analysis a, int offset) {
        return Parts.at(a, offset, List.of(), (p, o, shift) -> References.highlights(p, o).stream().map(shift::highlight).toList());
    }

    /** The name a rename at the offset would change, empty where nothing can be renamed. */
    public Optional<RenameTarget> prepareRename(Analysis a, int offset) {
        return Parts.at(a, offset, Optional.empty(), (p, o, shift) -> References.renameTarget(p, o).map(shift::renameTarget));
    }

    /** The spans to replace by {@code newName}, per file; empty when there is nothing to rename or the name is no identifier. */
    public Map<Path, List<FileSpan>> rename(Analysis a, int offset, String newName) {
        return Parts.at(a, offset, Map.of(), (p, o, shift) -> shift.rename(References.rename(p, o, newName)));
    }

    /**
     * The completions at the offset. {@code typed} is the character whose typing asked (null when
     * asked explicitly): a typed space answers only where the reference completes after one.
     */
    public Proposals completions(Analysis a, int offset, String typed) {
        return Parts.at(a, offset, new Proposals(0, List.of()), (p, o, shift) -> shift.proposals(completions.complete(p, o, typed)));
    }

    /** The documentation of an item of a completion list (left out of a long list), "" when the list is gone. */
    public String resolve(Proposals.Ref item) {
        return completions.documentation(item);
    }

    /** Operation operand/result lists first, else a Constraint or Rewrite call; null outside both. */
    public SignatureInfo signatureHelp(Analysis a, int offset) {
        return Parts.at(a, offset, null, (p, o, shift) -> {
            SignatureInfo info = OpSignatureHelp.help(p, o);
            return info != null ? info : CallSignatureHelp.help(p, o);
        });
    }

    /** Every inlay hint in the range (operand/result names, call parameters, variable types), by position. */
    public List<InlayHint> inlayHints(Analysis a, TextRange range) {
        List<InlayHint> out = new ArrayList<>(Parts.each(a, (p, shift) -> {
            TextRange r = shift.none() ? range : shift.into(range, p.snapshot().text().length());
            if (r == null) return List.of();
            List<InlayHint> hints = new ArrayList<>(OpInlayHints.compute(p, r));
            hints.addAll(SemanticInlayHints.compute(p, r));
            return hints.stream().map(shift::inlayHint).toList();
        }));
        out.sort(Comparator.comparingInt(InlayHint::offset));
        return out;
    }

    /** The quick fixes for the range, each with the diagnostics it fixes among those the editor shows. */
    public List<QuickFix> codeActions(Analysis a, TextRange range, List<ShownDiagnostic> shown) {
        return Parts.at(a, range.start(), List.of(), (p, o, shift) -> {
            int length = p.snapshot().text().length();
            TextRange inPart = shift.none() ? range : shift.into(range, length);
            if (inPart == null) return List.of();
            // the diagnostics shown in the part, in its offsets; a fix names them by their index among all shown
            List<ShownDiagnostic> local = new ArrayList<>();
            List<Integer> index = new ArrayList<>();
            for (int i = 0; i < shown.size(); i++) {
                TextRange r = shift.none() ? shown.get(i).range() : shift.into(shown.get(i).range(), length);
                if (r == null) continue;
                local.add(new ShownDiagnostic(r, shown.get(i).message()));
                index.add(i);
            }
            List<QuickFix> out = new ArrayList<>();
            for (QuickFix f : CodeActions.at(p, inPart, local, () -> indexes.forSearchPath(p.searchPath()))) {
                out.add(shift.quickFix(f, f.fixes().stream().map(index::get).toList()));
            }
            return out;
        });
    }

    /** The outline; a split document's is grouped by part ({@code <file-split-N>}), as the reference groups it. */
    public List<DocumentSymbol> documentSymbols(Snapshot s) {
        if (s.isSplit()) return SplitOutline.of(s, (part, line) -> DocumentSymbols.compute(part.tree(), line));
        return DocumentSymbols.compute(s.tree());
    }

    public List<FoldingRange> foldingRanges(Snapshot s) {
        List<FoldingRange> out = new ArrayList<>(Parts.each(s, (p, shift) -> FoldingRanges.compute(p.lines()).stream().map(shift::folding).toList()));
        if (s.isSplit()) {
            out.addAll(Markers.folds(s));
            out.sort(Comparator.comparingInt(FoldingRange::startLine));
        }
        return out;
    }

    public List<DocumentLink> documentLinks(Analysis a) {
        return Parts.each(a, (p, shift) -> DocumentLinks.compute(p).stream().map(shift::link).toList());
    }

    /** The edits that format the document (a split document part by part); none for a document (a part) with syntax errors. */
    public List<TextEdit> formatting(Snapshot s) {
        return Parts.each(s, (p, shift) -> shift.edits(afterMarker(p, shift, Formatter.edits(p.tree()))));
    }

    /** The edits that format the lines the range touches. */
    public List<TextEdit> rangeFormatting(Snapshot s, TextRange range) {
        return Parts.each(s, (p, shift) -> {
            TextRange r = shift.none() ? range : shift.into(range, p.text().length());
            return r == null ? List.of() : shift.edits(afterMarker(p, shift, Formatter.edits(p.tree(), r)));
        });
    }

    /**
     * The edits of a part that leave the line of the marker before it alone: the part's first line
     * is the rest of that line, which a part formatted as a document of its own would see as a
     * leading blank line to remove.
     */
    private static List<TextEdit> afterMarker(Snapshot part, Shift shift, List<TextEdit> edits) {
        if (shift.delta() == 0) return edits;
        int firstLineEnd = part.lines().lineEnd(0);
        return edits.stream().filter(e -> e.range().start() > firstLineEnd).toList();
    }

    public List<SemanticToken> semanticTokens(Snapshot s) {
        List<SemanticToken> out = new ArrayList<>(Parts.each(s, (p, shift) -> SemanticTokens.compute(p.tree()).stream().map(shift::token).toList()));
        if (s.isSplit()) {
            out.addAll(Markers.tokens(s));
            out.sort(Comparator.comparingInt(SemanticToken::start));
        }
        return out;
    }

    /** What the compiler would print for the document: {@code ast}, {@code mlir} or {@code cpp}. */
    public String viewOutput(Analysis a, String kind) {
        return ViewOutput.render(a, kind);
    }

    public List<SymbolMatch> workspaceSymbols(List<Analysis> documents, String query) {
        return WorkspaceSymbols.search(documents, query);
    }
}
