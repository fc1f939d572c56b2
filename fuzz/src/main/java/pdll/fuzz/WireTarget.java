package pdll.fuzz;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import pdll.lsp.PdllLspMain;

/**
 * The language server on raw bytes ({@code --target wire}): the other server targets talk to it
 * through LSP4J, which only ever sends well-formed messages. Here each case is a byte stream as a
 * hostile or broken client would write it: well-formed messages mixed with wrong and missing
 * {@code Content-Length} headers, cut and garbled bodies, batches, every JSON type as an id and as
 * params, unknown methods, cancellations, {@code shutdown}/{@code exit} anywhere, then the end of
 * input. A finding: the server throws, does not end after the input ends, writes a Java stack
 * trace or an exception's name into a message, or writes output that is not well-framed JSON.
 */
final class WireTarget implements Target {
    private final JulCapture libraryLog = JulCapture.install();
    private final long timeoutMs;
    private long bytes;

    WireTarget(long timeoutMs) {
        this.timeoutMs = timeoutMs;
    }

    @Override
    public String name() {
        return "wire";
    }

    @Override
    public String work() {
        return bytes + " bytes";
    }

    private static final String DOC = "Pattern P {\\n  let r = op<a.b>(x: Value);\\n  erase r;\\n}\\n";
    private static final String[] METHODS = {"textDocument/hover", "textDocument/completion", "textDocument/definition",
        "textDocument/documentSymbol", "workspace/symbol", "textDocument/formatting", "textDocument/references",
        "textDocument/rename", "textDocument/codeAction", "textDocument/semanticTokens/full", "textDocument/foldingRange",
        "textDocument/inlayHint", "textDocument/signatureHelp", "textDocument/documentLink", "completionItem/resolve",
        "pdll/viewOutput", "tablegen/viewRecords", "workspace/executeCommand", "initialize", "shutdown", "no/such",
        "$/cancelRequest", "$/setTrace", "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose",
        "workspace/didChangeConfiguration", "exit"};
    private static final String[] IDS = {"1", "2", "\"a\"", "-1", "0", "1.5", "1e30", "9007199254740993", "null", "true",
        "{}", "[]", "\"\"", "2147483648", "-0"};
    private static final String[] URIS = {"file:///w/a.pdll", "file:///w/b.td", "file:///", "untitled:x", "file:///w/%zz",
        "", "file:///w/a.pdll#frag", "http://x/y.pdll"};

    /** A params value of any shape: right, null, absent, of the wrong type. */
    private static String params(Random r, String method) {
        String uri = URIS[r.nextInt(URIS.length)];
        String pos = "{\"line\":" + (r.nextInt(6) - 1) + ",\"character\":" + (r.nextInt(40) - 1) + "}";
        String doc = "{\"uri\":\"" + uri + "\"}";
        return switch (r.nextInt(8)) {
            case 0 -> "null";
            case 1 -> "[]";
            case 2 -> "\"text\"";
            case 3 -> "{}";
            default -> switch (method) {
                case "textDocument/didOpen" -> "{\"textDocument\":{\"uri\":\"" + uri + "\",\"languageId\":\"pdll\",\"version\":1,\"text\":\""
                        + DOC + "\"}}";
                case "textDocument/didChange" -> "{\"textDocument\":{\"uri\":\"" + uri + "\",\"version\":" + r.nextInt(5)
                        + "},\"contentChanges\":[{\"text\":\"" + DOC.substring(0, r.nextInt(DOC.length())) + "\"}]}";
                case "workspace/symbol" -> "{\"query\":\"" + (r.nextBoolean() ? "P" : "") + "\"}";
                case "$/cancelRequest" -> "{\"id\":" + IDS[r.nextInt(IDS.length)] + "}";
                case "initialize" -> "{\"processId\":null,\"rootUri\":null,\"capabilities\":{}}";
                case "pdll/viewOutput" -> "{\"uri\":\"" + uri + "\",\"kind\":\"" + (r.nextBoolean() ? "mlir" : "cpp") + "\"}";
                default -> "{\"textDocument\":" + doc + ",\"position\":" + pos + ",\"range\":{\"start\":" + pos + ",\"end\":" + pos
                        + "},\"context\":{\"includeDeclaration\":true,\"diagnostics\":[]},\"options\":{\"tabSize\":2,\"insertSpaces\":true},"
                        + "\"newName\":\"q\",\"query\":\"\",\"command\":\"x\",\"label\":\"x\"}";
            };
        };
    }

