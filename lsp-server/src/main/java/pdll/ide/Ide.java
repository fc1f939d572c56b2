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
import pdll.ide.actions.QuickFix;
import pdll.ide.actions.ShownDiagnostic;
import pdll.ide.analysis.Analysis;
import pdll.ide.completion.Completions;
import pdll.ide.completion.Proposals;
import pdll.ide.definition.Definitions;
import pdll.ide.diagnostics.IdeDiagnostic;
import pdll.ide.diagnostics.SemanticDiagnostics;
import pdll.ide.diagnostics.LiteralDiagnostics;
import pdll.ide.diagnostics.VerifierDiagnostics;
import pdll.ide.files.Directories;
import pdll.ide.folding.FoldingRange;
import pdll.ide.folding.FoldingRanges;
import pdll.ide.format.Formatter;
import pdll.ide.hover.HoverInfo;
import pdll.ide.hover.Hovers;
import pdll.ide.index.OpIndexes;
import pdll.ide.inlay.InlayHint;
import pdll.ide.inlay.OpInlayHints;
import pdll.ide.links.DocumentLink;
import pdll.ide.links.DocumentLinks;
import pdll.ide.semantic.CallSignatureHelp;
import pdll.ide.semantic.References;
import pdll.ide.semantic.SemanticInlayHints;
import pdll.ide.semantic.ViewOutput;
import pdll.ide.signature.OpSignatureHelp;
import pdll.ide.signature.SignatureInfo;
import pdll.ide.symbols.DocumentSymbol;
import pdll.ide.symbols.DocumentSymbols;
import pdll.ide.symbols.WorkspaceSymbols;
import pdll.ide.text.FileSpan;
import pdll.ide.tokens.SemanticToken;
import pdll.ide.tokens.SemanticTokens;
import pdll.ide.workspace.Snapshot;

