package pdll.lsp;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import com.google.gson.JsonObject;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CompletionItem;
import org.eclipse.lsp4j.CompletionItemKind;
import org.eclipse.lsp4j.CompletionList;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DiagnosticRelatedInformation;
import org.eclipse.lsp4j.DiagnosticSeverity;
import org.eclipse.lsp4j.DocumentHighlight;
import org.eclipse.lsp4j.DocumentHighlightKind;
import org.eclipse.lsp4j.DocumentLink;
import org.eclipse.lsp4j.DocumentSymbol;
import org.eclipse.lsp4j.FoldingRange;
import org.eclipse.lsp4j.FoldingRangeKind;
import org.eclipse.lsp4j.Hover;
import org.eclipse.lsp4j.InlayHint;
import org.eclipse.lsp4j.InlayHintKind;
import org.eclipse.lsp4j.InsertTextFormat;
import org.eclipse.lsp4j.Location;
import org.eclipse.lsp4j.MarkupContent;
import org.eclipse.lsp4j.MarkupKind;
import org.eclipse.lsp4j.ParameterInformation;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PrepareRenameResult;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.SemanticTokens;
import org.eclipse.lsp4j.SignatureHelp;
import org.eclipse.lsp4j.SignatureInformation;
import org.eclipse.lsp4j.SymbolKind;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.WorkspaceSymbol;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.Tuple;
import pdll.base.text.LineIndex;
import pdll.base.text.PositionEncoding;
import pdll.base.text.TextRange;
import pdll.ide.answer.Highlight;
import pdll.ide.answer.HoverInfo;
import pdll.ide.answer.IdeDiagnostic;
import pdll.ide.answer.Proposals;
import pdll.ide.answer.QuickFix;
import pdll.ide.answer.RenameTarget;
import pdll.ide.answer.SemanticToken;
import pdll.ide.answer.SignatureInfo;
import pdll.ide.answer.SymbolMatch;
import pdll.ide.document.DocumentStore;
import pdll.ide.document.Snapshot;
import pdll.ide.td.TdAnalyzer;
import pdll.ide.td.TdCompletion;
import pdll.ide.text.FileSpan;

/**
 * Every conversion from the IDE's records to LSP4J's: positions in the negotiated encoding, paths
 * as the URIs the client knows, and each feature's answer. Decides nothing about a feature; where
 * the protocol leaves a choice (kinds, padding, documentation left to completionItem/resolve) it
 * is made here. Where both sides have a type of the same name, the IDE's is written out in full.
 */
final class ToLsp {
    /** Lists longer than this send documentation only on {@code completionItem/resolve} (smaller replies). */
    static final int RESOLVE_DOCS_ABOVE = 50;

    private final DocumentStore store;
    private final BooleanSupplier snippets;

    /**
     * @param store the negotiated encoding and the open documents (whose spans go back under the client's URI)
     * @param snippets whether the client takes snippets in completion items (else they are sent as plain text)
     */
    ToLsp(DocumentStore store, BooleanSupplier snippets) {
        this.store = store;
        this.snippets = snippets;
    }

    PositionEncoding encoding() {
        return store.encoding();
    }

    Position position(LineIndex lines, int offset) {
        return new Position(lines.line(offset), lines.column(offset, encoding()));
    }

    Range range(LineIndex lines, TextRange r) {
        return new Range(position(lines, r.start()), position(lines, r.end()));
    }

    /**
     * The URI answers give a path: an open document's own URI (whatever its scheme, as the client
     * spelled it), else the {@code file:} URI of the path, spelled as the reference spells it
     * ({@link FileUris}).
     */
    String uri(Path path) {
        String open = store.uriOf(path);
        return open != null ? open : FileUris.of(path);
    }

    Location location(FileSpan s) {
        return new Location(uri(s.file()), range(s.lines(), s.range()));
    }

    List<Location> locations(List<FileSpan> spans) {
        return spans.stream().map(this::location).toList();
    }

    PublishDiagnosticsParams diagnostics(Snapshot s, List<IdeDiagnostic> diags) {
        List<Diagnostic> out = new ArrayList<>();
        for (IdeDiagnostic d : diags) {
            Diagnostic x = new Diagnostic(range(s.lines(), d.range()), d.message());
            x.setSeverity(switch (d.severity()) {
                case ERROR -> DiagnosticSeverity.Error;
                case WARNING -> DiagnosticSeverity.Warning;
                case NOTE -> DiagnosticSeverity.Information;
            });
            x.setSource(TdAnalyzer.isTd(s) ? "tablegen" : "pdll"); // the reference servers' sources
            if (d.code() != null) x.setCode(d.code());
            if (!d.related().isEmpty()) {
                List<DiagnosticRelatedInformation> rel = new ArrayList<>();
                for (IdeDiagnostic.Related r : d.related()) rel.add(new DiagnosticRelatedInformation(location(r.location()), r.message()));
                x.setRelatedInformation(rel);
            }
            out.add(x);
        }
        return new PublishDiagnosticsParams(s.uri(), out, s.version());
    }

