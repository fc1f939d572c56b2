package pdll.fuzz;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.eclipse.lsp4j.DidChangeTextDocumentParams;
import org.eclipse.lsp4j.DidCloseTextDocumentParams;
import org.eclipse.lsp4j.DidOpenTextDocumentParams;
import org.eclipse.lsp4j.DocumentSymbolParams;
import org.eclipse.lsp4j.Position;
import org.eclipse.lsp4j.Range;
import org.eclipse.lsp4j.TextDocumentContentChangeEvent;
import org.eclipse.lsp4j.TextDocumentIdentifier;
import org.eclipse.lsp4j.TextDocumentItem;
import org.eclipse.lsp4j.VersionedTextDocumentIdentifier;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * The language server in process (see {@link LspSession}), on PDLL documents ({@code lsp}) or on
 * TableGen ones ({@code lsp-td}: the {@code .td} seeds opened as {@code tablegen} documents, with
 * the requests the server answers there, {@link LspRequest#TD_METHODS}; {@code lsp-drr}: the DRR
 * seeds with DRR-aware mutations, and code actions too). A case opens a mutated document (its
 * URI in the seed's folder, so relative includes resolve as in an editor), then interleaves random
 * incremental edits (a few with ranges outside the document, followed by a full resynchronisation)
 * with random requests, some awaited at once and some left running across the next edit. Then it
 * waits for the diagnostics of the last version, checks that a trivial request is still answered,
 * and closes the document.
 *
 * <p>Findings: a response error carrying a Java trace or an {@code InternalError} other than
 * LSP4J's answer for a method the server does not implement; no answer within the time limit; no
 * diagnostics for the last version; a trace in the server's log or messages; the server no longer
 * answering. The server is restarted every {@link #RESTART_EVERY} cases (memory stays bounded)
 * and after a hang.
 */
final class LspTarget implements Target {
    static final int RESTART_EVERY = 250;

    private final List<Seed> seeds;
    /** The language of the documents: PDLL or TableGen (seeds, mutations, language id, requests). */
    private final Seed.Kind kind;
    private final Mutator mutator;
    private final List<String> extraDirs;
    private final long timeoutMs;
    private final Map<String, LspRequest> replays = new HashMap<>();
    /** The folder of the document a replayed finding came from: its relative includes resolve there. */
    private final Map<String, Path> replayFolders = new HashMap<>();
    private Path caseFolder = Path.of("/tmp");
    private final JulCapture libraryLog = JulCapture.install();
    private LspSession session;
    private int casesInSession;
    private long requests, edits, unsupported, restarts;

    LspTarget(List<Seed> seeds, Seed.Kind kind, Optional<Path> mlirRoot, long timeoutMs) {
        this.seeds = seeds;
        this.kind = kind;
        this.mutator = new Mutator(seeds);
        this.timeoutMs = timeoutMs;
        List<String> dirs = new ArrayList<>();
        seeds.stream().map(Seed::folder).distinct().filter(d -> d.resolve("include").toFile().isDirectory())
                .forEach(d -> dirs.add(d.resolve("include").toString()));
        mlirRoot.ifPresent(root -> dirs.add(root.toString()));
        this.extraDirs = dirs;
    }

    @Override
    public String name() {
        return switch (kind) {
            case PDLL -> "lsp";
            case TD -> "lsp-td";
            case DRR -> "lsp-drr";
        };
    }

    private String languageId() {
        return kind == Seed.Kind.PDLL ? "pdll" : "tablegen";
    }

    private String extension() {
        return kind == Seed.Kind.PDLL ? ".pdll" : ".td";
    }

    private List<String> methods() {
        return switch (kind) {
            case PDLL -> LspRequest.METHODS;
            case TD -> LspRequest.TD_METHODS;
            case DRR -> LspRequest.DRR_METHODS;
        };
    }

    private LspSession session(Random r) throws Exception {
        if (session != null && casesInSession >= RESTART_EVERY) restart();
        if (session == null) {
            session = new LspSession(extraDirs, r.nextBoolean(), timeoutMs);
            casesInSession = 0;
        }
        casesInSession++;
        return session;
    }

    private void restart() {
        if (session != null) session.close();
        session = null;
        restarts++;
    }

    @Override
    public List<Finding> run(long caseNumber, Random r) {
        List<Finding> found = new ArrayList<>();
        Seed seed = seeds.get(r.nextInt(seeds.size()));
        String text = mutator.mutate(r, seed.text(), kind);
        caseFolder = seed.folder();
        String uri = seed.folder().resolve("fuzz-" + caseNumber + extension()).toUri().toString();
        LspSession s;
        try {
            s = session(r);
        } catch (Exception e) {
            found.add(finding("unresponsive", "initialize", "", Traces.stackTrace(e), caseNumber));
            restart();
            return found;
        }
        int version = 1;
        s.server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, languageId(), version, text)));
        List<CompletableFuture<?>> pending = new ArrayList<>();
        List<LspRequest> pendingRequests = new ArrayList<>();
        List<String> pendingTexts = new ArrayList<>();
        int steps = 4 + r.nextInt(10);
        for (int i = 0; i < steps && found.isEmpty(); i++) {
            if (r.nextInt(10) < 4) {
                version++;
                edits++;
                text = edit(s, r, uri, version, text);
            } else {
                LspClient.Published p = s.client.diagnostics.get(uri);
                LspRequest q = LspRequest.random(r, text, p == null ? null : p.diagnostics(), methods());
                requests++;
                CompletableFuture<?> f = q.send(s, uri);
                if (r.nextInt(10) < 7) {
                    Finding bad = await(f, q, text, caseNumber);
                    if (bad != null) found.add(bad);
                } else {
                    pending.add(f);
                    pendingRequests.add(q);
                    pendingTexts.add(text);
                }
            }
        }
        for (int i = 0; i < pending.size() && found.isEmpty(); i++) {
            Finding bad = await(pending.get(i), pendingRequests.get(i), pendingTexts.get(i), caseNumber);
            if (bad != null) found.add(bad);
        }
        if (found.isEmpty()) {
            try {
                if (!s.client.awaitDiagnostics(uri, version, timeoutMs)) {
                    found.add(finding("hang", "diagnostics for version " + version, text,
                            "no publishDiagnostics for the last version within " + timeoutMs + " ms\n" + serverThreads(), caseNumber));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        String logged = s.newLog() + drain(s.client.messages) + libraryLog.drainExcept(JulCapture.MALFORMED_INPUT);
        String bad = Traces.failureIn(logged);
        if (bad != null) found.add(finding("log-trace", "server log after " + steps + " steps", text, bad, caseNumber));
        if (found.isEmpty() || found.stream().noneMatch(f -> f.kind().equals("hang"))) {
            Finding dead = alive(s, caseNumber, text);
            if (dead != null) found.add(dead);
        }
        s.server.getTextDocumentService().didClose(new DidCloseTextDocumentParams(new TextDocumentIdentifier(uri)));
        s.client.diagnostics.remove(uri);
        if (found.stream().anyMatch(f -> f.kind().equals("hang") || f.kind().equals("unresponsive"))) restart();
        return found;
    }

    private static String drain(StringBuffer b) {
        synchronized (b) {
            String s = b.toString();
            b.setLength(0);
            return s;
        }
    }

    /** One incremental change; now and then a range outside the text, followed by a full resync. */
    private String edit(LspSession s, Random r, String uri, int version, String text) {
        var td = s.server.getTextDocumentService();
        String insert = switch (r.nextInt(4)) {
            case 0 -> "";
            case 1 -> InterestingTokens.pick(r, kind);
            case 2 -> {
                String t = mutator.once(r, text, kind);
                int[] c = Mutator.chunk(r, t);
                yield t.substring(c[0], c[1]);
            }
            default -> String.valueOf("abcdefghijklmnopqrstuvwxyz0123456789 (){}<>.,:;=\n\"".charAt(r.nextInt(50)));
        };
        if (r.nextInt(20) == 0) {
            Range bogus = new Range(LspRequest.position(r, text), LspRequest.position(r, text));
            if (r.nextBoolean()) bogus = new Range(new Position(-1, -1), new Position(1_000_000, 3));
            td.didChange(new DidChangeTextDocumentParams(new VersionedTextDocumentIdentifier(uri, version),
                    List.of(new TextDocumentContentChangeEvent(bogus, insert))));
            // whatever the server made of it, the next version says the whole text again
            td.didChange(new DidChangeTextDocumentParams(new VersionedTextDocumentIdentifier(uri, version),
                    List.of(new TextDocumentContentChangeEvent(text))));
            return text;
        }
        int a = text.isEmpty() ? 0 : r.nextInt(text.length() + 1);
        int b = Math.min(text.length(), a + (r.nextBoolean() ? 0 : r.nextInt(20)));
        Range range = new Range(Documents.positionAt(text, a), Documents.positionAt(text, b));
        td.didChange(new DidChangeTextDocumentParams(new VersionedTextDocumentIdentifier(uri, version),
                List.of(new TextDocumentContentChangeEvent(range, insert))));
        return text.substring(0, a) + insert + text.substring(b);
    }

    /** The answer to {@code q} judged; a finding or null. */
    private Finding await(CompletableFuture<?> f, LspRequest q, String text, long caseNumber) {
        try {
            f.get(timeoutMs, TimeUnit.MILLISECONDS);
            return null;
        } catch (TimeoutException e) {
            f.cancel(true);
            return finding("hang", q, text, "no answer within " + timeoutMs + " ms\n" + serverThreads(), caseNumber);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (ExecutionException e) {
            Throwable c = e.getCause();
            if (c instanceof ResponseErrorException re) {
                ResponseError err = re.getResponseError();
                String data = err.getData() == null ? "" : err.getData().toString();
                String all = err.getMessage() + "\n" + data;
                if (err.getCode() == ResponseErrorCode.InternalError.getValue()) {
                    if (data.contains("UnsupportedOperationException") && data.contains("org.eclipse.lsp4j.services.")) {
                        unsupported++;
                        return null;
                    }
                    return finding("internal-error", q, text, "code " + err.getCode() + ": " + all, caseNumber);
                }
                if (Traces.failureIn(all) != null || all.contains("at pdll.")) {
                    return finding("trace-in-error", q, text, "code " + err.getCode() + ": " + all, caseNumber);
                }
                return null; // a deliberate error: invalid params, content modified, nothing to rename
            }
            return finding("crash", q, text, Traces.stackTrace(c == null ? e : c), caseNumber);
        }
    }

    /** A trivial request must still be answered: symbols of a document nobody opened. */
    private Finding alive(LspSession s, long caseNumber, String text) {
        var f = s.server.getTextDocumentService().documentSymbol(new DocumentSymbolParams(
                new TextDocumentIdentifier("file:///nonexistent/alive-check.pdll")));
        try {
            f.get(timeoutMs, TimeUnit.MILLISECONDS);
            return null;
        } catch (Exception e) {
            return finding("unresponsive", "documentSymbol of an unopened document", text,
                    "the server stopped answering: " + e + "\n" + serverThreads(), caseNumber);
        }
    }

    /** The stacks of the server's threads, for a hang: which loop it is in. */
    static String serverThreads() {
        StringBuilder sb = new StringBuilder();
        // the op index builds in the background whenever typing pauses: its running is no hang, so
        // it comes last (the signature takes the first frame of ours)
        List<Map.Entry<Thread, StackTraceElement[]>> threads = new ArrayList<>(Thread.getAllStackTraces().entrySet());
        threads.sort(java.util.Comparator.comparing(e -> e.getKey().getName().contains("op-index")));
        for (Map.Entry<Thread, StackTraceElement[]> e : threads) {
            String n = e.getKey().getName();
            // the running ones: a parked thread (the stream reader, an idle pool) is waiting, not looping
            if (!n.startsWith("pdll") || e.getKey().getState() != Thread.State.RUNNABLE) continue;
            boolean ours = false;
            for (StackTraceElement el : e.getValue()) if (el.getClassName().startsWith("pdll.")) ours = true;
            if (!ours) continue;
            sb.append("thread ").append(n).append(":\n").append(Traces.stackTrace(e.getValue()));
        }
        return sb.toString();
    }

    private Finding finding(String kind, LspRequest q, String text, String trace, long caseNumber) {
        Finding f = finding(kind, q.describe(), text, trace, caseNumber);
        replays.putIfAbsent(f.signature(), q);
        replayFolders.putIfAbsent(f.signature(), caseFolder);
        return f;
    }

    private Finding finding(String kind, String what, String text, String trace, long caseNumber) {
        String sig = name() + " " + Traces.signature(kind, trace);
        if (!sig.contains(" < ") && !what.isEmpty()) sig += " [" + what.split(" ")[0] + "]";
        return new Finding(name(), kind, what, text, extension(), trace, sig, caseNumber);
    }

    /**
     * Opens {@code input} (its URI beside {@code file}), waits for its diagnostics, then sends every
     * request at the start, the middle and the end of the text and at line 10^6.
     */
    @Override
    public List<Finding> replay(Path file, String input) {
        List<Finding> found = new ArrayList<>();
        LspSession s;
        try {
            s = session(new Random(0));
        } catch (Exception e) {
            return List.of(finding("unresponsive", "initialize", "", Traces.stackTrace(e), -1));
        }
        caseFolder = file.toAbsolutePath().getParent();
        String uri = caseFolder.resolve("fuzz-replay-" + System.nanoTime() + extension()).toUri().toString();
        s.server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, languageId(), 1, input)));
        long t0 = System.currentTimeMillis();
        try {
            if (!s.client.awaitDiagnostics(uri, 1, timeoutMs)) {
                found.add(finding("hang", "diagnostics for version 1", input,
                        "no publishDiagnostics within " + timeoutMs + " ms\n" + serverThreads(), -1));
                restart();
                return found;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        System.err.println("fuzz: diagnostics after " + (System.currentTimeMillis() - t0) + " ms");
        LspClient.Published p = s.client.diagnostics.get(uri);
        List<Position> at = List.of(new Position(0, 0), Documents.positionAt(input, input.length() / 2),
                Documents.positionAt(input, input.length()), new Position(1_000_000, 0));
        for (String method : methods()) {
            for (Position pos : at) {
                for (String text : switch (method) {
                    case "pdll/viewOutput" -> List.of("ast", "mlir", "cpp");
                    case "tablegen/viewRecords" -> List.of("all", "document");
                    case "completionItem/resolve" -> List.of("0");
                    default -> List.of("x");
                }) {
                    LspRequest q = new LspRequest(method, pos, new Range(new Position(0, 0), pos), text, p.diagnostics());
                    requests++;
                    Finding bad = await(q.send(s, uri), q, input, -1);
                    if (bad != null) found.add(bad);
                    if (bad != null && bad.kind().equals("hang")) {
                        restart();
                        return found;
                    }
                }
            }
        }
        String bad = Traces.failureIn(s.newLog() + drain(s.client.messages) + libraryLog.drainExcept(JulCapture.MALFORMED_INPUT));
        if (bad != null) found.add(finding("log-trace", "server log", input, bad, -1));
        Finding dead = alive(s, -1, input);
        if (dead != null) found.add(dead);
        s.server.getTextDocumentService().didClose(new DidCloseTextDocumentParams(new TextDocumentIdentifier(uri)));
        return found;
    }

    /**
     * Replays a request finding on {@code input} in the running server (a fresh document); hangs
     * and log findings are not replayed (each try would cost the time limit or depend on timing).
     */
    @Override
    public Finding recheck(Finding f, String input) {
        LspRequest q = replays.get(f.signature());
        if (q == null || f.kind().equals("hang") || f.kind().equals("unresponsive")) return null;
        try {
            LspSession s = session(new Random(0));
            String uri = replayFolders.getOrDefault(f.signature(), Path.of("/tmp"))
                    .resolve("fuzz-replay-" + System.nanoTime() + extension()).toUri().toString();
            s.server.getTextDocumentService().didOpen(new DidOpenTextDocumentParams(new TextDocumentItem(uri, languageId(), 1, input)));
            Finding again = await(q.send(s, uri), q, input, f.caseNumber());
            s.server.getTextDocumentService().didClose(new DidCloseTextDocumentParams(new TextDocumentIdentifier(uri)));
            s.newLog();
            libraryLog.drainExcept(JulCapture.MALFORMED_INPUT);
            return again;
        } catch (Exception e) {
            return null;
        }
    }

    @Override
    public String work() {
        return requests + " requests, " + edits + " edits, " + restarts + " restarts"
                + (unsupported > 0 ? ", " + unsupported + " unsupported-method answers" : "");
    }

    @Override
    public void close() {
        if (session != null) session.close();
        session = null;
    }
}
