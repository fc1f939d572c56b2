package pdll.tablegen;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import pdll.tablegen.source.Diagnostic;
import pdll.tablegen.source.Loc;
import pdll.tablegen.source.SourceFile;

/**
 * Where locations in earlier texts of a main file stand in its current text. A resumed evaluation
 * ({@link Resumable}) shares records with its predecessors: those of the statements before the
 * checkpoint point into the text of their time (the same up to the checkpoint), those of replayed
 * statements after the edit into the text of their time at offsets the edit has since shifted, and
 * so do the records built from syntax trees an earlier parse made ({@link MainParse}). Each segment
 * maps a range of one earlier text onto the current one by a constant shift.
 */
public final class Relocation {
    /** Offsets {@code [start, end)} of {@code from} are at {@code offset + delta} in the current text. */
    public record Segment(SourceFile from, int start, int end, int delta) {
        int targetStart() {
            return start + delta;
        }

        int targetEnd() {
            return end + delta;
        }

        Segment shifted(int by) {
            return new Segment(from, start, end, delta + by);
        }
    }

    public static final Relocation NONE = new Relocation(null, List.of());

    private final SourceFile current;
    /** By current position. */
    private final List<Segment> segments;
    /** Per earlier text, its segments by start. */
    private final Map<SourceFile, Segment[]> byFile = new IdentityHashMap<>();

    Relocation(SourceFile current, List<Segment> segments) {
        this.current = current;
        // the same range may come twice (a tree an earlier parse made, and the records built from it then)
        List<Segment> sorted = new ArrayList<>(new java.util.LinkedHashSet<>(segments));
        // lambdas of this class, not Comparator.comparingInt: the AOT cache holds the lambdas a
        // training run linked at our call sites, not those the JDK's Comparator makes inside itself
        // (three classes spun in every pdllc run that read the disk cache)
        sorted.sort((a, b) -> Integer.compare(a.targetStart(), b.targetStart()));
        this.segments = List.copyOf(sorted);
        Map<SourceFile, List<Segment>> group = new IdentityHashMap<>();
        for (Segment s : sorted) group.computeIfAbsent(s.from(), k -> new ArrayList<>()).add(s);
        group.forEach((f, l) -> {
            Segment[] a = l.toArray(new Segment[0]);
            java.util.Arrays.sort(a, (x, y) -> Integer.compare(x.start(), y.start()));
            byFile.put(f, a);
        });
    }

    public boolean isEmpty() {
        return segments.isEmpty();
    }

    /** The location in the current text of the main file; {@code loc} itself when it is not in an earlier text. */
    public Loc current(Loc loc) {
        if (loc == null || loc.file() == null || byFile.isEmpty()) return loc;
        Segment[] a = byFile.get(loc.file());
        if (a == null) return loc;
        int x = loc.offset();
        int lo = 0, hi = a.length - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            Segment s = a[mid];
            if (x < s.start()) hi = mid - 1;
            else if (x >= s.end()) lo = mid + 1;
            else return new Loc(current, x + s.delta());
        }
        return loc;
    }

    /** The diagnostic with its location in the current text. */
    public Diagnostic current(Diagnostic d) {
        Loc l = current(d.loc());
        return l == d.loc() ? d : new Diagnostic(d.severity(), l, d.message());
    }

    /** The segments' parts whose current range lies in {@code [start, end)}, in order. */
    List<Segment> within(int start, int end) {
        // the first segment ending after start (segments are disjoint, so their ends are in order too)
        int lo = 0, hi = segments.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (segments.get(mid).targetEnd() <= start) lo = mid + 1;
            else hi = mid;
        }
        List<Segment> out = new ArrayList<>();
        for (int i = lo; i < segments.size() && segments.get(i).targetStart() < end; i++) {
            Segment s = segments.get(i);
            int from = Math.max(s.targetStart(), start), to = Math.min(s.targetEnd(), end);
            if (from < to) out.add(new Segment(s.from(), from - s.delta(), to - s.delta(), s.delta()));
        }
        return out;
    }

    /** The earlier texts the segments map from. */
    List<SourceFile> sources() {
        return new ArrayList<>(byFile.keySet());
    }
}
