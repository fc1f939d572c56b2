package pdll.lsp;

import com.google.gson.Gson;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The training run behind the launcher's class-data archive or AOT cache ({@code bin/lib/launcher.sh}
 * runs it in the background): whole server sessions in this process over in-memory streams, as an
 * editor's first minutes drive them (initialize, open the bundled samples, hover, completion,
 * document symbols, an edit, hover again, shutdown, exit). The input is delimited, so each message
 * waits for the analysis before it, as in MLIR's transcripts; the answers and the log are
 * discarded. Two sessions: with a persistent ODS cache the first misses and the second hits.
 *
 * <p>{@code AotTraining SAMPLES_DIR}
 */
public final class AotTraining {
    private AotTraining() {}

    private static final Gson JSON = new Gson();

    public static void main(String[] args) throws Exception {
        Path samples = Path.of(args.length > 0 ? args[0] : "samples").toAbsolutePath();
        List<Path> files = List.of();
        if (Files.isDirectory(samples)) {
            try (Stream<Path> s = Files.list(samples)) {
                files = s.filter(p -> p.toString().endsWith(".pdll")).sorted().toList();
            }
        }
        byte[] transcript = transcript(files).getBytes(StandardCharsets.UTF_8);
        PrintStream discard = new PrintStream(OutputStream.nullOutputStream());
        for (int session = 0; session < 2; session++) {
            PdllLspMain.serve(new String[] {"--input-style=delimited"}, discard, new ByteArrayInputStream(transcript), OutputStream.nullOutputStream());
        }
        System.exit(0);
    }

    private static String transcript(List<Path> files) throws IOException {
        List<String> m = new ArrayList<>();
        m.add(request(1, "initialize", "{\"processId\":null,\"rootUri\":null,\"capabilities\":{},\"initializationOptions\":{\"mlirIncludeRoot\":\"auto\"}}"));
        m.add(notification("initialized", "{}"));
        int id = 2;
        for (Path f : files) {
            String uri = JSON.toJson(f.toUri().toString());
            String text = Files.readString(f);
            m.add(notification("textDocument/didOpen", "{\"textDocument\":{\"uri\":" + uri + ",\"languageId\":\"pdll\",\"version\":1,\"text\":" + JSON.toJson(text) + "}}"));
            String doc = "{\"textDocument\":{\"uri\":" + uri + "},\"position\":";
            m.add(request(id++, "textDocument/hover", doc + position(text, text.indexOf("op<") + 4) + "}"));
            m.add(request(id++, "textDocument/completion", doc + position(text, text.indexOf("op<") + 3) + "}"));
            m.add(request(id++, "textDocument/documentSymbol", "{\"textDocument\":{\"uri\":" + uri + "}}"));
            String at = position(text, text.lastIndexOf("\n  let ") + 1);
            m.add(notification("textDocument/didChange", "{\"textDocument\":{\"uri\":" + uri + ",\"version\":2},\"contentChanges\":[{\"range\":{\"start\":" + at + ",\"end\":" + at + "},\"text\":\" \"}]}"));
            m.add(request(id++, "textDocument/hover", doc + position(text, text.lastIndexOf("replace ") + 9) + "}"));
        }
        if (!files.isEmpty()) {
            // A big document, as MLIR pattern files grow: its parse and analysis are what a cold
            // server spends its first open on, so their profiles are worth the most in the cache.
            Path big = files.get(0).resolveSibling(".aot-training-big.pdll"); // never written: an open buffer
            String uri = JSON.toJson(big.toUri().toString());
            String text = bigDocument(files, BIG_COPIES);
            m.add(notification("textDocument/didOpen", "{\"textDocument\":{\"uri\":" + uri + ",\"languageId\":\"pdll\",\"version\":1,\"text\":" + JSON.toJson(text) + "}}"));
            String doc = "{\"textDocument\":{\"uri\":" + uri + "},\"position\":";
            String at = position(text, text.lastIndexOf("\n  let ") + 1);
            m.add(notification("textDocument/didChange", "{\"textDocument\":{\"uri\":" + uri + ",\"version\":2},\"contentChanges\":[{\"range\":{\"start\":" + at + ",\"end\":" + at + "},\"text\":\" \"}]}"));
            m.add(request(id++, "textDocument/hover", doc + position(text, text.lastIndexOf("replace ") + 9) + "}"));
            m.add(request(id++, "textDocument/documentSymbol", "{\"textDocument\":{\"uri\":" + uri + "}}"));
        }
        m.add(request(id, "shutdown", "null"));
        m.add(notification("exit", "null"));
        return String.join("\n// -----\n", m) + "\n";
    }

    /** How many times each sample is repeated in the big document (about 6,000 lines). */
    static final int BIG_COPIES = 25;

    private static final Pattern DECLARED = Pattern.compile("\\b(?:Pattern|Constraint|Rewrite)\\s+([A-Za-z_]\\w*)");

    /**
     * The samples' includes once, then each sample's text {@code copies} times, the names it
     * declares suffixed with the sample's and the copy's numbers so that no two collide.
     */
    static String bigDocument(List<Path> files, int copies) throws IOException {
        Set<String> includes = new LinkedHashSet<>();
        StringBuilder bodies = new StringBuilder();
        for (int i = 0; i < files.size(); i++) {
            Path f = files.get(i);
            StringBuilder body = new StringBuilder();
            for (String line : Files.readAllLines(f)) {
                if (line.startsWith("#include")) includes.add(line);
                else body.append(line).append('\n');
            }
            Set<String> names = new LinkedHashSet<>();
            Matcher d = DECLARED.matcher(body);
            while (d.find()) names.add(d.group(1));
            for (int k = 0; k < copies; k++) {
                String copy = body.toString();
                for (String n : names) copy = copy.replaceAll("\\b" + n + "\\b", n + "_" + i + "_" + k);
                bodies.append(copy);
            }
        }
        return String.join("\n", includes) + "\n" + bodies;
    }

    private static String request(int id, String method, String params) {
        return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}";
    }

    private static String notification(String method, String params) {
        return "{\"jsonrpc\":\"2.0\",\"method\":\"" + method + "\",\"params\":" + params + "}";
    }

    /** The LSP position of a text offset (the samples are ASCII: a column is a UTF-16 unit); 0:0 when absent. */
    private static String position(String text, int offset) {
        int at = Math.max(0, Math.min(offset, text.length()));
        int line = 0, start = 0;
        for (int i = text.indexOf('\n'); i >= 0 && i < at; i = text.indexOf('\n', i + 1)) {
            line++;
            start = i + 1;
        }
        return "{\"line\":" + line + ",\"character\":" + (at - start) + "}";
    }
}
