package pdll.fuzz;

import com.google.gson.JsonObject;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.CompletionParams;
import org.eclipse.lsp4j.DefinitionParams;
import org.eclipse.lsp4j.Diagnostic;
import org.eclipse.lsp4j.DocumentFormattingParams;
import org.eclipse.lsp4j.DocumentHighlightParams;
import org.eclipse.lsp4j.DocumentLinkParams;
import org.eclipse.lsp4j.DocumentRangeFormattingParams;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.FoldingRangeRequestParams;
import org.eclipse.lsp4j.FormattingOptions;
import org.eclipse.lsp4j.HoverParams;
import org.eclipse.lsp4j.InlayHintParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.PrepareRenameParams;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.ReferenceContext;
import org.eclipse.lsp4j.ReferenceParams;
import org.eclipse.lsp4j.RenameParams;
import org.eclipse.lsp4j.SemanticTokensParams;
import org.eclipse.lsp4j.SemanticTokensRangeParams;
import org.eclipse.lsp4j.SignatureHelpParams;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceSymbolParams;
import org.eclipse.lsp4j.services.TextDocumentService;

/**
 * One request of the fuzzer's repertoire: every request the server advertises (and two it does
 * not: semantic tokens of a range, prepareRename, whose answer must then be a clean "unsupported");
 * on a {@code .td} document those the server answers there ({@link #TD_METHODS}),
 * at a position and range that are usually inside the document and sometimes not (negative, past
 * the end, line 10^6). Kept as data so that a finding can be replayed on a smaller document.
 */
record LspRequest(String method, Position pos, Range range, String text, List<Diagnostic> context) {
    static final List<String> METHODS = List.of(
            "textDocument/hover", "textDocument/definition", "textDocument/references", "textDocument/completion",
            "completionItem/resolve", "textDocument/signatureHelp", "textDocument/documentSymbol",
            "textDocument/foldingRange", "textDocument/semanticTokens/full", "textDocument/semanticTokens/range",
            "textDocument/inlayHint", "textDocument/codeAction", "textDocument/formatting", "textDocument/rangeFormatting",
            "textDocument/rename", "textDocument/prepareRename", "textDocument/documentLink",
            "textDocument/documentHighlight", "pdll/viewOutput", "workspace/symbol");

    /** What the server answers on a {@code .td} document (docs/language-server.md, "TableGen documents"). */
    static final List<String> TD_METHODS = List.of(
            "textDocument/hover", "textDocument/definition", "textDocument/references", "textDocument/completion",
            "completionItem/resolve", "textDocument/signatureHelp", "textDocument/documentSymbol",
            "textDocument/foldingRange", "textDocument/semanticTokens/full", "textDocument/inlayHint",
            "textDocument/documentLink", "textDocument/documentHighlight", "tablegen/viewRecords", "workspace/symbol");

    /** On a DRR file: the same, and code actions (the DRR conversion is offered there). */
    static final List<String> DRR_METHODS = java.util.stream.Stream.concat(TD_METHODS.stream(),
            java.util.stream.Stream.of("textDocument/codeAction")).toList();

    /** The {@code scope}s of {@code tablegen/viewRecords}: none (the default, all), both values, and one it must refuse cleanly. */
    static final List<String> RECORD_SCOPES = List.of("", "all", "document", "all", "document", "bogus");

    static final List<String> NAMES = List.of("x", "newName", "_", "a1", "", "1x", "op", "let", "a b", "\u00e9", "Pattern", "x.y");

    static LspRequest random(Random r, String doc, List<Diagnostic> diagnostics, List<String> methods) {
        String method = methods.get(r.nextInt(methods.size()));
        Position a = position(r, doc), b = position(r, doc);
        String text = switch (method) {
            case "textDocument/rename" -> NAMES.get(r.nextInt(NAMES.size()));
            case "pdll/viewOutput" -> List.of("ast", "mlir", "cpp", "ast", "mlir", "cpp", "bogus").get(r.nextInt(7));
            case "workspace/symbol" -> doc.isEmpty() || r.nextInt(4) == 0 ? "" : randomSlice(r, doc);
            case "completionItem/resolve" -> Integer.toString(r.nextInt(1000));
            case "tablegen/viewRecords" -> RECORD_SCOPES.get(r.nextInt(RECORD_SCOPES.size()));
            default -> "";
        };
        return new LspRequest(method, a, new Range(a, b), text, diagnostics == null ? List.of() : diagnostics);
    }

