package pdll.sema.ast;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link RangeIndex} against a scan of every range, on generated ranges that nest, overlap, touch,
 * repeat and lie in two files, with gaps (nulls) in the list: the real files' top-level
 * declarations never overlap, so only generated ones exercise the furthest-end bookkeeping.
 */
class RangeIndexTest {
    @Test
    void everyOffsetOfGeneratedRangesAsAScanFindsThem() {
        Random random = new Random(42);
        for (int round = 0; round < 200; round++) {
            List<SourceRange> ranges = new ArrayList<>();
            int count = random.nextInt(12);
            for (int i = 0; i < count; i++) {
                if (random.nextInt(6) == 0) {
                    ranges.add(null);
                    continue;
                }
                int start = random.nextInt(60), end = start + random.nextInt(random.nextBoolean() ? 4 : 40);
                ranges.add(new SourceRange(random.nextInt(3) == 0 ? "b.pdll" : "a.pdll", start, end));
            }
            RangeIndex index = RangeIndex.of(ranges);
            for (String file : List.of("a.pdll", "b.pdll", "c.pdll")) {
                for (int offset = -2; offset < 105; offset++) {
                    int[] expected = scan(ranges, file, offset);
                    String where = "round " + round + ", " + file + " at " + offset + " in " + ranges;
                    assertArrayEquals(expected, index.holding(file, offset), where);
                    assertEquals(expected.length > 0, index.holds(file, offset), where);
                }
            }
        }
    }

    private static int[] scan(List<SourceRange> ranges, String file, int offset) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < ranges.size(); i++) {
            SourceRange r = ranges.get(i);
            if (r != null && r.file().equals(file) && r.contains(offset)) out.add(i);
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
