package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.run.ApplyConfig;
import pdll.run.MlirInput;
import pdll.run.PatternCompiler;
import pdll.run.PatternRunner;

/**
 * {@code pdll/runPatterns} through the server over streams, as an editor drives it: the samples'
 * patterns on their lit inputs give what pdll-run's own API gives for the file, byte for byte; an
 * unsaved input buffer's error, a pattern error, a C++ error in a native block (at its
 * {@code .pdll} line) come back as diagnostics with their URI and range; a native file's first
 * plugin compile is announced as {@code $/progress}; a missing toolchain is a message naming the
 * packages; bad parameters are {@code InvalidParams}; no reply carries a stack trace. Plugins go
 * to {@code target/pdll-cache}. Skips (naming the packages) without g++, the MLIR development
 * files or {@code mlir-opt-22}, except for the checks that need none of them.
 */
class RunPatternsTest {
    private static final Path SAMPLES = Path.of("").toAbsolutePath().getParent().resolve("samples");
    private static String cacheBefore;

    @BeforeAll
    static void ownCache() {
        cacheBefore = System.getProperty(RunPatternsRequest.CACHE_DIR_PROPERTY);
        System.setProperty(RunPatternsRequest.CACHE_DIR_PROPERTY, Path.of("target/pdll-cache").toAbsolutePath().toString());
    }

    @AfterAll
    static void restore() {
        if (cacheBefore == null) System.clearProperty(RunPatternsRequest.CACHE_DIR_PROPERTY);
        else System.setProperty(RunPatternsRequest.CACHE_DIR_PROPERTY, cacheBefore);
    }

    static void assumeToolchain() {
        boolean gxx = onPath("g++");
        boolean dev = Files.isRegularFile(Path.of("/usr/lib/llvm-22/include/mlir/IR/PatternMatch.h"))
                && Files.exists(Path.of("/usr/lib/llvm-22/lib/libMLIR.so"));
        boolean opt = onPath("mlir-opt-22");
        assumeTrue(gxx && dev && opt, "pdll/runPatterns test skipped: needs g++, the MLIR 22 development files and mlir-opt-22"
                + " (apt-get install g++ libmlir-22-dev mlir-22-tools)");
    }

