package pdll.tablegen.syntax;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;
import org.antlr.v4.runtime.CharStream;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.TokenFactory;
import org.antlr.v4.runtime.TokenSource;
import org.antlr.v4.runtime.misc.Pair;

/**
 * The TableGen preprocessor and lexer front: wraps the generated {@link TdLexer} and
 *
 * <ul>
 *   <li>runs {@code #define/#ifdef/#ifndef/#else/#endif}: a {@code #} is a directive only when it
 *       is the first thing on its line (comments before it do not count) and is directly followed
 *       by one of those words and then a blank, a line end or a comment; any other {@code #} is the
 *       paste operator. Inactive regions are skipped here line by line without lexing them: only
 *       comments at the start of a line and directive lines matter there;
 *   <li>skips blanks and comments (block comments nest) and scans code blocks by hand;
 *   <li>decodes strings, code blocks and integers, joins adjacent string literals, marks a paste
 *       {@code #} with nothing after it ({@link TdLexer#HASH_EMPTY}), and turns
 *       malformed input into a single {@link TdLexer#ERROR} token carrying the reference's message,
 *       after which it only returns EOF (the parser stops at the first error anyway).
 * </ul>
 *
 * Macros are read from the caller's set and new ones are collected in {@link #added()}; the caller
 * publishes them once the file is done, so that a retry starts from the same state.
 */
final class TdTokenSource implements TokenSource {
    private final String text;
    private final int n;
    private final TdLexer lexer;
    private final CharStream input;
    private final Pair<TokenSource, CharStream> sourcePair;
    private final Set<String> defines;
    private final Set<String> added = new HashSet<>();
    private final boolean hasNul;

    /** Open conditionals, innermost last. */
    private final ArrayDeque<Cond> conds = new ArrayDeque<>();

    /** Whether a line break was skipped since the last token (one inside a comment does not count). */
    private boolean atLineStart = true;

    private TdToken pending;
    private boolean done;
    private int lastType = -1;

    private static final class Cond {
        int controlOffset; // where "the latest preprocessor control is here" points
        int elseOffset = -1;
        /** Opened before the text this source reads ({@code open}): where and with what {@code #else} is unknown. */
        final boolean before;

        Cond(int controlOffset, boolean before) {
            this.controlOffset = controlOffset;
            this.before = before;
        }
    }

    /** Whether the source reads from the start: otherwise the macros defined before {@code from} are unknown. */
    private final boolean fromStart;
    /** Set when what it read depends on what is unknown of the text before {@code from} ({@link #neededEarlierText}). */
    private boolean needsEarlierText;

    TdTokenSource(String text, String name, Set<String> defines) {
        this(text, name, defines, 0, 0);
    }

    /**
     * Reads {@code text} from {@code from} on, where {@code open} conditionals are open (the end of
     * a statement's last token, or 0: see {@link TdSyntax#parseRange}).
     */
    TdTokenSource(String text, String name, Set<String> defines, int from, int open) {
        this.text = text;
        this.n = text.length();
        this.input = new Utf16CharStream(text, name);
        input.seek(from);
        this.lexer = new TdLexer(input);
        this.lexer.removeErrorListeners();
        this.lexer.setTokenFactory(TdToken.FACTORY);
        this.sourcePair = new Pair<>(this, input);
        this.defines = defines;
        this.hasNul = text.indexOf('\0') >= 0;
        for (int i = 0; i < open; i++) conds.addLast(new Cond(from, true));
        // right after a token a '#' is not at the start of a line
        this.atLineStart = from == 0;
        this.fromStart = from == 0;
    }

    /**
     * Whether the source met a directive or an error that depends on what is unknown of the text
     * before the one it read: the macros it defines ({@code #ifdef}, {@code #ifndef}), a
     * conditional opened there (an {@code #else} of it, the end of the file inside it). What it
     * read is then not what a reading of the whole file reads.
     */
    boolean neededEarlierText() {
        return needsEarlierText;
    }

    /** Macros defined by this file (not yet in the caller's set). */
    Set<String> added() {
        return added;
    }

    // ---- TokenSource ---------------------------------------------------------------------------

