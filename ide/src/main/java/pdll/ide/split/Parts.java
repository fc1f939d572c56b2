package pdll.ide.split;

import java.util.ArrayList;
import java.util.List;
import pdll.ide.analysis.Analysis;
import pdll.ide.document.Snapshot;

/**
 * How a feature reaches the parts of a split document ({@code // -----} markers, as the reference
 * server splits): a feature asked at an offset answers from the part holding it, a feature of the
 * whole document answers from every part, each part as a document of its own, and the answers are
 * moved into the document ({@link Shift}). A document that is not split is its own only part, with
 * {@link Shift#NONE}, so every feature has one code path.
 */
public final class Parts {
    private Parts() {}

    /** A feature asked at an offset of one part. */
    public interface AtOffset<T> {
        T answer(Analysis part, int offset, Shift shift);
    }

    /** A feature of a whole part. */
    public interface Whole<T> {
        List<T> answer(Analysis part, Shift shift);
    }

    /** A feature of a whole part that needs only its syntax. */
    public interface WholeSyntax<T> {
        List<T> answer(Snapshot part, Shift shift);
    }

    /** The answer of the part holding the offset; {@code none} inside a marker. */
    public static <T> T at(Analysis a, int offset, T none, AtOffset<T> f) {
        if (!a.isSplit()) return f.answer(a, offset, Shift.NONE);
        int i = a.snapshot().partAt(offset);
        if (i < 0) return none;
        Snapshot.Part p = a.snapshot().parts().get(i);
        return f.answer(a.parts().get(i).analysis(), offset - p.start(), Shift.of(a.snapshot(), p));
    }

    /** The answers of every part, in document order. */
    public static <T> List<T> each(Analysis a, Whole<T> f) {
        if (!a.isSplit()) return f.answer(a, Shift.NONE);
        List<T> out = new ArrayList<>();
        for (int i = 0; i < a.parts().size(); i++) out.addAll(f.answer(a.parts().get(i).analysis(), Shift.of(a.snapshot(), a.snapshot().parts().get(i))));
        return out;
    }

    /** The answers of every part's syntax, in document order. */
    public static <T> List<T> each(Snapshot s, WholeSyntax<T> f) {
        if (!s.isSplit()) return f.answer(s, Shift.NONE);
        List<T> out = new ArrayList<>();
        for (Snapshot.Part p : s.parts()) out.addAll(f.answer(p.snapshot(), Shift.of(s, p)));
        return out;
    }

    /** The document's analysis, or its parts' (what the features of every part read). */
    public static List<Analysis> of(Analysis a) {
        return a.isSplit() ? a.parts().stream().map(Analysis.Part::analysis).toList() : List.of(a);
    }
}
