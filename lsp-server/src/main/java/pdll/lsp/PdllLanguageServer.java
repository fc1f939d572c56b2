package pdll.lsp;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.function.IntConsumer;
import org.eclipse.lsp4j.ClientCapabilities;
import org.eclipse.lsp4j.CompletionCapabilities;
import org.eclipse.lsp4j.CompletionItemCapabilities;
import org.eclipse.lsp4j.InitializeParams;
import org.eclipse.lsp4j.InitializeResult;
import org.eclipse.lsp4j.ResourceOperationKind;
import org.eclipse.lsp4j.TextDocumentClientCapabilities;
import org.eclipse.lsp4j.WindowClientCapabilities;
import org.eclipse.lsp4j.WorkspaceClientCapabilities;
import org.eclipse.lsp4j.WorkspaceEditCapabilities;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;
import org.eclipse.lsp4j.services.LanguageClient;
import org.eclipse.lsp4j.services.LanguageClientAware;
import org.eclipse.lsp4j.services.LanguageServer;
import org.eclipse.lsp4j.services.TextDocumentService;
import org.eclipse.lsp4j.services.WorkspaceService;
import pdll.base.io.FileAccess;
import pdll.base.text.PositionEncoding;
import pdll.ide.Ide;
import pdll.ide.analysis.Analyzer;
import pdll.ide.config.IncludeConfig;
import pdll.ide.answer.IdeDiagnostic;
import pdll.ide.files.OverlayFiles;
import pdll.ide.td.TdAnalyzer;
import pdll.ide.index.OpIndexService;
import pdll.ide.workspace.AnalysisService;
import pdll.ide.document.DocumentStore;
import pdll.ide.workspace.EditorActivity;
import pdll.ide.workspace.IdleCollector;
import pdll.ide.workspace.ProgressSink;
import pdll.ide.workspace.Scheduler;
import pdll.ide.document.Snapshot;
import pdll.syntax.ParseOptions;
import pdll.tablegen.cache.DiskCache;
import pdll.tablegen.cache.TdCaches;

/**
 * The LSP4J adapter's root: capabilities, settings and lifecycle. Owns the threads, the document
 * store, the include configuration, the {@code .td} caches and the analysis service; the text
 * document and workspace services only translate between LSP4J types and the IDE services. Requests before {@code initialize} are
 * served (like the reference); {@code exit} ends the process with 0 after {@code shutdown}, else 1.
 */
public final class PdllLanguageServer implements LanguageServer, LanguageClientAware {
    public static final String VERSION = pdll.base.Version.get();
    /**
     * How long diagnostics wait after an edit (setting {@code diagnosticsDelayMs}). A keystroke is
     * re-analysed in about 2 ms, so by default there is no wait: the single analysis thread still
     * coalesces a burst, because a run always analyses the latest snapshot and a snapshot is
     * published once.
     */
    public static final long DEFAULT_DEBOUNCE_MS = 0;

    final Log log;
    final ServerArgs args;
    final OverlayFiles files;
    final IncludeConfig config;
    /** The include search of open {@code .td} documents ({@code --tablegen-*} flags, {@code tablegen_compile_commands.yml}). */
    final IncludeConfig tdConfig;
    final DocumentStore store;
    final AnalysisService analysis;
    /** Operations of every .td on a search path (completion and quick fixes for files not included yet). */
    final OpIndexService opIndex;
    /** Every thread of the server (its class comment says which state each may touch); closed on exit. */
    final Scheduler threads = new Scheduler();
    /** The .td files this server evaluated (no other server in the JVM shares them in memory; the disk cache is per user). */
    final TdCaches caches = new TdCaches();
    private final PdllTextDocumentService textService;
    private final PdllWorkspaceService workspaceService;
    private final RunPatternsRequest runPatterns;
    /** The client's workspace folders: over a socket, what {@code pdll/runPatterns} may read. */
    final WorkspaceFolders folders = new WorkspaceFolders();
    /** Where long work is announced: $/progress once the client declared window.workDoneProgress. */
    private volatile ProgressSink progress = ProgressSink.NONE;
    private final IntConsumer exit;
    private volatile LanguageClient client;
    private volatile boolean shutdown;
    /** The client's unanswered requests: shutdown and exit wait for those received before them. */
    final PendingRequests pending = new PendingRequests();
    /** Whether the client applies workspace edits the server sends, and may they create files (DRR → PDLL). */
    private volatile boolean appliesEdits;
    private volatile boolean createsFiles;
    /** Whether the client takes snippets in completion items (else they are sent as plain text). */
    private volatile boolean snippets;
    private final ToLsp toLsp;
    /** When the editor last changed a document: the op index builds in the pauses (see EditorActivity). */
    final EditorActivity activity = new EditorActivity();
    /** How long the typing must pause before the op index imports its next file. */
    static final long INDEX_QUIET_MS = 300;