    @Override
    public Token nextToken() {
        TdToken t;
        if (pending != null) {
            t = pending;
            pending = null;
        } else {
            t = fetch();
        }
        if (t.getType() == TdLexer.STRING && lastType != TdLexer.INCLUDE) {
            // "a" "b" is one literal "ab" (the include path takes a single string)
            TdToken next = fetch();
            if (next.getType() == TdLexer.STRING) {
                StringBuilder sb = new StringBuilder(t.value);
                int stop = t.getStopIndex();
                while (next.getType() == TdLexer.STRING) {
                    sb.append(next.value);
                    stop = next.getStopIndex();
                    next = fetch();
                }
                t.value = sb.toString();
                t.setStopIndex(stop);
            }
            pending = next;
        } else if (t.getType() == TdLexer.HASH) {
            // a paste with nothing after it (before a body, ';' or ':') has an empty right side
            TdToken next = pending != null ? pending : fetch();
            pending = next;
            int k = next.getType();
            if (k == TdLexer.COLON || k == TdLexer.SEMI || k == TdLexer.LBRACE) t.setType(TdLexer.HASH_EMPTY);
        }
        lastType = t.getType();
        return t;
    }

    @Override
    public int getLine() {
        return 0;
    }

    @Override
    public int getCharPositionInLine() {
        return 0;
    }

    @Override
    public CharStream getInputStream() {
        return input;
    }

    @Override
    public String getSourceName() {
        return input.getSourceName();
    }

    @Override
    public void setTokenFactory(TokenFactory<?> factory) {
        // tokens are always TdTokens
    }

    @Override
    public TokenFactory<?> getTokenFactory() {
        return TdToken.FACTORY;
    }

    // ---- tokens --------------------------------------------------------------------------------

    private TdToken fetch() {
        TdToken t = read();
        t.openConditionals = conds.size();
        return t;
    }

    private TdToken read() {
        while (true) {
            if (done) return eof();
            skipBlanks();
            TdToken t = (TdToken) lexer.nextToken();
            int start = t.getStartIndex();
            int type = t.getType();
            if (type == TdLexer.LINE_COMMENT_START) {
                int eol = text.indexOf('\n', start);
                int end = eol < 0 ? n : eol;
                if (hasNul && indexOf('\0', start, end) >= 0) return fail(start, M.NUL_CHAR);
                input.seek(end);
                continue;
            }
            if (type == TdLexer.COMMENT_START) {
                int end = TdComments.blockCommentEnd(text, start);
                if (end < 0) return fail(start, M.UNTERMINATED_COMMENT);
                if (hasNul && indexOf('\0', start, end) >= 0) return fail(start, M.NUL_CHAR);
                input.seek(end);
                continue; // a comment does not end the "start of line" state
            }
            boolean lineStart = atLineStart;
            atLineStart = false;
            switch (type) {
                case TdLexer.HASH: {
                    if (!lineStart) return t;
                    TdDirective d = TdDirective.at(text, start);
                    if (d == null) return t;
                    TdToken err = directive(d, start);
                    if (err != null) return err;
                    atLineStart = true;
                    continue;
                }
                case TdLexer.STRING:
                    return string(t);
                case TdLexer.CODE_START: {
                    int close = text.indexOf("}]", start + 2);
                    if (close < 0) return fail(start, M.UNTERMINATED_CODE);
                    int stop = close + 1;
                    if (hasNul && indexOf('\0', start, stop) >= 0) return fail(start, M.NUL_CHAR);
                    input.seek(stop + 1);
                    t.setType(TdLexer.CODE);
                    t.setStopIndex(stop);
                    t.value = text.substring(start + 2, close);
                    return t;
                }
                case TdLexer.DEC_INT:
                case TdLexer.HEX_INT:
                case TdLexer.BIN_INT:
                case TdLexer.NEG_INT:
                case TdLexer.POS_INT:
                    return integer(t);
                case TdLexer.BANG_OTHER:
                    return fail(start, M.UNKNOWN_OPERATOR);
                case TdLexer.DOTDOT:
                    return fail(start, M.DOTDOT);
                case TdLexer.ERROR_CHAR:
                    return badChar(start);
                case Token.EOF:
                    if (!conds.isEmpty()) {
                        if (conds.peekLast().before) needsEarlierText = true;
                        return fail(n, M.EOF_IN_IF).withNote(conds.peekLast().controlOffset, M.LATEST_CONTROL);
                    }
                    done = true;
                    return t;
                default:
                    return t;
            }
        }
    }

