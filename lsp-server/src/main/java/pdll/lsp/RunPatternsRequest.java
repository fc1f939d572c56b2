package pdll.lsp;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Supplier;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;
import pdll.ide.run.PatternRun;
import pdll.ide.document.DocumentStore;
import pdll.ide.workspace.ProgressSink;
import pdll.ide.document.Snapshot;
import pdll.run.ApplyConfig;
import pdll.run.ChildProcesses;

/**
 * {@code pdll/runPatterns}: {@code {uri, input, inputText?, maxIterations?, fold?, topDown?,
 * mlirOpt?, position?, timeout?}} → {@code {output, diagnostics, error, log}} (docs/language-server.md describes the
 * shape). Reads the parameters, runs {@link PatternRun} on the document's latest analysis on the
 * server's pattern-run thread (a plugin compile takes seconds) and writes the report as JSON, each
 * diagnostic an LSP {@code Diagnostic} with the {@code uri} of its file. The programs a run starts
 * are killed when the request is cancelled, when its {@code timeout} passes (seconds, default
 * {@link ChildProcesses#DEFAULT_RUN_LIMIT}; 0: none) and on {@code shutdown} and {@code exit}
 * ({@link #stopAll()}): patterns that undo each other keep {@code mlir-opt} rewriting forever.
 */
final class RunPatternsRequest {
    /** System property naming the plugin cache directory ({@code PDLL_CACHE_DIR} of the runs); the tests' own cache. */
    static final String CACHE_DIR_PROPERTY = "pdll.run.cacheDir";

    private final Documents documents;
    private final DocumentStore store;
    private final ToLsp to;
    private final Executor runs;
    private final Supplier<ProgressSink> progress;
    private final Log log;
    /**
     * Whether the request may name the program to run and files outside the workspace: over
     * stdio (the client started the server) or with {@code --allow-run-from-requests}; over a
     * socket the client only connected, so it takes the server's own {@code mlir-opt}.
     */
    private final boolean trusted;
    private final WorkspaceFolders folders;
    /** The children of the runs not answered yet: what {@link #stopAll()} kills. */
    private final Set<ChildProcesses> running = ConcurrentHashMap.newKeySet();

    RunPatternsRequest(Documents documents, DocumentStore store, ToLsp to, Executor runs, Supplier<ProgressSink> progress, Log log,
                       boolean trusted, WorkspaceFolders folders) {
        this.trusted = trusted;
        this.folders = folders;
        this.documents = documents;
        this.store = store;
        this.to = to;
        this.runs = runs;
        this.progress = progress;
        this.log = log;
    }

    /** The request's parameters, checked. */
    private record Params(String uri, String inputUri, PatternRun.Input input, ApplyConfig config, String mlirOpt, Position position,
                          Duration timeout) {}

    CompletableFuture<JsonObject> answer(JsonObject params) {
        Params p;
        try {
            p = params(params);
            if (!trusted) refuseUntrusted(p);
        } catch (IllegalArgumentException e) {
            return CompletableFuture.failedFuture(invalid(e.getMessage()));
        }
        if (store.get(p.uri()) == null) return CompletableFuture.failedFuture(invalid("the document is not open: " + p.uri()));
        JsonObject closed = json(p, new PatternRun.Report(null, List.of(), "the document was closed: " + p.uri(), ""));
        ChildProcesses children = new ChildProcesses(p.timeout());
        running.add(children);
        CompletableFuture<JsonObject> answer = documents.withAnalysis(p.uri(), closed, (s, a) -> {
            log.info("pdll/runPatterns: " + p.uri() + " on " + p.inputUri());
            int at = p.position() == null ? -1 : s.lines().offset(p.position().getLine(), p.position().getCharacter(), store.encoding());
            PatternRun.Report r = PatternRun.run(a, at, p.input(), p.config(), p.mlirOpt(), environment(), children,
                    progress.get(), log::info);
            return json(p, r);
        }, runs);
        // $/cancelRequest cancels this future; the run's thread would otherwise wait for mlir-opt forever
        answer.whenComplete((r, e) -> {
            running.remove(children);
            if (answer.isCancelled()) children.cancel();
        });
        return answer;
    }

    /** Kills the programs of every run not answered yet ({@code shutdown}, {@code exit}): each run then answers "cancelled". */
    void stopAll() {
        running.forEach(ChildProcesses::cancel);
    }

    private Params params(JsonObject o) {
        if (o == null) throw new IllegalArgumentException("expected an object");
        String uri = string(o, "uri");
        String input = string(o, "input");
        if (uri == null) throw new IllegalArgumentException("uri: a pattern document's URI is required");
        if (input == null) throw new IllegalArgumentException("input: the URI of the MLIR input is required");
        String text = string(o, "inputText");
        Path file = DocumentStore.pathOf(input);
        if (text == null) {
            // an open document of this server (another client's .mlir buffer), else the file itself
            Snapshot open = store.get(input);
            if (open != null) text = open.text();
            else if (file == null) throw new IllegalArgumentException("input: not a file: URI, so inputText is required: " + input);
        }
        ApplyConfig d = ApplyConfig.DEFAULTS;
        long max = o.has("maxIterations") ? number(o, "maxIterations") : d.maxIterations();
        if (max < -1) throw new IllegalArgumentException("maxIterations: -1 (no limit) or more");
        ApplyConfig config = new ApplyConfig(max, bool(o, "fold", d.fold()), bool(o, "topDown", d.topDown()));
        String name = file != null ? file.toString() : input;
        long timeout = o.has("timeout") && !o.get("timeout").isJsonNull() ? number(o, "timeout")
                : ChildProcesses.DEFAULT_RUN_LIMIT.toSeconds();
        if (timeout < 0) throw new IllegalArgumentException("timeout: seconds, 0 (no limit) or more");
        return new Params(uri, input, new PatternRun.Input(file, text, name), config, string(o, "mlirOpt"), position(o),
                Duration.ofSeconds(timeout));
    }

