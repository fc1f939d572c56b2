package pdll.intellij.tablegen;

import static pdll.intellij.tablegen.TableGenElementTypes.*;

import com.intellij.lang.ASTNode;
import com.intellij.lang.PsiBuilder;
import com.intellij.lang.PsiParser;
import com.intellij.psi.tree.IElementType;
import java.util.ArrayDeque;
import java.util.EnumSet;
import java.util.Set;
import pdll.tablegen.syntax.TdTokenKind;

/**
 * The structural TableGen parser of the editor: statements (each up to its {@code ;} or the end of
 * its body), statement bodies and bracketed groups, without values, types or evaluation (the
 * compiler's own parser stops at the first error; an editor needs a tree for any text). Unbalanced
 * brackets and missing {@code ;} become error elements, and a statement keyword always starts a new
 * statement, so one unclosed bracket does not swallow the rest of the file.
 *
 * <p>Never throws, and always consumes every token: the tree's text is the file's text. Nesting
 * deeper than {@link #MAX_DEPTH} is read as flat tokens, which bounds the recursion.
 */
public final class TableGenParser implements PsiParser {
    static final int MAX_DEPTH = 200;

    /** Keywords that start a statement, and so end whatever unfinished statement is before them. */
    private static final Set<TdTokenKind> STATEMENT_KEYWORDS = EnumSet.of(
            TdTokenKind.CLASS, TdTokenKind.DEF, TdTokenKind.DEFM, TdTokenKind.DEFSET, TdTokenKind.DEFTYPE,
            TdTokenKind.DEFVAR, TdTokenKind.MULTICLASS, TdTokenKind.LET, TdTokenKind.FOREACH, TdTokenKind.IF,
            TdTokenKind.INCLUDE, TdTokenKind.ASSERT, TdTokenKind.DUMP);

    /** What may start a field of a body: a type, or {@code field}. */
    private static final Set<TdTokenKind> FIELD_STARTS = EnumSet.of(
            TdTokenKind.ID, TdTokenKind.BIT, TdTokenKind.BITS, TdTokenKind.CODE_KW, TdTokenKind.DAG,
            TdTokenKind.FIELD, TdTokenKind.INT_KW, TdTokenKind.LIST, TdTokenKind.STRING_KW);

    private static final Set<TdTokenKind> NO_STOP = EnumSet.noneOf(TdTokenKind.class);
    private static final Set<TdTokenKind> STOP_AT_IN = EnumSet.of(TdTokenKind.IN);
    private static final Set<TdTokenKind> STOP_AT_THEN = EnumSet.of(TdTokenKind.THEN);

    @Override
    public ASTNode parse(IElementType root, PsiBuilder builder) {
        PsiBuilder.Marker file = builder.mark();
        new Run(builder).statements();
        file.done(root);
        return builder.getTreeBuilt();
    }

    /** One parse: the builder and the closing brackets expected, innermost first. */
    private static final class Run {
        private final PsiBuilder builder;
        private final ArrayDeque<TdTokenKind> closers = new ArrayDeque<>();

        Run(PsiBuilder builder) {
            this.builder = builder;
        }

        private TdTokenKind kind() {
            return TableGenTokenTypes.kindOf(builder.getTokenType());
        }

        private boolean at(TdTokenKind k) {
            return kind() == k;
        }

        /** Statements up to the end of the text or the '}' of the enclosing body. */
        void statements() {
            while (!builder.eof()) {
                if (closers.contains(kind())) return; // only '}' can be there: statements are never in groups
                statement();
            }
        }

