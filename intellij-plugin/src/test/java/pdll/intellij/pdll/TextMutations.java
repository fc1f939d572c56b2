package pdll.intellij.pdll;

import java.util.List;
import java.util.Random;

/**
 * Random edits of a text, as a user in the middle of typing or a bad merge makes them: delete,
 * insert, duplicate or swap spans and characters, insert random bytes or PDLL punctuation, paste
 * a span of another file, truncate. One to three edits per mutation; reproducible from the Random.
 */
final class TextMutations {
    private TextMutations() {}

    private static final String PUNCTUATION = "{}()[]<>\"\\/#-=:;,.[{}]_\n ";

    static String mutate(String text, List<String> others, Random random) {
        StringBuilder s = new StringBuilder(text);
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits; e++) {
            int n = s.length();
            int a = n == 0 ? 0 : random.nextInt(n + 1);
            int b = Math.min(n, a + random.nextInt(1 + Math.min(64, n)));
            switch (random.nextInt(8)) {
                case 0 -> s.delete(a, b);
                case 1 -> s.insert(a, s.substring(a, b)); // duplicate a span
                case 2 -> { // swap two spans
                    int c = n == 0 ? 0 : random.nextInt(n + 1);
                    int d = Math.min(n, c + (b - a));
                    if (d <= a || c >= b) {
                        String first = s.substring(a, b), second = s.substring(c, d);
                        if (a < c) {
                            s.replace(c, d, first).replace(a, b, second);
                        } else {
                            s.replace(a, b, second).replace(c, d, first);
                        }
                    }
                }
                case 3 -> { // random bytes, lone surrogates and NULs included
                    for (int k = random.nextInt(8); k >= 0; k--) s.insert(a, (char) (random.nextBoolean() ? random.nextInt(256) : random.nextInt(0x10000)));
                }
                case 4 -> s.insert(a, PUNCTUATION.charAt(random.nextInt(PUNCTUATION.length())));
                case 5 -> { // a span of another file pasted in
                    String other = others.get(random.nextInt(others.size()));
                    int c = random.nextInt(other.length() + 1);
                    s.insert(a, other, c, Math.min(other.length(), c + random.nextInt(200)));
                }
                case 6 -> { if (n > 0) s.deleteCharAt(random.nextInt(n)); }
                default -> s.setLength(a); // truncate
            }
        }
        return s.toString();
    }
}
