package pdll.ide.folding;

import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import pdll.base.text.LineIndex;
import pdll.ide.answer.FoldingRange;
import pdll.syntax.TokenKind;
import pdll.syntax.folding.FoldRegions;

/**
 * Folding by lines, as LSP clients fold: the regions of {@link FoldRegions} from the line they
 * start on to the line they end on. A bracket pair's region ends on the line before its closing
 * bracket's line when that line holds only the bracket, so the closing brace stays visible, as
 * editors expect; a region left within one line is dropped.
 */
public final class FoldingRanges {
    private FoldingRanges() {}

    public static List<FoldingRange> compute(LineIndex lines) {
        return FoldRegions.compute(lines.text()).stream().map(r -> lines(r, lines)).filter(Objects::nonNull).distinct()
                .sorted(Comparator.comparingInt(FoldingRange::startLine).thenComparingInt(FoldingRange::endLine))
                .toList();
    }

    private static FoldingRange lines(FoldRegions.Region r, LineIndex lines) {
        int start = lines.line(r.start());
        int end = lines.line(r.end() - 1);
        FoldingRange.Kind kind = switch (r.first()) {
            case COMMENT, DOC_COMMENT -> FoldingRange.Kind.COMMENT;
            case STRING -> FoldingRange.Kind.IMPORTS;
            default -> FoldingRange.Kind.REGION;
        };
        boolean pair = kind == FoldingRange.Kind.REGION && r.first() != TokenKind.CODE_BLOCK;
        if (pair && lines.text().substring(lines.lineStart(end), r.end() - 1).isBlank()) end--;
        return end > start ? new FoldingRange(start, end, kind) : null;
    }
}
