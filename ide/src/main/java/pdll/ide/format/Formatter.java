package pdll.ide.format;

import java.util.ArrayList;
import java.util.List;
import pdll.base.text.LineIndex;
import pdll.base.text.TextEdit;
import pdll.base.text.TextRange;
import pdll.syntax.SyntaxTree;

/**
 * Document and range formatting in the canonical PDLL style, like gofmt: one answer for every
 * document, whatever the author's spacing was. The style:
 *
 * <ul>
 * <li><b>Indentation</b>: two spaces per bracket ({@code { ( [}) open at the start of the line; a
 *     line starting with a closer is one level less. Refined from MLIR's own PDLL (the conformance
 *     corpus and {@code samples/}, which this style leaves unchanged, file for file): a line inside
 *     a {@code (}, {@code [} or attribute dictionary whose first element follows it on the same
 *     line aligns under that element (clang-format's AlignAfterOpenBracket); a line continuing a
 *     statement (the previous code token is not {@code ; { } ( [ ,} or an {@code #include}) gets
 *     four more spaces, two after {@code =>} (a lambda body reads like a block).
 * <li><b>Spacing</b> inside a line is rebuilt token by token ({@link Spacing}): one space after
 *     {@code ,} and {@code :}, none before {@code ; , : ) ] .}, none after {@code ( [ .}; none
 *     around the angles of {@code op<a.b>}, {@code Op<...>}, {@code Attr<...>}, {@code Value<...>},
 *     {@code ValueRange<...>}, {@code attr<"...">}, {@code type<"...">} (PDLL has no other use of
 *     {@code < >}); no space between a callee and its {@code (}: {@code Foo(x)},
 *     {@code benefit(1)}, {@code op<a.b>(x)}, and a lambda's call {@code Constraint(x: Value) { ... }(v)};
 *     one space around {@code =}, {@code ->}, {@code =>} ({@code -> (T)}) and between words
 *     ({@code Pattern   P} becomes {@code Pattern P}); one space before {@code {}, and inside a block's
 *     braces when they share a line with its contents ({@code { erase x; }}, empty: {@code {}}).
 *     Refined from MLIR's own PDLL (the conformance corpus and {@code samples/}): an operation's
 *     attribute dictionary, the {@code {} right after {@code op<name>} or its operand list, has no
 *     inner spaces: {@code op<a.b>(x) {value = v}}.
 * <li><b>Line breaks</b> stay where the author put them: no line is joined, split or re-flowed;
 *     trailing blanks go, runs of blank lines shrink to one, leading and trailing blank lines go,
 *     and the text ends with exactly one line break. A document with any CRLF break uses CRLF.
 * <li><b>Verbatim</b>: comments ({@code //} and {@code ///}) keep their text (minus trailing
 *     blanks); a trailing comment keeps the author's run of spaces before it (so aligned comment
 *     columns stay aligned), and gets one space when there was none or the gap had a tab. String
 *     literals and native code blocks {@code [{ ... }]} are tokens, never touched; the inner lines
 *     of a multi-line native block, its first line's tail and its last line's head (blanks and
 *     line breaks included) are kept as written.
 * <li><b>Safety</b>: only the whitespace between tokens changes, never to nothing where two tokens
 *     would lex as one, so the token sequence, and hence the meaning, is unchanged; formatting
 *     formatted text changes nothing. A document with syntax errors is left alone: its brackets
 *     may not say what the author meant, and a half-typed line would be re-spaced under the
 *     cursor.
 * </ul>
 *
 * The result is edits, not a new text: one per changed line (only the part of it that changes),
 * one per run of dropped lines, so an editor keeps cursors, marks and undo steps where they were.
 * Range formatting edits only the lines the range touches, with indentation and blank-line
 * decisions taken from the whole document. This class never reads files or the semantic model.
 */
public final class Formatter {
    private Formatter() {}

    /** The edits that format the whole document (none when it has syntax errors or is formatted). */
    public static List<TextEdit> edits(SyntaxTree tree) {
        LineLayout layout = LineLayout.of(tree);
        return layout == null ? List.of() : edits(layout, 0, layout.content.length - 1);
    }

    /**
     * The edits that format the lines the range touches (a range ending at the start of a line
     * does not touch that line), none when the document has syntax errors.
     */
    public static List<TextEdit> edits(SyntaxTree tree, TextRange range) {
        LineLayout layout = LineLayout.of(tree);
        if (layout == null) return List.of();
        LineIndex lines = layout.lines;
        int from = lines.line(range.start());
        int to = lines.line(range.end());
        if (to > from && range.end() <= lines.lineStart(to)) to--;
        return edits(layout, from, to);
    }

    private static List<TextEdit> edits(LineLayout layout, int from, int to) {
        LineIndex lines = layout.lines;
        String text = layout.text;
        int n = layout.content.length;
        List<TextEdit> out = new ArrayList<>();
        for (int l = Math.max(0, from); l <= Math.min(to, n - 1); l++) {
            int start = lines.lineStart(l), end = lines.lineEnd(l);
            int next = l + 1 < n ? lines.lineStart(l + 1) : text.length();
            if (layout.dropped[l]) {
                if (start == next) continue;
                TextEdit prev = out.isEmpty() ? null : out.get(out.size() - 1);
                if (prev != null && prev.range().end() == start && prev.newText().isEmpty()) {
                    out.set(out.size() - 1, new TextEdit(new TextRange(prev.range().start(), next), ""));
                } else {
                    out.add(new TextEdit(new TextRange(start, next), ""));
                }
                continue;
            }
            String breakNow = text.substring(end, next);
            String breakWanted = layout.keepBreak[l] ? breakNow : layout.newline;
            String now = text.substring(start, end);
            String wanted = layout.content[l];
            if (!breakNow.equals(breakWanted)) {
                // the line break changes (a missing final one, or LF in a CRLF document): one edit for the line
                out.add(minimal(text, start, next, wanted + breakWanted));
            } else if (!now.equals(wanted)) {
                out.add(minimal(text, start, end, wanted));
            }
        }
        return out;
    }

    /** Replaces [start, end) by {@code wanted}, trimmed to the part that differs (whole UTF-16 pairs). */
    private static TextEdit minimal(String text, int start, int end, String wanted) {
        int p = 0, max = Math.min(end - start, wanted.length());
        while (p < max && text.charAt(start + p) == wanted.charAt(p)) p++;
        if (p > 0 && Character.isHighSurrogate(wanted.charAt(p - 1))) p--;
        int s = 0;
        while (s < max - p && text.charAt(end - 1 - s) == wanted.charAt(wanted.length() - 1 - s)) s++;
        if (s > 0 && Character.isLowSurrogate(wanted.charAt(wanted.length() - s))) s--;
        return new TextEdit(new TextRange(start + p, end - s), wanted.substring(p, wanted.length() - s));
    }
}