/**
 * The IDE's features in editor terms, as the server serves them: one method per feature, taking a
 * document (its {@link Analysis}, or only its {@link Snapshot} where the syntax tree suffices) and
 * offsets, and answering plain records. Where a feature joins several sources, the join that
 * decides what the user sees is here or behind the one method called here (the provider order of
 * {@link Hovers} and {@link Definitions}), so tests that call these methods check what the editor shows. Knows nothing of the protocol (the adapter converts
 * positions and records at its edge), and never throws on a document being typed.
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
     * Every diagnostic of the document: syntax and semantic ones, and for a document without errors
     * the PDL verifier's failures found by checking for at most {@code budgetNanos} (a later call
     * with the same {@code verifier} goes on where this one stopped), in source order.
     */
    public static Diagnostics diagnostics(Analysis a, VerifierDiagnostics verifier, long budgetNanos, BooleanSupplier cancelled) {
        List<IdeDiagnostic> semantic = new ArrayList<>(SemanticDiagnostics.compute(a));
        semantic.addAll(LiteralDiagnostics.compute(a));
        semantic.sort(IdeDiagnostic.BY_RANGE);
        return withVerifier(List.copyOf(semantic), a, verifier, budgetNanos, cancelled);
    }

    /** The diagnostics once the verifier has checked every pattern {@code first} left, without computing the others again. */
    public static Diagnostics continued(Diagnostics first, Analysis a, VerifierDiagnostics verifier, BooleanSupplier cancelled) {
        return withVerifier(first.semantic(), a, verifier, Long.MAX_VALUE, cancelled);
    }

    private static Diagnostics withVerifier(List<IdeDiagnostic> out, Analysis a, VerifierDiagnostics verifier, long budgetNanos,
                                            BooleanSupplier cancelled) {
        boolean clean = out.stream().noneMatch(d -> d.severity() == Severity.ERROR);
        // with errors this only carries the verified patterns over to the analysis (no lowering)
        VerifierDiagnostics.Progress p = verifier.check(a, clean ? budgetNanos : 0, cancelled);
        if (!clean || p.diagnostics().isEmpty()) return new Diagnostics(out, out, !clean || p.complete());
        List<IdeDiagnostic> all = new ArrayList<>(out);
        all.addAll(p.diagnostics());
        all.sort(IdeDiagnostic.BY_RANGE);
        return new Diagnostics(out, all, p.complete());
    }

    public Optional<HoverInfo> hover(Analysis a, int offset) {
        return Hovers.hover(a, offset);
    }

    public List<FileSpan> definition(Analysis a, int offset) {
        return Definitions.definition(a, offset);
    }

    /** Every occurrence of what the name at the offset declares or names, the declaration first when asked for. */
    public List<FileSpan> references(Analysis a, int offset, boolean includeDeclaration) {
        return References.references(a, offset, includeDeclaration);
    }

    public List<References.Highlight> highlights(Analysis a, int offset) {
        return References.highlights(a, offset);
    }

    /** The name a rename at the offset would change, empty where nothing can be renamed. */
    public Optional<References.RenameTarget> prepareRename(Analysis a, int offset) {
        return References.renameTarget(a, offset);
    }

    /** The spans to replace by {@code newName}, per file; empty when there is nothing to rename or the name is no identifier. */
    public Map<Path, List<FileSpan>> rename(Analysis a, int offset, String newName) {
        return References.rename(a, offset, newName);
    }

    /**
     * The completions at the offset. {@code typed} is the character whose typing asked (null when
     * asked explicitly): a typed space answers only where the reference completes after one.
     */
    public Proposals completions(Analysis a, int offset, String typed) {
        return completions.complete(a, offset, typed);
    }

    /** The documentation of an item of a completion list (left out of a long list), "" when the list is gone. */
    public String resolve(Proposals.Ref item) {
        return completions.documentation(item);
    }

    /** Operation operand/result lists first, else a Constraint or Rewrite call; null outside both. */
    public SignatureInfo signatureHelp(Analysis a, int offset) {
        SignatureInfo info = OpSignatureHelp.help(a, offset);
        return info != null ? info : CallSignatureHelp.help(a, offset);
    }

    /** Every inlay hint in the range (operand/result names, call parameters, variable types), by position. */
    public List<InlayHint> inlayHints(Analysis a, TextRange range) {
        List<InlayHint> out = new ArrayList<>(OpInlayHints.compute(a, range));
        out.addAll(SemanticInlayHints.compute(a, range));
        out.sort(Comparator.comparingInt(InlayHint::offset));
        return out;
    }

    /** The quick fixes for the range, each with the diagnostics it fixes among those the editor shows. */
    public List<QuickFix> codeActions(Analysis a, TextRange range, List<ShownDiagnostic> shown) {
        return CodeActions.at(a, range, shown, () -> indexes.forSearchPath(a.searchPath()));
    }

    public List<DocumentSymbol> documentSymbols(Snapshot s) {
        return DocumentSymbols.compute(s.tree());
    }

    public List<FoldingRange> foldingRanges(Snapshot s) {
        return FoldingRanges.compute(s.lines());
    }

    public List<DocumentLink> documentLinks(Analysis a) {
        return DocumentLinks.compute(a);
    }

    /** The edits that format the document; none for a document with syntax errors. */
    public List<TextEdit> formatting(Snapshot s) {
        return Formatter.edits(s.tree());
    }

    /** The edits that format the lines the range touches. */
    public List<TextEdit> rangeFormatting(Snapshot s, TextRange range) {
        return Formatter.edits(s.tree(), range);
    }

    public List<SemanticToken> semanticTokens(Snapshot s) {
        return SemanticTokens.compute(s.tree());
    }

    /** What the compiler would print for the document: {@code ast}, {@code mlir} or {@code cpp}. */
    public String viewOutput(Analysis a, String kind) {
        return ViewOutput.render(a, kind);
    }

    public List<WorkspaceSymbols.Found> workspaceSymbols(List<Analysis> documents, String query) {
        return WorkspaceSymbols.search(documents, query);
    }
}