    /** One message body: usually well-formed JSON-RPC, sometimes a batch or damaged JSON. */
    private static String body(Random r) {
        String method = METHODS[r.nextInt(METHODS.length)];
        boolean notification = method.startsWith("textDocument/did") || method.startsWith("$/") || method.equals("exit")
                || method.startsWith("workspace/didChange") ? r.nextInt(4) > 0 : r.nextInt(8) == 0;
        StringBuilder m = new StringBuilder("{\"jsonrpc\":\"2.0\"");
        if (!notification) m.append(",\"id\":").append(IDS[r.nextInt(IDS.length)]);
        m.append(",\"method\":\"").append(method).append('"');
        if (r.nextInt(6) > 0) m.append(",\"params\":").append(params(r, method));
        m.append('}');
        String json = m.toString();
        return switch (r.nextInt(14)) {
            case 0 -> "[" + json + "," + json + "]";
            case 1 -> json.substring(0, r.nextInt(json.length())); // cut
            case 2 -> json.replace("\"jsonrpc\":\"2.0\"", "\"jsonrpc\":\"1.0\"");
            case 3 -> new StringBuilder(json).insert(r.nextInt(json.length()), (char) (r.nextInt(96) + 32)).toString();
            case 4 -> "[]";
            case 5 -> "{}";
            case 6 -> "\"just a string\"";
            default -> json;
        };
    }

    /** One framed message: the header usually right, sometimes wrong, missing or doubled. */
    private static byte[] frame(Random r, String body) {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        String header = switch (r.nextInt(16)) {
            case 0 -> "Content-Length: " + (b.length + r.nextInt(5) - 2) + "\r\n\r\n";
            case 1 -> "Content-Length: -5\r\n\r\n";
            case 2 -> "Content-Length: 99999999999\r\n\r\n";
            case 3 -> "Content-Length: " + b.length + "\n\n";
            case 4 -> "Content-Type: application/vscode-jsonrpc; charset=utf-16\r\nContent-Length: " + b.length + "\r\n\r\n";
            case 5 -> "X: y\r\n\r\n";
            case 6 -> "content-length:" + b.length + "\r\n\r\n";
            case 7 -> "Content-Length: " + b.length + "\r\nContent-Length: " + b.length + "\r\n\r\n";
            default -> "Content-Length: " + b.length + "\r\n\r\n";
        };
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(header.getBytes(StandardCharsets.ISO_8859_1));
        out.writeBytes(b);
        if (r.nextInt(20) == 0) for (int i = r.nextInt(64); i > 0; i--) out.write(r.nextInt(256)); // raw garbage
        return out.toByteArray();
    }

    /** A case's input: an initialize (usually), a few dozen messages, then usually shutdown and exit. */
    static byte[] input(Random r) {
        ByteArrayOutputStream in = new ByteArrayOutputStream();
        if (r.nextInt(8) > 0) {
            in.writeBytes(frame(new Random(0), "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"processId\":null,\"rootUri\":null,\"capabilities\":{}}}"));
        }
        for (int n = 1 + r.nextInt(40); n > 0; n--) in.writeBytes(frame(r, body(r)));
        if (r.nextBoolean()) {
            in.writeBytes(frame(new Random(0), "{\"jsonrpc\":\"2.0\",\"id\":999,\"method\":\"shutdown\"}"));
            in.writeBytes(frame(new Random(0), "{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}"));
        }
        return in.toByteArray();
    }

    @Override
    public List<Finding> run(long caseNumber, Random r) {
        byte[] in = input(r);
        bytes += in.length;
        Finding f = check(caseNumber, in);
        return f == null ? List.of() : List.of(f);
    }

