package pdll.release;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The smallest LSP client that gets a server's first diagnostics: initialize, initialized, didOpen,
 * then every message until publishDiagnostics for that document, then shutdown and exit.
 */
final class LspExchange implements AutoCloseable {
    private final Process process;
    private final OutputStream to;
    private final InputStream from;
    private final StringBuilder log = new StringBuilder();

    LspExchange(List<String> cmd, Path cwd, Map<String, String> env) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(cwd.toFile());
        pb.environment().clear();
        pb.environment().putAll(env);
        pb.redirectError(ProcessBuilder.Redirect.DISCARD);
        process = pb.start();
        to = process.getOutputStream();
        from = process.getInputStream();
    }

    /** Opens TEXT as URI (languageId LANGUAGE) and returns the diagnostics first published for it. */
    JsonArray firstDiagnostics(String rootUri, String uri, String language, String text) throws IOException {
        JsonObject init = new JsonObject();
        init.addProperty("processId", ProcessHandle.current().pid());
        init.addProperty("rootUri", rootUri);
        init.add("capabilities", new JsonObject());
        send(request(1, "initialize", init));
        while (!isResponse(read(), 1)) {}
        send(notification("initialized", new JsonObject()));
        JsonObject doc = new JsonObject();
        doc.addProperty("uri", uri);
        doc.addProperty("languageId", language);
        doc.addProperty("version", 1);
        doc.addProperty("text", text);
        JsonObject open = new JsonObject();
        open.add("textDocument", doc);
        send(notification("textDocument/didOpen", open));
        while (true) {
            JsonObject m = read();
            if (m.has("method") && m.get("method").getAsString().equals("textDocument/publishDiagnostics")
                    && m.getAsJsonObject("params").get("uri").getAsString().equals(uri)) {
                return m.getAsJsonObject("params").getAsJsonArray("diagnostics");
            }
        }
    }

    private static boolean isResponse(JsonObject m, int id) {
        return m.has("id") && !m.has("method") && m.get("id").getAsInt() == id;
    }

    private static JsonObject request(int id, String method, JsonObject params) {
        JsonObject m = notification(method, params);
        m.addProperty("id", id);
        return m;
    }

    private static JsonObject notification(String method, JsonObject params) {
        JsonObject m = new JsonObject();
        m.addProperty("jsonrpc", "2.0");
        m.addProperty("method", method);
        m.add("params", params);
        return m;
    }

    private void send(JsonObject message) throws IOException {
        byte[] body = message.toString().getBytes(StandardCharsets.UTF_8);
        to.write(("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        to.write(body);
        to.flush();
    }

    /** The next message (headers up to the blank line, then Content-Length bytes). */
    private JsonObject read() throws IOException {
        int length = -1;
        while (true) {
            String line = readLine();
            if (line == null) throw new IOException("the server closed its output; messages so far:\n" + log);
            if (line.isEmpty()) break;
            if (line.regionMatches(true, 0, "Content-Length:", 0, 15)) length = Integer.parseInt(line.substring(15).strip());
        }
        if (length < 0) throw new IOException("a message without Content-Length; so far:\n" + log);
        String body = new String(from.readNBytes(length), StandardCharsets.UTF_8);
        log.append(body, 0, Math.min(body.length(), 300)).append('\n');
        return JsonParser.parseString(body).getAsJsonObject();
    }

    private String readLine() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream();
        int c;
        while ((c = from.read()) != -1 && c != '\n') {
            if (c != '\r') line.write(c);
        }
        return c == -1 && line.size() == 0 ? null : line.toString(StandardCharsets.US_ASCII);
    }

    @Override
    public void close() throws IOException, InterruptedException {
        try {
            send(request(2, "shutdown", new JsonObject()));
            send(notification("exit", new JsonObject()));
            to.close();
        } catch (IOException ignored) {
            // already gone
        }
        if (!process.waitFor(10, TimeUnit.SECONDS)) process.destroyForcibly().waitFor();
    }
}
