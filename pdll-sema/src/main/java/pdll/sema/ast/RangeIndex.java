package pdll.sema.ast;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Which of a list of ranges hold an offset: per file the ranges sorted by start, each with the
 * furthest end reached so far, so that a binary search finds every range holding an offset
 * (start at or before it, end at or after it) whatever their nesting or overlap. A range is named
 * by its position in the list it was built from; null ranges are left out.
 */
public final class RangeIndex {
    /** One file's ranges by start (then position): their positions, starts, ends and furthest ends so far. */
    private record Sorted(int[] positions, int[] starts, int[] ends, int[] reach) {}

    private final Map<String, Sorted> byFile;

    private RangeIndex(Map<String, Sorted> byFile) {
        this.byFile = byFile;
    }

    public static RangeIndex of(List<SourceRange> ranges) {
        Map<String, List<Integer>> positions = new HashMap<>();
        for (int i = 0; i < ranges.size(); i++) {
            SourceRange r = ranges.get(i);
            if (r != null) positions.computeIfAbsent(r.file(), f -> new ArrayList<>()).add(i);
        }
        Map<String, Sorted> byFile = new HashMap<>();
        positions.forEach((file, at) -> {
            Integer[] order = at.toArray(new Integer[0]);
            // not Comparator's combinators: the AOT cache holds the lambdas linked at our call sites (see Relocation)
            Arrays.sort(order, (a, b) -> {
                int c = Integer.compare(ranges.get(a).start(), ranges.get(b).start());
                return c != 0 ? c : Integer.compare(a, b);
            });
            int n = order.length;
            int[] pos = new int[n], starts = new int[n], ends = new int[n], reach = new int[n];
            int furthest = Integer.MIN_VALUE;
            for (int k = 0; k < n; k++) {
                SourceRange r = ranges.get(order[k]);
                pos[k] = order[k];
                starts[k] = r.start();
                ends[k] = r.end();
                furthest = Math.max(furthest, r.end());
                reach[k] = furthest;
            }
            byFile.put(file, new Sorted(pos, starts, ends, reach));
        });
        return new RangeIndex(byFile);
    }

    /** Whether some range of {@code file} holds {@code offset}. */
    public boolean holds(String file, int offset) {
        Sorted s = byFile.get(file);
        if (s == null) return false;
        int last = lastStartingBy(s, offset);
        return last >= 0 && s.reach[last] >= offset;
    }

    /** The positions of the ranges of {@code file} that hold {@code offset}, ascending. */
    public int[] holding(String file, int offset) {
        Sorted s = byFile.get(file);
        if (s == null) return new int[0];
        int last = lastStartingBy(s, offset);
        int count = 0;
        for (int k = last; k >= 0 && s.reach[k] >= offset; k--) if (s.ends[k] >= offset) count++;
        int[] out = new int[count];
        for (int k = last, n = 0; k >= 0 && s.reach[k] >= offset; k--) if (s.ends[k] >= offset) out[n++] = s.positions[k];
        Arrays.sort(out);
        return out;
    }

    /** The last range starting at or before {@code offset}, or -1. */
    private static int lastStartingBy(Sorted s, int offset) {
        int lo = 0, hi = s.starts.length - 1, last = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (s.starts[mid] <= offset) {
                last = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return last;
    }
}
