package pdll.lsp;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiFunction;
import org.eclipse.lsp4j.CompletionItemKind;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticRelatedInformation;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DidSaveTextDocumentParams;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentRangeFormattingParams;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.DocumentLinkParams;
import org.eclipse.lsp4j.WorkspaceEdit;
import pdll.ide.actions.CodeActions;
import org.eclipse.lsp4j.InlayHint;
import org.eclipse.lsp4j.InlayHintKind;
import org.eclipse.lsp4j.InlayHintParams;
import org.eclipse.lsp4j.ParameterInformation;
import org.eclipse.lsp4j.SignatureHelp;
import org.eclipse.lsp4j.SignatureHelpParams;
import org.eclipse.lsp4j.SignatureInformation;
import org.eclipse.lsp4j.jsonrpc.messages.Tuple;
import pdll.ide.inlay.OpInlayHints;
import pdll.ide.signature.OpSignatureHelp;
import pdll.ide.signature.SignatureInfo;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FoldingRangeKind;
import org.eclipse.lsp4j.FoldingRangeRequestParams;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InsertTextFormat;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.LocationLink;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.SymbolInformation;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.jsonrpc.CompletableFutures;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.TextDocumentService;
import pdll.ide.analysis.Analysis;
import pdll.ide.completion.CompletionItem;
import pdll.ide.completion.Completions;
import pdll.ide.format.Formatter;
import pdll.ide.definition.Definitions;
import pdll.ide.diagnostics.IdeDiagnostic;
import pdll.ide.folding.FoldingRange;
import pdll.ide.folding.FoldingRanges;
import pdll.ide.hover.HoverInfo;
import pdll.ide.hover.Hovers;
import pdll.ide.links.DocumentLink;
import pdll.ide.links.DocumentLinks;
import pdll.ide.symbols.DocumentSymbol;
import pdll.ide.symbols.DocumentSymbols;
import pdll.ide.text.FileSpan;
import pdll.ide.text.LineIndex;
import pdll.ide.text.PositionEncoding;

import pdll.ide.workspace.ContentChange;
import pdll.ide.workspace.Snapshot;

/**
 * {@code textDocument/*}: each method converts the LSP position to an offset of the latest
 * snapshot, asks one IDE service, and converts the answer back. Requests run on LSP4J's request
 * executor and honour {@code $/cancelRequest}; a request whose document changed while it ran
 * answers {@code ContentModified}. A request for a document that is not open answers null/empty.
 */
final class PdllTextDocumentService implements TextDocumentService {
    private final PdllLanguageServer server;
    private final Hovers hovers = pdll.ide.semantic.Features.hovers();
    private final Definitions definitions = pdll.ide.semantic.Features.definitions();
    private final Completions completions;

    PdllTextDocumentService(PdllLanguageServer server) {
        this.server = server;
        this.completions = new Completions(server.files, server.opIndex);
    }

    private PositionEncoding enc() {
        return server.store.encoding();
    }

    // --- synchronisation -----------------------------------------------------------------------

    @Override
    public void didOpen(DidOpenTextDocumentParams params) {
        var doc = params.getTextDocument();
        if (doc == null || doc.getUri() == null || doc.getText() == null) return;
        server.store.open(doc.getUri(), doc.getVersion(), doc.getText());
        server.activity.touch();
        server.log.verbose("opened " + doc.getUri() + " v" + doc.getVersion());
        server.analysis.scheduleDiagnostics(doc.getUri());
    }

    @Override
    public void didChange(DidChangeTextDocumentParams params) {
        var id = params.getTextDocument();
        if (id == null || id.getUri() == null || params.getContentChanges() == null) return;
        server.activity.touch();
        List<ContentChange> changes = new ArrayList<>();
        for (TextDocumentContentChangeEvent e : params.getContentChanges()) {
            if (e == null) continue;
            String text = e.getText() == null ? "" : e.getText();
            if (e.getRange() == null) changes.add(ContentChange.full(text));
            else {
                var r = e.getRange();
                if (r.getStart() == null || r.getEnd() == null) continue;
                changes.add(ContentChange.range(r.getStart().getLine(), r.getStart().getCharacter(),
                        r.getEnd().getLine(), r.getEnd().getCharacter(), text));
            }
        }
        int version = id.getVersion() == null ? 0 : id.getVersion();
        Snapshot s = server.store.change(id.getUri(), version, changes, msg -> server.log.error(msg));
        if (s != null) server.analysis.scheduleDiagnostics(id.getUri());
    }

