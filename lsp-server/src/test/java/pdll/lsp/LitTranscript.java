package pdll.lsp;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One transcript in MLIR's lit format ({@code .test}): {@code // RUN:} lines, then JSON-RPC
 * messages separated by {@code // -----} lines ({@code //} lines are comments, {@code CHECK}
 * lines among them, which this harness does not read: it compares the two servers' answers).
 * The RUN lines are interpreted as far as the transcripts use them: {@code not} (a failing exit
 * status is expected), {@code echo -e '...' > %t.yml} (writes the file), and the server's
 * command line, with {@code %s} the transcript, {@code %S} its folder, {@code %t} a scratch file
 * and {@code %S/../../include} (upstream's {@code mlir/include}) the installed MLIR include root.
 */
record LitTranscript(Path file, List<String> serverArgs, boolean expectFailure, List<JsonObject> messages) {

    static LitTranscript read(Path file, Path mlirInclude, Path scratch) throws IOException {
        String text = Files.readString(file);
        Path dir = file.toAbsolutePath().getParent();
        List<String> args = new ArrayList<>();
        boolean not = false;
        for (String line : text.split("\n")) {
            String l = line.strip();
            if (!l.startsWith("// RUN:")) continue;
            String run = l.substring("// RUN:".length()).strip()
                    .replace("%S/../../include", mlirInclude.toString())
                    .replace("%S", dir.toString()).replace("%t", scratch.toString()).replace("%s", file.toString());
            if (run.startsWith("echo -e '")) {
                int end = run.lastIndexOf('\'');
                int gt = run.indexOf('>', end);
                String content = run.substring("echo -e '".length(), end).replace("\\n", "\n") + "\n";
                Files.writeString(Path.of(run.substring(gt + 1).strip()), content);
                continue;
            }
            if (run.startsWith("not ")) {
                not = true;
                run = run.substring(4).strip();
            }
            String[] words = run.split("\\s+");
            for (int i = 1; i < words.length && !words[i].equals("<") && !words[i].equals("|"); i++) args.add(words[i]);
        }
        return new LitTranscript(file, List.copyOf(args), not, messages(text));
    }

    /** The messages as the reference's delimited input reads them. */
    static List<JsonObject> messages(String text) {
        List<JsonObject> out = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (String line : (text + "\n// -----").split("\n")) {
            String l = line.strip();
            if (l.startsWith("//")) {
                if (l.equals("// -----")) {
                    if (!cur.toString().isBlank()) {
                        JsonElement e = JsonParser.parseString(cur.toString());
                        if (e.isJsonObject()) out.add(e.getAsJsonObject());
                    }
                    cur.setLength(0);
                }
                continue;
            }
            cur.append(line).append('\n');
        }
        return out;
    }

    /** What a server printed and how it ended. */
    record Run(List<JsonObject> output, int exitCode, String stderr) {}

    Run runReference(String binary) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(binary));
        cmd.addAll(serverArgs);
        Process p = new ProcessBuilder(cmd).directory(file.toAbsolutePath().getParent().toFile())
                .redirectInput(file.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        byte[] out = p.getInputStream().readAllBytes();
        if (!p.waitFor(60, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new AssertionError("the reference did not finish " + file);
        }
        return new Run(parse(out), p.exitValue(), "");
    }

    /** Ours in this JVM, through the same command line and framing as {@code pdll-lsp -lit-test < file}. */
    Run runOurs() throws Exception {
        ServerArgs a = ServerArgs.parse(serverArgs.toArray(String[]::new));
        // -lit-test's verbose log would trace every message into the build output
        ServerArgs args = new ServerArgs(a.extraDirs(), a.databases(), Log.Level.ERROR, a.port(), a.help(), a.version(),
                a.delimited(), a.pretty(), a.noCache());
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = PdllLspMain.serve(args, new Log(Log.Level.ERROR, new PrintStream(err, true, StandardCharsets.UTF_8)),
                new ByteArrayInputStream(Files.readAllBytes(file)), out);
        return new Run(parse(out.toByteArray()), code, err.toString(StandardCharsets.UTF_8));
    }

    /** Content-Length framed messages. */
    static List<JsonObject> parse(byte[] bytes) {
        List<JsonObject> out = new ArrayList<>();
        int i = 0;
        while (true) {
            int h = indexOf(bytes, i);
            if (h < 0) break;
            String header = new String(bytes, i, h - i, StandardCharsets.US_ASCII);
            int len = -1;
            for (String l : header.split("\r\n")) {
                if (l.toLowerCase().startsWith("content-length:")) len = Integer.parseInt(l.substring(15).strip());
            }
            if (len < 0) break;
            out.add(JsonParser.parseString(new String(bytes, h + 4, len, StandardCharsets.UTF_8)).getAsJsonObject());
            i = h + 4 + len;
            while (i < bytes.length && (bytes[i] == '\n' || bytes[i] == '\r')) i++;
        }
        return out;
    }

    private static int indexOf(byte[] b, int from) {
        for (int i = from; i + 3 < b.length; i++) {
            if (b[i] == '\r' && b[i + 1] == '\n' && b[i + 2] == '\r' && b[i + 3] == '\n') return i;
        }
        return -1;
    }
}
