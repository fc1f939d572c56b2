package pdll.intellij.drr;

import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;
import java.net.URI;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.CodeAction;
import org.eclipse.lsp4j.CodeActionContext;
import org.eclipse.lsp4j.CodeActionKind;
import org.eclipse.lsp4j.CodeActionParams;
import org.eclipse.lsp4j.Command;
import org.eclipse.lsp4j.ExecuteCommandParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.services.LanguageServer;

/**
 * "Convert DRR to PDLL" as requests to pdll-lsp, with LSP4J types only (no IntelliJ API, so the
 * tests run it against the real server). The server's command id carries its process id, so it is
 * never guessed: the server's own code actions at the position name it, with its arguments. The
 * command computes the {@code .pdll} beside the {@code .td}, has the client apply the edit
 * ({@code workspace/applyEdit}, which LSP4IJ does) or writes a new file itself, and answers the
 * {@code .pdll}'s URI. The {@code .td} is read from disk: LSP4IJ never opens it on this server.
 */
public final class DrrConversionCall {
    private DrrConversionCall() {}

    /** The prefix of the server's command id ({@code pdll.drr.convertToPdll.<pid>}). */
    static final String COMMAND_PREFIX = "pdll.drr.convertToPdll.";

    /** What to convert: the pattern at the position (the whole file when it is on none), or the whole file. */
    public enum Scope { AT_CARET, WHOLE_FILE }

    /**
     * Asks the server for the conversions at {@code at} of the {@code .td} {@code uri}, runs the one
     * {@code scope} picks and answers the {@code .pdll} written; empty when the server offers none
     * (the file has no DRR pattern, or does not evaluate).
     */
    public static CompletableFuture<Optional<Path>> run(LanguageServer server, String uri, Position at, Scope scope) {
        return server.getTextDocumentService().codeAction(codeActions(uri, at))
                .thenCompose(actions -> {
                    Optional<Command> c = choose(actions, scope);
                    if (c.isEmpty()) return CompletableFuture.completedFuture(Optional.<Path>empty());
                    return server.getWorkspaceService().executeCommand(new ExecuteCommandParams(c.get().getCommand(), c.get().getArguments()))
                            .thenApply(DrrConversionCall::target);
                });
    }

    /** The code action request at a position: only refactorings, the kind the conversions are. */
    static CodeActionParams codeActions(String uri, Position at) {
        CodeActionContext context = new CodeActionContext(List.of());
        context.setOnly(List.of(CodeActionKind.RefactorRewrite));
        return new CodeActionParams(new TextDocumentIdentifier(uri), new Range(at, at), context);
    }

    /**
     * The conversion to run among the server's actions: for {@link Scope#AT_CARET} the one of the
     * record at the position (its second argument names it), else the whole file's (an empty name).
     */
    static Optional<Command> choose(List<Either<Command, CodeAction>> actions, Scope scope) {
        Command record = null, whole = null;
        for (Either<Command, CodeAction> e : actions == null ? List.<Either<Command, CodeAction>>of() : actions) {
            Command c = e.isLeft() ? e.getLeft() : e.getRight().getCommand();
            if (c == null || c.getCommand() == null || !c.getCommand().startsWith(COMMAND_PREFIX)) continue;
            List<Object> args = c.getArguments();
            String name = args == null || args.size() < 2 ? "" : string(args.get(1));
            if (name == null || name.isEmpty()) whole = whole == null ? c : whole;
            else record = record == null ? c : record;
        }
        return Optional.ofNullable(scope == Scope.AT_CARET && record != null ? record : whole);
    }

    /** The command's answer, the {@code .pdll}'s URI, as a path; empty for null or anything else. */
    static Optional<Path> target(Object answer) {
        String uri = string(answer);
        if (uri == null || !uri.startsWith("file:")) return Optional.empty();
        try {
            return Optional.of(Path.of(URI.create(uri)));
        } catch (RuntimeException e) {
            return Optional.empty();
        }
    }

    /** An LSP position (0-based line, UTF-16 column) of an offset of a document's text; IntelliJ documents end lines with \n. */
    public static Position position(CharSequence text, int offset) {
        int end = Math.max(0, Math.min(offset, text.length()));
        int line = 0, lineStart = 0;
        for (int i = 0; i < end; i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new Position(line, end - lineStart);
    }

    /** Whether a file name is TableGen's (the files the action is offered on). */
    public static boolean isTd(String name) {
        return name.toLowerCase(Locale.ROOT).endsWith(".td");
    }

    /** Arguments and answers arrive as Gson trees through LSP4J (strings when built in this process). */
    private static String string(Object o) {
        if (o instanceof JsonPrimitive p && p.isString()) return p.getAsString();
        if (o instanceof JsonElement) return null;
        return o instanceof String s ? s : null;
    }
}
