package pdll.pdllc;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One {@code // RUN:} command of an LLVM lit test, as far as a differential test of
 * {@code mlir-pdll} needs it: the arguments of the tool in the first stage of the pipeline (after
 * {@code not} and the tool name), with {@code %s} and {@code %S} substituted, and whether the
 * command expects failure ({@code not}) or merges stderr into stdout ({@code 2>&1}). Continuation
 * lines ending in {@code \} are joined; quotes are shell quotes ({@code "// ""====="} is one
 * argument, {@code // =====}).
 *
 * @param index the command's number in its file, from 1
 */
record RunLine(int index, boolean expectsFailure, boolean mergesStderr, List<String> args) {

    /** The RUN commands of a file, in order. */
    static List<RunLine> parse(Path file) throws IOException {
        List<String> commands = new ArrayList<>();
        StringBuilder pending = null;
        for (String line : Files.readAllLines(file)) {
            int at = line.indexOf("RUN:");
            if (!line.stripLeading().startsWith("//") || at < 0) continue;
            String part = line.substring(at + 4).strip();
            pending = pending == null ? new StringBuilder(part) : pending.append(' ').append(part);
            if (part.endsWith("\\")) {
                pending.setLength(pending.length() - 1);
                continue;
            }
            commands.add(pending.toString());
            pending = null;
        }
        List<RunLine> out = new ArrayList<>();
        String path = file.toAbsolutePath().toString();
        String dir = file.toAbsolutePath().getParent().toString();
        for (String c : commands) {
            List<String> words = firstStage(c);
            boolean not = !words.isEmpty() && words.get(0).equals("not");
            if (not) words.remove(0);
            if (!words.isEmpty()) words.remove(0); // the tool: mlir-pdll
            boolean merge = words.remove("2>&1");
            List<String> args = new ArrayList<>();
            for (String w : words) args.add(w.replace("%s", path).replace("%S", dir));
            out.add(new RunLine(out.size() + 1, not, merge, List.copyOf(args)));
        }
        return out;
    }

    /** The words of the command before its first unquoted {@code |}, with shell quoting removed. */
    private static List<String> firstStage(String command) {
        List<String> words = new ArrayList<>();
        StringBuilder w = null;
        char quote = 0;
        for (int i = 0; i < command.length(); i++) {
            char c = command.charAt(i);
            if (quote != 0) {
                if (c == quote) quote = 0;
                else w.append(c);
            } else if (c == '"' || c == '\'') {
                quote = c;
                if (w == null) w = new StringBuilder();
            } else if (c == '|') {
                break;
            } else if (Character.isWhitespace(c)) {
                if (w != null) words.add(w.toString());
                w = null;
            } else {
                if (w == null) w = new StringBuilder();
                w.append(c);
            }
        }
        if (w != null) words.add(w.toString());
        return words;
    }
}
