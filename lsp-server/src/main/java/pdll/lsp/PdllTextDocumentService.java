package pdll.lsp;

import com.google.gson.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.CompletionTriggerKind;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentHighlight;
import org.eclipse.lsp4j.DocumentHighlightParams;
import org.eclipse.lsp4j.DocumentLink;
import org.eclipse.lsp4j.DocumentLinkParams;
import org.eclipse.lsp4j.DocumentRangeFormattingParams;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FoldingRange;
import org.eclipse.lsp4j.FoldingRangeRequestParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InlayHint;
import org.eclipse.lsp4j.InlayHintParams;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.PrepareRenameDefaultBehavior;
import org.eclipse.lsp4j.PrepareRenameParams;
import org.eclipse.lsp4j.PrepareRenameResult;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.SignatureHelp;
import org.eclipse.lsp4j.SignatureHelpParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.Either3;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.TextDocumentService;
import pdll.base.text.TextRange;
import pdll.ide.Ide;
import pdll.ide.answer.QuickFix;
import pdll.ide.actions.ShownDiagnostic;
import pdll.ide.td.TdCompletion;
import pdll.ide.td.TdDrr;
import pdll.ide.td.TdFolding;
import pdll.ide.td.TdNavigation;
import pdll.ide.td.TdRecordsView;
import pdll.ide.td.TdSemanticTokens;
import pdll.ide.td.TdTemplateArgs;
import pdll.ide.td.TdSymbols;
import pdll.ide.text.FileSpan;
import pdll.ide.document.Snapshot;
import pdll.sema.compile.Compiler;

/**
 * {@code textDocument/*}: each request converts its positions to offsets of the document's latest
 * snapshot ({@link FromLsp}), asks the IDE façade ({@link Ide}) and converts the answer
 * ({@link ToLsp}); {@link Documents} runs it (cancellation, {@code ContentModified}, documents
 * that are not open).
 */
final class PdllTextDocumentService implements TextDocumentService {
    private final Ide ide;
    private final Documents documents;
    private final FromLsp from;
    private final ToLsp to;
    private final Supplier<LanguageClient> client;

    PdllTextDocumentService(Ide ide, Documents documents, FromLsp from, ToLsp to, Supplier<LanguageClient> client) {
        this.ide = ide;
        this.documents = documents;
        this.from = from;
        this.to = to;
        this.client = client;
    }

    // --- synchronisation -----------------------------------------------------------------------

    @Override
    public void didOpen(DidOpenTextDocumentParams params) {
        var doc = params.getTextDocument();
        if (doc == null || doc.getUri() == null || doc.getText() == null) return;
        documents.open(doc.getUri(), doc.getVersion(), doc.getText());
    }

    @Override
    public void didChange(DidChangeTextDocumentParams params) {
        var id = params.getTextDocument();
        if (id == null || id.getUri() == null || params.getContentChanges() == null) return;
        documents.change(id.getUri(), id.getVersion() == null ? 0 : id.getVersion(), FromLsp.changes(params.getContentChanges()));
    }

    @Override
    public void didClose(DidCloseTextDocumentParams params) {
        if (params.getTextDocument() == null || params.getTextDocument().getUri() == null) return; // found by the wire fuzzer
        String uri = params.getTextDocument().getUri();
        Snapshot s = documents.close(uri);
        Outline o = lastOutline;
        if (o != null && o.snapshot().uri().equals(uri)) lastOutline = null;
        LanguageClient c = client.get();
        if (c != null && s != null) c.publishDiagnostics(new PublishDiagnosticsParams(uri, List.of(), s.version()));
        documents.filesChanged();
    }

    @Override
    public void didSave(DidSaveTextDocumentParams params) {
        documents.filesChanged();
    }

    // --- requests ------------------------------------------------------------------------------

    private static String uri(TextDocumentIdentifier id) {
        return id == null ? null : id.getUri();
    }

