package pdll.ide.td;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import pdll.base.text.TextRange;
import pdll.ide.td.TdFileIndex.Occurrence;
import pdll.ide.td.TdFileIndex.Role;
import pdll.tablegen.syntax.TdEditorToken;
import pdll.tablegen.syntax.TdTokenKind;

/**
 * Completion in a {@code .td} document, from the tokens before the cursor (the statement being
 * typed does not parse yet) and the names of the closure: in an {@code include}'s string the files
 * and directories of the search path ({@link TdIncludeCompletion}); after {@code !} the bang
 * operators, each inserting a snippet of its operands ({@link TdBangOperators}); in a header after
 * {@code :} or a parent's {@code ,} the classes (after {@code defm} the multiclasses first); after
 * {@code let} the fields of the record's own body and of its parent classes; in a value the
 * template arguments of the statement, the own body's and the parents' fields, the defvars and
 * loop variables in scope, the defs and the classes; at the start of a statement the keywords.
 */
public final class TdCompletion {
    private TdCompletion() {}

    public enum Kind { CLASS, MULTICLASS, DEF, FIELD, TEMPLATE_ARG, VARIABLE, BANG_OPERATOR, KEYWORD, FILE, FOLDER }

    /**
     * One proposal: its label (an operator's without the {@code !}), what it is, a detail, what is
     * inserted (a snippet with {@code ${1:name}} placeholders when {@code snippet}, which a client
     * without snippet support gets as plain text), and the text it replaces (null: the word at the
     * cursor, as the client sees it).
     */
    public record Item(String label, Kind kind, String detail, String insertText, boolean snippet, TextRange replace) {
        public Item(String label, Kind kind, String detail) {
            this(label, kind, detail, label, false, null);
        }
    }

    private static final List<String> KEYWORDS = List.of("assert", "class", "def", "defm", "defset", "deftype", "defvar",
            "dump", "foreach", "if", "include", "let", "multiclass");