    private static String randomSlice(Random r, String doc) {
        int at = r.nextInt(doc.length());
        return doc.substring(at, Math.min(doc.length(), at + 1 + r.nextInt(4)));
    }

    /** A position in the document three times out of four; otherwise one that is not. */
    static Position position(Random r, String doc) {
        if (r.nextInt(4) == 0) {
            int lines = (int) doc.chars().filter(c -> c == '\n').count();
            return switch (r.nextInt(7)) {
                case 0 -> new Position(-1, 0);
                case 1 -> new Position(0, -5);
                case 2 -> new Position(lines + 1, 0);
                case 3 -> new Position(lines, 100_000);
                case 4 -> new Position(1_000_000, 0);
                case 5 -> new Position(1_000_000, 1_000_000);
                default -> new Position(Integer.MAX_VALUE, Integer.MAX_VALUE);
            };
        }
        return Documents.positionAt(doc, doc.isEmpty() ? 0 : r.nextInt(doc.length() + 1));
    }

    String describe() {
        return method + " at " + pos.getLine() + ":" + pos.getCharacter() + " range " + range.getStart().getLine() + ":"
                + range.getStart().getCharacter() + "-" + range.getEnd().getLine() + ":" + range.getEnd().getCharacter()
                + (text.isEmpty() ? "" : " '" + text + "'");
    }

    CompletableFuture<?> send(LspSession s, String uri) {
        TextDocumentService td = s.server.getTextDocumentService();
        TextDocumentIdentifier id = new TextDocumentIdentifier(uri);
        return switch (method) {
            case "textDocument/hover" -> td.hover(new HoverParams(id, pos));
            case "textDocument/definition" -> td.definition(new DefinitionParams(id, pos));
            case "textDocument/references" -> td.references(new ReferenceParams(id, pos, new ReferenceContext(pos.getLine() % 2 == 0)));
            case "textDocument/completion" -> td.completion(new CompletionParams(id, pos));
            case "completionItem/resolve" -> td.completion(new CompletionParams(id, pos)).thenCompose(list -> {
                List<org.eclipse.lsp4j.CompletionItem> items = list == null ? List.of()
                        : list.isLeft() ? list.getLeft() : list.getRight().getItems();
                if (items.isEmpty()) return CompletableFuture.completedFuture(null);
                return td.resolveCompletionItem(items.get(Integer.parseInt(text) % items.size()));
            });
            case "textDocument/signatureHelp" -> td.signatureHelp(new SignatureHelpParams(id, pos));
            case "textDocument/documentSymbol" -> td.documentSymbol(new DocumentSymbolParams(id));
            case "textDocument/foldingRange" -> td.foldingRange(new FoldingRangeRequestParams(id));
            case "textDocument/semanticTokens/full" -> td.semanticTokensFull(new SemanticTokensParams(id));
            case "textDocument/semanticTokens/range" -> td.semanticTokensRange(new SemanticTokensRangeParams(id, range));
            case "textDocument/inlayHint" -> td.inlayHint(new InlayHintParams(id, range));
            case "textDocument/codeAction" -> td.codeAction(new CodeActionParams(id, range, new CodeActionContext(context)));
            case "textDocument/formatting" -> td.formatting(new DocumentFormattingParams(id, new FormattingOptions(2, true)));
            case "textDocument/rangeFormatting" -> td.rangeFormatting(new DocumentRangeFormattingParams(id, new FormattingOptions(4, false), range));
            case "textDocument/rename" -> td.rename(new RenameParams(id, pos, text));
            case "textDocument/prepareRename" -> td.prepareRename(new PrepareRenameParams(id, pos));
            case "textDocument/documentLink" -> td.documentLink(new DocumentLinkParams(id));
            case "textDocument/documentHighlight" -> td.documentHighlight(new DocumentHighlightParams(id, pos));
            case "pdll/viewOutput" -> {
                JsonObject p = new JsonObject();
                p.addProperty("uri", uri);
                p.addProperty("kind", text);
                yield s.launcher.getRemoteEndpoint().request("pdll/viewOutput", p);
            }
            case "tablegen/viewRecords" -> {
                JsonObject p = new JsonObject();
                p.addProperty("uri", uri);
                if (!text.isEmpty()) p.addProperty("scope", text);
                yield s.launcher.getRemoteEndpoint().request("tablegen/viewRecords", p);
            }
            case "workspace/symbol" -> s.server.getWorkspaceService().symbol(new WorkspaceSymbolParams(text));
            default -> throw new IllegalStateException(method);
        };
    }
}