    @Override
    public void didClose(DidCloseTextDocumentParams params) {
        if (params.getTextDocument() == null) return;
        String uri = params.getTextDocument().getUri();
        Snapshot s = server.store.close(uri);
        server.analysis.forget(uri);
        LanguageClient c = server.client();
        if (c != null && s != null) c.publishDiagnostics(new PublishDiagnosticsParams(uri, List.of(), s.version()));
        // other documents may include the closed buffer: they now read the file on disk
        server.analysis.invalidateAll();
        server.analysis.scheduleAll();
    }

    @Override
    public void didSave(DidSaveTextDocumentParams params) {
        // A saved .td or .pdll may be included by other open documents.
        server.analysis.invalidateAll();
        server.analysis.scheduleAll();
    }

    /** Called by the analysis service with the diagnostics of one snapshot. */
    void publish(Snapshot s, List<IdeDiagnostic> diags) {
        LanguageClient c = server.client();
        if (c == null) return;
        PositionEncoding enc = enc();
        List<Diagnostic> out = new ArrayList<>();
        for (IdeDiagnostic d : diags) {
            Diagnostic x = new Diagnostic(Convert.range(s.lines(), d.range(), enc), d.message());
            x.setSeverity(switch (d.severity()) {
                case ERROR -> DiagnosticSeverity.Error;
                case WARNING -> DiagnosticSeverity.Warning;
                case INFORMATION -> DiagnosticSeverity.Information;
                case HINT -> DiagnosticSeverity.Hint;
            });
            x.setSource("pdll");
            if (d.code() != null) x.setCode(d.code());
            if (!d.related().isEmpty()) {
                List<DiagnosticRelatedInformation> rel = new ArrayList<>();
                for (IdeDiagnostic.Related r : d.related()) {
                    rel.add(new DiagnosticRelatedInformation(Convert.location(r.location(), enc, server::uri), r.message()));
                }
                x.setRelatedInformation(rel);
            }
            out.add(x);
        }
        server.log.verbose("publishing " + out.size() + " diagnostics for " + s.uri() + " v" + s.version());
        c.publishDiagnostics(new PublishDiagnosticsParams(s.uri(), out, s.version()));
    }

    // --- requests ------------------------------------------------------------------------------

    /** Runs a feature on the analysis of the document's latest snapshot. */
    private <T> CompletableFuture<T> withAnalysis(TextDocumentIdentifier id, T none, BiFunction<Snapshot, Analysis, T> f) {
        return CompletableFutures.computeAsync(server.requests, cancel -> {
            Snapshot s = id == null || id.getUri() == null ? null : server.store.get(id.getUri());
            if (s == null) return none;
            try {
                Analysis a = server.analysis.analysis(s);
                cancel.checkCanceled();
                return f.apply(s, a);
            } catch (CancellationException e) {
                if (e instanceof java.util.concurrent.CancellationException && server.store.get(s.uri()) != s) {
                    throw new ResponseErrorException(new ResponseError(ResponseErrorCode.ContentModified,
                            "the document changed while the request ran", null));
                }
                throw e;
            }
        });
    }

    private <T> CompletableFuture<T> withSnapshot(TextDocumentIdentifier id, T none, java.util.function.Function<Snapshot, T> f) {
        return CompletableFutures.computeAsync(server.requests, cancel -> {
            Snapshot s = id == null || id.getUri() == null ? null : server.store.get(id.getUri());
            return s == null ? none : f.apply(s);
        });
    }

    /** Lists longer than this send documentation only on {@code completionItem/resolve} (smaller replies). */
    static final int RESOLVE_DOCS_ABOVE = 50;

    @Override
    public CompletableFuture<Either<List<org.eclipse.lsp4j.CompletionItem>, CompletionList>> completion(CompletionParams params) {
        return withAnalysis(params.getTextDocument(), Either.forRight(new CompletionList(false, List.of())), (s, a) -> {
            int offset = Convert.offset(s.lines(), params.getPosition(), enc());
            var context = params.getContext();
            if (context != null && context.getTriggerKind() == org.eclipse.lsp4j.CompletionTriggerKind.TriggerCharacter
                    && " ".equals(context.getTriggerCharacter()) && !pdll.ide.completion.SpaceTrigger.worthAnswering(s.text(), offset)) {
                return Either.forRight(new CompletionList(false, List.of()));
            }
            List<CompletionItem> found = completions.complete(a, offset);
            boolean lazyDocs = found.size() > RESOLVE_DOCS_ABOVE;
            List<org.eclipse.lsp4j.CompletionItem> items = new ArrayList<>();
            for (CompletionItem c : found) {
                org.eclipse.lsp4j.CompletionItem x = completionItem(s.lines(), c, !lazyDocs);
                if (lazyDocs && !c.documentation().isEmpty()) {
                    com.google.gson.JsonObject data = new com.google.gson.JsonObject();
                    data.addProperty("uri", s.uri());
                    data.addProperty("offset", offset);
                    x.setData(data);
                }
                items.add(x);
            }
            return Either.forRight(new CompletionList(false, items));
        });
    }