        /** One statement; consumes at least one token. */
        private void statement() {
            TdTokenKind k = kind();
            if (k == TdTokenKind.ERROR) {
                bad();
                return;
            }
            PsiBuilder.Marker m = builder.mark();
            switch (k) {
                case PREPROCESSOR -> {
                    CharSequence text = builder.getOriginalText();
                    int lineEnd = indexOf(text, '\n', builder.getCurrentOffset());
                    builder.advanceLexer();
                    // the lexer made what follows the directive on its line an error: say why
                    while (at(TdTokenKind.ERROR) && builder.getCurrentOffset() < lineEnd) {
                        PsiBuilder.Marker junk = builder.mark();
                        builder.advanceLexer();
                        junk.error("only comments are supported after a directive");
                    }
                    m.done(PREPROCESSOR_DIRECTIVE);
                }
                case INCLUDE -> {
                    builder.advanceLexer();
                    if (at(TdTokenKind.STRING)) builder.advanceLexer();
                    else builder.error("expected a file name string after 'include'");
                    m.done(INCLUDE_STATEMENT);
                }
                case CLASS, DEF, MULTICLASS, DEFSET -> {
                    builder.advanceLexer();
                    tail(NO_STOP, true);
                    if (at(TdTokenKind.LBRACE)) body();
                    else expect(TdTokenKind.SEMI, "expected '{' to start a body or ';'");
                    m.done(switch (k) {
                        case CLASS -> CLASS_STATEMENT;
                        case DEF -> DEF_STATEMENT;
                        case MULTICLASS -> MULTICLASS_STATEMENT;
                        default -> DEFSET_STATEMENT;
                    });
                }
                case DEFM, DEFTYPE, DEFVAR, ASSERT, DUMP -> {
                    builder.advanceLexer();
                    tail(NO_STOP, false);
                    expect(TdTokenKind.SEMI, "expected ';'");
                    m.done(switch (k) {
                        case DEFM -> DEFM_STATEMENT;
                        case DEFTYPE -> DEFTYPE_STATEMENT;
                        case DEFVAR -> DEFVAR_STATEMENT;
                        case ASSERT -> ASSERT_STATEMENT;
                        default -> DUMP_STATEMENT;
                    });
                }
                case LET, FOREACH -> {
                    builder.advanceLexer();
                    tail(STOP_AT_IN, false);
                    if (at(TdTokenKind.IN)) {
                        builder.advanceLexer();
                        bodyOrStatement();
                    } else if (k == TdTokenKind.LET) {
                        expect(TdTokenKind.SEMI, "expected 'in' or ';'"); // a body's let ends with ';'
                    } else {
                        builder.error("expected 'in'");
                    }
                    m.done(k == TdTokenKind.LET ? LET_STATEMENT : FOREACH_STATEMENT);
                }
                case IF -> {
                    builder.advanceLexer();
                    tail(STOP_AT_THEN, false);
                    if (at(TdTokenKind.THEN)) {
                        builder.advanceLexer();
                        bodyOrStatement();
                        if (at(TdTokenKind.ELSE)) {
                            builder.advanceLexer();
                            bodyOrStatement();
                        }
                    } else {
                        builder.error("expected 'then'");
                    }
                    m.done(IF_STATEMENT);
                }
                default -> {
                    if (k == TdTokenKind.SEMI || isCloser(k)) {
                        builder.advanceLexer();
                        m.error(k == TdTokenKind.SEMI ? "unexpected ';'" : "unmatched '" + text(k) + "'");
                        return;
                    }
                    boolean field = !closers.isEmpty() && FIELD_STARTS.contains(k);
                    if (k == TdTokenKind.LBRACE) body(); // a body without its statement: keep its structure
                    else if (isOpener(k)) group(k);
                    else builder.advanceLexer();
                    tail(NO_STOP, false);
                    if (field) {
                        expect(TdTokenKind.SEMI, "expected ';'");
                        m.done(FIELD_STATEMENT);
                    } else {
                        if (at(TdTokenKind.SEMI)) builder.advanceLexer();
                        m.error(closers.isEmpty()
                                ? "expected a statement: class, def, defm, defset, deftype, defvar, multiclass, let, foreach, if, include, assert or dump"
                                : "expected a field, let, defvar, assert, dump or a statement");
                    }
                }
            }
        }

        /** After {@code in}, {@code then} or {@code else}: a body or a single statement. */
        private void bodyOrStatement() {
            if (at(TdTokenKind.LBRACE)) body();
            else if (builder.eof() || closers.contains(kind())) builder.error("expected '{' or a statement");
            else statement();
        }

