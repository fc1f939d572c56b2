package pdll.tablegen.bench;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A run of a command-line tool ({@code pdll-tblgen}, {@code pdllc}) on a small tree of files, with
 * what the reference printed for it, read from a {@code .test} file of a module's test resources
 * under {@code cli-cases/} (recorded with {@code tablegen/src/test/scripts/record-cli-cases.py});
 * for the differential tests, like {@link ReferenceTools}:
 *
 * <pre>
 * #! comment
 * --- file root/a.td          files before the first case are written for every case
 * def A;
 * === case name
 * --- args -I root m.td       the arguments (split at spaces); -o out.txt -d deps.d are added
 * --- file m.td
 * include "/a.td"
 * --- status 0                the exit status
 * --- stderr                  standard error, exactly (empty when the section is empty or absent)
 * --- out                     the -o file; absent: it must not be written
 * def A {
 * }
 * --- deps                    the -d file; absent: it must not be written
 * out.txt: root/a.td
 * </pre>
 *
 * {@code $DIR} in arguments, file names, file texts and expectations stands for the directory
 * the case runs in (absolute), so that a case can name an existing absolute path.
 */
public record CliCase(String name, int line, List<String> args, Map<String, String> files, int status, String stderr,
                      String out, String deps) {

    public static final String DIR = "$DIR";
    /** Added to every case's arguments: the output and the dependency file are compared too. */
    public static final List<String> OUTPUTS = List.of("-o", "out.txt", "-d", "deps.d");

    /** The cases of {@code cli-cases/NAME} among the resources {@code anchor}'s class loader sees. */
    public static List<CliCase> load(Class<?> anchor, String name) {
        try (InputStream in = anchor.getResourceAsStream("/cli-cases/" + name)) {
            if (in == null) throw new IllegalArgumentException("no case file " + name);
            return parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    public static List<CliCase> parse(String all) {
        List<String> lines = Arrays.asList(all.split("\n", -1));
        Map<String, String> shared = new LinkedHashMap<>();
        List<CliCase> out = new ArrayList<>();
        int i = 0;
        while (i < lines.size() && !lines.get(i).startsWith("=== ")) {
            if (lines.get(i).startsWith("--- file ")) {
                String name = lines.get(i).substring(9).strip();
                int end = sectionEnd(lines, i + 1);
                shared.put(name, text(lines, i + 1, end));
                i = end;
            } else {
                i++;
            }
        }
        while (i < lines.size()) {
            String name = lines.get(i).substring(4).strip();
            int line = i + 1;
            Map<String, String> files = new LinkedHashMap<>(shared);
            List<String> args = List.of();
            int status = -1;
            String stderr = "", outText = null, deps = null;
            i++;
            while (i < lines.size() && !lines.get(i).startsWith("=== ")) {
                String head = lines.get(i);
                int end = sectionEnd(lines, i + 1);
                String body = text(lines, i + 1, end);
                if (head.startsWith("--- args ")) args = List.of(head.substring(9).strip().split(" +"));
                else if (head.startsWith("--- file ")) files.put(head.substring(9).strip(), body);
                else if (head.startsWith("--- status ")) status = Integer.parseInt(head.substring(11).strip());
                else if (head.equals("--- stderr")) stderr = body;
                else if (head.equals("--- out")) outText = body;
                else if (head.equals("--- deps")) deps = body;
                else if (!head.startsWith("#!") && !head.isBlank()) throw new IllegalArgumentException("line " + (i + 1) + ": " + head);
                i = end;
            }
            if (status < 0) throw new IllegalArgumentException("case '" + name + "' (line " + line + ") has no status");
            out.add(new CliCase(name, line, args, files, status, stderr, outText, deps));
        }
        return out;
    }

    private static int sectionEnd(List<String> lines, int from) {
        int i = from;
        while (i < lines.size() && !lines.get(i).startsWith("--- ") && !lines.get(i).startsWith("=== ")) i++;
        return i;
    }

    /** Lines [from, to) with their line ends; the blank lines at the end of a section are dropped. */
    private static String text(List<String> lines, int from, int to) {
        while (to > from && lines.get(to - 1).isEmpty()) to--;
        StringBuilder sb = new StringBuilder();
        for (int k = from; k < to; k++) sb.append(lines.get(k)).append('\n');
        return sb.toString();
    }

    /** Writes the case's files under {@code dir} and returns its arguments, with {@link #OUTPUTS}. */
    public List<String> setUp(Path dir) throws IOException {
        for (Map.Entry<String, String> f : files.entrySet()) {
            Path p = dir.resolve(in(dir, f.getKey()));
            Files.createDirectories(p.getParent());
            Files.writeString(p, in(dir, f.getValue()));
        }
        List<String> all = new ArrayList<>();
        for (String a : args) all.add(in(dir, a));
        all.addAll(OUTPUTS);
        return all;
    }

    /** A tool run as a case says: in {@code dir}, with {@code args}. */
    @FunctionalInterface
    public interface Tool {
        /** The exit status and standard error of the run. */
        Ran run(Path dir, List<String> args) throws IOException;
    }

    /** What a run printed on standard error, and its exit status. */
    public record Ran(int status, String stderr) {}

    /** Runs {@code tool} on this case in a fresh directory under {@code tmp}; what it did, to compare with {@link #expected}. */
    public Outcome run(Path tmp, Tool tool) throws IOException {
        Path dir = Files.createTempDirectory(tmp, "case");
        Ran r = tool.run(dir, setUp(dir));
        return Outcome.of(dir, r.status(), r.stderr());
    }

    /** What a run in {@code dir} printed and wrote, with {@code dir} written {@code $DIR} again. */
    public record Outcome(int status, String stderr, String out, String deps) {
        public static Outcome of(Path dir, int status, String stderr) throws IOException {
            return new Outcome(status, back(dir, stderr), read(dir, "out.txt"), read(dir, "deps.d"));
        }

        private static String read(Path dir, String name) throws IOException {
            Path p = dir.resolve(name);
            return Files.exists(p) ? back(dir, Files.readString(p)) : null;
        }

        private static String back(Path dir, String s) {
            return s.replace(dir.toString(), DIR);
        }
    }

    public Outcome expected() {
        return new Outcome(status, stderr, out, deps);
    }

    private static String in(Path dir, String s) {
        return s.replace(DIR, dir.toString());
    }

    @Override
    public String toString() {
        return name + " (line " + line + ")";
    }
}