    /** Adds the documentation left out of a long list: the completion is recomputed at the same place. */
    @Override
    public CompletableFuture<org.eclipse.lsp4j.CompletionItem> resolveCompletionItem(org.eclipse.lsp4j.CompletionItem item) {
        return CompletableFutures.computeAsync(server.requests, cancel -> {
            if (!(item.getData() instanceof com.google.gson.JsonObject data) || !data.has("uri") || !data.has("offset")) return item;
            Snapshot s = server.store.get(data.get("uri").getAsString());
            if (s == null) return item;
            Analysis a = server.analysis.analysis(s);
            for (CompletionItem c : completions.complete(a, data.get("offset").getAsInt())) {
                if (c.label().equals(item.getLabel()) && !c.documentation().isEmpty()) {
                    item.setDocumentation(new MarkupContent(MarkupKind.MARKDOWN, c.documentation()));
                    break;
                }
            }
            return item;
        });
    }

    private org.eclipse.lsp4j.CompletionItem completionItem(LineIndex lines, CompletionItem c, boolean docs) {
        org.eclipse.lsp4j.CompletionItem x = new org.eclipse.lsp4j.CompletionItem(c.label());
        x.setKind(switch (c.kind()) {
            case DIALECT -> CompletionItemKind.Module;
            case PROPERTY -> CompletionItemKind.Field;
            case OPERATION -> CompletionItemKind.Class;
            case KEYWORD -> CompletionItemKind.Keyword;
            case SNIPPET -> CompletionItemKind.Snippet;
            case VARIABLE -> CompletionItemKind.Variable;
            case CONSTRAINT, REWRITE -> CompletionItemKind.Function;
            case FILE -> CompletionItemKind.File;
            case FOLDER -> CompletionItemKind.Folder;
        });
        if (!c.detail().isEmpty()) x.setDetail(c.detail());
        if (docs && !c.documentation().isEmpty()) x.setDocumentation(new MarkupContent(MarkupKind.MARKDOWN, c.documentation()));
        if (!c.sortText().equals(c.label())) x.setSortText(c.sortText());
        boolean snippet = c.kind() == CompletionItem.Kind.SNIPPET && server.snippets;
        x.setInsertTextFormat(snippet ? InsertTextFormat.Snippet : InsertTextFormat.PlainText);
        String insert = c.kind() == CompletionItem.Kind.SNIPPET && !snippet ? plain(c.insertText()) : c.insertText();
        x.setTextEdit(Either.forLeft(new TextEdit(Convert.range(lines, c.replace(), enc()), insert)));
        if (!c.additionalEdits().isEmpty()) x.setAdditionalTextEdits(textEdits(lines, c.additionalEdits()));
        return x;
    }

    /** A snippet as plain text for clients without snippet support: placeholders keep their default text. */
    static String plain(String snippet) {
        return snippet.replaceAll("\\$\\{\\d+:([^}]*)}", "$1").replaceAll("\\$\\d+", "");
    }

    @Override
    public CompletableFuture<List<? extends Location>> references(org.eclipse.lsp4j.ReferenceParams params) {
        return withAnalysis(params.getTextDocument(), List.of(), (s, a) -> {
            int offset = Convert.offset(s.lines(), params.getPosition(), enc());
            boolean decl = params.getContext() == null || params.getContext().isIncludeDeclaration();
            List<Location> out = new ArrayList<>();
            for (FileSpan f : pdll.ide.semantic.References.references(a, offset, decl)) out.add(Convert.location(f, enc(), server::uri));
            return out;
        });
    }