    public static List<Item> complete(TdAnalysis a, int offset) {
        String text = a.snapshot().text();
        int o = Math.max(0, Math.min(offset, text.length()));
        int start = o;
        while (start > 0 && (Character.isLetterOrDigit(text.charAt(start - 1)) || text.charAt(start - 1) == '_')) start--;
        String prefix = text.substring(start, o);
        Optional<List<Item>> include = TdIncludeCompletion.complete(a, o);
        if (include.isPresent()) return include.get();
        if (start > 0 && text.charAt(start - 1) == '!') {
            int end = o;
            while (end < text.length() && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '_')) end++;
            // operands already written (a name retyped before its "(" or "<"): the name alone
            boolean written = end < text.length() && (text.charAt(end) == '(' || text.charAt(end) == '<');
            List<Item> out = new ArrayList<>();
            TdBangOperators.all().forEach((name, op) -> {
                if (!name.startsWith(prefix)) return;
                out.add(written ? new Item(name, Kind.BANG_OPERATOR, op.detail())
                        : new Item(name, Kind.BANG_OPERATOR, op.detail(), op.snippet(), true, null));
            });
            return out;
        }
        List<TdEditorToken> before = TdSignificantTokens.of(text.substring(0, start));
        if (!before.isEmpty() && (before.get(before.size() - 1).kind() == TdTokenKind.STRING
                || before.get(before.size() - 1).kind() == TdTokenKind.CODE)) return List.of();
        Header h = Header.of(text, before);
        Map<String, Item> out = new LinkedHashMap<>();
        TdNames names = a.names();
        if (h.statementStart) {
            for (String k : KEYWORDS) out.put(k, new Item(k, Kind.KEYWORD, "keyword"));
        } else if (h.afterParentColon) {
            if (h.keyword == TdTokenKind.DEFM) names.all(Role.MULTICLASS).forEach(m -> out.putIfAbsent(m.name, item(m)));
            names.all(Role.CLASS).forEach(c -> out.putIfAbsent(c.name, item(c)));
        } else if (h.afterLet) {
            for (Item f : ownFields(text, before, h, o)) out.putIfAbsent(f.label(), f);
            for (Occurrence f : names.fieldsOf(h.parents)) out.putIfAbsent(f.name, item(f));
        } else {
            for (String arg : h.templateArgs) out.putIfAbsent(arg, new Item(arg, Kind.TEMPLATE_ARG, "template argument"));
            for (Item f : ownFields(text, before, h, o)) out.putIfAbsent(f.label(), f);
            for (Occurrence f : names.fieldsOf(h.parents)) out.putIfAbsent(f.name, item(f));
            for (Occurrence d : a.document().occurrences()) {
                if ((d.role == Role.DEFVAR || d.role == Role.LOOP_VAR) && d.start < start) out.putIfAbsent(d.name, item(d));
            }
            for (Role r : List.of(Role.DEF, Role.DEFVAR, Role.DEFSET, Role.CLASS)) names.all(r).forEach(d -> out.putIfAbsent(d.name, item(d)));
        }
        return out.values().stream().filter(i -> i.label().startsWith(prefix) && !i.label().equals(prefix)).toList();
    }

    private static Item item(Occurrence o) {
        return switch (o.role) {
            case CLASS -> new Item(o.name, Kind.CLASS, "class");
            case MULTICLASS -> new Item(o.name, Kind.MULTICLASS, "multiclass");
            case FIELD -> new Item(o.name, Kind.FIELD, TdHover.typeBefore(o.file.source.text(), o.start)
                    + (o.scope.owner != null ? " (" + o.scope.owner.name + ")" : ""));
            case TEMPLATE_ARG -> new Item(o.name, Kind.TEMPLATE_ARG, TdHover.typeBefore(o.file.source.text(), o.start));
            case DEFVAR, LOOP_VAR -> new Item(o.name, Kind.VARIABLE, o.role == Role.DEFVAR ? "defvar" : "loop variable");
            default -> new Item(o.name, Kind.DEF, o.role.name().toLowerCase());
        };
    }

    /**
     * The fields declared in the body of the record the cursor is in ({@code int w = 1;},
     * {@code field bits<4> b;}), before or after the cursor but not the one whose statement holds
     * it. Read from the tokens, since the body being typed does not parse; a {@code let},
     * {@code defvar}, {@code assert} or {@code dump} declares none.
     */
    private static List<Item> ownFields(String text, List<TdEditorToken> before, Header h, int cursor) {
        if (h.from < 0) return List.of();
        // the tokens from the statement's keyword on, lexed no further than they are read
        TdSignificantTokens.Lazy toks = TdSignificantTokens.from(text, before.get(h.from));
        int i = 0;
        String owner = toks.has(i + 1) && toks.get(i + 1).kind() == TdTokenKind.ID
                ? text.substring(toks.get(i + 1).start(), toks.get(i + 1).end()) : null;
        int angle = 0;
        for (; toks.has(i); i++) {
            TdTokenKind k = toks.get(i).kind();
            if (k == TdTokenKind.LT) angle++;
            else if (k == TdTokenKind.GT) angle = Math.max(0, angle - 1);
            else if (k == TdTokenKind.SEMI && angle == 0) return List.of();
            else if (k == TdTokenKind.LBRACE && angle == 0) break;
        }
        if (!toks.has(i) || toks.get(i).end() > cursor) return List.of();
        List<Item> out = new ArrayList<>();
        int depth = 0, stmt = i + 1;
        boolean closed = false;
        for (int j = i + 1; toks.has(j) && !closed; j++) {
            if (toks.get(j).start() >= cursor && (j == 0 || toks.get(j - 1).start() < cursor) && stmt < j) {
                // the statement being typed is unfinished: what follows the cursor starts afresh
                field(text, toks, stmt, j, cursor, owner, out);
                stmt = j;
                depth = 0;
            }
            TdTokenKind k = toks.get(j).kind();
            if (k == TdTokenKind.LBRACE || k == TdTokenKind.LBRACKET || k == TdTokenKind.LPAREN) depth++;
            else if ((k == TdTokenKind.RBRACE || k == TdTokenKind.RBRACKET || k == TdTokenKind.RPAREN) && depth > 0) depth--;
            else if (k == TdTokenKind.RBRACE) {
                field(text, toks, stmt, j, cursor, owner, out);
                if (toks.get(j).start() < cursor) return List.of(); // the body closed before the cursor
                closed = true;
            } else if (k == TdTokenKind.SEMI && depth == 0) {
                field(text, toks, stmt, j, cursor, owner, out);
                stmt = j + 1;
            }
        }
        if (!closed) {
            field(text, toks, stmt, toks.size(), cursor, owner, out); // an unclosed body to the end of the text
        }
        return out;
    }

    /** The field a body statement {@code [field] type name [= value]} declares, if it is one and does not hold the cursor. */
    private static void field(String text, TdSignificantTokens.Lazy toks, int from, int to, int cursor, String owner, List<Item> out) {
        if (from >= to || (toks.get(from).start() <= cursor && cursor <= (toks.has(to) ? toks.get(to).start() : text.length()))) return;
        TdTokenKind first = toks.get(from).kind();
        if (first == TdTokenKind.LET || first == TdTokenKind.DEFVAR || first == TdTokenKind.ASSERT || first == TdTokenKind.DUMP) return;
        if (first == TdTokenKind.FIELD) from++;
        int angle = 0;
        for (int j = from + 1; j < to; j++) {
            TdTokenKind k = toks.get(j).kind();
            if (k == TdTokenKind.LT) angle++;
            else if (k == TdTokenKind.GT) angle = Math.max(0, angle - 1);
            else if (k == TdTokenKind.ID && angle == 0 && (j + 1 == to || toks.get(j + 1).kind() == TdTokenKind.ASSIGN)) {
                String name = text.substring(toks.get(j).start(), toks.get(j).end());
                String type = text.substring(toks.get(from).start(), toks.get(j).start()).strip();
                out.add(new Item(name, Kind.FIELD, type + (owner != null ? " (" + owner + ")" : "")));
                return;
            } else if (angle == 0) return;
        }
    }

    /** What the tokens before the cursor say about where it is. */
    private static final class Header {
        boolean statementStart = true;
        boolean afterParentColon;
        boolean afterLet;
        TdTokenKind keyword;
        /** The index of the statement's keyword in the tokens before the cursor, -1 when there is none. */
        int from = -1;
        final List<String> parents = new ArrayList<>();
        final List<String> templateArgs = new ArrayList<>();

        /** Scans back to the start of the statement the cursor is in (a keyword at brace depth 0 from the cursor). */
        static Header of(String text, List<TdEditorToken> toks) {
            Header h = new Header();
            if (toks.isEmpty()) return h;
            TdEditorToken last = toks.get(toks.size() - 1);
            if (last.kind() == TdTokenKind.SEMI || last.kind() == TdTokenKind.RBRACE) return h;
            h.statementStart = false;
            h.afterLet = last.kind() == TdTokenKind.LET;
            // the statement: the last record or multiclass keyword not closed before the cursor
            int depth = 0, from = -1;
            for (int i = toks.size() - 1; i >= 0; i--) {
                TdTokenKind k = toks.get(i).kind();
                if (k == TdTokenKind.RBRACE) depth++;
                else if (k == TdTokenKind.LBRACE) depth = Math.max(0, depth - 1);
                else if (depth == 0 && (k == TdTokenKind.CLASS || k == TdTokenKind.DEF || k == TdTokenKind.DEFM
                        || k == TdTokenKind.MULTICLASS)) {
                    from = i;
                    break;
                }
            }
            if (from < 0) return h;
            h.from = from;
            h.keyword = toks.get(from).kind();
            int angle = 0;
            boolean inParents = false, inBody = false;
            for (int i = from + 1; i < toks.size(); i++) {
                TdEditorToken t = toks.get(i);
                switch (t.kind()) {
                    case LT -> angle++;
                    case GT -> angle = Math.max(0, angle - 1);
                    case LBRACE -> {
                        if (angle == 0) inBody = true;
                    }
                    case COLON -> {
                        if (angle == 0 && !inBody) inParents = true;
                    }
                    case ID -> {
                        String name = text.substring(t.start(), t.end());
                        TdTokenKind prev = toks.get(i - 1).kind();
                        if (inParents && !inBody && angle == 0 && (prev == TdTokenKind.COLON || prev == TdTokenKind.COMMA)) h.parents.add(name);
                        boolean next = i + 1 < toks.size();
                        TdTokenKind after = next ? toks.get(i + 1).kind() : null;
                        if (!inParents && !inBody && angle == 1 && i > from + 1 && prev != TdTokenKind.LT && prev != TdTokenKind.COMMA
                                && (after == null || after == TdTokenKind.COMMA || after == TdTokenKind.GT || after == TdTokenKind.ASSIGN)) {
                            h.templateArgs.add(name);
                        }
                    }
                    default -> { }
                }
            }
            TdTokenKind lastKind = last.kind();
            h.afterParentColon = inParents && !inBody && angle == 0 && (lastKind == TdTokenKind.COLON || lastKind == TdTokenKind.COMMA);
            return h;
        }
    }
}
