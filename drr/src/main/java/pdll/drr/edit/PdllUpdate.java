package pdll.drr.edit;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pdll.base.text.TextEdit;
import pdll.drr.convert.RecordResult;

/**
 * The edits that put one record's conversion into an existing {@code .pdll}: the record's patterns
 * (or the comment that keeps it when it does not convert) replace those of the same names with the
 * comment lines above them, or are appended; the native declarations it needs that the file does
 * not have go after the file's last native declaration (before its first pattern when it has
 * none); a native of the same name and another body is added under a fresh name, and the record's
 * text calls that one. Missing includes go after the file's last include.
 */
final class PdllUpdate {
    private PdllUpdate() {}

    static List<TextEdit> edits(String existing, ConversionParts c) {
        List<TextEdit> out = new ArrayList<>();
        String text = String.join("", c.texts());
        // includes
        StringBuilder includes = new StringBuilder();
        for (String inc : c.includes()) {
            if (!Pattern.compile("(?m)^\\s*" + Pattern.quote(inc) + "\\s*$").matcher(existing).find()) includes.append(inc).append('\n');
        }
        if (!includes.isEmpty()) out.add(new TextEdit(afterIncludes(existing), afterIncludes(existing), includes.toString()));
        // natives
        StringBuilder natives = new StringBuilder();
        Set<String> taken = new HashSet<>(declaredNames(existing));
        for (ConversionParts.Native n : c.natives()) {
            Block have = find(existing, "(?:Constraint|Rewrite)", n.name());
            String decl = n.text();
            if (have != null && declaration(existing.substring(have.start, have.end)).equals(declaration(decl))) continue;
            if (have != null) {
                String fresh = n.name();
                for (int k = 1; taken.contains(fresh); k++) fresh = n.name() + "_" + k;
                decl = rename(decl, n.name(), fresh);
                text = rename(text, n.name(), fresh);
            }
            taken.add(nameOf(decl));
            natives.append(decl);
        }
        if (!natives.isEmpty()) {
            int at = nativesGoAt(existing);
            String before = at > 0 && existing.charAt(at - 1) != '\n' ? "\n" : "";
            out.add(new TextEdit(at, at, before + natives));
        }
        // the record's patterns
        List<Block> blocks = new ArrayList<>();
        for (RecordResult r : c.records()) {
            for (String p : r.patterns()) {
                Block b = find(existing, "Pattern", p);
                if (b != null) blocks.add(b);
            }
            Block kept = keptComment(existing, r.record());
            if (kept != null) blocks.add(kept);
        }
        blocks.sort(Comparator.comparingInt(b -> b.start));
        String body = text.startsWith("\n") ? text.substring(1) : text;
        if (blocks.isEmpty()) {
            int end = existing.length();
            out.add(new TextEdit(end, end, (end > 0 && !existing.endsWith("\n") ? "\n" : "") + text));
        } else {
            int prevEnd = -1;
            for (int i = 0; i < blocks.size(); i++) {
                Block b = blocks.get(i);
                if (b.start < prevEnd) continue;
                out.add(new TextEdit(b.start, b.end, i == 0 ? body : ""));
                prevEnd = b.end;
            }
        }
        out.sort(Comparator.comparingInt(e -> e.range().start()));
        return out;
    }

    /** A top-level declaration's text: from the comment lines right above it through the end of its last line. */
    record Block(int start, int end) {}

    /** The declaration {@code keyword name} of the text, with its comment lines; null when there is none. */
    static Block find(String text, String keyword, String name) {
        Matcher m = Pattern.compile("(?m)^" + keyword + "\\s+" + Pattern.quote(name) + "\\b").matcher(text);
        if (!m.find()) return null;
        return new Block(commentStart(text, m.start()), declarationEnd(text, m.start()));
    }

    /** The comment the converter keeps a record in when it does not convert ({@code // drr2pdll: NAME … is not converted}). */
    private static Block keptComment(String text, String record) {
        Matcher m = Pattern.compile("(?m)^// drr2pdll: " + Pattern.quote(record) + " ").matcher(text);
        if (!m.find()) return null;
        int end = m.start();
        while (end < text.length() && text.startsWith("//", end)) {
            int nl = text.indexOf('\n', end);
            end = nl < 0 ? text.length() : nl + 1;
        }
        return new Block(m.start(), end);
    }