    @Override
    public CompletableFuture<List<? extends org.eclipse.lsp4j.DocumentHighlight>> documentHighlight(
            org.eclipse.lsp4j.DocumentHighlightParams params) {
        return withAnalysis(params.getTextDocument(), List.of(), (s, a) -> {
            int offset = Convert.offset(s.lines(), params.getPosition(), enc());
            List<org.eclipse.lsp4j.DocumentHighlight> out = new ArrayList<>();
            for (pdll.ide.semantic.References.Highlight h : pdll.ide.semantic.References.highlights(a, offset)) {
                out.add(new org.eclipse.lsp4j.DocumentHighlight(Convert.range(s.lines(), h.range(), enc()),
                        h.write() ? org.eclipse.lsp4j.DocumentHighlightKind.Write : org.eclipse.lsp4j.DocumentHighlightKind.Read));
            }
            return out;
        });
    }

    @Override
    public CompletableFuture<org.eclipse.lsp4j.WorkspaceEdit> rename(org.eclipse.lsp4j.RenameParams params) {
        return withAnalysis(params.getTextDocument(), null, (s, a) -> {
            int offset = Convert.offset(s.lines(), params.getPosition(), enc());
            var edits = pdll.ide.semantic.References.rename(a, offset, params.getNewName());
            if (edits.isEmpty()) {
                throw new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidRequest,
                        "nothing to rename here, or `" + params.getNewName() + "` is not an identifier", null));
            }
            java.util.Map<String, List<TextEdit>> changes = new java.util.LinkedHashMap<>();
            edits.forEach((file, spans) -> {
                List<TextEdit> list = new ArrayList<>();
                for (FileSpan f : spans) list.add(new TextEdit(Convert.range(f.lines(), f.range(), enc()), params.getNewName()));
                changes.put(server.uri(file), list);
            });
            return new org.eclipse.lsp4j.WorkspaceEdit(changes);
        });
    }

    /**
     * LSP 3.17: the range and text of the name a rename would change, or null where nothing can be
     * renamed (the client then says so without asking for the rename).
     */
    @Override
    public CompletableFuture<org.eclipse.lsp4j.jsonrpc.messages.Either3<org.eclipse.lsp4j.Range, org.eclipse.lsp4j.PrepareRenameResult,
            org.eclipse.lsp4j.PrepareRenameDefaultBehavior>> prepareRename(org.eclipse.lsp4j.PrepareRenameParams params) {
        return withAnalysis(params.getTextDocument(), null, (s, a) -> {
            int offset = Convert.offset(s.lines(), params.getPosition(), enc());
            return pdll.ide.semantic.References.renameTarget(a, offset)
                    .map(t -> org.eclipse.lsp4j.jsonrpc.messages.Either3.<org.eclipse.lsp4j.Range, org.eclipse.lsp4j.PrepareRenameResult,
                            org.eclipse.lsp4j.PrepareRenameDefaultBehavior>forSecond(
                            new org.eclipse.lsp4j.PrepareRenameResult(Convert.range(s.lines(), t.range(), enc()), t.placeholder())))
                    .orElse(null);
        });
    }

    /** {@code pdll/viewOutput}: {@code {uri, kind: "ast"|"mlir"|"cpp"}} → {@code {output}}, as the reference server answers. */
    CompletableFuture<java.util.Map<String, String>> viewOutput(com.google.gson.JsonObject params) {
        String uri = params != null && params.has("uri") ? params.get("uri").getAsString() : null;
        String kind = params != null && params.has("kind") ? params.get("kind").getAsString() : "";
        if (!List.of("ast", "mlir", "cpp").contains(kind)) {
            CompletableFuture<java.util.Map<String, String>> f = new CompletableFuture<>();
            f.completeExceptionally(new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams,
                    "invalid JSON contents: kind must be ast, mlir or cpp", null)));
            return f;
        }
        return withAnalysis(new TextDocumentIdentifier(uri), null,
                (s, a) -> java.util.Map.of("output", pdll.ide.semantic.ViewOutput.render(a, kind, server.files)));
    }

    @Override
    public CompletableFuture<Hover> hover(HoverParams params) {
        return withAnalysis(params.getTextDocument(), null, (s, a) -> {
            int offset = Convert.offset(s.lines(), params.getPosition(), enc());
            HoverInfo h = hovers.hover(a, offset).orElse(null);
            if (h == null) return null;
            return new Hover(new MarkupContent(MarkupKind.MARKDOWN, h.markdown()), Convert.range(s.lines(), h.range(), enc()));
        });
    }

    @Override
    public CompletableFuture<Either<List<? extends Location>, List<? extends LocationLink>>> definition(DefinitionParams params) {
        return withAnalysis(params.getTextDocument(), Either.forLeft(List.of()), (s, a) -> {
            int offset = Convert.offset(s.lines(), params.getPosition(), enc());
            List<Location> out = new ArrayList<>();
            for (FileSpan f : definitions.definition(a, offset)) out.add(Convert.location(f, enc(), server::uri));
            return Either.forLeft(out);
        });
    }

    @Override
    public CompletableFuture<List<Either<SymbolInformation, org.eclipse.lsp4j.DocumentSymbol>>> documentSymbol(DocumentSymbolParams params) {
        return withSnapshot(params.getTextDocument(), List.of(), s -> {
            List<Either<SymbolInformation, org.eclipse.lsp4j.DocumentSymbol>> out = new ArrayList<>();
            for (DocumentSymbol d : DocumentSymbols.compute(s.tree())) out.add(Either.forRight(symbol(s.lines(), d)));
            return out;
        });
    }

    private org.eclipse.lsp4j.DocumentSymbol symbol(LineIndex lines, DocumentSymbol d) {
        org.eclipse.lsp4j.DocumentSymbol x = new org.eclipse.lsp4j.DocumentSymbol();
        x.setName(d.name().isEmpty() ? "?" : d.name());
        if (!d.detail().isEmpty()) x.setDetail(d.detail());
        x.setKind(switch (d.kind()) {
            case PATTERN -> org.eclipse.lsp4j.SymbolKind.Class;
            case CONSTRAINT, REWRITE -> org.eclipse.lsp4j.SymbolKind.Function;
            case VARIABLE -> org.eclipse.lsp4j.SymbolKind.Variable;
        });
        x.setRange(Convert.range(lines, d.range(), enc()));
        x.setSelectionRange(Convert.range(lines, d.selection(), enc()));
        List<org.eclipse.lsp4j.DocumentSymbol> kids = new ArrayList<>();
        for (DocumentSymbol c : d.children()) kids.add(symbol(lines, c));
        x.setChildren(kids);
        return x;
    }

    @Override
    public CompletableFuture<List<org.eclipse.lsp4j.FoldingRange>> foldingRange(FoldingRangeRequestParams params) {
        return withSnapshot(params.getTextDocument(), List.of(), s -> {
            List<org.eclipse.lsp4j.FoldingRange> out = new ArrayList<>();
            for (FoldingRange f : FoldingRanges.compute(s.tree(), s.lines())) {
                org.eclipse.lsp4j.FoldingRange x = new org.eclipse.lsp4j.FoldingRange(f.startLine(), f.endLine());
                x.setKind(switch (f.kind()) {
                    case REGION -> FoldingRangeKind.Region;
                    case COMMENT -> FoldingRangeKind.Comment;
                    case IMPORTS -> FoldingRangeKind.Imports;
                });
                out.add(x);
            }
            return out;
        });
    }

    @Override
    public CompletableFuture<List<org.eclipse.lsp4j.DocumentLink>> documentLink(DocumentLinkParams params) {
        return withAnalysis(params.getTextDocument(), List.of(), (s, a) -> {
            List<org.eclipse.lsp4j.DocumentLink> out = new ArrayList<>();
            for (DocumentLink l : DocumentLinks.compute(a)) {
                out.add(new org.eclipse.lsp4j.DocumentLink(Convert.range(s.lines(), l.range(), enc()), server.uri(l.target().toAbsolutePath().normalize())));
            }
            return out;
        });
    }

    @Override
    public CompletableFuture<SignatureHelp> signatureHelp(SignatureHelpParams params) {
        return withAnalysis(params.getTextDocument(), null, (s, a) -> {
            int at = Convert.offset(s.lines(), params.getPosition(), enc());
            SignatureInfo info = pdll.ide.semantic.Features.signatureHelp(a, at);
            if (info == null) return null;
            List<SignatureInformation> sigs = new ArrayList<>();
            for (SignatureInfo.Signature sig : info.signatures()) {
                List<ParameterInformation> ps = new ArrayList<>();
                for (SignatureInfo.Parameter p : sig.parameters()) {
                    ParameterInformation pi = new ParameterInformation();
                    pi.setLabel(Either.forRight(new Tuple.Two<>(p.start(), p.end())));
                    if (!p.documentation().isEmpty()) pi.setDocumentation(p.documentation());
                    ps.add(pi);
                }
                SignatureInformation si = new SignatureInformation(sig.label());
                si.setDocumentation(sig.documentation());
                si.setParameters(ps);
                sigs.add(si);
            }
            return new SignatureHelp(sigs, info.activeSignature(), info.activeParameter());
        });
    }

    @Override
    public CompletableFuture<List<InlayHint>> inlayHint(InlayHintParams params) {
        return withAnalysis(params.getTextDocument(), List.of(), (s, a) -> {
            int start = params.getRange() == null ? 0 : Convert.offset(s.lines(), params.getRange().getStart(), enc());
            int end = params.getRange() == null ? s.text().length() : Convert.offset(s.lines(), params.getRange().getEnd(), enc());
            List<InlayHint> out = new ArrayList<>();
            pdll.ide.text.TextRange range = new pdll.ide.text.TextRange(Math.min(start, end), Math.max(start, end));
            for (pdll.ide.inlay.InlayHint h : OpInlayHints.compute(a, range)) {
                InlayHint x = new InlayHint(Convert.position(s.lines(), h.offset(), enc()), Either.forLeft(h.label()));
                x.setKind(InlayHintKind.Parameter);
                x.setPaddingRight(true);
                out.add(x);
            }
            for (pdll.ide.semantic.SemanticInlayHints.Hint h : pdll.ide.semantic.SemanticInlayHints.compute(a, range)) {
                InlayHint x = new InlayHint(Convert.position(s.lines(), h.hint().offset(), enc()), Either.forLeft(h.hint().label()));
                x.setKind(h.type() ? InlayHintKind.Type : InlayHintKind.Parameter);
                x.setPaddingRight(!h.type());
                out.add(x);
            }
            out.sort((p, q) -> p.getPosition().getLine() != q.getPosition().getLine()
                    ? Integer.compare(p.getPosition().getLine(), q.getPosition().getLine())
                    : Integer.compare(p.getPosition().getCharacter(), q.getPosition().getCharacter()));
            return out;
        });
    }

    @Override
    public CompletableFuture<List<Either<Command, CodeAction>>> codeAction(CodeActionParams params) {
        return withAnalysis(params.getTextDocument(), List.of(), (s, a) -> {
            int offset = params.getRange() == null ? 0 : Convert.offset(s.lines(), params.getRange().getStart(), enc());
            List<Either<Command, CodeAction>> out = new ArrayList<>();
            for (pdll.ide.actions.CodeAction fix : CodeActions.at(a, offset, () -> server.opIndex.forSearchPath(a.searchPath()))) {
                CodeAction x = new CodeAction(fix.title());
                x.setKind(CodeActionKind.QuickFix);
                x.setIsPreferred(fix.preferred());
                x.setEdit(new WorkspaceEdit(java.util.Map.of(s.uri(), textEdits(s.lines(), fix.edits()))));
                out.add(Either.forRight(x));
            }
            out.addAll(NameFixActions.of(s, a, params, enc()));
            return out;
        });
    }

    private List<TextEdit> textEdits(LineIndex lines, List<pdll.ide.text.TextEdit> edits) {
        List<TextEdit> out = new ArrayList<>();
        for (pdll.ide.text.TextEdit e : edits) out.add(new TextEdit(Convert.range(lines, e.range(), enc()), e.newText()));
        return out;
    }

    @Override
    public CompletableFuture<List<? extends TextEdit>> formatting(DocumentFormattingParams params) {
        return withSnapshot(params.getTextDocument(), List.of(), s -> textEdits(s.lines(), Formatter.edits(s.tree())));
    }

    @Override
    public CompletableFuture<List<? extends TextEdit>> rangeFormatting(DocumentRangeFormattingParams params) {
        return withSnapshot(params.getTextDocument(), List.of(), s -> {
            int start = Convert.offset(s.lines(), params.getRange().getStart(), enc());
            int end = Convert.offset(s.lines(), params.getRange().getEnd(), enc());
            return textEdits(s.lines(), Formatter.edits(s.tree(), new pdll.ide.text.TextRange(Math.min(start, end), Math.max(start, end))));
        });
    }

    @Override
    public CompletableFuture<SemanticTokens> semanticTokensFull(SemanticTokensParams params) {
        return withSnapshot(params.getTextDocument(), new SemanticTokens(List.of()),
                s -> new SemanticTokens(Convert.encode(SemanticTokens_.compute(s), s.lines(), enc())));
    }

    /** Avoids the name clash between LSP4J's and our SemanticTokens. */
    private static final class SemanticTokens_ {
        static List<pdll.ide.tokens.SemanticToken> compute(Snapshot s) {
            return pdll.ide.tokens.SemanticTokens.compute(s.tree());
        }
    }
}
