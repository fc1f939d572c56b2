package pdll.lsp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.tablegen.MlirIncludeRoot;

/**
 * End to end: the shaded {@code target/pdll-lsp.jar} as a child process, spoken to over stdio
 * with raw JSON-RPC (over {@code --port} and {@code --socket}: SocketSecurityIT). Runs in
 * {@code verify}, after the jar is built.
 */
class StdioEndToEndIT {
    static final Optional<Path> MLIR = MlirIncludeRoot.discover();

    static JsonObject json(String s) {
        return JsonParser.parseString(s).getAsJsonObject();
    }

    static JsonObject pos(String uri, int line, int character) {
        return json("{\"textDocument\":{\"uri\":\"" + uri + "\"},\"position\":{\"line\":" + line + ",\"character\":" + character + "}}");
    }

    static JsonObject open(String uri, int version, String text) {
        JsonObject doc = new JsonObject();
        doc.addProperty("uri", uri);
        doc.addProperty("languageId", "pdll");
        doc.addProperty("version", version);
        doc.addProperty("text", text);
        JsonObject p = new JsonObject();
        p.add("textDocument", doc);
        return p;
    }

    private static long errors(JsonObject publish) {
        long n = 0;
        for (JsonElement e : publish.getAsJsonArray("diagnostics")) if (e.getAsJsonObject().get("severity").getAsInt() == 1) n++;
        return n;
    }

