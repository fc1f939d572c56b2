package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs lit transcripts ({@code .test}, MLIR's format) through the reference server ({@code
 * mlir-pdll-lsp-server-22 -lit-test}) and ours (the same command line and framing, in this JVM)
 * and requires every answer of ours to equal or contain the reference's ({@link
 * AnswerContainment}), and the same exit status. Answers are paired by request id, the k-th
 * answer to an id with the k-th (transcripts reuse ids); each {@code publishDiagnostics} of the
 * reference must have one of ours for the same URI and version (the last one counts). An error
 * must be answered with an error of the same code, except that where the reference answers
 * {@code MethodNotFound} (rename, formatting, prepareRename, ...) any result of ours is richer. Our
 * transcripts live in {@code src/test/resources/lit-transcripts}; upstream's ({@code
 * mlir/test/mlir-pdll-lsp-server} of llvm-project) run unchanged when a copy is found in {@code
 * $PDLL_UPSTREAM_LSP_DIR} or {@code ../shared/upstream/mlir/test/mlir-pdll-lsp-server}, and print
 * a count. Deliberate differences, applied to the reference's answer before comparing: see
 * {@link #deliberate}. Skips without the reference ({@code apt-get install mlir-22-tools}).
 */
class LitTranscriptsTest {
    static final String REFERENCE = "mlir-pdll-lsp-server-22";
    static final Path OURS = Path.of("src/test/resources/lit-transcripts");
    static final Path MLIR_INCLUDE = Path.of("/usr/lib/llvm-22/include");

    static String reference() {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(":")) {
            Path p = Path.of(dir, REFERENCE);
            if (Files.isExecutable(p)) return p.toString();
        }
        return null;
    }

    static void assumeReference() {
        assumeTrue(reference() != null && Files.isDirectory(MLIR_INCLUDE.resolve("mlir/IR")),
                "the reference server is not installed: apt-get install mlir-22-tools libmlir-22-dev");
    }

    static List<Path> transcripts(Path dir) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".test")).sorted().toList();
        }
    }

    @TestFactory
    Stream<DynamicTest> ourTranscripts(@TempDir Path scratch) throws Exception {
        assumeReference();
        List<Path> all = transcripts(OURS);
        int[] passed = {0};
        Stream<DynamicTest> tests = all.stream().map(t -> DynamicTest.dynamicTest(t.getFileName().toString(), () -> {
            List<String> problems = compare(t, scratch);
            assertTrue(problems.isEmpty(), t.getFileName() + ":\n  " + String.join("\n  ", problems));
            passed[0]++;
        }));
        return Stream.concat(tests, Stream.of(DynamicTest.dynamicTest("count", () ->
                System.out.println("Our LSP transcripts: " + passed[0] + "/" + all.size() + " answers equal or richer"))));
    }

    /** Upstream's transcripts, unchanged; prints the count and fails on any poorer answer. */
    @Test
    void upstreamTranscripts(@TempDir Path scratch) throws Exception {
        assumeReference();
        String env = System.getenv("PDLL_UPSTREAM_LSP_DIR");
        Path dir = env != null ? Path.of(env) : pdll.testsupport.Outside.upstreamPath().resolve("mlir/test/mlir-pdll-lsp-server");
        assumeTrue(Files.isDirectory(dir), "MLIR's mlir-pdll-lsp-server tests not found at " + dir.toAbsolutePath()
                + "; to run: LLVM_PROJECT_DIR=/path/to/llvm-project mvn verify, or PDLL_UPSTREAM_LSP_DIR at that folder of it");
        List<Path> all = transcripts(dir);
        List<String> failed = new ArrayList<>();
        int passed = 0;
        for (Path t : all) {
            List<String> problems = compare(t, scratch);
            if (problems.isEmpty()) passed++;
            else failed.add(t.getFileName() + ":\n    " + String.join("\n    ", problems));
        }
        System.out.println("Upstream LSP transcripts: " + passed + "/" + all.size() + " answers equal or richer");
        failed.forEach(f -> System.out.println("  " + f));
        assertEquals(List.of(), failed);
    }

    /**
     * The differences between the two servers' runs of a transcript; empty when ours equal or contain the reference's.
     * Its {@code %t} is a file in {@code dir}, where the RUN lines' {@code %t.yml} and the like are written too.
     */
    static List<String> compare(Path transcript, Path dir) throws Exception {
        Path scratch = Files.createTempFile(dir, "lit-", ".tmp");
        try {
            LitTranscript t = LitTranscript.read(transcript, MLIR_INCLUDE, scratch);
            LitTranscript.Run ref = t.runReference(reference());
            LitTranscript.Run ours = t.runOurs();
            List<String> problems = new ArrayList<>();
            if (ref.exitCode() != ours.exitCode()) problems.add("exit status " + ours.exitCode() + ", the reference's " + ref.exitCode());
            if (t.expectFailure() != (ours.exitCode() != 0)) problems.add("exit status " + ours.exitCode() + " against the RUN line");
            Map<String, List<JsonObject>> requests = byId(t.messages(), true);
            Map<String, List<JsonObject>> answers = byId(ours.output(), false);
            Map<String, Integer> seen = new HashMap<>();
            Map<String, String> paths = testPaths(t.messages());
            for (JsonObject r : ref.output()) {
                if (r.has("method")) {
                    if (r.get("method").getAsString().equals("textDocument/publishDiagnostics")) {
                        diagnostics(r, ours.output(), problems);
                    }
                    continue;
                }
                String id = String.valueOf(r.get("id"));
                int k = seen.merge(id, 1, Integer::sum) - 1;
                List<JsonObject> mine = answers.getOrDefault(id, List.of());
                List<JsonObject> asked = requests.getOrDefault(id, List.of());
                JsonObject request = k < asked.size() ? asked.get(k) : new JsonObject();
                String method = request.has("method") ? request.get("method").getAsString() : "?";
                String what = method + " (id " + id + (k > 0 ? ", #" + (k + 1) : "") + ")";
                if (k >= mine.size()) {
                    problems.add(what + ": no answer of ours");
                    continue;
                }
                JsonObject o = mine.get(k);
                if (r.has("error")) {
                    int code = r.getAsJsonObject("error").get("code").getAsInt();
                    // a method the reference does not implement (rename, prepareRename, ...): any answer of ours is richer
                    if (code == -32601 && o.has("result")) continue;
                    // a document the reference cannot open (a scheme other than file: and test:)
                    if (code == -32602 && o.has("result") && unresolvable(request)) continue;
                    if (!o.has("error") || o.getAsJsonObject("error").get("code").getAsInt() != code) {
                        problems.add(what + ": the reference answers error " + code + ", ours " + o);
                    }
                    continue;
                }
                if (!o.has("result")) {
                    problems.add(what + ": the reference answers, ours is an error " + o.get("error"));
                    continue;
                }
                String madeUp = madeUpFile(o.get("result"));
                if (madeUp != null) problems.add(what + ": names a made-up file " + madeUp);
                JsonElement expected = deliberate(method, request, withUris(r.get("result"), paths));
                String d = AnswerContainment.difference(expected, o.get("result"), method, snippets(t.messages()));
                if (d != null) problems.add(what + ": " + d);
            }
            return problems;
        } finally {
            Files.deleteIfExists(scratch);
        }
    }

    /**
     * The deliberate differences (docs/language-server.md, "Deliberate differences from the reference server"),
     * applied to the reference's answer: {@code references} with {@code includeDeclaration:
     * false} need not list the declaration, which the reference lists first anyway.
     */
    static JsonElement deliberate(String method, JsonObject request, JsonElement result) {
        if (method.equals("textDocument/references") && result.isJsonArray() && result.getAsJsonArray().size() > 0) {
            JsonObject params = request.getAsJsonObject("params");
            JsonObject ctx = params != null && params.has("context") ? params.getAsJsonObject("context") : null;
            if (ctx != null && ctx.has("includeDeclaration") && !ctx.get("includeDeclaration").getAsBoolean()) {
                JsonArray rest = new JsonArray();
                for (int i = 1; i < result.getAsJsonArray().size(); i++) rest.add(result.getAsJsonArray().get(i));
                return rest;
            }
        }
        return result;
    }

    /**
     * Each reference publication needs ours for the same URI and version, containing it (a document
     * with {@code // -----} lines too: both servers analyse its parts on their own).
     */
    static void diagnostics(JsonObject ref, List<JsonObject> ours, List<String> problems) {
        JsonObject p = ref.getAsJsonObject("params");
        JsonObject last = null;
        for (JsonObject o : ours) {
            if (!o.has("method") || !o.get("method").getAsString().equals("textDocument/publishDiagnostics")) continue;
            JsonObject q = o.getAsJsonObject("params");
            if (q.get("uri").equals(p.get("uri")) && String.valueOf(q.get("version")).equals(String.valueOf(p.get("version")))) last = q;
        }
        String what = "publishDiagnostics " + p.get("uri") + " v" + p.get("version");
        if (last == null) {
            problems.add(what + ": none of ours");
            return;
        }
        String d = AnswerContainment.difference(p.get("diagnostics"), last.get("diagnostics"), "textDocument/publishDiagnostics", false);
        if (d != null) problems.add(what + ": " + d);
    }

    /** Whether a request is about a document whose URI scheme the reference does not resolve (it answers -32602). */
    static boolean unresolvable(JsonObject request) {
        JsonObject p = request.has("params") && request.get("params").isJsonObject() ? request.getAsJsonObject("params") : new JsonObject();
        JsonElement uri = p.has("textDocument") ? p.getAsJsonObject("textDocument").get("uri") : p.get("uri");
        if (uri == null) return false;
        String s = uri.getAsString();
        return !s.startsWith("file:") && !s.startsWith("test:");
    }

    /**
     * A {@code file:} URI whose path has a {@code :} in it: what a server makes of a URI of
     * another scheme taken for a relative path ({@code file:///cwd/test:/foo.pdll}); null when
     * there is none.
     */
    static String madeUpFile(JsonElement e) {
        if (e == null) return null;
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()) {
            String s = e.getAsString();
            return s.startsWith("file:") && s.substring(5).contains(":") ? s : null;
        }
        if (e.isJsonArray()) {
            for (JsonElement x : e.getAsJsonArray()) {
                String m = madeUpFile(x);
                if (m != null) return m;
            }
        }
        if (e.isJsonObject()) {
            for (Map.Entry<String, JsonElement> x : e.getAsJsonObject().entrySet()) {
                String m = x.getKey().startsWith("file:") && x.getKey().substring(5).contains(":") ? x.getKey() : madeUpFile(x.getValue());
                if (m != null) return m;
            }
        }
        return null;
    }

    /** Whether the transcript's client declares snippet support (else ours sends completions as plain text). */
    static boolean snippets(List<JsonObject> messages) {
        for (JsonObject m : messages) {
            if (!m.has("method") || !m.get("method").getAsString().equals("initialize")) continue;
            JsonElement e = m.get("params");
            for (String k : new String[] {"capabilities", "textDocument", "completion", "completionItem", "snippetSupport"}) {
                if (e == null || !e.isJsonObject()) return false;
                e = e.getAsJsonObject().get(k);
            }
            return e != null && e.isJsonPrimitive() && e.getAsBoolean();
        }
        return false;
    }

    static Map<String, List<JsonObject>> byId(List<JsonObject> messages, boolean requests) {
        Map<String, List<JsonObject>> out = new HashMap<>();
        for (JsonObject m : messages) {
            if (!m.has("id") || m.has("method") != requests) continue;
            out.computeIfAbsent(String.valueOf(m.get("id")), k -> new ArrayList<>()).add(m);
        }
        return out;
    }

    /**
     * The reference names a {@code test:///foo.pdll} document {@code /foo.pdll} inside text (the
     * locations of {@code pdll/viewOutput}); ours keeps the URI. Maps the quoted path to the URI.
     */
    static Map<String, String> testPaths(List<JsonObject> messages) {
        Map<String, String> out = new HashMap<>();
        for (JsonObject m : messages) {
            if (!m.has("method") || !m.get("method").getAsString().equals("textDocument/didOpen")) continue;
            String uri = m.getAsJsonObject("params").getAsJsonObject("textDocument").get("uri").getAsString();
            try {
                URI u = new URI(uri);
                if ("test".equals(u.getScheme()) && u.getPath() != null) out.put("\"" + u.getPath() + "\"", "\"" + uri + "\"");
            } catch (Exception e) {
                // not a URI: nothing to map
            }
        }
        return out;
    }

    static JsonElement withUris(JsonElement e, Map<String, String> paths) {
        if (e == null || paths.isEmpty()) return e;
        if (e.isJsonPrimitive() && e.getAsJsonPrimitive().isString()) {
            String s = e.getAsString();
            for (Map.Entry<String, String> p : paths.entrySet()) s = s.replace(p.getKey(), p.getValue());
            return new JsonPrimitive(s);
        }
        if (e.isJsonArray()) {
            JsonArray a = new JsonArray();
            for (JsonElement x : e.getAsJsonArray()) a.add(withUris(x, paths));
            return a;
        }
        if (e.isJsonObject()) {
            JsonObject o = new JsonObject();
            for (Map.Entry<String, JsonElement> x : e.getAsJsonObject().entrySet()) o.add(x.getKey(), withUris(x.getValue(), paths));
            return o;
        }
        return e;
    }
}
