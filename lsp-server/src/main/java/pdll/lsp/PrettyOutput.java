package pdll.lsp;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.TreeSet;

/**
 * The reference's {@code -pretty} (implied by {@code -lit-test}): every message indented by two
 * spaces with its keys in alphabetical order and a final newline, as the reference prints them, so
 * a transcript's output reads (and {@code FileCheck}s) the same from both servers. Re-frames
 * LSP4J's output: it buffers until a whole {@code Content-Length} message has been written, then
 * writes it reformatted with its new length. Anything unframed passes through unchanged.
 */
final class PrettyOutput extends OutputStream {
    private static final Gson PRETTY = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create();
    private final OutputStream out;
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();

    PrettyOutput(OutputStream out) {
        this.out = out;
    }

    @Override
    public synchronized void write(int b) throws IOException {
        buffer.write(b);
        drain();
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) throws IOException {
        buffer.write(b, off, len);
        drain();
    }

    /** Writes every complete message in the buffer. */
    private void drain() throws IOException {
        while (true) {
            byte[] all = buffer.toByteArray();
            int headerEnd = indexOf(all, "\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            if (headerEnd < 0) return;
            int length = contentLength(new String(all, 0, headerEnd, StandardCharsets.US_ASCII));
            int start = headerEnd + 4;
            if (length < 0) { // not our framing: leave it alone
                out.write(all, 0, start);
                rest(all, start);
                continue;
            }
            if (all.length - start < length) return;
            String json = new String(all, start, length, StandardCharsets.UTF_8);
            byte[] body;
            try {
                body = (PRETTY.toJson(sorted(JsonParser.parseString(json))) + "\n").getBytes(StandardCharsets.UTF_8);
            } catch (RuntimeException notJson) {
                body = json.getBytes(StandardCharsets.UTF_8);
            }
            out.write(("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.write(body);
            rest(all, start + length);
        }
    }

    private void rest(byte[] all, int from) {
        buffer.reset();
        buffer.write(all, from, all.length - from);
    }

    private static int contentLength(String header) {
        for (String line : header.split("\r\n")) {
            int colon = line.indexOf(':');
            if (colon > 0 && line.substring(0, colon).strip().equalsIgnoreCase("Content-Length")) {
                try {
                    return Integer.parseInt(line.substring(colon + 1).strip());
                } catch (NumberFormatException e) {
                    return -1;
                }
            }
        }
        return -1;
    }

    private static int indexOf(byte[] a, byte[] b) {
        outer:
        for (int i = 0; i + b.length <= a.length; i++) {
            for (int j = 0; j < b.length; j++) if (a[i + j] != b[j]) continue outer;
            return i;
        }
        return -1;
    }

    /** A copy with every object's keys in alphabetical order. */
    static JsonElement sorted(JsonElement e) {
        if (e.isJsonObject()) {
            JsonObject o = new JsonObject();
            for (String k : new TreeSet<>(e.getAsJsonObject().keySet())) o.add(k, sorted(e.getAsJsonObject().get(k)));
            return o;
        }
        if (e.isJsonArray()) {
            JsonArray a = new JsonArray();
            for (JsonElement x : e.getAsJsonArray()) a.add(sorted(x));
            return a;
        }
        return e;
    }

    @Override
    public synchronized void flush() throws IOException {
        out.flush();
    }

    @Override
    public void close() throws IOException {
        out.close();
    }
}
