package pdll.ide.format;

import java.util.ArrayList;
import java.util.List;
import pdll.ide.text.LineIndex;
import pdll.syntax.SyntaxTree;
import pdll.syntax.Token;
import pdll.syntax.TokenKind;
import pdll.syntax.TopLevel;

/**
 * Document formatting in a conservative canonical style: each line is indented by two spaces per
 * bracket ({@code { ( [}) open at its start (one less when it starts with the closer), trailing
 * blanks are removed, runs of blank lines shrink to one, leading blank lines go, and the text ends
 * with exactly one newline. Everything inside a line (comments included) is kept as written, and
 * lines inside a multi-line native code block are kept verbatim, so formatting never changes what
 * a document means and formatting twice changes nothing. A document with syntax errors is left
 * alone (its brackets may not say what the author meant).
 */
public final class Formatter {
    private Formatter() {}

    /** The formatted text, or null when the document has syntax errors. */
    public static String format(SyntaxTree tree) {
        if (tree.hasErrors()) return null;
        String text = tree.text();
        LineIndex lines = new LineIndex(text);
        int n = lines.lineCount();
        int[] depthAtStart = new int[n];
        boolean[] startsWithCloser = new boolean[n];
        boolean[] verbatim = new boolean[n];
        boolean[] seenToken = new boolean[n];
        int depth = 0;
        List<Token> all = new ArrayList<>();
        List<Integer> bases = new ArrayList<>();
        for (TopLevel tl : tree.topLevels()) {
            for (Token t : tl.tokens()) {
                all.add(t);
                bases.add(tl.offset());
            }
        }
        int line = 0;
        for (int i = 0; i < all.size(); i++) {
            Token t = all.get(i);
            if (t.kind() == TokenKind.EOF) continue;
            int start = bases.get(i) + t.start();
            int end = bases.get(i) + t.end();
            int l = lines.line(start);
            while (line < l) depthAtStart[++line] = depth;
            if (!seenToken[l]) {
                seenToken[l] = true;
                startsWithCloser[l] = t.kind() == TokenKind.RBRACE || t.kind() == TokenKind.RPAREN || t.kind() == TokenKind.RSQUARE;
            }
            int lastLine = lines.line(Math.max(start, end - 1));
            for (int k = l + 1; k <= lastLine && k < n; k++) verbatim[k] = true;
            switch (t.kind()) {
                case LBRACE, LPAREN, LSQUARE -> depth++;
                case RBRACE, RPAREN, RSQUARE -> depth = Math.max(0, depth - 1);
                default -> { }
            }
        }
        while (line < n - 1) depthAtStart[++line] = depth;

        String nl = text.contains("\r\n") ? "\r\n" : "\n";
        StringBuilder out = new StringBuilder();
        int blanks = 0;
        boolean any = false;
        for (int l = 0; l < n; l++) {
            String content = text.substring(lines.lineStart(l), lines.lineEnd(l));
            if (verbatim[l]) {
                flushBlanks(out, blanks, any, nl);
                blanks = 0;
                out.append(content).append(nl);
                any = true;
                continue;
            }
            String body = content.strip();
            if (body.isEmpty()) {
                blanks++;
                continue;
            }
            flushBlanks(out, blanks, any, nl);
            blanks = 0;
            int d = Math.max(0, depthAtStart[l] - (startsWithCloser[l] ? 1 : 0));
            out.append("  ".repeat(d)).append(body).append(nl);
            any = true;
        }
        return out.toString();
    }

    private static void flushBlanks(StringBuilder out, int blanks, boolean any, String nl) {
        if (blanks > 0 && any) out.append(nl);
    }
}