    @Test
    void arithSession(@TempDir Path dir) throws Exception {
        assumeTrue(MLIR.isPresent(), "no MLIR include root (mlir/IR/OpBase.td): install libmlir-22-dev to run this test");
        Path file = dir.resolve("main.pdll");
        String text = "#include \"mlir/Dialect/Arith/IR/ArithOps.td\"\n"
                + "Pattern AddZero {\n"
                + "  let root = op<arith.addi>(x: Value, y: Value);\n"
                + "  let = 3;\n"
                + "  erase root;\n"
                + "}\n"
                + "Pattern { let c = op<arith.\n";
        Files.writeString(file, text);
        String uri = file.toUri().toString();
        // progress for every analysis, so that its check does not depend on how fast TableGen is here
        try (LspProcess lsp = LspProcess.startWith(List.of("-Dpdll.lsp.progressAfterMs=0"), "--stdio",
                "--pdll-extra-dir=" + MLIR.get(), "--log=info")) {
            long t0 = System.nanoTime();
            JsonObject init = lsp.request("initialize", json("{\"processId\":null,\"rootUri\":null,\"capabilities\":"
                    + "{\"general\":{\"positionEncodings\":[\"utf-8\",\"utf-16\"]},\"window\":{\"workDoneProgress\":true}}}"));
            JsonObject caps = init.getAsJsonObject("result").getAsJsonObject("capabilities");
            assertEquals("utf-16", caps.get("positionEncoding").getAsString());
            assertEquals(2, caps.getAsJsonObject("textDocumentSync").get("change").getAsInt());
            lsp.notify("initialized", new JsonObject());
            lsp.notify("textDocument/didOpen", open(uri, 1, text));
            JsonObject d1 = lsp.diagnostics(uri, 1);
            long openMs = (System.nanoTime() - t0) / 1_000_000;
            // the analysis (a cold TableGen import of ArithOps.td) is announced
            JsonObject begin = lsp.await(x -> x.has("method") && x.get("method").getAsString().equals("$/progress"));
            assertEquals("begin", begin.getAsJsonObject("params").getAsJsonObject("value").get("kind").getAsString());
            JsonObject end = lsp.await(x -> x.has("method") && x.get("method").getAsString().equals("$/progress"));
            assertEquals("end", end.getAsJsonObject("params").getAsJsonObject("value").get("kind").getAsString());
            JsonArray diags = d1.getAsJsonArray("diagnostics");
            assertTrue(diags.size() >= 2, diags.toString()); // the `let` error and the unfinished last pattern
            assertEquals("expected identifier after `let` to name a new variable", diags.get(0).getAsJsonObject().get("message").getAsString());
            assertEquals(3, diags.get(0).getAsJsonObject().getAsJsonObject("range").getAsJsonObject("start").get("line").getAsInt());

            JsonObject completion = lsp.request("textDocument/completion", pos(uri, 6, 27)).getAsJsonObject("result");
            List<String> labels = new ArrayList<>();
            for (JsonElement e : completion.getAsJsonArray("items")) labels.add(e.getAsJsonObject().get("label").getAsString());
            assertTrue(labels.contains("addi") && labels.contains("constant"), labels.toString());

            JsonObject hover = lsp.request("textDocument/hover", pos(uri, 2, 23)).getAsJsonObject("result");
            assertTrue(hover.getAsJsonObject("contents").get("value").getAsString().startsWith("**OpName**: `arith.addi`\n***\ninteger addition operation"));

            JsonArray def = lsp.request("textDocument/definition", pos(uri, 2, 23)).getAsJsonArray("result");
            assertEquals(MLIR.get().resolve("mlir/Dialect/Arith/IR/ArithOps.td").toUri().toString(),
                    def.get(0).getAsJsonObject().get("uri").getAsString());

            // garbage on the wire: an error reply, and the server reads on
            lsp.sendRaw("this is not json");
            JsonObject parseError = lsp.await(x -> x.has("error") && x.get("id").isJsonNull());
            assertEquals(-32700, parseError.getAsJsonObject("error").get("code").getAsInt());

            // fix the error incrementally: `let = 3;` -> `let v = root;`; then the second pattern
            List<Long> changeMs = new ArrayList<>();
            JsonObject change = json("{\"textDocument\":{\"uri\":\"" + uri + "\",\"version\":2},\"contentChanges\":["
                    + "{\"range\":{\"start\":{\"line\":3,\"character\":6},\"end\":{\"line\":3,\"character\":9}},\"text\":\"v = root\"}]}");
            long c0 = System.nanoTime();
            lsp.notify("textDocument/didChange", change);
            JsonObject d2 = lsp.diagnostics(uri, 2);
            changeMs.add((System.nanoTime() - c0) / 1_000_000);
            // errors only: the fixed `let v = root;` now also gets our unused-variable warning
            assertTrue(errors(d2) >= 1, d2.toString());
            assertTrue(errors(d2) < errors(d1), d2.toString());
            for (int v = 3; v <= 12; v++) {
                JsonObject typing = json("{\"textDocument\":{\"uri\":\"" + uri + "\",\"version\":" + v + "},\"contentChanges\":["
                        + "{\"range\":{\"start\":{\"line\":3,\"character\":6},\"end\":{\"line\":3,\"character\":7}},\"text\":\"" + (char) ('a' + v) + "\"}]}");
                c0 = System.nanoTime();
                lsp.notify("textDocument/didChange", typing);
                lsp.diagnostics(uri, v);
                changeMs.add((System.nanoTime() - c0) / 1_000_000);
            }
            List<Long> completionMs = new ArrayList<>();
            for (int i = 0; i < 10; i++) {
                c0 = System.nanoTime();
                lsp.request("textDocument/completion", pos(uri, 6, 27));
                completionMs.add((System.nanoTime() - c0) / 1_000_000);
            }
            Collections.sort(changeMs);
            Collections.sort(completionMs);
            System.out.println("pdll-lsp e2e (ArithOps.td): initialize+didOpen to diagnostics " + openMs + " ms (cold JVM and TableGen), "
                    + "didChange to diagnostics median " + changeMs.get(changeMs.size() / 2) + " ms, completion median "
                    + completionMs.get(completionMs.size() / 2) + " ms");

            assertTrue(lsp.request("shutdown", null).get("result").isJsonNull());
            lsp.notify("exit", null);
            assertEquals(0, lsp.waitFor());
        }
    }

