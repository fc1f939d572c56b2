package pdll.tablegen;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import pdll.base.text.TextChange;
import pdll.tablegen.ast.ParsedFile;
import pdll.tablegen.ast.Stmt;
import pdll.tablegen.source.SourceFile;
import pdll.tablegen.syntax.TdSyntax;

/**
 * The main file's parse, and where each of its statements is in the current text. After an edit
 * only the statements the edit touched are parsed again ({@link #reparse}); the others keep the
 * syntax trees of the previous parse, whose locations point into the text they were parsed from:
 * a statement's place is its tree's offset plus a shift, and evaluations relocate what they build
 * from such a tree like the records they share ({@link Relocation}).
 */
final class MainParse {
    final ParsedFile file;
    /**
     * Per statement: where it starts in the current text, the text its tree's locations are in,
     * the shift from those, and where it ends in that text (at the next statement there, or the
     * text's end: an edit between two statements belongs to neither).
     */
    private final int[] offsets;
    private final SourceFile[] origins;
    private final int[] shifts;
    private final int[] originEnds;
    /** Where each statement's last token ends in the current text; -1 when unknown. */
    private final int[] ends;
    /** How many conditionals are open at each statement's last token; -1 when unknown. */
    private final int[] open;

    private MainParse(ParsedFile file, int[] offsets, SourceFile[] origins, int[] shifts, int[] originEnds, int[] ends, int[] open) {
        this.file = file;
        this.offsets = offsets;
        this.origins = origins;
        this.shifts = shifts;
        this.originEnds = originEnds;
        this.ends = ends;
        this.open = open;
    }

    /** A parse of the whole text: every tree points into it. */
    static MainParse fresh(ParsedFile file) {
        List<Stmt> st = file.statements();
        int[] offsets = new int[st.size()];
        SourceFile[] origins = new SourceFile[st.size()];
        for (int i = 0; i < offsets.length; i++) {
            offsets[i] = st.get(i).loc().offset();
            origins[i] = file.source();
        }
        int[] ends = new int[offsets.length], open = new int[offsets.length];
        for (int i = 0; i < ends.length; i++) {
            ends[i] = file.statementEnd(i);
            open[i] = file.openConditionalsAt(i);
        }
        MainParse m = new MainParse(file, offsets, origins, new int[offsets.length], new int[offsets.length], ends, open);
        for (int i = 0; i < offsets.length; i++) m.originEnds[i] = m.end(i);
        return m;
    }

    int size() {
        return offsets.length;
    }

    /** Where statement {@code i} starts in the current text. */
    int offset(int i) {
        return offsets[i];
    }

    /** The statement starting at {@code offset} of the current text, or -1. */
    int statementAt(int offset) {
        int i = Arrays.binarySearch(offsets, offset);
        return i >= 0 ? i : -1;
    }

    /** Where statement {@code i}'s last token ends in the current text; -1 when unknown (cut short by a syntax error). */
    int statementEnd(int i) {
        return ends[i];
    }

    /** Where statement {@code i} ends: where the next starts, or at the end of the text. */
    int end(int i) {
        return i + 1 < offsets.length ? offsets[i + 1] : file.source().text().length();
    }

    /** Whether some statement's tree is an earlier parse's. */
    boolean reusesTrees() {
        for (SourceFile o : origins) if (o != file.source()) return true;
        return false;
    }

    /** Whether statement {@code i}'s tree is an earlier parse's (its locations point into an earlier text). */
    boolean reused(int i) {
        return origins[i] != file.source();
    }

    SourceFile origin(int i) {
        return origins[i];
    }

    int shift(int i) {
        return shifts[i];
    }

    /** Where statement {@code i} ends in its {@linkplain #origin origin}. */
    int originEnd(int i) {
        return originEnds[i];
    }

