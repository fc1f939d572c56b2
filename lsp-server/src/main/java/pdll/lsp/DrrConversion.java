package pdll.lsp;

import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import org.eclipse.lsp4j.ApplyWorkspaceEditParams;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.CreateFile;
import org.eclipse.lsp4j.CreateFileOptions;
import org.eclipse.lsp4j.ResourceOperation;
import org.eclipse.lsp4j.SnippetTextEdit;
import org.eclipse.lsp4j.TextDocumentEdit;
import org.eclipse.lsp4j.TextEdit;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.WorkspaceEdit;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.LanguageClient;
import pdll.base.text.LineIndex;
import pdll.ide.answer.FileChange;
import pdll.ide.td.TdDrr;

/**
 * DRR → PDLL in {@code .td} documents over LSP. The code actions ({@link TdDrr#actions}) are
 * offered cheaply, each with the command {@link #COMMAND} (arguments: the document's URI, the
 * record's name or "" for the whole file): converting runs only when one is chosen. The server
 * then computes the change of the {@code .pdll} beside the document and sends it with
 * {@code workspace/applyEdit}: a new file as a {@code CreateFile} and its text when the client
 * takes resource operations, an existing one as text edits. A client that cannot create files
 * (or apply edits) gets a new file written to disk by the server. The command answers the
 * {@code .pdll}'s URI (null when there is nothing to convert), for the client to open it.
 */
final class DrrConversion {
    /**
     * The command, made unique per server process: VS Code's LSP client registers every command a
     * server announces as an editor command, and one already registered (by the client of another
     * workspace folder) fails the second client's start.
     */
    static final String COMMAND = "pdll.drr.convertToPdll." + ProcessHandle.current().pid();

    private final Documents documents;
    private final ToLsp to;
    private final Supplier<LanguageClient> client;
    private final BooleanSupplier createsFiles;
    private final BooleanSupplier appliesEdits;

    DrrConversion(Documents documents, ToLsp to, Supplier<LanguageClient> client, BooleanSupplier createsFiles,
                  BooleanSupplier appliesEdits) {
        this.documents = documents;
        this.to = to;
        this.client = client;
        this.createsFiles = createsFiles;
        this.appliesEdits = appliesEdits;
    }

    /** The conversions offered at {@code offset} of an open {@code .td}, as code actions running the command. */
    static List<Either<Command, CodeAction>> actions(String uri, List<TdDrr.Action> actions) {
        List<Either<Command, CodeAction>> out = new ArrayList<>();
        for (TdDrr.Action a : actions) {
            CodeAction x = new CodeAction(a.title());
            x.setKind(CodeActionKind.RefactorRewrite);
            x.setCommand(new Command(a.title(), COMMAND, List.of(uri, a.record() == null ? "" : a.record())));
            out.add(Either.forRight(x));
        }
        return out;
    }

    /** Runs the command: the change computed on the document's analysis, then applied. */
    CompletableFuture<Object> execute(List<Object> arguments) {
        String uri = arguments == null || arguments.isEmpty() ? null : string(arguments.get(0));
        String record = arguments == null || arguments.size() < 2 ? "" : string(arguments.get(1));
        if (uri == null || !documents.isTd(uri) && !documents.isUnopenedTd(uri)) return CompletableFuture.completedFuture(null);
        return documents.withTdFile(uri, null, (s, a) -> TdDrr.change(a, record == null || record.isEmpty() ? null : record).orElse(null))
                .thenCompose(this::apply);
    }

    private CompletableFuture<Object> apply(FileChange c) {
        if (c == null) return CompletableFuture.completedFuture(null);
        String target = FileUris.of(c.file());
        LanguageClient lc = client.get();
        if (c.create() && (!createsFiles.getAsBoolean() || !appliesEdits.getAsBoolean() || lc == null)) {
            try {
                Files.writeString(c.file(), c.newText());
            } catch (IOException | RuntimeException e) {
                return CompletableFuture.failedFuture(e);
            }
            return CompletableFuture.completedFuture(target);
        }
        if (c.edits().isEmpty() || lc == null) return CompletableFuture.completedFuture(target);
        WorkspaceEdit edit = new WorkspaceEdit();
        LineIndex lines = new LineIndex(c.oldText());
        if (c.create()) {
            List<Either<TextDocumentEdit, ResourceOperation>> changes = new ArrayList<>();
            changes.add(Either.forRight(new CreateFile(target, new CreateFileOptions(false, true))));
            List<Either<TextEdit, SnippetTextEdit>> edits = new ArrayList<>();
            for (TextEdit e : to.textEdits(lines, c.edits())) edits.add(Either.forLeft(e));
            changes.add(Either.forLeft(new TextDocumentEdit(new VersionedTextDocumentIdentifier(target, null), edits)));
            edit.setDocumentChanges(changes);
        } else {
            edit.setChanges(Map.of(target, to.textEdits(lines, c.edits())));
        }
        // answered once the client applied the edit (it may then open the file), or after a while without its answer
        return lc.applyEdit(new ApplyWorkspaceEditParams(edit, "Convert DRR to PDLL"))
                .completeOnTimeout(null, 30, TimeUnit.SECONDS).thenApply(r -> target);
    }

    private static String string(Object o) {
        if (o instanceof JsonPrimitive p) return p.getAsString();
        if (o instanceof JsonElement e && e.isJsonNull()) return null;
        return o == null ? null : o.toString();
    }
}