    public PdllLanguageServer(ServerArgs args, Log log, FileAccess base, IntConsumer exit) {
        this.args = args;
        this.log = log;
        this.exit = exit;
        this.files = new OverlayFiles(base);
        caches.persistTo(args.noCache() ? Optional.empty() : DiskCache.fromEnvironment(System.getenv()));
        this.config = new IncludeConfig(files, log::error);
        this.config.update(Settings.EMPTY.over(args));
        this.tdConfig = new IncludeConfig(files, log::error, IncludeConfig.TD_DATABASE_NAME);
        this.tdConfig.update(Settings.forTd(null, args));
        if (config.settings().mlirIncludeRoot() != null) log.info("MLIR include root " + config.settings().mlirIncludeRoot());
        this.store = new DocumentStore(files, ParseOptions.DEFAULT);
        store.setMaxDocumentChars(args.maxDocumentChars());
        this.opIndex = new OpIndexService(caches, files, files, log::info, () -> activity.awaitQuiet(INDEX_QUIET_MS),
                OpIndexService.RECHECK_MILLIS, threads.opIndex);
        this.toLsp = new ToLsp(store, () -> snippets);
        TdAnalyzer td = new TdAnalyzer(files, tdConfig, caches);
        this.analysis = new AnalysisService(store, new Analyzer(files, config, caches), td, threads, activity,
                DEFAULT_DEBOUNCE_MS, this::publish, log::error);
        Ide ide = new Ide(files, opIndex);
        Documents documents = new Documents(store, analysis, activity, log, threads.requests);
        this.textService = new PdllTextDocumentService(ide, documents, new FromLsp(store), toLsp, this::client);
        this.workspaceService = new PdllWorkspaceService(this, ide, documents, toLsp,
                new DrrConversion(documents, toLsp, this::client, () -> createsFiles, () -> appliesEdits));
        this.runPatterns = new RunPatternsRequest(documents, store, toLsp, threads.patternRuns, () -> progress, log,
                args.trustsRunRequests(), folders);
        if (IdleCollector.enabled()) {
            threads.collectWhenIdle(new IdleCollector(activity, () -> {
                caches.forgetParsedFiles();
                td.indexes().clear();
            }));
        }
    }

    /** Sends the diagnostics of one snapshot (the analysis service calls this, on its thread). */
    private void publish(Snapshot s, List<IdeDiagnostic> diags) {
        LanguageClient c = client;
        if (c == null) return;
        log.verbose("publishing " + diags.size() + " diagnostics for " + s.uri() + " v" + s.version());
        c.publishDiagnostics(toLsp.diagnostics(s, diags));
    }

    @Override
    public void connect(LanguageClient client) {
        this.client = client;
    }

    LanguageClient client() {
        return client;
    }

    @Override
    public CompletableFuture<InitializeResult> initialize(InitializeParams params) {
        if (params == null) {
            // as the reference: parameters are required, any object is accepted
            return CompletableFuture.failedFuture(new ResponseErrorException(
                    new ResponseError(ResponseErrorCode.InvalidParams,
                            "failed to decode initialize request: expected object", null)));
        }
        PositionEncoding enc = negotiate(params);
        snippets = snippetSupport(params);
        createsFiles = createsFiles(params);
        appliesEdits = Optional.ofNullable(params.getCapabilities()).map(ClientCapabilities::getWorkspace)
                .map(WorkspaceClientCapabilities::getApplyEdit).orElse(false);
        if (workDoneProgress(params)) {
            progress = new ProgressReporter(this);
            analysis.setProgress(progress);
        }
        store.setEncoding(enc);
        folders.set(params);
        applySettings(params.getInitializationOptions());
        log.info("initialize: position encoding " + enc.label() + ", include dirs " + config.settings().extraDirs()
                + ", databases " + config.settings().databases());
        return CompletableFuture.completedFuture(new InitializeAnswer(enc.label()));
    }

    /**
     * The reference's trigger characters, in its order (ours, {@code < . " /}, are among them):
     * an editor configured for it behaves the same, and every completion context it serves is
     * reached by typing.
     */
    static final List<String> TRIGGER_CHARACTERS = List.of(".", ">", "(", "{", ",", "<", ":", "[", " ", "\"", "/");
    /** The reference's commit characters: typing one accepts the selected completion, then is inserted. */
    static final List<String> COMMIT_CHARACTERS = List.of("\t", "(", ")", "[", "]", "{", "}", "<", ">", ":", ";", ",", "+", "-",
            "/", "*", "%", "^", "&", "#", "?", ".", "=", "\"", "'", "|");

