package pdll.intellij.server;

import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * Just enough of an LSP client to drive the server the way LSP4IJ does, over the stdio of the
 * process {@link ServerLaunch} describes: Content-Length framed JSON-RPC, requests with ids, every
 * message the server sent kept in order. Requests from the server get a null result.
 */
final class LspClient implements AutoCloseable {
    private final Process process;
    private final OutputStream out;
    private final List<JsonObject> received = new ArrayList<>();
    private final StringBuilder stderr = new StringBuilder();
    private int nextId = 1;

    /** Starts the launch exactly as the connection provider's GeneralCommandLine would: same argv, folder, environment on top of ours. */
    static LspClient start(ServerLaunch launch) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(launch.command()).directory(launch.workingDir().toFile());
        pb.environment().putAll(launch.environment());
        return new LspClient(pb.start());
    }

    private LspClient(Process process) {
        this.process = process;
        this.out = process.getOutputStream();
        daemon("lsp-reader", () -> read(process.getInputStream()));
        daemon("lsp-stderr", () -> {
            try (var r = process.errorReader(StandardCharsets.UTF_8)) {
                for (String l; (l = r.readLine()) != null; ) synchronized (stderr) { stderr.append(l).append('\n'); }
            } catch (IOException e) {
                // the process ended
            }
        });
    }

    String stderr() {
        synchronized (stderr) {
            return stderr.toString();
        }
    }

    JsonObject request(String method, JsonElement params) throws IOException, InterruptedException {
        int id = nextId++;
        JsonObject m = message(method, params);
        m.addProperty("id", id);
        send(m);
        return await(x -> !x.has("method") && x.has("id") && x.get("id").getAsInt() == id, 60);
    }

    void notify(String method, JsonElement params) throws IOException {
        send(message(method, params));
    }

    /** The first message, received so far or within the timeout, that matches. */
    JsonObject await(Predicate<JsonObject> p, int seconds) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        synchronized (received) {
            while (true) {
                Optional<JsonObject> hit = received.stream().filter(p).findFirst();
                if (hit.isPresent()) return hit.get();
                long left = TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime());
                if (left <= 0) throw new AssertionError("no such message in " + seconds + " s; received " + received + "\nstderr:\n" + stderr());
                received.wait(left);
            }
        }
    }

    /** Forgets what arrived so far (to wait for the next publication of something). */
    void clear() {
        synchronized (received) {
            received.clear();
        }
    }

    /** LSP's orderly end: shutdown, exit, and the exit status. */
    int shutdown() throws IOException, InterruptedException {
        JsonObject r = request("shutdown", null);
        if (r.has("error")) throw new AssertionError("shutdown failed: " + r);
        notify("exit", null);
        if (!process.waitFor(20, TimeUnit.SECONDS)) throw new AssertionError("the server did not exit after shutdown/exit");
        return process.exitValue();
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }

    private static JsonObject message(String method, JsonElement params) {
        JsonObject m = new JsonObject();
        m.addProperty("jsonrpc", "2.0");
        m.addProperty("method", method);
        if (params != null) m.add("params", params);
        return m;
    }

    private synchronized void send(JsonObject m) throws IOException {
        byte[] body = m.toString().getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        b.write(("Content-Length: " + body.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        b.write(body);
        out.write(b.toByteArray());
        out.flush();
    }

    private void read(InputStream in) {
        try {
            while (true) {
                int length = -1;
                StringBuilder line = new StringBuilder();
                for (int c; ; ) {
                    if ((c = in.read()) < 0) return;
                    if (c != '\n') {
                        line.append((char) c);
                        continue;
                    }
                    String l = line.toString().strip();
                    line.setLength(0);
                    if (l.isEmpty()) break;
                    if (l.toLowerCase().startsWith("content-length:")) length = Integer.parseInt(l.substring(15).strip());
                }
                JsonObject msg = JsonParser.parseString(new String(in.readNBytes(length), StandardCharsets.UTF_8)).getAsJsonObject();
                if (msg.has("method") && msg.has("id")) {
                    JsonObject reply = new JsonObject();
                    reply.addProperty("jsonrpc", "2.0");
                    reply.add("id", msg.get("id"));
                    reply.add("result", JsonNull.INSTANCE);
                    send(reply);
                }
                synchronized (received) {
                    received.add(msg);
                    received.notifyAll();
                }
            }
        } catch (IOException | RuntimeException e) {
            // the server went away; await() reports what is missing
        }
    }

    private static void daemon(String name, Runnable r) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        t.start();
    }
}