    /**
     * The op index: in documents that do not include ArithOps.td, completion after {@code op<arith.}
     * lists {@code addi} with the edit adding the include once the index is built (polled, bounded),
     * and the quick fix on {@code op<arith.addi>} adds it. With the server's JVM options, two open
     * 1,000-pattern documents and the index of the whole MLIR include root stay under 400 MB resident.
     */
    @Test
    void opIndexOffersOperationsOfFilesNotIncluded(@TempDir Path dir) throws Exception {
        assumeTrue(MLIR.isPresent(), "no MLIR include root (mlir/IR/OpBase.td): install libmlir-22-dev to run this test");
        String include = "#include \"mlir/Dialect/Arith/IR/ArithOps.td\"\n";
        String text = "// no includes\n"
                + "Pattern { let x = op<arith.addi>; erase x; }\n"
                + "Pattern { let c = op<arith.\n";
        Path file = dir.resolve("main.pdll");
        Files.writeString(file, text);
        String uri = file.toUri().toString();
        try (LspProcess lsp = LspProcess.startWith(List.of("-XX:+UseSerialGC", "-XX:MinHeapFreeRatio=10", "-XX:MaxHeapFreeRatio=30"),
                "--stdio", "--pdll-extra-dir=" + MLIR.get(), "--log=info")) {
            lsp.request("initialize", json("{\"processId\":null,\"rootUri\":null,\"capabilities\":{}}"));
            lsp.notify("initialized", new JsonObject());
            // two big documents that include ArithOps.td, as a user's workspace would have open
            for (int k = 0; k < 2; k++) {
                StringBuilder big = new StringBuilder("#include \"mlir/Dialect/Arith/IR/ArithOps.td\"\n");
                for (int i = 0; i < 1000; i++) {
                    big.append("Pattern P").append(i).append(" {\n  let root = op<arith.addi>(x: Value, y: Value);\n")
                            .append("  replace root with op<arith.subi>(x, y);\n}\n");
                }
                String bigUri = dir.resolve("big" + k + ".pdll").toUri().toString();
                lsp.notify("textDocument/didOpen", open(bigUri, 1, big.toString()));
                lsp.diagnostics(bigUri, 1);
            }
            lsp.notify("textDocument/didOpen", open(uri, 1, text));
            lsp.diagnostics(uri, 1);

            long rssBeforeKb = lsp.residentKb();
            long t0 = System.nanoTime();
            JsonObject addi = null;
            int polls = 0;
            while (addi == null && System.nanoTime() - t0 < TimeUnit.SECONDS.toNanos(120)) {
                if (polls++ > 0) Thread.sleep(500);
                JsonObject completion = lsp.request("textDocument/completion", pos(uri, 2, 27)).getAsJsonObject("result");
                for (JsonElement e : completion.getAsJsonArray("items")) {
                    if (e.getAsJsonObject().get("label").getAsString().equals("addi")) addi = e.getAsJsonObject();
                }
            }
            long readyMs = (System.nanoTime() - t0) / 1_000_000;
            assertTrue(addi != null, "no `addi` after op<arith. within 120 s; stderr:\n" + lsp.stderr());
            JsonArray extra = addi.getAsJsonArray("additionalTextEdits");
            assertEquals(1, extra.size(), addi.toString());
            assertEquals(include, extra.get(0).getAsJsonObject().get("newText").getAsString());
            assertEquals(0, extra.get(0).getAsJsonObject().getAsJsonObject("range").getAsJsonObject("start").get("line").getAsInt());
            assertEquals("integer addition operation", addi.get("detail").getAsString());

            JsonObject params = json("{\"textDocument\":{\"uri\":\"" + uri + "\"},\"range\":{\"start\":{\"line\":1,\"character\":23},"
                    + "\"end\":{\"line\":1,\"character\":23}},\"context\":{\"diagnostics\":[]}}");
            JsonArray actions = lsp.request("textDocument/codeAction", params).getAsJsonArray("result");
            JsonObject first = actions.get(0).getAsJsonObject();
            assertEquals("Add `#include \"mlir/Dialect/Arith/IR/ArithOps.td\"`", first.get("title").getAsString());
            assertTrue(first.get("isPreferred").getAsBoolean());
            JsonArray edits = first.getAsJsonObject("edit").getAsJsonObject("changes").getAsJsonArray(uri);
            assertEquals(include, edits.get(0).getAsJsonObject().get("newText").getAsString());

            long rssKb = lsp.residentKb();
            String log = lsp.stderr().lines().filter(l -> l.contains("op index:")).findFirst().orElse("(no log line)");
            System.out.println("pdll-lsp e2e op index: `addi` offered " + readyMs + " ms after the first completion ("
                    + polls + " polls); " + log.strip() + "; resident " + rssKb / 1024 + " MB with two 1,000-pattern documents (before the index: "
                    + rssBeforeKb / 1024 + " MB)");
            if (rssKb > 0) assertTrue(rssKb < 400 * 1024, "resident " + rssKb / 1024 + " MB");

            assertTrue(lsp.request("shutdown", null).get("result").isJsonNull());
            lsp.notify("exit", null);
            assertEquals(0, lsp.waitFor());
        }
    }

