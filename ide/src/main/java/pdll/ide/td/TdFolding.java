package pdll.ide.td;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Objects;
import pdll.base.text.LineIndex;
import pdll.ide.answer.FoldingRange;
import pdll.tablegen.syntax.TdEditorLexer;
import pdll.tablegen.syntax.TdEditorToken;
import pdll.tablegen.syntax.TdTokenKind;

/**
 * Folding of a {@code .td} document from its editor tokens, with the PDLL folding's rules: bracket
 * pairs ({@code { }}, {@code ( )}, {@code [ ]}) from the line they open on to the line before the
 * closing bracket when that line holds only it, {@code [{ }]} code blocks and block comments
 * whole, runs of two or more {@code //} comment lines that start their lines, runs of
 * {@code include} lines; a region within one line is dropped.
 */
public final class TdFolding {
    private TdFolding() {}

    public static List<FoldingRange> of(LineIndex lines) {
        String text = lines.text();
        List<FoldingRange> out = new ArrayList<>();
        Deque<TdEditorToken> open = new ArrayDeque<>();
        int commentStart = -1, commentEnd = -1, includeStart = -1, includeEnd = -1;
        int lastCodeLine = -1;
        for (TdEditorToken t : TdEditorLexer.tokens(text)) {
            int line = lines.line(t.start());
            switch (t.kind()) {
                case WHITESPACE -> { }
                case LINE_COMMENT -> {
                    if (line == lastCodeLine) break; // a trailing comment starts no run
                    if (commentEnd == line - 1 && commentStart >= 0) {
                        commentEnd = line;
                    } else {
                        add(out, commentStart, commentEnd, FoldingRange.Kind.COMMENT);
                        commentStart = commentEnd = line;
                    }
                }
                default -> {
                    add(out, commentStart, commentEnd, FoldingRange.Kind.COMMENT);
                    commentStart = commentEnd = -1;
                    lastCodeLine = lines.line(Math.max(t.start(), t.end() - 1));
                    switch (t.kind()) {
                        case INCLUDE -> {
                            if (includeEnd == line - 1 && includeStart >= 0) includeEnd = line;
                            else {
                                add(out, includeStart, includeEnd, FoldingRange.Kind.IMPORTS);
                                includeStart = includeEnd = line;
                            }
                        }
                        case STRING -> { }
                        case CODE, BLOCK_COMMENT -> add(out, line, lines.line(t.end() - 1),
                                t.kind() == TdTokenKind.CODE ? FoldingRange.Kind.REGION : FoldingRange.Kind.COMMENT);
                        case LBRACE, LPAREN, LBRACKET -> open.push(t);
                        case RBRACE, RPAREN, RBRACKET -> {
                            if (open.isEmpty()) break;
                            TdEditorToken o = open.pop();
                            int end = line;
                            if (text.substring(lines.lineStart(line), t.start()).isBlank()) end--;
                            add(out, lines.line(o.start()), end, FoldingRange.Kind.REGION);
                        }
                        default -> { }
                    }
                    if (t.kind() != TdTokenKind.INCLUDE && t.kind() != TdTokenKind.STRING && line != includeEnd) {
                        add(out, includeStart, includeEnd, FoldingRange.Kind.IMPORTS);
                        includeStart = includeEnd = -1;
                    }
                }
            }
        }
        add(out, commentStart, commentEnd, FoldingRange.Kind.COMMENT);
        add(out, includeStart, includeEnd, FoldingRange.Kind.IMPORTS);
        return out.stream().filter(Objects::nonNull).distinct()
                .sorted(Comparator.comparingInt(FoldingRange::startLine).thenComparingInt(FoldingRange::endLine)).toList();
    }

    private static void add(List<FoldingRange> out, int start, int end, FoldingRange.Kind kind) {
        if (start >= 0 && end > start) out.add(new FoldingRange(start, end, kind));
    }
}