    /**
     * The parse of {@code now}, an edit of {@code before}'s text ({@code change}), reusing the trees of the
     * statements wholly before and after the edit and parsing the text between them alone; null
     * when that is not sure to equal a parse of the whole text: the previous parse had a syntax
     * error; statements after the edit are reused and the text parsed again or the text the edit
     * replaced may hold a preprocessor directive (which may change what the rest of the file is);
     * the text from the edit to the end does not parse as the file's end (a syntax error there is
     * the file's: the text between that fails to parse on its own is read again up to the end) or
     * needs more of the text before it than how many conditionals are open there (see
     * {@link TdSyntax#parseRange}). So an edit after the last statement of a
     * file wrapped in an include guard is parsed alone, its {@code #endif} and all.
     * {@code defines} are the macros when the main file is parsed (only read here).
     */
    static MainParse reparse(SourceFile now, MainParse before, TextChange change, Set<String> defines) {
        if (before == null || !before.file.diagnostics().isEmpty()) return null;
        String old = before.file.source().text(), text = now.text();
        int prefix = change.prefix(), suffix = change.suffix();
        int delta = text.length() - old.length();
        int n = before.size();
        int k0 = 0;
        while (k0 < n && before.ends[k0] >= 0 && before.ends[k0] <= prefix) k0++;
        int k1 = k0;
        while (k1 < n && before.offset(k1) < old.length() - suffix) k1++;
        // from the end of the last statement before the edit (the text after it is blanks, comments or the edit)
        int from = k0 > 0 ? before.ends[k0 - 1] : 0;
        int oldTo = k1 < n ? before.offset(k1) : old.length();
        int to = k1 < n ? before.offset(k1) + delta : text.length();
        if (to < from) return null;
        // statements after the edit keep their trees only if the text before them is read as before
        if (k1 < n && (TdSyntax.mayHaveDirective(old, from, oldTo) || TdSyntax.mayHaveDirective(text, from, to))) return null;
        int openAtFrom = k0 > 0 ? before.open[k0 - 1] : 0;
        if (openAtFrom < 0) return null;
        // a range ending before the text's end has no directive: no conditional opens or closes in
        // it, and its end is no end of file inside the open ones
        int seeded = k1 == n ? openAtFrom : 0;
        ParsedFile parsed = TdSyntax.parseRange(now, from, to, defines, seeded);
        if (parsed == null && k1 < n && !mayContinue(text, from)) {
            // a syntax error in the range, or one its end makes (a def being typed, cut short by
            // the next statement's keyword): the text from the range on is read as a whole parse
            // reads it, up to its first error; no statement after the edit keeps its tree
            k1 = n;
            to = text.length();
            seeded = openAtFrom;
            parsed = TdSyntax.parseRange(now, from, to, defines, seeded);
        }
        if (parsed == null) return null;
        List<Stmt> middle = parsed.statements();
        int size = k0 + middle.size() + (n - k1);
        List<Stmt> statements = new ArrayList<>(size);
        int[] offsets = new int[size];
        SourceFile[] origins = new SourceFile[size];
        int[] shifts = new int[size];
        int[] originEnds = new int[size];
        int[] ends = new int[size], open = new int[size];
        int j = 0;
        for (int i = 0; i < k0; i++, j++) {
            statements.add(before.file.statements().get(i));
            offsets[j] = before.offsets[i];
            origins[j] = before.origins[i];
            shifts[j] = before.shifts[i];
            originEnds[j] = before.originEnds[i];
            ends[j] = before.ends[i];
            open[j] = before.open[i];
        }
        for (Stmt s : middle) {
            statements.add(s);
            offsets[j] = s.loc().offset();
            origins[j] = now;
            originEnds[j] = j + 1 < k0 + middle.size() ? middle.get(j - k0 + 1).loc().offset() : to;
            ends[j] = parsed.statementEnd(j - k0);
            open[j] = parsed.openConditionalsAt(j - k0) + openAtFrom - seeded;
            j++;
        }
        for (int i = k1; i < n; i++, j++) {
            statements.add(before.file.statements().get(i));
            offsets[j] = before.offsets[i] + delta;
            origins[j] = before.origins[i];
            shifts[j] = before.shifts[i] + delta;
            originEnds[j] = before.originEnds[i];
            ends[j] = before.ends[i] + delta;
            open[j] = before.open[i];
        }
        List<Integer> endList = new ArrayList<>(size), openList = new ArrayList<>(size);
        for (int e : ends) endList.add(e);
        for (int o : open) openList.add(o);
        return new MainParse(new ParsedFile(now, List.copyOf(statements), parsed.diagnostics(), parsed.classUsesBeforeError(),
                endList, openList, parsed.misplacedInclude()), offsets, origins, shifts, originEnds, ends, open);
    }

    /**
     * Whether the text from {@code from} (the end of a statement) may continue that statement
     * rather than start another: an {@code else} after an {@code if} (at any depth: {@code foreach
     * ... in if ... then def X;}) continues it, so a parse starting there is no whole parse's; a
     * directive first is not looked through.
     */
    private static boolean mayContinue(String text, int from) {
        int p = from, n = text.length();
        while (p < n) {
            char c = text.charAt(p);
            if (Character.isWhitespace(c)) {
                p++;
            } else if (c == '/' && p + 1 < n && text.charAt(p + 1) == '/') {
                int eol = text.indexOf('\n', p);
                p = eol < 0 ? n : eol + 1;
            } else if (c == '/' && p + 1 < n && text.charAt(p + 1) == '*') {
                int close = text.indexOf("*/", p + 2);
                if (close < 0) return true;
                p = close + 2;
            } else {
                break;
            }
        }
        if (p < n && text.charAt(p) == '#') return true;
        int e = p + 4;
        return text.startsWith("else", p) && (e >= n || !(Character.isLetterOrDigit(text.charAt(e)) || text.charAt(e) == '_'));
    }
}