    @Override
    public List<Finding> replay(Path file, String input) {
        Finding f = check(0, RawBytes.encode(input));
        return f == null ? List.of() : List.of(f);
    }

    @Override
    public Finding recheck(Finding f, String input) {
        return check(f.caseNumber(), RawBytes.encode(input));
    }

    private Finding check(long caseNumber, byte[] in) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream log = new ByteArrayOutputStream();
        Watchdog.Outcome<Integer> o = Watchdog.run("wire", timeoutMs, () -> PdllLspMain.serve(new String[0],
                new PrintStream(log, true, StandardCharsets.UTF_8), new ByteArrayInputStream(in), out));
        String input = asText(in);
        if (o.timedOut()) {
            String trace = "the server did not end within " + timeoutMs + " ms of the end of its input\n" + Traces.stackTrace(o.stuckAt());
            return finding("hang", input, trace, caseNumber);
        }
        if (o.thrown() != null) return finding("crash", input, Traces.stackTrace(o.thrown()), caseNumber);
        String problem = wellFramed(out.toByteArray());
        if (problem != null) return finding("bad-output", input, problem, caseNumber);
        // LSP4J logs the garbage this target feeds it (a header without Content-Length) with a trace
        // through java.util.logging; a server in its own process prints the message's first line only
        // (PdllLspMain.routeLibraryLogging). Those records are this case's, dropped here rather than
        // reported by the next LSP case; anything else logged (a notification handler's exception) is
        // a finding, as is a trace in the server's own log.
        String logged = libraryLog.drainExcept(JulCapture.MALFORMED_INPUT) + log.toString(StandardCharsets.UTF_8);
        String trace = Traces.failureIn(logged);
        if (trace != null) return finding("log-trace", input, trace, caseNumber);
        return null;
    }

    /** Null when the output is a sequence of framed JSON messages none of which carries a Java trace. */
    static String wellFramed(byte[] out) {
        int i = 0;
        while (i < out.length) {
            int end = indexOf(out, "\r\n\r\n".getBytes(StandardCharsets.US_ASCII), i);
            if (end < 0) return "output ends inside a header at byte " + i;
            String header = new String(out, i, end - i, StandardCharsets.US_ASCII);
            int len = -1;
            for (String line : header.split("\r\n")) {
                if (!line.regionMatches(true, 0, "Content-Length:", 0, 15)) continue;
                try {
                    len = Integer.parseInt(line.substring(15).strip());
                } catch (NumberFormatException e) {
                    return "a bad Content-Length: " + line;
                }
            }
            if (len < 0 || end + 4 + len > out.length) return "a message without a usable Content-Length: " + header;
            String body = new String(out, end + 4, len, StandardCharsets.UTF_8);
            try {
                com.google.gson.JsonParser.parseString(body).getAsJsonObject();
            } catch (RuntimeException e) {
                return "a message that is not a JSON object: " + body;
            }
            if (body.contains("\\tat ") || body.matches("(?s).*\\b(java|org\\.eclipse)\\.[\\w.]+(Exception|Error)\\b.*")) {
                return "a Java exception in a message: " + body;
            }
            i = end + 4 + len;
        }
        return null;
    }

    private static int indexOf(byte[] a, byte[] b, int from) {
        outer:
        for (int i = from; i + b.length <= a.length; i++) {
            for (int j = 0; j < b.length; j++) if (a[i + j] != b[j]) continue outer;
            return i;
        }
        return -1;
    }

    private static String asText(byte[] in) {
        StringBuilder sb = new StringBuilder(in.length);
        String s = new String(in, StandardCharsets.UTF_8);
        // keep the bytes: non-UTF-8 ones as RawBytes' escapes, so that a saved finding replays the same bytes
        if (java.util.Arrays.equals(s.getBytes(StandardCharsets.UTF_8), in)) return s;
        for (byte b : in) sb.append(b >= 0 ? (char) b : RawBytes.raw(b & 0xFF));
        return sb.toString();
    }

    private Finding finding(String kind, String input, String trace, long caseNumber) {
        return new Finding("wire", kind, "pdll-lsp (stdio)", input, ".bin", trace, Traces.signature(kind, trace), caseNumber);
    }
}