    @Override
    public CompletableFuture<Either<List<CompletionItem>, CompletionList>> completion(CompletionParams params) {
        String uri = uri(params.getTextDocument());
        if (documents.isTd(uri)) {
            return documents.withTd(uri, Either.forRight(new CompletionList(false, List.of())), (s, a) ->
                    Either.forRight(new CompletionList(false, TdCompletion.complete(a, from.offset(s, params.getPosition()))
                            .stream().map(i -> to.tdCompletion(s.lines(), i)).toList())));
        }
        return documents.withAnalysis(uri(params.getTextDocument()), Either.forRight(new CompletionList(false, List.of())), (s, a) -> {
            var context = params.getContext();
            String typed = context != null && context.getTriggerKind() == CompletionTriggerKind.TriggerCharacter
                    ? context.getTriggerCharacter() : null;
            return Either.forRight(to.completions(s.lines(), ide.completions(a, from.offset(s, params.getPosition()), typed)));
        });
    }

    /** Adds the documentation a long list left out, looked up by the item's place in its list. */
    @Override
    public CompletableFuture<CompletionItem> resolveCompletionItem(CompletionItem item) {
        FromLsp.proposal(item).map(ide::resolve).filter(d -> !d.isEmpty()).ifPresent(d -> item.setDocumentation(ToLsp.markdown(d)));
        return CompletableFuture.completedFuture(item);
    }

    @Override
    public CompletableFuture<List<? extends Location>> references(ReferenceParams params) {
        String uri = uri(params.getTextDocument());
        if (documents.isTd(uri)) {
            return documents.withTd(uri, List.of(), (s, a) -> {
                int offset = from.offset(s, params.getPosition());
                List<FileSpan> refs = new ArrayList<>(TdNavigation.references(a, offset,
                        params.getContext() == null || params.getContext().isIncludeDeclaration()));
                refs.addAll(TdNavigation.pdllOpUses(a, offset, documents.pdllSnapshots()));
                return to.locations(refs);
            });
        }
        return documents.withAnalysis(uri(params.getTextDocument()), List.of(), (s, a) -> {
            boolean decl = params.getContext() == null || params.getContext().isIncludeDeclaration();
            return to.locations(ide.references(a, from.offset(s, params.getPosition()), decl));
        });
    }

    @Override
    public CompletableFuture<List<? extends DocumentHighlight>> documentHighlight(DocumentHighlightParams params) {
        String uri = uri(params.getTextDocument());
        if (documents.isTd(uri)) {
            return documents.withTd(uri, List.of(), (s, a) -> TdNavigation.highlights(a, from.offset(s, params.getPosition()))
                    .stream().map(h -> to.highlight(s.lines(), h)).toList());
        }
        return documents.withAnalysis(uri(params.getTextDocument()), List.of(),
                (s, a) -> ide.highlights(a, from.offset(s, params.getPosition())).stream().map(h -> to.highlight(s.lines(), h)).toList());
    }

