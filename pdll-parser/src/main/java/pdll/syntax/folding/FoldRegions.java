package pdll.syntax.folding;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import pdll.syntax.EditorLexer;
import pdll.syntax.TokenKind;

/**
 * Where a PDLL text folds, from its tokens, to the character: every bracket pair ({@code { }},
 * {@code ( )}, {@code [ ]}) and every native code block spanning lines (declaration bodies, long
 * operation operand or attribute lists, result lists), runs of two or more comment lines, and
 * runs of two or more consecutive {@code #include}s (from the first file name, so that the first
 * {@code #include} still shows). Each editor client turns these regions into what it shows (the
 * language server into lines, the IntelliJ plugin into placeholders); this class decides only
 * where the regions are. Linear in the text; works on text alone, so it never needs a parse.
 */
public final class FoldRegions {
    private FoldRegions() {}

    /**
     * A foldable range [start, end) of the text. {@code first} is the kind of the token it starts
     * at ({@code LBRACE}, {@code CODE_BLOCK}, {@code COMMENT}, ...; {@code STRING} for a run of
     * includes), which says what kind of region it is.
     */
    public record Region(int start, int end, TokenKind first) {}

    /** The regions by start, an outer region before the inner ones starting with it. */
    public static List<Region> compute(CharSequence text) {
        List<EditorLexer.Span> tokens = EditorLexer.tokens(text);
        int[] newlines = newlines(text);
        List<Region> out = new ArrayList<>();
        brackets(tokens, newlines, out);
        commentRuns(tokens, newlines, out);
        includeRuns(text, tokens, newlines, out);
        out.sort(Comparator.comparingInt(Region::start).thenComparing(Comparator.comparingInt(Region::end).reversed()));
        return out;
    }

    /** Matched brackets and code blocks spanning lines. A closer with no opener of its kind left open is ignored. */
    private static void brackets(List<EditorLexer.Span> tokens, int[] newlines, List<Region> out) {
        List<EditorLexer.Span> open = new ArrayList<>();
        int[] openOfKind = new int[TokenKind.values().length]; // so an unmatched closer costs O(1), not a scan
        for (EditorLexer.Span t : tokens) {
            TokenKind opener = openerOf(t.kind());
            if (t.kind() == TokenKind.CODE_BLOCK) {
                add(t.start(), t.end(), t.kind(), newlines, out);
            } else if (t.kind() == TokenKind.LBRACE || t.kind() == TokenKind.LPAREN || t.kind() == TokenKind.LSQUARE) {
                open.add(t);
                openOfKind[t.kind().ordinal()]++;
            } else if (opener != null && openOfKind[opener.ordinal()] > 0) {
                // brackets left open inside this pair (`{ ( }`) are abandoned, as the parser does
                EditorLexer.Span o;
                do {
                    o = open.remove(open.size() - 1);
                    openOfKind[o.kind().ordinal()]--;
                } while (o.kind() != opener);
                add(o.start(), t.end(), opener, newlines, out);
            }
        }
    }

    /** The opening bracket a closing one pairs with, else null. */
    private static TokenKind openerOf(TokenKind kind) {
        return switch (kind) {
            case RBRACE -> TokenKind.LBRACE;
            case RPAREN -> TokenKind.LPAREN;
            case RSQUARE -> TokenKind.LSQUARE;
            default -> null;
        };
    }

    /** Runs of comments, each alone on its line (a comment after code ends a run), on consecutive lines. */
    private static void commentRuns(List<EditorLexer.Span> tokens, int[] newlines, List<Region> out) {
        int runStart = -1, runEnd = -1, prevEnd = 0;
        TokenKind runKind = null;
        for (EditorLexer.Span t : tokens) {
            boolean comment = t.kind() == TokenKind.COMMENT || t.kind() == TokenKind.DOC_COMMENT;
            int linesBefore = linesBetween(newlines, prevEnd, t.start());
            boolean ownLine = linesBefore > 0 || t.start() == tokens.get(0).start();
            if (comment && ownLine && runStart >= 0 && linesBefore == 1) {
                runEnd = t.end();
            } else {
                if (runStart >= 0) add(runStart, runEnd, runKind, newlines, out);
                runStart = comment && ownLine ? t.start() : -1;
                runEnd = t.end();
                runKind = t.kind();
            }
            prevEnd = t.end();
        }
        if (runStart >= 0) add(runStart, runEnd, runKind, newlines, out);
    }

    /** Runs of {@code #include "file"} with only blanks between them: folded from the first file name to the last. */
    private static void includeRuns(CharSequence text, List<EditorLexer.Span> tokens, int[] newlines, List<Region> out) {
        int runStart = -1, runEnd = -1;
        for (int i = 0; i < tokens.size(); i++) {
            EditorLexer.Span t = tokens.get(i);
            if (t.kind() != TokenKind.DIRECTIVE) continue;
            boolean include = i + 1 < tokens.size() && tokens.get(i + 1).kind() == TokenKind.STRING
                    && "#include".contentEquals(text.subSequence(t.start(), t.end()));
            // blank lines may separate groups of includes; any token (a comment too) ends the run
            boolean continues = include && runStart >= 0 && tokens.get(i - 1).end() == runEnd;
            if (continues) {
                runEnd = tokens.get(i + 1).end();
                continue;
            }
            if (runStart >= 0) add(runStart, runEnd, TokenKind.STRING, newlines, out);
            runStart = include ? tokens.get(i + 1).start() : -1;
            runEnd = include ? tokens.get(i + 1).end() : -1;
        }
        if (runStart >= 0) add(runStart, runEnd, TokenKind.STRING, newlines, out);
    }

    /** Adds [start, end) if it spans lines (a region within one line would hide nothing worth hiding). */
    private static void add(int start, int end, TokenKind first, int[] newlines, List<Region> out) {
        if (linesBetween(newlines, start, end) > 0) out.add(new Region(start, end, first));
    }

    private static int[] newlines(CharSequence text) {
        int n = 0;
        for (int i = 0; i < text.length(); i++) if (text.charAt(i) == '\n') n++;
        int[] at = new int[n];
        for (int i = 0, j = 0; i < text.length(); i++) if (text.charAt(i) == '\n') at[j++] = i;
        return at;
    }

    /** How many line breaks lie in [from, to). */
    private static int linesBetween(int[] newlines, int from, int to) {
        return firstAtOrAfter(newlines, to) - firstAtOrAfter(newlines, from);
    }

    private static int firstAtOrAfter(int[] sorted, int value) {
        int i = Arrays.binarySearch(sorted, value);
        return i >= 0 ? i : -i - 1;
    }
}
