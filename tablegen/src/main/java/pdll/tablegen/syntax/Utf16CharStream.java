package pdll.tablegen.syntax;

import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.IntStream;
import org.antlr.v4.runtime.misc.Interval;

/**
 * The source text as UTF-16 units, so that token start/stop indexes are the char offsets that
 * {@link pdll.tablegen.source.SourceFile} and {@link pdll.tablegen.source.Loc} use (ANTLR's own
 * streams count code points, which differ after a supplementary character).
 */
final class Utf16CharStream implements CharStream {
    private final String text;
    private final int n;
    private final String name;
    private int p;

    Utf16CharStream(String text, String name) {
        this.text = text;
        this.n = text.length();
        this.name = name;
    }

    @Override
    public void consume() {
        if (p >= n) throw new IllegalStateException("cannot consume EOF");
        p++;
    }

    @Override
    public int LA(int i) {
        if (i > 0) {
            int k = p + i - 1;
            return k < n ? text.charAt(k) : IntStream.EOF;
        }
        if (i < 0) {
            int k = p + i;
            return k >= 0 ? text.charAt(k) : 0;
        }
        return 0;
    }

    @Override
    public int mark() {
        return -1;
    }

    @Override
    public void release(int marker) {}

    @Override
    public int index() {
        return p;
    }

    @Override
    public void seek(int index) {
        p = Math.max(0, Math.min(index, n));
    }

    @Override
    public int size() {
        return n;
    }

    @Override
    public String getSourceName() {
        return name;
    }

    @Override
    public String getText(Interval interval) {
        int a = Math.max(0, interval.a);
        int b = Math.min(n - 1, interval.b);
        return b < a ? "" : text.substring(a, b + 1);
    }
}