    /**
     * Skips blanks before the next token by hand (the lexer's WS rule then rarely runs: half of
     * all lexer matches saved), noting line breaks.
     */
    private void skipBlanks() {
        int p = input.index();
        int q = p;
        boolean newline = false;
        while (q < n) {
            char c = text.charAt(q);
            if (c == '\n') newline = true;
            else if (c != ' ' && c != '\t' && c != '\r') break;
            q++;
        }
        if (q != p) {
            if (newline) atLineStart = true;
            input.seek(q);
        }
    }

    private TdToken eof() {
        TdToken t = new TdToken(sourcePair, Token.EOF, Token.DEFAULT_CHANNEL, n, n - 1);
        t.setText("<EOF>");
        return t;
    }

    private TdToken fail(int offset, String message) {
        done = true;
        return TdToken.error(sourcePair, offset, message);
    }

    private TdToken badChar(int at) {
        char c = text.charAt(at);
        switch (c) {
            case '"':
                return stringError(at);
            case '$':
                return fail(at, M.INVALID_VARNAME);
            case '!':
                return fail(at, M.INVALID_BANG);
            case '\0':
                return fail(at, M.NUL_CHAR);
            default:
                return fail(at, M.UNEXPECTED_CHAR);
        }
    }

    /** Decodes a string token (escapes \\ \' \" \t \n); the lexer already checked termination. */
    private TdToken string(TdToken t) {
        int start = t.getStartIndex() + 1;
        int end = t.getStopIndex(); // the closing quote
        int bs = indexOf('\\', start, end);
        if (bs < 0) {
            t.value = text.substring(start, end);
            return t;
        }
        StringBuilder sb = new StringBuilder(end - start);
        for (int i = start; i < end; i++) {
            char c = text.charAt(i);
            if (c != '\\') {
                sb.append(c);
                continue;
            }
            char e = text.charAt(++i);
            switch (e) {
                case '\\':
                case '\'':
                case '"':
                    sb.append(e);
                    break;
                case 't':
                    sb.append('\t');
                    break;
                case 'n':
                    sb.append('\n');
                    break;
                default:
                    return fail(i, M.STRING_ESCAPE);
            }
        }
        t.value = sb.toString();
        return t;
    }

    /** The error of a string the lexer could not match: the first problem from its start. */
    private TdToken stringError(int quote) {
        for (int i = quote + 1; ; i++) {
            if (i >= n) return fail(quote + 1, M.STRING_EOF);
            char c = text.charAt(i);
            if (c == '"') return fail(quote, M.UNEXPECTED_CHAR); // not reached: the lexer matches these
            if (c == '\n' || c == '\r') return fail(quote + 1, M.STRING_EOL);
            if (c == '\\') {
                if (i + 1 >= n) return fail(quote + 1, M.STRING_EOF);
                char e = text.charAt(i + 1);
                if (e == '\n' || e == '\r') return fail(i + 1, M.STRING_ESCAPED_NEWLINE);
                if (e != '\\' && e != '\'' && e != '"' && e != 't' && e != 'n') return fail(i + 1, M.STRING_ESCAPE);
                i++;
            }
        }
    }

