package pdll.fuzz;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What counts as a Java failure in a tool's output, and the signature that groups repeats of one
 * bug. Diagnostics quote source lines, so the patterns are the ones a mutated PDLL or TableGen file
 * does not produce by itself: a qualified exception class, a stack frame line, "internal error".
 */
final class Traces {
    private Traces() {}

    static final Pattern EXCEPTION = Pattern.compile(
            "\\b(?:java|javax|jdk|sun|pdll|org|com)\\.[\\w.$]*(?:Exception|Error)\\b"
            + "|\\b(?:NullPointer|IndexOutOfBounds|StringIndexOutOfBounds|ArrayIndexOutOfBounds|ClassCast|IllegalState"
            + "|IllegalArgument|Arithmetic|NumberFormat|ConcurrentModification|UnsupportedOperation|NegativeArraySize"
            + "|UncheckedIO|NoSuchElement|PatternSyntax|Completion|Execution|MalformedInput)Exception\\b"
            + "|\\b(?:StackOverflowError|OutOfMemoryError|AssertionError|InternalError)\\b");
    static final Pattern FRAME = Pattern.compile("(?m)^\\s*at [\\w.$<>]+\\([^)]*\\)");
    static final Pattern INTERNAL = Pattern.compile("(?i)internal error");

    /** The part of {@code text} that shows a Java failure, or null. */
    static String failureIn(String text) {
        if (text == null || text.isEmpty()) return null;
        Matcher m = INTERNAL.matcher(text);
        if (m.find()) return excerpt(text, m.start());
        m = FRAME.matcher(text);
        if (m.find()) return excerpt(text, Math.max(0, text.lastIndexOf('\n', Math.max(0, m.start() - 1))));
        m = EXCEPTION.matcher(text);
        if (m.find()) return excerpt(text, m.start());
        return null;
    }

    private static String excerpt(String text, int at) {
        int start = Math.max(0, text.lastIndexOf('\n', at) + 1);
        int end = Math.min(text.length(), start + 3000);
        return text.substring(start, end);
    }

    static String stackTrace(Throwable t) {
        java.io.StringWriter w = new java.io.StringWriter();
        t.printStackTrace(new java.io.PrintWriter(w));
        return w.toString();
    }

    static String stackTrace(StackTraceElement[] stack) {
        StringBuilder sb = new StringBuilder();
        for (StackTraceElement e : stack) sb.append("\tat ").append(e).append('\n');
        return sb.toString();
    }

    /**
     * Groups a trace: the first exception class named in it plus the first three frames of our own
     * code ({@code pdll.} but not the fuzzer), line numbers dropped so that a refactoring elsewhere
     * in the file keeps the group.
     */
    static String signature(String kind, String trace) {
        StringBuilder sb = new StringBuilder(kind);
        if (trace == null) return sb.toString();
        Matcher ex = EXCEPTION.matcher(trace);
        if (ex.find()) sb.append(' ').append(ex.group());
        Matcher f = Pattern.compile("at (?:[^\\s(]*/)?(pdll\\.[\\w.$<>]+)\\(").matcher(trace);
        int frames = 0;
        // a hang is sampled wherever the loop happened to be: its innermost frame of ours names it
        int most = kind.equals("hang") || kind.equals("unresponsive") ? 1 : 3;
        // running out of memory is noticed wherever the last allocation happened: one group
        if (trace.contains("OutOfMemoryError")) most = 0;
        while (f.find() && frames < most) {
            if (f.group(1).startsWith("pdll.fuzz.")) continue;
            sb.append(" < ").append(f.group(1));
            frames++;
        }
        if (frames == 0 && most > 0 && ex.find(0)) {
            // an internal error prints the exception but no frames: its message tells bugs apart
            // (numbers blanked: they are sizes and positions of this input)
            int eol = trace.indexOf('\n', ex.end());
            String rest = trace.substring(ex.end(), eol < 0 ? trace.length() : eol).replaceAll("-?\\d+", "N").strip();
            if (!rest.isEmpty()) sb.append(rest.startsWith(":") ? "" : " ").append(rest, 0, Math.min(rest.length(), 80));
        } else if (frames == 0 && most > 0) {
            // no trace: the message's first line, numbers removed (they are positions)
            String first = trace.lines().findFirst().orElse("").replaceAll("\\d+", "N");
            sb.append(' ').append(first, 0, Math.min(first.length(), 120));
        }
        return sb.toString();
    }
}