    static MarkupContent markdown(String text) {
        return new MarkupContent(MarkupKind.MARKDOWN, text);
    }

    Hover hover(LineIndex lines, HoverInfo h) {
        return new Hover(markdown(h.markdown()), range(lines, h.range()));
    }

    /** A long list leaves the documentation out; an item that has some carries its place in the list to resolve it. */
    CompletionList completions(LineIndex lines, Proposals found) {
        boolean lazyDocs = found.items().size() > RESOLVE_DOCS_ABOVE;
        List<CompletionItem> items = new ArrayList<>();
        for (int i = 0; i < found.items().size(); i++) {
            pdll.ide.answer.CompletionItem c = found.items().get(i);
            CompletionItem x = completionItem(lines, c, !lazyDocs);
            if (lazyDocs && !c.documentation().isEmpty()) {
                JsonObject data = new JsonObject();
                data.addProperty(FromLsp.LIST, found.id());
                data.addProperty(FromLsp.INDEX, i);
                x.setData(data);
            }
            items.add(x);
        }
        return new CompletionList(false, items);
    }

    private CompletionItem completionItem(LineIndex lines, pdll.ide.answer.CompletionItem c, boolean docs) {
        CompletionItem x = new CompletionItem(c.label());
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
        if (docs && !c.documentation().isEmpty()) x.setDocumentation(markdown(c.documentation()));
        if (!c.sortText().equals(c.label())) x.setSortText(c.sortText());
        boolean isSnippet = c.kind() == pdll.ide.answer.CompletionItem.Kind.SNIPPET;
        boolean snippet = isSnippet && snippets.getAsBoolean();
        x.setInsertTextFormat(snippet ? InsertTextFormat.Snippet : InsertTextFormat.PlainText);
        String insert = isSnippet && !snippet ? plain(c.insertText()) : c.insertText();
        x.setTextEdit(Either.forLeft(new TextEdit(range(lines, c.replace()), insert)));
        if (!c.additionalEdits().isEmpty()) x.setAdditionalTextEdits(textEdits(lines, c.additionalEdits()));
        return x;
    }

    /** A snippet as plain text for clients without snippet support: placeholders keep their default text. */
    static String plain(String snippet) {
        return snippet.replaceAll("\\$\\{\\d+:([^}]*)}", "$1").replaceAll("\\$\\d+", "");
    }

    DocumentHighlight highlight(LineIndex lines, Highlight h) {
        return new DocumentHighlight(range(lines, h.range()), h.write() ? DocumentHighlightKind.Write : DocumentHighlightKind.Read);
    }

    WorkspaceEdit rename(Map<Path, List<FileSpan>> edits, String newName) {
        Map<String, List<TextEdit>> changes = new LinkedHashMap<>();
        edits.forEach((file, spans) -> {
            List<TextEdit> list = new ArrayList<>();
            for (FileSpan f : spans) list.add(new TextEdit(range(f.lines(), f.range()), newName));
            changes.put(uri(file), list);
        });
        return new WorkspaceEdit(changes);
    }

    PrepareRenameResult renameTarget(LineIndex lines, RenameTarget t) {
        return new PrepareRenameResult(range(lines, t.range()), t.placeholder());
    }

    /**
     * A TableGen completion: an operator's snippet as a snippet only to a client that takes them
     * (else as plain text, its placeholders' names kept), as for PDLL's snippets.
     */
    CompletionItem tdCompletion(LineIndex lines, TdCompletion.Item i) {
        CompletionItem c = new CompletionItem(i.label());
        c.setDetail(i.detail());
        boolean snippet = i.snippet() && snippets.getAsBoolean();
        c.setInsertTextFormat(snippet ? InsertTextFormat.Snippet : InsertTextFormat.PlainText);
        String insert = i.snippet() && !snippet ? plain(i.insertText()) : i.insertText();
        if (i.replace() != null) c.setTextEdit(Either.forLeft(new TextEdit(range(lines, i.replace()), insert)));
        else if (!insert.equals(i.label())) c.setInsertText(insert);
        // the server's commit characters would spoil these: "(" after a snippet's operands, "/" after a directory's own
        if (i.snippet() || i.replace() != null) c.setCommitCharacters(List.of());
        c.setKind(switch (i.kind()) {
            case CLASS -> CompletionItemKind.Class;
            case MULTICLASS -> CompletionItemKind.Module;
            case DEF -> CompletionItemKind.Constant;
            case FIELD -> CompletionItemKind.Field;
            case TEMPLATE_ARG -> CompletionItemKind.TypeParameter;
            case VARIABLE -> CompletionItemKind.Variable;
            case BANG_OPERATOR -> CompletionItemKind.Operator;
            case KEYWORD -> CompletionItemKind.Keyword;
            case FILE -> CompletionItemKind.File;
            case FOLDER -> CompletionItemKind.Folder;
        });
        return c;
    }