        private void body() {
            if (closers.size() >= MAX_DEPTH) {
                builder.advanceLexer();
                return;
            }
            PsiBuilder.Marker m = builder.mark();
            builder.advanceLexer();
            closers.push(TdTokenKind.RBRACE);
            statements();
            closers.pop();
            expect(TdTokenKind.RBRACE, "expected '}'");
            m.done(BODY);
        }

        /**
         * The rest of a statement's head or value: tokens and bracketed groups up to one of
         * {@code stops}, a ';', a body's '{' (when {@code braceIsBody}), a statement keyword or the
         * closer of an enclosing body. A stray closing bracket is an error and is skipped.
         */
        private void tail(Set<TdTokenKind> stops, boolean braceIsBody) {
            while (!builder.eof()) {
                TdTokenKind k = kind();
                if (stops.contains(k) || k == TdTokenKind.SEMI || STATEMENT_KEYWORDS.contains(k)) return;
                if (k == TdTokenKind.LBRACE && braceIsBody) return;
                if (closers.contains(k)) return;
                if (isOpener(k)) group(k);
                else if (isCloser(k)) stray(k);
                else if (k == TdTokenKind.ERROR) bad();
                else builder.advanceLexer();
            }
        }

        /** A bracketed group; ends early (with an error) where its closer must be missing. */
        private void group(TdTokenKind open) {
            if (closers.size() >= MAX_DEPTH) {
                builder.advanceLexer();
                return;
            }
            TdTokenKind close = closerOf(open);
            PsiBuilder.Marker m = builder.mark();
            builder.advanceLexer();
            closers.push(close);
            while (!builder.eof()) {
                TdTokenKind k = kind();
                if (k == close) break;
                // ';' and statement keywords never stand in a value: the closer is missing
                if (k == TdTokenKind.SEMI || STATEMENT_KEYWORDS.contains(k) || closers.contains(k)) break;
                if (isOpener(k)) group(k);
                else if (isCloser(k)) stray(k);
                else if (k == TdTokenKind.ERROR) bad();
                else builder.advanceLexer();
            }
            closers.pop();
            expect(close, "expected '" + text(close) + "'");
            m.done(switch (open) {
                case LT -> ANGLE_GROUP;
                case LPAREN -> PAREN_GROUP;
                case LBRACKET -> BRACKET_GROUP;
                default -> BRACE_GROUP;
            });
        }

        private void stray(TdTokenKind closer) {
            PsiBuilder.Marker m = builder.mark();
            builder.advanceLexer();
            m.error("unmatched '" + text(closer) + "'");
        }

        /** Text the lexer could not read: an error element saying what it is, so the mark explains itself. */
        private void bad() {
            String message = TableGenBadText.describe(builder.getTokenText());
            PsiBuilder.Marker m = builder.mark();
            builder.advanceLexer();
            m.error(message);
        }

        private void expect(TdTokenKind k, String message) {
            if (at(k)) builder.advanceLexer();
            else builder.error(message);
        }
    }

    /** The first {@code c} at or after {@code from}, or the text's length. */
    private static int indexOf(CharSequence text, char c, int from) {
        for (int i = from; i < text.length(); i++) if (text.charAt(i) == c) return i;
        return text.length();
    }

    private static boolean isOpener(TdTokenKind k) {
        return k == TdTokenKind.LT || k == TdTokenKind.LPAREN || k == TdTokenKind.LBRACKET || k == TdTokenKind.LBRACE;
    }

    private static boolean isCloser(TdTokenKind k) {
        return k == TdTokenKind.GT || k == TdTokenKind.RPAREN || k == TdTokenKind.RBRACKET || k == TdTokenKind.RBRACE;
    }

    private static TdTokenKind closerOf(TdTokenKind open) {
        return switch (open) {
            case LT -> TdTokenKind.GT;
            case LPAREN -> TdTokenKind.RPAREN;
            case LBRACKET -> TdTokenKind.RBRACKET;
            default -> TdTokenKind.RBRACE;
        };
    }

    private static String text(TdTokenKind closer) {
        return switch (closer) {
            case GT -> ">";
            case RPAREN -> ")";
            case RBRACKET -> "]";
            default -> "}";
        };
    }
}