    /** UTF-16 unless the client cannot do it: then the first of its encodings we know. */
    static PositionEncoding negotiate(InitializeParams params) {
        List<String> offered = null;
        if (params != null && params.getCapabilities() != null && params.getCapabilities().getGeneral() != null) {
            offered = params.getCapabilities().getGeneral().getPositionEncodings();
        }
        if (offered == null || offered.isEmpty() || offered.contains(PositionEncoding.UTF16.label())) return PositionEncoding.UTF16;
        for (String o : offered) {
            PositionEncoding e = PositionEncoding.of(o);
            if (e != null) return e;
        }
        return PositionEncoding.UTF16;
    }

    static boolean workDoneProgress(InitializeParams params) {
        return Optional.ofNullable(params).map(InitializeParams::getCapabilities)
                .map(ClientCapabilities::getWindow)
                .map(WindowClientCapabilities::getWorkDoneProgress)
                .orElse(false);
    }

    /** Whether the client's workspace edits may create files ({@code workspaceEdit.resourceOperations} has "create"). */
    static boolean createsFiles(InitializeParams params) {
        return Optional.ofNullable(params).map(InitializeParams::getCapabilities)
                .map(ClientCapabilities::getWorkspace)
                .map(WorkspaceClientCapabilities::getWorkspaceEdit)
                .map(WorkspaceEditCapabilities::getResourceOperations)
                .map(ops -> ops.contains(ResourceOperationKind.Create))
                .orElse(false);
    }

    /** Whether the client takes snippets; when it does not say, plain text is always understood. */
    static boolean snippetSupport(InitializeParams params) {
        return Optional.ofNullable(params).map(InitializeParams::getCapabilities)
                .map(ClientCapabilities::getTextDocument)
                .map(TextDocumentClientCapabilities::getCompletion)
                .map(CompletionCapabilities::getCompletionItem)
                .map(CompletionItemCapabilities::getSnippetSupport)
                .orElse(false);
    }

    void applySettings(Object json) {
        if (json instanceof JsonElement e && e.isJsonNull()) return;
        if (json == null) return;
        Settings s = Settings.from(json);
        config.update(s.over(args));
        tdConfig.update(Settings.forTd(json, args));
        s.diagnosticsDelayMs().ifPresent(analysis::setDebounceMillis);
        Settings.extraWarnings(json).ifPresent(analysis.analyzer()::setExtraWarnings);
        analysis.invalidateAll();
        log.info("settings: include dirs " + config.settings().extraDirs() + ", databases " + config.settings().databases()
                + (config.settings().mlirIncludeRoot() != null ? ", MLIR include root " + config.settings().mlirIncludeRoot() : ""));
    }

    /** Answered after every request received before it, as the (sequential) reference answers. */
    @Override
    public CompletableFuture<Object> shutdown() {
        shutdown = true;
        runPatterns.stopAll(); // a pattern run that never ends would hold the reply, and its mlir-opt outlive the server

        long earlier = pending.receivedSoFar() - 1; // the shutdown request itself is counted already
        return CompletableFuture.supplyAsync(() -> {
            if (!pending.awaitAnswered(earlier)) log.error("shutdown: requests received before it are still unanswered");
            return null;
        }, threads.requests);
    }

    /** Ends the process once every request received so far is answered (the shutdown reply among them). */
    @Override
    public void exit() {
        runPatterns.stopAll(); // exit without shutdown
        pending.awaitAnswered(pending.receivedSoFar());
        analysis.awaitScheduled(PendingRequests.WAIT_MILLIS);
        threads.close(); // every request received is answered by now; later ones have no client
        exit.accept(shutdown ? 0 : 1);
    }

    /** {@code tablegen/viewRecords}: the {@code --print-records} text of a {@code .td} document. */
    @JsonRequest("tablegen/viewRecords")
    public CompletableFuture<Map<String, String>> viewRecords(JsonObject params) {
        return textService.viewRecords(params);
    }

    /** {@code pdll/viewOutput}, the reference server's custom request (LSP4J routes custom requests of the top-level service only). */
    @JsonRequest("pdll/viewOutput")
    public CompletableFuture<Map<String, String>> viewOutput(JsonObject params) {
        return textService.viewOutput(params);
    }

    /**
     * {@code pdll/runPatterns}: applies the document's patterns to MLIR input with mlir-opt (pdll-run)
     * and answers the rewritten IR with the run's diagnostics (see {@link RunPatternsRequest}).
     */
    @JsonRequest("pdll/runPatterns")
    public CompletableFuture<JsonObject> runPatterns(JsonObject params) {
        return runPatterns.answer(params);
    }

    @Override
    public TextDocumentService getTextDocumentService() {
        return textService;
    }

    @Override
    public WorkspaceService getWorkspaceService() {
        return workspaceService;
    }
}