    static SymbolKind symbolKind(pdll.ide.answer.SymbolKind k) {
        return switch (k) {
            case PATTERN -> SymbolKind.Class;
            case CONSTRAINT, REWRITE -> SymbolKind.Function;
            case VARIABLE -> SymbolKind.Variable;
            case SPLIT_PART -> SymbolKind.Namespace;
            case TD_CLASS -> SymbolKind.Class;
            case TD_DEF -> SymbolKind.Object;
            case TD_MULTICLASS -> SymbolKind.Module;
            case TD_DEFSET -> SymbolKind.Array;
            case TD_FIELD -> SymbolKind.Field;
            case TD_TEMPLATE_ARG -> SymbolKind.TypeParameter;
            case TD_TYPE -> SymbolKind.TypeParameter;
        };
    }

    /** A symbol's name as sent: never empty (clients reject a symbol without a name). */
    static String symbolName(pdll.ide.answer.DocumentSymbol d) {
        return d.name().isEmpty() ? "?" : d.name();
    }

    DocumentSymbol symbol(LineIndex lines, pdll.ide.answer.DocumentSymbol d) {
        DocumentSymbol x = new DocumentSymbol();
        x.setName(symbolName(d));
        if (!d.detail().isEmpty()) x.setDetail(d.detail());
        x.setKind(symbolKind(d.kind()));
        x.setRange(range(lines, d.range()));
        x.setSelectionRange(range(lines, d.selection()));
        List<DocumentSymbol> kids = new ArrayList<>();
        for (pdll.ide.answer.DocumentSymbol c : d.children()) kids.add(symbol(lines, c));
        x.setChildren(kids);
        return x;
    }

    WorkspaceSymbol workspaceSymbol(SymbolMatch f) {
        WorkspaceSymbol w = new WorkspaceSymbol(f.name(), symbolKind(f.kind()), Either.forLeft(location(f.location())));
        w.setContainerName(f.container());
        return w;
    }

    static FoldingRange foldingRange(pdll.ide.answer.FoldingRange f) {
        FoldingRange x = new FoldingRange(f.startLine(), f.endLine());
        x.setKind(switch (f.kind()) {
            case REGION -> FoldingRangeKind.Region;
            case COMMENT -> FoldingRangeKind.Comment;
            case IMPORTS -> FoldingRangeKind.Imports;
        });
        return x;
    }

    DocumentLink link(LineIndex lines, pdll.ide.answer.DocumentLink l) {
        return new DocumentLink(range(lines, l.range()), uri(l.target().toAbsolutePath().normalize()));
    }

    static SignatureHelp signatureHelp(SignatureInfo info) {
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
    }

    /** A parameter name is padded on its right (before the argument), a type is not ({@code x: Value}). */
    InlayHint inlayHint(LineIndex lines, pdll.ide.answer.InlayHint h) {
        InlayHint x = new InlayHint(position(lines, h.offset()), Either.forLeft(h.label()));
        boolean type = h.kind() == pdll.ide.answer.InlayHint.Kind.TYPE;
        x.setKind(type ? InlayHintKind.Type : InlayHintKind.Parameter);
        x.setPaddingRight(!type);
        return x;
    }

    /** A quick fix editing the document, on the shown diagnostics ({@code shown}) it fixes. */
    CodeAction codeAction(Snapshot s, QuickFix fix, List<Diagnostic> shown) {
        CodeAction x = new CodeAction(fix.action().title());
        x.setKind(CodeActionKind.QuickFix);
        x.setIsPreferred(fix.action().preferred());
        x.setEdit(new WorkspaceEdit(Map.of(s.uri(), textEdits(s.lines(), fix.action().edits()))));
        if (!fix.fixes().isEmpty()) x.setDiagnostics(fix.fixes().stream().map(shown::get).toList());
        return x;
    }

    List<TextEdit> textEdits(LineIndex lines, List<pdll.base.text.TextEdit> edits) {
        return edits.stream().map(e -> new TextEdit(range(lines, e.range()), e.newText())).toList();
    }

    /** LSP's relative encoding of semantic tokens; a token spanning lines becomes one per line. */
    SemanticTokens semanticTokens(LineIndex lines, List<SemanticToken> tokens) {
        PositionEncoding enc = encoding();
        List<Integer> data = new ArrayList<>(tokens.size() * 5);
        int prevLine = 0, prevChar = 0;
        for (SemanticToken t : tokens) {
            int mods = (t.declaration() ? 1 : 0) | (t.documentation() ? 2 : 0);
            int start = t.start();
            while (start < t.end()) {
                int line = lines.line(start);
                int lineEnd = Math.min(t.end(), lines.lineEnd(line));
                int col = lines.column(start, enc);
                int len = lines.column(lineEnd, enc) - col;
                if (len > 0) {
                    data.add(line - prevLine);
                    data.add(line == prevLine ? col - prevChar : col);
                    data.add(len);
                    data.add(t.type().ordinal());
                    data.add(mods);
                    prevLine = line;
                    prevChar = col;
                }
                if (line + 1 >= lines.lineCount()) break;
                start = lines.lineStart(line + 1);
            }
        }
        return new SemanticTokens(data);
    }
}