    @Override
    public CompletableFuture<WorkspaceEdit> rename(RenameParams params) {
        if (params.getNewName() == null) { // found by the wire fuzzer: the rename threw, logged with its trace
            return CompletableFuture.failedFuture(new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams,
                    "textDocument/rename needs newName", null)));
        }
        return documents.withAnalysis(uri(params.getTextDocument()), null, (s, a) -> {
            var edits = ide.rename(a, from.offset(s, params.getPosition()), params.getNewName());
            if (edits.isEmpty()) {
                throw new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidRequest,
                        "nothing to rename here, or `" + params.getNewName() + "` is not an identifier", null));
            }
            return to.rename(edits, params.getNewName());
        });
    }

    /**
     * LSP 3.17: the range and text of the name a rename would change, or null where nothing can be
     * renamed (the client then says so without asking for the rename).
     */
    @Override
    public CompletableFuture<Either3<Range, PrepareRenameResult, PrepareRenameDefaultBehavior>> prepareRename(PrepareRenameParams params) {
        return documents.withAnalysis(uri(params.getTextDocument()), null, (s, a) -> ide.prepareRename(a, from.offset(s, params.getPosition()))
                .map(t -> Either3.<Range, PrepareRenameResult, PrepareRenameDefaultBehavior>forSecond(to.renameTarget(s.lines(), t)))
                .orElse(null));
    }

    /**
     * {@code tablegen/viewRecords}: {@code {uri, scope?: "all"|"document"}} → {@code {output}}, the
     * records as {@code --print-records} prints them, of the whole closure (default) or only those
     * the document defines; null for a document that is not an open {@code .td}.
     */
    CompletableFuture<Map<String, String>> viewRecords(JsonObject params) {
        String uri = params != null && params.has("uri") ? params.get("uri").getAsString() : null;
        String scope = params != null && params.has("scope") ? params.get("scope").getAsString() : "all";
        if (!scope.equals("all") && !scope.equals("document")) {
            return CompletableFuture.failedFuture(new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams,
                    "invalid JSON contents: scope must be all or document", null)));
        }
        return documents.withTd(uri, null, (s, a) -> Map.of("output", TdRecordsView.render(a, scope.equals("document"))));
    }

    /** {@code pdll/viewOutput}: {@code {uri, kind: "ast"|"mlir"|"cpp"}} → {@code {output}}, as the reference server answers. */
    CompletableFuture<Map<String, String>> viewOutput(JsonObject params) {
        String uri = params != null && params.has("uri") ? params.get("uri").getAsString() : null;
        String kind = params != null && params.has("kind") ? params.get("kind").getAsString() : "";
        if (Compiler.Kind.named(kind) == null) {
            return CompletableFuture.failedFuture(new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams,
                    "invalid JSON contents: kind must be ast, mlir or cpp", null)));
        }
        return documents.withAnalysis(uri, null, (s, a) -> Map.of("output", ide.viewOutput(a, kind)));
    }

    @Override
    public CompletableFuture<Hover> hover(HoverParams params) {
        String uri = uri(params.getTextDocument());
        if (documents.isTd(uri)) {
            return documents.withTd(uri, null,
                    (s, a) -> TdNavigation.hover(a, from.offset(s, params.getPosition())).map(h -> to.hover(s.lines(), h)).orElse(null));
        }
        return documents.withAnalysis(uri(params.getTextDocument()), null,
                (s, a) -> ide.hover(a, from.offset(s, params.getPosition())).map(h -> to.hover(s.lines(), h)).orElse(null));
    }

    @Override
    public CompletableFuture<Either<List<? extends Location>, List<? extends LocationLink>>> definition(DefinitionParams params) {
        String uri = uri(params.getTextDocument());
        if (documents.isTd(uri)) {
            return documents.withTd(uri, Either.forLeft(List.of()),
                    (s, a) -> Either.forLeft(to.locations(TdNavigation.definition(a, from.offset(s, params.getPosition())))));
        }
        return documents.withAnalysis(uri(params.getTextDocument()), Either.forLeft(List.of()),
                (s, a) -> Either.forLeft(to.locations(ide.definition(a, from.offset(s, params.getPosition())))));
    }

    @Override
    public CompletableFuture<List<Either<SymbolInformation, DocumentSymbol>>> documentSymbol(DocumentSymbolParams params) {
        String uri = uri(params.getTextDocument());
        if (documents.isTd(uri)) {
            return documents.withTdSnapshot(uri, List.of(),
                    s -> new DocumentSymbolAnswer(TdSymbols.of(s.file(), s.text()), s.lines(), to));
        }
        return documents.withSnapshot(uri(params.getTextDocument()), List.of(), s -> {
            Outline o = lastOutline;
            if (o == null || o.snapshot() != s) lastOutline = o = new Outline(s, ide.documentSymbols(s));
            return new DocumentSymbolAnswer(o.symbols(), s.lines(), to);
        });
    }

    /**
     * The last outline computed, with its snapshot: an editor asks for the outline of one version
     * several times (the outline view, breadcrumbs, sticky scroll). One entry, dropped when its
     * document closes.
     */
    private record Outline(Snapshot snapshot, List<pdll.ide.answer.DocumentSymbol> symbols) {}

    private volatile Outline lastOutline;

    @Override
    public CompletableFuture<List<FoldingRange>> foldingRange(FoldingRangeRequestParams params) {
        String uri = uri(params.getTextDocument());
        if (documents.isTd(uri)) {
            return documents.withTdSnapshot(uri, List.of(), s -> TdFolding.of(s.lines()).stream().map(ToLsp::foldingRange).toList());
        }
        return documents.withSnapshot(uri(params.getTextDocument()), List.of(),
                s -> ide.foldingRanges(s).stream().map(ToLsp::foldingRange).toList());
    }

    @Override
    public CompletableFuture<List<DocumentLink>> documentLink(DocumentLinkParams params) {
        String uri = uri(params.getTextDocument());
        if (documents.isTd(uri)) {
            return documents.withTd(uri, List.of(), (s, a) -> TdNavigation.links(a).stream().map(l -> to.link(s.lines(), l)).toList());
        }
        return documents.withAnalysis(uri(params.getTextDocument()), List.of(),
                (s, a) -> ide.documentLinks(a).stream().map(l -> to.link(s.lines(), l)).toList());
    }

    @Override
    public CompletableFuture<SignatureHelp> signatureHelp(SignatureHelpParams params) {
        String uri = uri(params.getTextDocument());
        if (documents.isTd(uri)) {
            return documents.withTd(uri, null, (s, a) -> {
                var info = TdTemplateArgs.signatureHelp(a, from.offset(s, params.getPosition()));
                return info == null ? null : ToLsp.signatureHelp(info);
            });
        }
        return documents.withAnalysis(uri(params.getTextDocument()), null, (s, a) -> {
            var info = ide.signatureHelp(a, from.offset(s, params.getPosition()));
            return info == null ? null : ToLsp.signatureHelp(info);
        });
    }

    @Override
    public CompletableFuture<List<InlayHint>> inlayHint(InlayHintParams params) {
        String uri = uri(params.getTextDocument());
        if (documents.isTd(uri)) {
            return documents.withTd(uri, List.of(), (s, a) -> TdTemplateArgs.inlayHints(a, from.range(s, params.getRange()))
                    .stream().map(h -> to.inlayHint(s.lines(), h)).toList());
        }
        return documents.withAnalysis(uri(params.getTextDocument()), List.of(),
                (s, a) -> ide.inlayHints(a, from.range(s, params.getRange())).stream().map(h -> to.inlayHint(s.lines(), h)).toList());
    }

    @Override
    public CompletableFuture<List<Either<Command, CodeAction>>> codeAction(CodeActionParams params) {
        String tdUri = uri(params.getTextDocument());
        if (documents.isTd(tdUri) || documents.isUnopenedTd(tdUri)) {
            List<String> only = params.getContext() == null ? null : params.getContext().getOnly();
            if (only != null && only.stream().noneMatch(k -> CodeActionKind.RefactorRewrite.startsWith(k))) {
                return CompletableFuture.completedFuture(List.of());
            }
            return documents.withTdFile(tdUri, List.of(), (s, a) -> DrrConversion.actions(tdUri,
                    TdDrr.actions(a, params.getRange() == null ? 0 : from.offset(s, params.getRange().getStart()))));
        }
        return documents.withAnalysis(uri(params.getTextDocument()), List.of(), (s, a) -> {
            TextRange range = params.getRange() == null ? new TextRange(0, 0) : from.range(s, params.getRange());
            List<Diagnostic> shown = params.getContext() == null || params.getContext().getDiagnostics() == null ? List.of()
                    : params.getContext().getDiagnostics();
            List<ShownDiagnostic> context = shown.stream().map(d -> from.shown(s, d)).toList();
            List<Either<Command, CodeAction>> out = new ArrayList<>();
            for (QuickFix fix : ide.codeActions(a, range, context)) out.add(Either.forRight(to.codeAction(s, fix, shown)));
            return out;
        });
    }

    @Override
    public CompletableFuture<List<? extends TextEdit>> formatting(DocumentFormattingParams params) {
        return documents.withSnapshot(uri(params.getTextDocument()), List.of(), s -> to.textEdits(s.lines(), ide.formatting(s)));
    }

    @Override
    public CompletableFuture<List<? extends TextEdit>> rangeFormatting(DocumentRangeFormattingParams params) {
        return documents.withSnapshot(uri(params.getTextDocument()), List.of(),
                s -> to.textEdits(s.lines(), ide.rangeFormatting(s, from.range(s, params.getRange()))));
    }

    @Override
    public CompletableFuture<SemanticTokens> semanticTokensFull(SemanticTokensParams params) {
        String uri = uri(params.getTextDocument());
        if (documents.isTd(uri)) {
            return documents.withTdSnapshot(uri, new SemanticTokens(List.of()),
                    s -> to.semanticTokens(s.lines(), TdSemanticTokens.of(s.file(), s.text())));
        }
        return documents.withSnapshot(uri(params.getTextDocument()), new SemanticTokens(List.of()),
                s -> to.semanticTokens(s.lines(), ide.semanticTokens(s)));
    }
}
