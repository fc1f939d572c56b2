package pdll.lsp;

import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/**
 * A minimal LSP client over a child process's stdio (or a socket's streams): Content-Length
 * framing, requests with ids, and a queue of everything the server sent.
 */
final class LspProcess implements AutoCloseable {
    static final Path JAR = Path.of("target/pdll-lsp.jar");

    final Process process;
    private final OutputStream out;
    private final InputStream in;
    private final List<JsonObject> received = new ArrayList<>();
    private final StringBuilder stderr = new StringBuilder();
    private int nextId = 1;

    private LspProcess(Process process, InputStream in, OutputStream out) {
        this.process = process;
        this.in = in;
        this.out = out;
        Thread reader = new Thread(this::readLoop, "test-lsp-reader");
        reader.setDaemon(true);
        reader.start();
        Thread err = new Thread(() -> {
            try (var r = new java.io.BufferedReader(new java.io.InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
                String l;
                while ((l = r.readLine()) != null) synchronized (stderr) { stderr.append(l).append('\n'); }
            } catch (IOException e) {
                // process ended
            }
        }, "test-lsp-stderr");
        err.setDaemon(true);
        err.start();
    }

    static LspProcess start(String... args) throws IOException {
        return startWith(List.of(), args);
    }

    static LspProcess startWith(List<String> jvmOptions, String... args) throws IOException {
        if (!Files.isRegularFile(JAR)) throw new IllegalStateException(JAR + " is missing: run mvn package first");
        List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        cmd.addAll(jvmOptions);
        cmd.addAll(List.of("-jar", JAR.toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).start();
        return new LspProcess(p, p.getInputStream(), p.getOutputStream());
    }

    /** Talks over given streams instead of the process's stdio (the --port mode). */
    static LspProcess over(Process p, InputStream in, OutputStream out) {
        return new LspProcess(p, in, out);
    }

    /** The server's resident set in kB (Linux /proc), -1 when unknown. */
    long residentKb() {
        try {
            for (String l : Files.readAllLines(Path.of("/proc/" + process.pid() + "/status"))) {
                if (l.startsWith("VmRSS:")) return Long.parseLong(l.replaceAll("[^0-9]", ""));
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return -1;
    }

    String stderr() {
        synchronized (stderr) {
            return stderr.toString();
        }
    }

    private void readLoop() {
        try {
            while (true) {
                int length = -1;
                StringBuilder line = new StringBuilder();
                while (true) {
                    int c = in.read();
                    if (c < 0) return;
                    if (c == '\n') {
                        String l = line.toString().strip();
                        line.setLength(0);
                        if (l.isEmpty()) break;
                        if (l.toLowerCase().startsWith("content-length:")) length = Integer.parseInt(l.substring(15).strip());
                    } else line.append((char) c);
                }
                byte[] body = in.readNBytes(length);
                JsonObject msg = JsonParser.parseString(new String(body, StandardCharsets.UTF_8)).getAsJsonObject();
                if (msg.has("method") && msg.has("id")) {
                    // a request from the server (e.g. window/workDoneProgress/create): accept it
                    JsonObject reply = new JsonObject();
                    reply.addProperty("jsonrpc", "2.0");
                    reply.add("id", msg.get("id"));
                    reply.add("result", JsonNull.INSTANCE);
                    sendRaw(reply.toString());
                }
                synchronized (received) {
                    received.add(msg);
                    received.notifyAll();
                }
            }
        } catch (IOException | RuntimeException e) {
            // the server went away
        }
    }

    void sendRaw(String body) throws IOException {
        byte[] b = body.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        o.write(("Content-Length: " + b.length + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        o.write(b);
        out.write(o.toByteArray());
        out.flush();
    }

    void notify(String method, JsonElement params) throws IOException {
        JsonObject m = new JsonObject();
        m.addProperty("jsonrpc", "2.0");
        m.addProperty("method", method);
        m.add("params", params == null ? JsonNull.INSTANCE : params);
        sendRaw(m.toString());
    }

    /** Sends a request and waits for its response (the whole message: result or error). */
    JsonObject request(String method, JsonElement params) throws IOException, InterruptedException {
        int id = nextId++;
        JsonObject m = new JsonObject();
        m.addProperty("jsonrpc", "2.0");
        m.addProperty("id", id);
        m.addProperty("method", method);
        m.add("params", params == null ? JsonNull.INSTANCE : params);
        sendRaw(m.toString());
        return await(x -> x.has("id") && !x.has("method") && x.get("id").isJsonPrimitive() && x.get("id").getAsInt() == id);
    }

    JsonObject await(Predicate<JsonObject> p) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        synchronized (received) {
            while (true) {
                for (JsonObject x : received) {
                    if (p.test(x)) {
                        received.remove(x);
                        return x;
                    }
                }
                long left = end - System.nanoTime();
                if (left <= 0) throw new AssertionError("no matching message within 60 s; stderr:\n" + stderr());
                received.wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)));
            }
        }
    }

    JsonObject diagnostics(String uri, int version) throws InterruptedException {
        return await(x -> x.has("method") && x.get("method").getAsString().equals("textDocument/publishDiagnostics")
                && x.getAsJsonObject("params").get("uri").getAsString().equals(uri)
                && x.getAsJsonObject("params").has("version")
                && x.getAsJsonObject("params").get("version").getAsInt() == version).getAsJsonObject("params");
    }

    int waitFor() throws InterruptedException {
        if (!process.waitFor(30, TimeUnit.SECONDS)) throw new AssertionError("server did not exit");
        return process.exitValue();
    }

    @Override
    public void close() {
        process.destroyForcibly();
    }
}
