package pdll.ide;

import pdll.base.text.LineIndex;
import pdll.base.text.PositionEncoding;
import pdll.base.text.TextRange;
import pdll.ide.answer.DocumentSymbol;

/**
 * How the feature fixtures write places and outlines in their expected text, the same for
 * {@code .pdll} and {@code .td} documents: 1-based {@code line:column} in UTF-16 units.
 */
public final class FixtureText {
    private FixtureText() {}

    public static String pos(LineIndex lines, int offset) {
        return (lines.line(offset) + 1) + ":" + (lines.column(offset, PositionEncoding.UTF16) + 1);
    }

    public static String range(LineIndex lines, TextRange r) {
        return pos(lines, r.start()) + "-" + pos(lines, r.end());
    }

    /** One outline entry and its children, each on its line, indented by depth. */
    public static void symbol(StringBuilder sb, LineIndex lines, DocumentSymbol s, String indent) {
        sb.append(indent).append(s.kind()).append(' ').append(s.name());
        if (!s.detail().isEmpty()) sb.append("  detail=\"").append(s.detail()).append('"');
        sb.append("  ").append(range(lines, s.range())).append(" name ").append(range(lines, s.selection())).append('\n');
        for (DocumentSymbol c : s.children()) symbol(sb, lines, c, indent + "  ");
    }
}
