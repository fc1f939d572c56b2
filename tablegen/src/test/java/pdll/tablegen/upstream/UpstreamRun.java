package pdll.tablegen.upstream;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One distinct way an upstream test file is run: the file, the {@code -D} macros and {@code -I}
 * directories of one of its {@code // RUN:} lines, and whether the file is read from standard input
 * ({@code tblgen < %s}). The backend and every other option of the RUN line are dropped: both sides
 * are run with {@code --print-records}, so RUN lines differing only in those are the same run.
 */
record UpstreamRun(Path file, List<String> defines, List<String> includes, boolean stdin) {
    /** Where upstream's {@code %S/../../include} (the source tree's include dir) lives here. */
    static final String LLVM_INCLUDE = "/usr/lib/llvm-22/include";

    /** The distinct runs of a file, in the order of its RUN lines. */
    static List<UpstreamRun> of(Path file) throws IOException {
        Set<UpstreamRun> runs = new LinkedHashSet<>();
        for (String command : commands(Files.readAllLines(file))) {
            UpstreamRun r = parse(file, command);
            if (r != null) runs.add(r);
        }
        return List.copyOf(runs);
    }

    /** The RUN commands of a file, continuation lines (ending in a backslash) joined. */
    static List<String> commands(List<String> lines) {
        List<String> out = new ArrayList<>();
        StringBuilder pending = null;
        for (String line : lines) {
            int at = line.indexOf("RUN:");
            if (at < 0) continue;
            String text = line.substring(at + 4).strip();
            boolean continues = text.endsWith("\\");
            if (continues) text = text.substring(0, text.length() - 1);
            pending = pending == null ? new StringBuilder(text) : pending.append(' ').append(text);
            if (!continues) {
                out.add(pending.toString());
                pending = null;
            }
        }
        if (pending != null) out.add(pending.toString());
        return out;
    }

    /** The tblgen invocation of a command (its first pipeline stage), or null when it runs something else. */
    static UpstreamRun parse(Path file, String command) {
        String stage = command.split("\\|", 2)[0];
        List<String> words = new ArrayList<>(List.of(stage.trim().split("\\s+")));
        while (!words.isEmpty() && (words.get(0).equals("not") || words.get(0).equals("--crash"))) words.remove(0);
        if (words.isEmpty() || !words.get(0).matches("(llvm-|mlir-)?tblgen")) return null;
        List<String> defines = new ArrayList<>();
        List<String> includes = new ArrayList<>();
        boolean stdin = false;
        for (int i = 1; i < words.size(); i++) {
            String w = words.get(i);
            if (w.equals("<")) {
                stdin = true;
                i++;
            } else if (w.equals("-D") || w.equals("-I")) {
                if (i + 1 < words.size()) (w.equals("-D") ? defines : includes).add(subst(file, words.get(++i)));
            } else if (w.startsWith("-D")) {
                defines.add(subst(file, w.substring(w.startsWith("-D=") ? 3 : 2)));
            } else if (w.startsWith("-I")) {
                includes.add(subst(file, w.substring(w.startsWith("-I=") ? 3 : 2)));
            }
        }
        return new UpstreamRun(file, List.copyOf(defines), List.copyOf(includes), stdin);
    }

    /** {@code %s}/{@code %S} substituted; a path into the source tree's include dir mapped to the installed one. */
    private static String subst(Path file, String word) {
        if (word.matches("%S/(\\.\\./)+include")) return LLVM_INCLUDE;
        return word.replace("%S", file.getParent().toString()).replace("%s", file.toString());
    }

    /** The command-line arguments of this run for either tool (run in the file's folder). */
    List<String> args() {
        List<String> a = new ArrayList<>();
        a.add("--print-records");
        for (String d : defines) a.add("-D" + d);
        for (String i : includes) a.add("-I" + i);
        if (!stdin) a.add(file.getFileName().toString());
        return a;
    }

    /** A short name: the file plus what distinguishes this run, e.g. {@code foo.td -DERROR1}. */
    String label() {
        StringBuilder b = new StringBuilder(file.getFileName().toString());
        for (String d : defines) b.append(" -D").append(d);
        if (stdin) b.append(" <stdin");
        return b.toString();
    }
}