    @Test
    void robustnessWithoutMlir(@TempDir Path dir) throws Exception {
        String uri = dir.resolve("x.pdll").toUri().toString();
        try (LspProcess lsp = LspProcess.start("--log=error")) {
            lsp.request("initialize", json("{\"processId\":null,\"capabilities\":{}}"));
            lsp.notify("textDocument/didOpen", open(uri, 1, "Pattern P {\n  erase op<a.b>;\n}\n"));
            assertEquals(0, lsp.diagnostics(uri, 1).getAsJsonArray("diagnostics").size());
            // formatting: minimal edits; range formatting: only the lines the range touches
            lsp.notify("textDocument/didOpen", open(uri.replace("x.pdll", "f.pdll"), 1, "Pattern   P {\nerase op<a.b> ;\n}\n"));
            String fdoc = "{\"textDocument\":{\"uri\":\"" + uri.replace("x.pdll", "f.pdll") + "\"},\"options\":{\"tabSize\":2,\"insertSpaces\":true}";
            JsonArray whole = lsp.request("textDocument/formatting", json(fdoc + "}")).getAsJsonArray("result");
            assertEquals("[{\"range\":{\"start\":{\"line\":0,\"character\":8},\"end\":{\"line\":0,\"character\":10}},\"newText\":\"\"},"
                    + "{\"range\":{\"start\":{\"line\":1,\"character\":0},\"end\":{\"line\":1,\"character\":14}},\"newText\":\"  erase op<a.b>\"}]",
                    whole.toString());
            JsonArray part = lsp.request("textDocument/rangeFormatting", json(fdoc
                    + ",\"range\":{\"start\":{\"line\":1,\"character\":0},\"end\":{\"line\":1,\"character\":3}}}")).getAsJsonArray("result");
            assertEquals(1, part.size(), part.toString());
            // a change far outside the text is clamped, not fatal: the document stays open
            lsp.notify("textDocument/didChange", json("{\"textDocument\":{\"uri\":\"" + uri + "\",\"version\":2},\"contentChanges\":["
                    + "{\"range\":{\"start\":{\"line\":99,\"character\":0},\"end\":{\"line\":99,\"character\":5}},\"text\":\"Pattern {\"}]}"));
            assertEquals(1, lsp.diagnostics(uri, 2).getAsJsonArray("diagnostics").size());
            JsonArray symbols = lsp.request("textDocument/documentSymbol", json("{\"textDocument\":{\"uri\":\"" + uri + "\"}}")).getAsJsonArray("result");
            assertEquals("P", symbols.get(0).getAsJsonObject().get("name").getAsString());
            // the outline of one version is computed once and answered alike; a new version gets its own
            String symbolsOf = "{\"textDocument\":{\"uri\":\"" + uri + "\"}}";
            assertEquals(symbols, lsp.request("textDocument/documentSymbol", json(symbolsOf)).getAsJsonArray("result"));
            lsp.notify("textDocument/didChange", json("{\"textDocument\":{\"uri\":\"" + uri + "\",\"version\":3},\"contentChanges\":["
                    + "{\"range\":{\"start\":{\"line\":0,\"character\":8},\"end\":{\"line\":0,\"character\":9}},\"text\":\"Q\"}]}"));
            lsp.diagnostics(uri, 3);
            assertEquals("Q", lsp.request("textDocument/documentSymbol", json(symbolsOf)).getAsJsonArray("result")
                    .get(0).getAsJsonObject().get("name").getAsString());
            // bad params: an error reply
            JsonObject bad = lsp.request("textDocument/hover", json("{\"textDocument\":42}"));
            assertTrue(bad.has("error") || bad.get("result").isJsonNull(), bad.toString());
            lsp.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":77,\"method\":\"textDocument/hover\",\"params\":{");
            assertTrue(lsp.await(x -> x.has("id") && x.get("id").isJsonPrimitive() && x.get("id").getAsInt() == 77).has("error"));
            lsp.notify("textDocument/didClose", json("{\"textDocument\":{\"uri\":\"" + uri + "\"}}"));
            assertEquals(0, lsp.diagnostics(uri, 3).getAsJsonArray("diagnostics").size());
            // exit without shutdown: status 1, like the reference
            lsp.notify("exit", null);
            assertEquals(1, lsp.waitFor());
        }
    }

    /** A PDL verifier failure arrives as a published diagnostic (in the first publish or a re-publish of the version). */
    @Test
    void verifierFailureIsPublished(@TempDir Path dir) throws Exception {
        String uri = dir.resolve("v.pdll").toUri().toString();
        String text = "Pattern {\n  let root = op<calc.root>;\n  let stray = op<calc.stray>;\n  rewrite root with {\n    erase stray;\n  };\n}\n";
        try (LspProcess lsp = LspProcess.start("--log=error")) {
            lsp.request("initialize", json("{\"processId\":null,\"capabilities\":{}}"));
            lsp.notify("textDocument/didOpen", open(uri, 1, text));
            JsonObject d = lsp.await(x -> x.has("method") && x.get("method").getAsString().equals("textDocument/publishDiagnostics")
                    && x.getAsJsonObject("params").getAsJsonArray("diagnostics").toString().contains("pdl-verifier")).getAsJsonObject("params");
            assertEquals(1, d.get("version").getAsInt());
            JsonObject diag = d.getAsJsonArray("diagnostics").get(0).getAsJsonObject();
            assertEquals("'pdl.pattern' op the operations must form a connected component", diag.get("message").getAsString());
            assertEquals("pdl-verifier", diag.get("code").getAsString());
            assertEquals("pdll", diag.get("source").getAsString());
            assertEquals(1, diag.get("severity").getAsInt());
            assertEquals(json("{\"start\":{\"line\":0,\"character\":0},\"end\":{\"line\":0,\"character\":7}}"), diag.getAsJsonObject("range"));
            // fixed: the next version's diagnostics are empty at once (what failed is checked first)
            lsp.notify("textDocument/didChange", json("{\"textDocument\":{\"uri\":\"" + uri + "\",\"version\":2},\"contentChanges\":["
                    + "{\"text\":\"Pattern {\\n  erase op<calc.root>;\\n}\\n\"}]}"));
            assertEquals(0, lsp.diagnostics(uri, 2).getAsJsonArray("diagnostics").size());
            lsp.request("shutdown", null);
            lsp.notify("exit", null);
            assertEquals(0, lsp.waitFor());
        }
    }

    /** A database under build/ is found without flags; turning discovery off by settings re-publishes. */
    @Test
    void compilationDatabaseDiscoveryAndSettings(@TempDir Path dir) throws Exception {
        Path inc = Files.createDirectories(dir.resolve("include/lib"));
        Files.writeString(inc.resolve("helpers.pdll"), "Constraint Helper(v: Value);\n");
        Path src = Files.createDirectories(dir.resolve("src"));
        Path file = src.resolve("x.pdll");
        String text = "#include \"lib/helpers.pdll\"\nPattern { erase op<a.b>; }\n";
        Files.writeString(file, text);
        Path build = Files.createDirectories(dir.resolve("build"));
        Files.writeString(build.resolve("pdll_compile_commands.yml"), "--- !FileInfo:\n  filepath: \"" + file + "\"\n  includes: \""
                + dir.resolve("include") + "\"\n");
        String uri = file.toUri().toString();
        try (LspProcess lsp = LspProcess.start("--log=error")) {
            lsp.request("initialize", json("{\"processId\":null,\"capabilities\":{}}"));
            lsp.notify("textDocument/didOpen", open(uri, 1, text));
            assertEquals(0, lsp.diagnostics(uri, 1).getAsJsonArray("diagnostics").size(), "found through build/pdll_compile_commands.yml");
            JsonArray links = lsp.request("textDocument/documentLink", json("{\"textDocument\":{\"uri\":\"" + uri + "\"}}")).getAsJsonArray("result");
            assertEquals(inc.resolve("helpers.pdll").toUri().toString(), links.get(0).getAsJsonObject().get("target").getAsString());
            lsp.notify("workspace/didChangeConfiguration", json("{\"settings\":{\"pdll\":{\"discoverCompilationDatabases\":false}}}"));
            JsonArray diags = lsp.diagnostics(uri, 1).getAsJsonArray("diagnostics");
            assertEquals("unable to open include file `lib/helpers.pdll`", diags.get(0).getAsJsonObject().get("message").getAsString());
            lsp.request("shutdown", null);
            lsp.notify("exit", null);
            assertEquals(0, lsp.waitFor());
        }
    }
}