    /** Where the run of {@code //} lines right above the line at {@code lineStart} begins. */
    private static int commentStart(String text, int lineStart) {
        int start = lineStart;
        while (start > 0) {
            int prev = text.lastIndexOf('\n', start - 2) + 1;
            if (!text.substring(prev, start).strip().startsWith("//")) break;
            start = prev;
        }
        return start;
    }

    /**
     * The end of the declaration starting at {@code from}, past its line end: its braces balanced
     * ({@code [{ … }]} code blocks, strings and comments skipped) and its last {@code }} or {@code ;} reached.
     */
    static int declarationEnd(String text, int from) {
        int depth = 0;
        int i = from;
        while (i < text.length()) {
            char ch = text.charAt(i);
            if (text.startsWith("[{", i)) {
                int close = text.indexOf("}]", i + 2);
                i = close < 0 ? text.length() : close + 2;
                continue;
            }
            if (text.startsWith("//", i)) {
                int nl = text.indexOf('\n', i);
                i = nl < 0 ? text.length() : nl;
                continue;
            }
            if (ch == '"') {
                int j = i + 1;
                while (j < text.length() && text.charAt(j) != '"' && text.charAt(j) != '\n') j += text.charAt(j) == '\\' ? 2 : 1;
                i = Math.min(j + 1, text.length());
                continue;
            }
            i++;
            if (ch == '{') depth++;
            boolean closed = ch == '}' && --depth == 0;
            if (closed || (ch == ';' && depth == 0)) {
                if (closed && i < text.length() && text.charAt(i) == ';') i++;
                int nl = text.indexOf('\n', i);
                return nl < 0 ? text.length() : nl + 1;
            }
        }
        return text.length();
    }

    private static List<String> declaredNames(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = Pattern.compile("(?m)^(?:Constraint|Rewrite|Pattern)\\s+(\\w+)").matcher(text);
        while (m.find()) out.add(m.group(1));
        return out;
    }

    private static String nameOf(String decl) {
        for (String line : decl.split("\n")) {
            Matcher m = ConversionParts.NATIVE.matcher(line);
            if (m.find()) return m.group(1);
        }
        return "";
    }

    /** A native's text without its comment lines, to compare two of them. */
    private static String declaration(String block) {
        StringBuilder sb = new StringBuilder();
        for (String line : block.split("\n")) if (!line.startsWith("//")) sb.append(line.strip()).append('\n');
        return sb.toString();
    }

    private static String rename(String text, String from, String to) {
        return text.replaceAll("\\b" + Pattern.quote(from) + "(?=\\()", Matcher.quoteReplacement(to));
    }

    /** After the last include line, else after the header comment the file starts with (if any). */
    private static int afterIncludes(String text) {
        Matcher m = Pattern.compile("(?m)^\\s*#include[^\n]*(\n|$)").matcher(text);
        int end = -1;
        while (m.find()) end = m.end();
        if (end >= 0) return end;
        int i = 0;
        while (text.startsWith("//", i)) {
            int nl = text.indexOf('\n', i);
            i = nl < 0 ? text.length() : nl + 1;
        }
        // a header comment stands apart; comment lines right above a declaration are its own
        return i == text.length() || text.startsWith("\n", i) ? i : 0;
    }

    /** After the file's last native declaration; else before its first pattern (and its comments); else at its end. */
    private static int nativesGoAt(String text) {
        Matcher m = Pattern.compile("(?m)^(?:Constraint|Rewrite)\\s+\\w+").matcher(text);
        int last = -1;
        while (m.find()) last = m.start();
        if (last >= 0) return declarationEnd(text, last);
        Matcher p = Pattern.compile("(?m)^Pattern\\b").matcher(text);
        if (p.find()) return commentStart(text, p.start());
        return text.length();
    }
}