    /**
     * Integer literals: decimal up to 2^64-1 (larger unsigned values wrap to negative longs),
     * negative down to -2^63, hexadecimal and binary up to 64 bits.
     */
    private TdToken integer(TdToken t) {
        int start = t.getStartIndex();
        int stop = t.getStopIndex() + 1;
        int radix = 10;
        int from = start;
        boolean negative = false;
        switch (t.getType()) {
            case TdLexer.HEX_INT:
                radix = 16;
                from += 2;
                break;
            case TdLexer.BIN_INT:
                radix = 2;
                from += 2;
                break;
            case TdLexer.NEG_INT:
                negative = true;
                from++;
                break;
            case TdLexer.POS_INT:
                from++;
                break;
            default:
                break;
        }
        while (from < stop - 1 && text.charAt(from) == '0') from++;
        long v = 0;
        boolean overflow = false;
        if (radix == 10) {
            final long maxDiv10 = 1844674407370955161L; // (2^64 - 1) / 10
            for (int i = from; i < stop && !overflow; i++) {
                int d = text.charAt(i) - '0';
                int c = Long.compareUnsigned(v, maxDiv10);
                if (c > 0 || (c == 0 && d > 5)) overflow = true;
                else v = v * 10 + d;
            }
            if (negative && !overflow) {
                if (Long.compareUnsigned(v, Long.MIN_VALUE) > 0) overflow = true;
                else v = -v;
            }
        } else {
            int bitsPerDigit = radix == 16 ? 4 : 1;
            if ((long) (stop - from) * bitsPerDigit > 64) {
                overflow = true;
            } else {
                for (int i = from; i < stop; i++) v = (v << bitsPerDigit) | Character.digit(text.charAt(i), radix);
            }
        }
        if (overflow) return fail(start, M.NUMBER_RANGE);
        t.intValue = v;
        return t;
    }

    /** First index of c in [from, to), or -1 (String.indexOf would search to the end of the file). */
    private int indexOf(char c, int from, int to) {
        for (int i = from; i < to; i++) if (text.charAt(i) == c) return i;
        return -1;
    }

    // ---- preprocessor --------------------------------------------------------------------------

    private boolean isDefined(String name) {
        return defines.contains(name) || added.contains(name);
    }

    /**
     * Runs a directive in an active region (and any inactive region it opens); on success the
     * lexer continues after the last line handled, otherwise an error token is returned.
     */
    private TdToken directive(TdDirective d, int hash) {
        int word = hash + 1;
        int p = word + d.word.length();
        switch (d) {
            case DEFINE: {
                int nameStart = skipBlanks(p);
                int nameEnd = TdDirective.macroNameEnd(text, nameStart);
                if (nameEnd < 0) return fail(nameStart, M.MACRO_NAME + d.word);
                int next = lineRest(nameEnd, d.word + " NAME");
                if (next < 0) return errorToken;
                added.add(text.substring(nameStart, nameEnd));
                input.seek(next);
                return null;
            }
            case IFDEF:
            case IFNDEF: {
                int nameStart = skipBlanks(p);
                int nameEnd = TdDirective.macroNameEnd(text, nameStart);
                if (nameEnd < 0) return fail(nameStart, M.MACRO_NAME + d.word);
                int next = lineRest(nameEnd, d.word + " NAME");
                if (next < 0) return errorToken;
                conds.addLast(new Cond(nameStart, false));
                // the caller's macros lack those the text before a later start defines
                if (!fromStart) needsEarlierText = true;
                boolean active = isDefined(text.substring(nameStart, nameEnd)) == (d == TdDirective.IFDEF);
                if (!active) {
                    next = skipInactive(next);
                    if (next < 0) return errorToken;
                }
                input.seek(next);
                return null;
            }
            case ELSE: {
                int next = lineRest(p, d.word);
                if (next < 0) return errorToken;
                Cond c = conds.peekLast();
                if (c == null) return fail(word, M.ELSE_WITHOUT_IF);
                if (c.before) needsEarlierText = true;
                if (c.elseOffset >= 0) return fail(word, M.DOUBLE_ELSE).withNote(c.elseOffset, M.PREVIOUS_ELSE);
                c.elseOffset = word;
                c.controlOffset = word;
                next = skipInactive(next);
                if (next < 0) return errorToken;
                input.seek(next);
                return null;
            }
            case ENDIF: {
                int next = lineRest(p, d.word);
                if (next < 0) return errorToken;
                if (conds.isEmpty()) return fail(word, M.ENDIF_WITHOUT_IF);
                conds.removeLast();
                input.seek(next);
                return null;
            }
            default:
                throw new AssertionError(d);
        }
    }

    /** The error token built by the last failing helper that returned -1. */
    private TdToken errorToken;

    private int error(int offset, String message) {
        errorToken = fail(offset, message);
        return -1;
    }

    private int error(int offset, String message, int noteOffset, String note) {
        errorToken = fail(offset, message).withNote(noteOffset, note);
        return -1;
    }

    private int skipBlanks(int p) {
        while (p < n && (text.charAt(p) == ' ' || text.charAt(p) == '\t')) p++;
        return p;
    }

