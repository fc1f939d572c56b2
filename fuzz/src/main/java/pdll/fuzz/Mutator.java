package pdll.fuzz;

import java.util.List;
import java.util.Random;

/**
 * Turns a seed into a mutated input: one to four stacked edits, each a character flip, a deletion,
 * a duplication, a splice from another seed (of token or line size), an interesting token, a line
 * swap or a truncation; on DRR seeds, half the edits are DRR-aware ones ({@link DrrMutations}). A mutation depends only on the {@link Random} it is given, so the case
 * number and the run's seed reproduce it.
 */
final class Mutator {
    private final List<Seed> donors;

    /** {@code donors}: the seeds splices take their chunks from (same language). */
    Mutator(List<Seed> donors) {
        this.donors = donors;
    }


    String mutate(Random r, String text, Seed.Kind kind) {
        // mostly one edit, so that half the valid seeds stay valid and code generation is reached
        int edits = r.nextInt(3) == 0 ? 1 + r.nextInt(4) : 1;
        for (int i = 0; i < edits; i++) text = once(r, text, kind);
        return text;
    }

    String once(Random r, String text, Seed.Kind kind) {
        if (kind == Seed.Kind.DRR && r.nextBoolean()) return DrrMutations.once(r, text, donors);
        int len = text.length();
        switch (r.nextInt(12)) {
            case 0, 1 -> { // flip one character
                if (len == 0) return text;
                int at = r.nextInt(len);
                return text.substring(0, at) + randomChar(r) + text.substring(at + 1);
            }
            case 2, 3 -> { // delete a token- or line-sized chunk
                int[] c = chunk(r, text);
                return text.substring(0, c[0]) + text.substring(c[1]);
            }
            case 4 -> { // duplicate a chunk, in place or elsewhere
                int[] c = chunk(r, text);
                String piece = text.substring(c[0], c[1]);
                int at = r.nextBoolean() ? c[1] : r.nextInt(len + 1);
                return text.substring(0, at) + piece + text.substring(at);
            }
            case 5, 6 -> { // splice a chunk of another seed in, inserting or replacing
                if (donors.isEmpty()) return text;
                String other = donors.get(r.nextInt(donors.size())).text();
                int[] c = chunk(r, other);
                String piece = other.substring(c[0], c[1]);
                int at = r.nextInt(len + 1);
                int end = r.nextBoolean() ? at : Math.min(len, at + r.nextInt(40));
                return text.substring(0, at) + piece + text.substring(end);
            }
            case 7, 8, 9 -> { // an interesting token at a token boundary or anywhere
                int at = r.nextBoolean() ? boundary(r, text) : r.nextInt(len + 1);
                return text.substring(0, at) + InterestingTokens.pick(r, kind) + text.substring(at);
            }
            case 10 -> { // swap two lines
                String[] lines = text.split("\n", -1);
                if (lines.length < 2) return text;
                int a = r.nextInt(lines.length), b = r.nextInt(lines.length);
                String t = lines[a];
                lines[a] = lines[b];
                lines[b] = t;
                return String.join("\n", lines);
            }
            default -> { // truncate
                return len == 0 ? text : text.substring(0, r.nextInt(len));
            }
        }
    }

    private static char randomChar(Random r) {
        return switch (r.nextInt(6)) {
            case 0 -> (char) r.nextInt(32);
            case 1 -> "()[]{}<>\"'`;:,.=#$@!?/\\*-+_".charAt(r.nextInt(27));
            case 2 -> RawBytes.raw(0x80 + r.nextInt(128));
            case 3 -> (char) (0x80 + r.nextInt(0x2000));
            default -> (char) (32 + r.nextInt(95));
        };
    }

    /** [start, end) of a token-sized (1-12 characters, or up to a boundary) or line-sized (1-5 lines) chunk. */
    static int[] chunk(Random r, String text) {
        int len = text.length();
        if (len == 0) return new int[] {0, 0};
        int start = r.nextInt(len);
        if (r.nextBoolean()) {
            int end = Math.min(len, start + 1 + r.nextInt(12));
            if (r.nextBoolean()) {
                end = start + 1;
                while (end < len && Character.isLetterOrDigit(text.charAt(end)) == Character.isLetterOrDigit(text.charAt(start))
                        && end - start < 64) end++;
            }
            return new int[] {start, end};
        }
        int lineStart = text.lastIndexOf('\n', start) + 1;
        int end = lineStart;
        int lines = 1 + r.nextInt(5);
        for (int i = 0; i < lines && end < len; i++) {
            int nl = text.indexOf('\n', end);
            end = nl < 0 ? len : nl + 1;
        }
        return new int[] {lineStart, end};
    }

    /** A position between a word character and a non-word one, or a random one. */
    private static int boundary(Random r, String text) {
        int len = text.length();
        if (len == 0) return 0;
        int at = r.nextInt(len);
        for (int i = at; i < len && i < at + 64; i++) {
            if (!Character.isLetterOrDigit(text.charAt(i))) return i;
        }
        return at;
    }
}