    /**
     * Over a socket without {@code --allow-run-from-requests}: no program from the request, the
     * patterns a file in a workspace folder, and the input given as text or such a file (the
     * messages name the path, never what is in it).
     */
    private void refuseUntrusted(Params p) {
        String allow = " (over a socket the server takes it only when started with --allow-run-from-requests)";
        if (p.mlirOpt() != null) {
            throw new IllegalArgumentException("mlirOpt: the server runs its own mlir-opt, not a program named by the request" + allow);
        }
        Path patterns = DocumentStore.pathOf(p.uri());
        if (patterns == null || !folders.contain(patterns)) {
            throw new IllegalArgumentException("uri: " + p.uri() + " is not in a workspace folder " + folders.all() + allow);
        }
        if (p.input().text() == null && !folders.contain(p.input().file())) {
            throw new IllegalArgumentException("input: " + p.inputUri() + " is not in a workspace folder " + folders.all()
                    + "; send its text as inputText" + allow);
        }
    }

    /** {@code position}: a place in the part of a split document whose patterns to run (optional). */
    private static Position position(JsonObject o) {
        JsonElement e = o.get("position");
        if (e == null || e.isJsonNull()) return null;
        if (!e.isJsonObject()) throw new IllegalArgumentException("position: expected {line, character}");
        JsonObject p = e.getAsJsonObject();
        if (!p.has("line") || !p.has("character")) throw new IllegalArgumentException("position: expected {line, character}");
        long line = number(p, "line"), character = number(p, "character");
        if (line < 0 || character < 0) throw new IllegalArgumentException("position: expected {line, character}");
        return new Position((int) line, (int) character);
    }

    private static String string(JsonObject o, String key) {
        JsonElement e = o.get(key);
        if (e == null || e.isJsonNull()) return null;
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isString()) throw new IllegalArgumentException(key + ": expected a string");
        String s = e.getAsString();
        return s.isEmpty() ? null : s;
    }

    private static long number(JsonObject o, String key) {
        JsonElement e = o.get(key);
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isNumber()) throw new IllegalArgumentException(key + ": expected a number");
        return e.getAsLong();
    }

    private static boolean bool(JsonObject o, String key, boolean dflt) {
        JsonElement e = o.get(key);
        if (e == null || e.isJsonNull()) return dflt;
        if (!e.isJsonPrimitive() || !e.getAsJsonPrimitive().isBoolean()) throw new IllegalArgumentException(key + ": expected true or false");
        return e.getAsBoolean();
    }

    private static ResponseErrorException invalid(String what) {
        return new ResponseErrorException(new ResponseError(ResponseErrorCode.InvalidParams,
                "failed to decode pdll/runPatterns request: " + what, null));
    }

    /** The server's environment; with the cache property set, the runs' plugins go there. */
    private static Map<String, String> environment() {
        String dir = System.getProperty(CACHE_DIR_PROPERTY);
        if (dir == null || dir.isBlank()) return System.getenv();
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put("PDLL_CACHE_DIR", dir);
        return env;
    }

    private JsonObject json(Params p, PatternRun.Report r) {
        JsonObject out = new JsonObject();
        out.add("output", r.output() == null ? JsonNull.INSTANCE : new JsonPrimitive(r.output()));
        JsonArray diags = new JsonArray();
        for (PatternRun.Problem x : r.problems()) {
            JsonObject d = new JsonObject();
            d.addProperty("uri", x.at().file().equals(p.input().path()) ? p.inputUri() : to.uri(x.at().file()));
            Range range = to.range(x.at().lines(), x.at().range());
            d.add("range", range(range));
            d.addProperty("severity", switch (x.severity()) {
                case ERROR -> 1;
                case WARNING -> 2;
                case NOTE -> 3;
            });
            d.addProperty("source", x.source());
            d.addProperty("message", x.message());
            diags.add(d);
        }
        out.add("diagnostics", diags);
        out.add("error", r.error() == null ? JsonNull.INSTANCE : new JsonPrimitive(r.error()));
        out.addProperty("log", r.log());
        return out;
    }

    private static JsonObject range(Range r) {
        JsonObject range = new JsonObject();
        range.add("start", position(r.getStart()));
        range.add("end", position(r.getEnd()));
        return range;
    }

    private static JsonObject position(Position p) {
        JsonObject o = new JsonObject();
        o.addProperty("line", p.getLine());
        o.addProperty("character", p.getCharacter());
        return o;
    }
}