    /**
     * Checks that only blanks and comments follow on a directive line (a block comment may run
     * over several lines, but nothing may follow it on its last line) and returns the offset of the
     * next line, or -1 with {@link #errorToken} set.
     */
    private int lineRest(int p, String what) {
        while (true) {
            while (p < n && (text.charAt(p) == ' ' || text.charAt(p) == '\t' || text.charAt(p) == '\r')) p++;
            if (p >= n) return n;
            char c = text.charAt(p);
            if (c == '\n') return p + 1;
            if (c == '/' && p + 1 < n && text.charAt(p + 1) == '/') {
                int eol = text.indexOf('\n', p);
                return eol < 0 ? n : eol + 1;
            }
            if (c == '/' && p + 1 < n && text.charAt(p + 1) == '*') {
                int end = TdComments.blockCommentEnd(text, p);
                if (end < 0) return error(p, M.UNTERMINATED_COMMENT);
                p = end;
                continue;
            }
            if (c == '/') return error(p, M.UNEXPECTED_CHAR);
            return error(p, M.ONLY_COMMENTS + what);
        }
    }

    /**
     * Skips an inactive region that starts at line start {@code p}, up to and including the
     * {@code #else} or {@code #endif} that ends it; returns the offset after that line, or -1 with
     * {@link #errorToken} set. Nested conditionals are tracked (and checked) but not evaluated;
     * {@code #define} lines are ignored.
     */
    private int skipInactive(int p) {
        int nested = 0;
        ArrayDeque<Cond> inner = new ArrayDeque<>();
        while (true) {
            // the start of a line: blanks, line breaks and comments
            while (p < n) {
                char c = text.charAt(p);
                if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
                    p++;
                } else if (c == '/' && p + 1 < n && text.charAt(p + 1) == '*') {
                    int end = TdComments.blockCommentEnd(text, p);
                    if (end < 0) return error(p, M.UNTERMINATED_COMMENT);
                    p = end;
                } else if (c == '/' && p + 1 < n && text.charAt(p + 1) == '/') {
                    int eol = text.indexOf('\n', p);
                    p = eol < 0 ? n : eol + 1;
                } else {
                    break;
                }
            }
            if (p >= n) {
                Cond latest = inner.isEmpty() ? conds.peekLast() : inner.peekLast();
                if (latest.before) needsEarlierText = true;
                return error(n, M.EOF_IN_IF, latest.controlOffset, M.LATEST_CONTROL);
            }
            TdDirective d = text.charAt(p) == '#' ? TdDirective.at(text, p) : null;
            if (d == null) {
                int eol = text.indexOf('\n', p);
                p = eol < 0 ? n : eol + 1;
                continue;
            }
            int word = p + 1;
            int q = word + d.word.length();
            switch (d) {
                case DEFINE: {
                    int eol = text.indexOf('\n', q);
                    p = eol < 0 ? n : eol + 1;
                    break;
                }
                case IFDEF:
                case IFNDEF: {
                    int nameStart = skipBlanks(q);
                    int nameEnd = TdDirective.macroNameEnd(text, nameStart);
                    if (nameEnd < 0) return error(nameStart, M.MACRO_NAME + d.word);
                    p = lineRest(nameEnd, d.word + " NAME");
                    if (p < 0) return -1;
                    inner.addLast(new Cond(nameStart, false));
                    nested++;
                    break;
                }
                case ELSE: {
                    p = lineRest(q, d.word);
                    if (p < 0) return -1;
                    Cond c = nested > 0 ? inner.peekLast() : conds.peekLast();
                    if (c.before) needsEarlierText = true;
                    if (c.elseOffset >= 0) return error(word, M.DOUBLE_ELSE, c.elseOffset, M.PREVIOUS_ELSE);
                    c.elseOffset = word;
                    c.controlOffset = word;
                    if (nested == 0) return p; // the region ends: what follows is active
                    break;
                }
                case ENDIF: {
                    p = lineRest(q, d.word);
                    if (p < 0) return -1;
                    if (nested == 0) {
                        conds.removeLast();
                        return p;
                    }
                    inner.removeLast();
                    nested--;
                    break;
                }
                default:
                    throw new AssertionError(d);
            }
        }
    }
}