    private static boolean onPath(String name) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(":")) {
            if (!d.isEmpty() && Files.isExecutable(Path.of(d, name))) return true;
        }
        return false;
    }

    @Test
    void aSampleOnItsInputFileGivesWhatPdllRunGives(@TempDir Path dir) throws Exception {
        assumeToolchain();
        Path patterns = SAMPLES.resolve("arith_canonicalize.pdll");
        Path input = SAMPLES.resolve("arith_canonicalize.mlir");
        String expected = reference(patterns, input);
        try (Client c = Client.start(false)) {
            c.open(patterns.toUri().toString(), Files.readString(patterns));
            JsonObject r = c.result(c.request("pdll/runPatterns", params(patterns.toUri().toString(), input.toUri().toString(), null)));
            assertEquals(expected, r.get("output").getAsString());
            assertEquals(new JsonArray(), r.getAsJsonArray("diagnostics"));
            assertFalse(r.has("error"), r.toString());
        }
    }

    @Test
    void anUnsavedInputsErrorIsADiagnosticOfTheInput(@TempDir Path dir) throws Exception {
        assumeToolchain();
        Path patterns = SAMPLES.resolve("arith_canonicalize.pdll");
        String inputUri = dir.resolve("in.mlir").toUri().toString(); // never written: the editor's text is used
        String text = "func.func @f(%x: i32) -> i32 {\n  %0 = arith.addi %x, %y : i32\n  return %0 : i32\n}\n";
        try (Client c = Client.start(false)) {
            c.open(patterns.toUri().toString(), Files.readString(patterns));
            JsonObject r = c.result(c.request("pdll/runPatterns", params(patterns.toUri().toString(), inputUri, text)));
            assertFalse(r.has("output"), r.toString());
            JsonObject d = only(r.getAsJsonArray("diagnostics"));
            assertEquals(inputUri, d.get("uri").getAsString());
            assertEquals("mlir-opt", d.get("source").getAsString());
            assertEquals(1, d.get("severity").getAsInt());
            assertEquals("use of undeclared SSA value name", d.get("message").getAsString());
            assertEquals(JsonParser.parseString("{\"start\":{\"line\":1,\"character\":22},\"end\":{\"line\":1,\"character\":24}}"),
                    d.get("range"));
        }
    }

    @Test
    void patternErrorsAreTheDocumentsOwn(@TempDir Path dir) throws Exception {
        String uri = dir.resolve("bad.pdll").toUri().toString();
        try (Client c = Client.start(false)) {
            c.open(uri, "Pattern P {\n  let x = op<my.op>(y);\n  erase x;\n}\n");
            JsonObject r = c.result(c.request("pdll/runPatterns", params(uri, dir.resolve("in.mlir").toUri().toString(), "module {}\n")));
            assertFalse(r.has("output"), r.toString());
            JsonObject d = only(r.getAsJsonArray("diagnostics"));
            assertEquals(uri, d.get("uri").getAsString());
            assertEquals("pdll", d.get("source").getAsString());
            assertEquals(1, d.getAsJsonObject("range").getAsJsonObject("start").get("line").getAsInt(), d.toString());
        }
    }

    /**
     * A native file whose plugin is not cached yet (a comment unique to this run in a block): the
     * compile is announced as progress and the output is the sample's; then a C++ error in a block
     * is reported at its line in the .pdll document.
     */
    @Test
    void aNativeFileCompilesWithProgressAndItsCxxErrorsAreAtTheirPdllLines(@TempDir Path dir) throws Exception {
        assumeToolchain();
        String text = Files.readString(SAMPLES.resolve("native_code.pdll"))
                .replace("  ::mlir::IntegerAttr attr;\n  if (", "  ::mlir::IntegerAttr attr; // run " + System.nanoTime() + "\n  if (");
        Path patterns = dir.resolve("native_code.pdll");
        Files.writeString(patterns, text);
        Path input = SAMPLES.resolve("native_code.mlir");
        String expected = reference(patterns, input);
        String uri = patterns.toUri().toString();
        try (Client c = Client.start(true)) {
            c.open(uri, text);
            int id = c.request("pdll/runPatterns", params(uri, input.toUri().toString(), null));
            JsonObject begin = c.await(m -> "$/progress".equals(method(m))
                    && m.getAsJsonObject("params").getAsJsonObject("value").get("kind").getAsString().equals("begin"));
            assertTrue(begin.toString().contains("compiling the native plugin of"), begin.toString());
            JsonObject r = c.result(id);
            assertEquals(expected, r.get("output").getAsString());
            assertTrue(r.get("log").getAsString().contains("compiled the native plugin"), r.toString());
            assertTrue(c.seen(m -> "$/progress".equals(method(m))
                    && m.getAsJsonObject("params").getAsJsonObject("value").get("kind").getAsString().equals("end")));

            String broken = text.replace("return ::mlir::success(attr.getValue().isPowerOf2());",
                    "return ::mlir::success(attr.getValue().isPowerOfTwo());");
            c.change(uri, 2, broken);
            JsonObject e = c.result(c.request("pdll/runPatterns", params(uri, input.toUri().toString(), null)));
            assertFalse(e.has("output"), e.toString());
            assertTrue(e.get("error").getAsString().contains("does not compile"), e.toString());
            JsonObject d = e.getAsJsonArray("diagnostics").asList().stream().map(JsonElement::getAsJsonObject)
                    .filter(x -> x.get("uri").getAsString().equals(uri)).findFirst().orElseThrow(() -> new AssertionError(e.toString()));
            int line = lineOf(broken, "isPowerOfTwo");
            assertEquals(line, d.getAsJsonObject("range").getAsJsonObject("start").get("line").getAsInt(), d.toString());
            assertEquals("c++", d.get("source").getAsString());
            assertTrue(d.get("message").getAsString().contains("isPowerOfTwo"), d.toString());
        }
    }

    /** An mlir-opt whose install has no MLIR development files: the answer names the packages. */
    @Test
    void aMissingToolchainIsAMessageNamingThePackages(@TempDir Path dir) throws Exception {
        Path bin = Files.createDirectories(dir.resolve("prefix/bin"));
        Path opt = bin.resolve("mlir-opt");
        Files.writeString(opt, "#!/bin/sh\nexit 0\n");
        Files.setPosixFilePermissions(opt, PosixFilePermissions.fromString("rwxr-xr-x"));
        String uri = dir.resolve("p.pdll").toUri().toString();
        try (Client c = Client.start(false)) {
            c.open(uri, "Pattern P {\n  let x = op<my.op>;\n  erase x;\n}\n");
            JsonObject p = params(uri, dir.resolve("in.mlir").toUri().toString(), "module {}\n");
            p.addProperty("mlirOpt", opt.toString());
            JsonObject r = c.result(c.request("pdll/runPatterns", p));
            assertFalse(r.has("output"), r.toString());
            assertTrue(r.get("error").getAsString().contains("apt-get install g++ libmlir-22-dev"), r.toString());
        }
    }

    /** A split document (each part compiled on its own): the part at {@code position} runs, its problems in the document. */
    @Test
    void aSplitDocumentRunsThePartAtThePosition(@TempDir Path dir) throws Exception {
        String uri = dir.resolve("cases.pdll").toUri().toString();
        String input = dir.resolve("in.mlir").toUri().toString();
        try (Client c = Client.start(false)) {
            c.open(uri, "Pattern P {\n  let x = op<my.op>(y);\n  erase x;\n}\n// -----\nPattern P {\n  let x = op<my.op>(z);\n  erase x;\n}\n");
            JsonObject r = c.result(c.request("pdll/runPatterns", params(uri, input, "module {}\n")));
            assertFalse(r.has("output"), r.toString());
            assertTrue(r.get("error").getAsString().contains("split into 2 parts") && r.get("error").getAsString().contains("`position`"),
                    r.toString());
            JsonObject p = params(uri, input, "module {}\n");
            p.add("position", JsonParser.parseString("{\"line\":7,\"character\":2}"));
            r = c.result(c.request("pdll/runPatterns", p));
            JsonObject d = only(r.getAsJsonArray("diagnostics"));
            assertEquals("undefined reference to `z`", d.get("message").getAsString());
            assertEquals(6, d.getAsJsonObject("range").getAsJsonObject("start").get("line").getAsInt(), d.toString());
            p.addProperty("position", "the second");
            JsonObject e = c.answer(c.request("pdll/runPatterns", p)).getAsJsonObject("error");
            assertEquals(-32602, e.get("code").getAsInt(), e.toString());
        }
    }

    /**
     * Issue 33, finding 1: over a socket the client did not start the server, so the request
     * names no program ({@code mlirOpt}) and no file outside the workspace folders, and a refusal
     * quotes nothing of the file; {@code --allow-run-from-requests} lifts that.
     */
    @Test
    void overASocketTheRequestNamesNoProgramAndNoFileOutsideTheWorkspace(@TempDir Path dir, @TempDir Path outside) throws Exception {
        Path ws = Files.createDirectories(dir.resolve("ws"));
        Path bin = Files.createDirectories(outside.resolve("prefix/bin"));
        Path ran = outside.resolve("ran");
        Path opt = bin.resolve("mlir-opt");
        Files.writeString(opt, "#!/bin/sh\ntouch " + ran + "\nexit 0\n");
        Files.setPosixFilePermissions(opt, PosixFilePermissions.fromString("rwxr-xr-x"));
        Path secret = outside.resolve("secret.mlir");
        Files.writeString(secret, "the-secret-words\n");
        Files.setPosixFilePermissions(secret, PosixFilePermissions.fromString("rw-------"));
        String uri = ws.resolve("p.pdll").toUri().toString();
        String elsewhere = outside.resolve("p.pdll").toUri().toString();
        String patterns = "Pattern P {\n  let x = op<my.op>;\n  erase x;\n}\n";
        JsonObject withOpt = params(uri, ws.resolve("in.mlir").toUri().toString(), "module {}\n");
        withOpt.addProperty("mlirOpt", opt.toString());
        try (Client c = Client.start(false, ws, "--port", "0")) {
            c.open(uri, patterns);
            c.open(elsewhere, patterns);
            JsonObject refusedOpt = c.answer(c.request("pdll/runPatterns", withOpt));
            JsonObject refusedInput = c.answer(c.request("pdll/runPatterns", params(uri, secret.toUri().toString(), null)));
            JsonObject refusedPatterns = c.answer(c.request("pdll/runPatterns", params(elsewhere, ws.resolve("in.mlir").toUri().toString(),
                    "module {}\n")));
            for (JsonObject a : List.of(refusedOpt, refusedInput, refusedPatterns)) {
                assertTrue(a.has("error"), a.toString());
                assertEquals(-32602, a.getAsJsonObject("error").get("code").getAsInt(), a.toString());
                assertTrue(a.toString().contains("--allow-run-from-requests"), a.toString());
                assertFalse(a.toString().contains("the-secret-words"), a.toString());
            }
            assertTrue(refusedOpt.toString().contains("mlirOpt"), refusedOpt.toString());
            assertFalse(Files.exists(ran), "the request's program ran");
            // the workspace's own files, the input as text and the server's mlir-opt: served
            JsonObject served = c.answer(c.request("pdll/runPatterns", params(uri, ws.resolve("in.mlir").toUri().toString(), "module {}\n")));
            assertTrue(served.has("result"), served.toString());
        }
        try (Client c = Client.start(false, ws, "--port", "0", "--allow-run-from-requests")) {
            c.open(uri, patterns);
            JsonObject r = c.result(c.request("pdll/runPatterns", withOpt));
            // the requested mlir-opt was taken: its install has no MLIR development files
            assertTrue(r.get("error").getAsString().contains("apt-get install g++ libmlir-22-dev"), r.toString());
        }
    }

    @Test
    void badParametersAreInvalidParamsWithoutAStackTrace(@TempDir Path dir) throws Exception {
        String uri = dir.resolve("p.pdll").toUri().toString();
        try (Client c = Client.start(false)) {
            c.open(uri, "Pattern P {\n  erase op<my.op>;\n}\n");
            List<JsonObject> answers = new ArrayList<>();
            for (String p : List.of("{}", "{\"uri\":\"" + uri + "\"}", "{\"uri\":\"" + uri + "\",\"input\":\"untitled:in.mlir\"}",
                    "{\"uri\":\"" + uri + "\",\"input\":\"file:///x.mlir\",\"maxIterations\":\"ten\"}",
                    "{\"uri\":\"file:///not/open.pdll\",\"input\":\"file:///x.mlir\"}")) {
                answers.add(c.answer(c.request("pdll/runPatterns", JsonParser.parseString(p).getAsJsonObject())));
            }
            for (JsonObject a : answers) {
                JsonObject e = a.getAsJsonObject("error");
                assertNotNull(e, a.toString());
                assertEquals(-32602, e.get("code").getAsInt(), a.toString());
                assertFalse(a.toString().contains("\\tat ") || a.toString().contains("Exception"), a.toString());
            }
            assertTrue(answers.get(2).toString().contains("inputText is required"), answers.get(2).toString());
        }
    }

    // --- helpers ---------------------------------------------------------------------------------

    /** What pdll-run's Java API prints for the pattern file on the input file (the command line's path). */
    private static String reference(Path patterns, Path input) throws Exception {
        Map<String, String> env = new HashMap<>(System.getenv());
        env.put("PDLL_CACHE_DIR", System.getProperty(RunPatternsRequest.CACHE_DIR_PROPERTY));
        PatternCompiler.Compilation c = PatternCompiler.compile(patterns.toString(), List.of(), patterns.getParent(), env);
        assertFalse(c.failed(), c.messages());
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        var r = PatternRunner.create(null, patterns.getParent(), env, new PrintStream(log, true, StandardCharsets.UTF_8))
                .apply(c.patterns(), MlirInput.file(input.toString()), ApplyConfig.DEFAULTS);
        assertEquals(0, r.exitCode(), r.messages());
        return r.output();
    }

    static JsonObject params(String uri, String input, String inputText) {
        JsonObject p = new JsonObject();
        p.addProperty("uri", uri);
        p.addProperty("input", input);
        if (inputText != null) p.addProperty("inputText", inputText);
        return p;
    }

    private static JsonObject only(JsonArray a) {
        assertEquals(1, a.size(), a.toString());
        return a.get(0).getAsJsonObject();
    }

    private static int lineOf(String text, String needle) {
        int at = text.indexOf(needle);
        return (int) text.substring(0, at).chars().filter(ch -> ch == '\n').count();
    }

    static String method(JsonObject m) {
        return m.has("method") ? m.get("method").getAsString() : null;
    }

    /**
     * A client of an in-process server over pipes that waits for answers, as an editor does, and
     * answers the server's {@code window/workDoneProgress/create}.
     */
    static final class Client implements AutoCloseable {
        private static final long TIMEOUT_SECONDS = 120;
        private final PipedOutputStream toServer = new PipedOutputStream();
        private final BlockingQueue<JsonObject> incoming = new LinkedBlockingQueue<>();
        private final List<JsonObject> received = new ArrayList<>();
        private final Thread server;
        private int nextId = 1;

        private Client(String... serverArgs) throws IOException {
            PipedInputStream serverIn = new PipedInputStream(toServer, 1 << 16);
            PipedInputStream fromServer = new PipedInputStream(1 << 16);
            PipedOutputStream serverOut = new PipedOutputStream(fromServer);
            server = new Thread(() -> {
                try (serverOut) {
                    PdllLspMain.serve(ServerArgs.parse(serverArgs), ServerLifecycleTest.quiet(), serverIn, serverOut);
                } catch (Exception e) {
                    // the test fails on a missing answer
                }
            }, "test-server");
            server.start();
            Thread reader = new Thread(() -> read(fromServer), "test-client-reader");
            reader.setDaemon(true);
            reader.start();
        }

        static Client start(boolean progress) throws Exception {
            return start(progress, null);
        }

        /** A client whose workspace is {@code root} (null: none), of a server started with {@code serverArgs}. */
        static Client start(boolean progress, Path root, String... serverArgs) throws Exception {
            Client c = new Client(serverArgs);
            // the MLIR include root as the editor clients set it
            String caps = "{\"initializationOptions\":{\"mlirIncludeRoot\":\"auto\"},"
                    + (root == null ? "" : "\"rootUri\":\"" + root.toUri() + "\",") + "\"capabilities\":"
                    + (progress ? "{\"window\":{\"workDoneProgress\":true}}}" : "{}}");
            c.send(ProtocolEdgesTest.init(caps));
            c.answer(0);
            c.send("{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}");
            return c;
        }

        private void read(InputStream in) {
            try {
                while (true) {
                    int length = -1;
                    StringBuilder header = new StringBuilder();
                    int b;
                    while ((b = in.read()) != -1) {
                        header.append((char) b);
                        if (header.toString().endsWith("\r\n\r\n")) break;
                    }
                    if (b == -1) return;
                    for (String l : header.toString().split("\r\n")) {
                        if (l.toLowerCase().startsWith("content-length:")) length = Integer.parseInt(l.substring(15).trim());
                    }
                    byte[] body = in.readNBytes(length);
                    JsonObject m = JsonParser.parseString(new String(body, StandardCharsets.UTF_8)).getAsJsonObject();
                    if ("window/workDoneProgress/create".equals(method(m))) {
                        send("{\"jsonrpc\":\"2.0\",\"id\":" + m.get("id") + ",\"result\":null}");
                    }
                    incoming.add(m);
                }
            } catch (IOException e) {
                // the server ended
            }
        }

        synchronized void send(String json) {
            try {
                byte[] b = json.getBytes(StandardCharsets.UTF_8);
                toServer.write(("Content-Length: " + b.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
                toServer.write(b);
                toServer.flush();
            } catch (IOException e) {
                throw new AssertionError("the server stopped reading", e);
            }
        }

        void open(String uri, String text) {
            send(ProtocolEdgesTest.open(uri, text));
        }

        void change(String uri, int version, String text) {
            JsonObject p = JsonParser.parseString("{\"textDocument\":{\"uri\":\"" + uri + "\",\"version\":" + version + "}}").getAsJsonObject();
            JsonArray changes = new JsonArray();
            JsonObject whole = new JsonObject();
            whole.addProperty("text", text);
            changes.add(whole);
            p.add("contentChanges", changes);
            send("{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didChange\",\"params\":" + p + "}");
        }

        int request(String method, JsonObject params) {
            int id = nextId++;
            send(ProtocolEdgesTest.request(id, method, params.toString()));
            return id;
        }

        /** The next message (in order of arrival, from those not yet looked at) matching {@code p}. */
        JsonObject await(Predicate<JsonObject> p) throws InterruptedException {
            synchronized (received) {
                for (JsonObject m : received) if (p.test(m)) return m;
            }
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
            while (System.nanoTime() < end) {
                JsonObject m = incoming.poll(200, TimeUnit.MILLISECONDS);
                if (m == null) continue;
                synchronized (received) {
                    received.add(m);
                }
                if (p.test(m)) return m;
            }
            throw new AssertionError("no such message within " + TIMEOUT_SECONDS + " s; received " + received);
        }

        boolean seen(Predicate<JsonObject> p) {
            synchronized (received) {
                return received.stream().anyMatch(p) || incoming.stream().anyMatch(p);
            }
        }

        JsonObject answer(int id) throws InterruptedException {
            return await(m -> method(m) == null && m.has("id") && !m.get("id").isJsonNull() && m.get("id").getAsInt() == id);
        }

        JsonObject result(int id) throws InterruptedException {
            JsonObject a = answer(id);
            assertTrue(a.has("result") && a.get("result").isJsonObject(), a.toString());
            return a.getAsJsonObject("result");
        }

        @Override
        public void close() throws Exception {
            int id = nextId++;
            send(ProtocolEdgesTest.request(id, "shutdown", "null"));
            answer(id);
            send(ProtocolEdgesTest.EXIT);
            server.join(30_000);
            toServer.close();
        }
    }
}
