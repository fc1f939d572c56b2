package pdll.ide.td;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import pdll.ide.td.TdFileIndex.Occurrence;
import pdll.ide.td.TdFileIndex.Role;
import pdll.tablegen.ast.BangOp;
import pdll.tablegen.syntax.TdEditorLexer;
import pdll.tablegen.syntax.TdEditorToken;
import pdll.tablegen.syntax.TdTokenKind;

/**
 * Completion in a {@code .td} document, from the tokens before the cursor (the statement being
 * typed does not parse yet) and the names of the closure: after {@code !} the bang operators (the
 * evaluator's table, with their operand counts); in a header after {@code :} or a parent's {@code ,} the classes (after
 * {@code defm} the multiclasses first); after {@code let} the fields of the record's parent classes;
 * in a value the template arguments of the statement, the parents' fields, the defvars and loop
 * variables in scope, the defs and the classes; at the start of a statement the keywords.
 */
public final class TdCompletion {
    private TdCompletion() {}

    public enum Kind { CLASS, MULTICLASS, DEF, FIELD, TEMPLATE_ARG, VARIABLE, BANG_OPERATOR, KEYWORD }

    /** One proposal: what is inserted ({@code label}, without the {@code !} of an operator), what it is, a detail. */
    public record Item(String label, Kind kind, String detail) {}

    private static final Map<String, String> BANG_OPERATORS = bangOperators();
    private static final List<String> KEYWORDS = List.of("assert", "class", "def", "defm", "defset", "deftype", "defvar",
            "dump", "foreach", "if", "include", "let", "multiclass");
    private static final Set<TdTokenKind> TRIVIA = EnumSet.of(TdTokenKind.WHITESPACE, TdTokenKind.LINE_COMMENT,
            TdTokenKind.BLOCK_COMMENT, TdTokenKind.PREPROCESSOR);

    public static List<Item> complete(TdAnalysis a, int offset) {
        String text = a.snapshot().text();
        int o = Math.max(0, Math.min(offset, text.length()));
        int start = o;
        while (start > 0 && (Character.isLetterOrDigit(text.charAt(start - 1)) || text.charAt(start - 1) == '_')) start--;
        String prefix = text.substring(start, o);
        if (start > 0 && text.charAt(start - 1) == '!') {
            List<Item> out = new ArrayList<>();
            BANG_OPERATORS.forEach((op, detail) -> {
                if (op.startsWith(prefix)) out.add(new Item(op, Kind.BANG_OPERATOR, detail));
            });
            return out;
        }
        List<TdEditorToken> before = new ArrayList<>();
        for (TdEditorToken t : TdEditorLexer.tokens(text.substring(0, start))) if (!TRIVIA.contains(t.kind())) before.add(t);
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
            for (Occurrence f : names.fieldsOf(h.parents)) out.putIfAbsent(f.name, item(f));
        } else {
            for (String arg : h.templateArgs) out.putIfAbsent(arg, new Item(arg, Kind.TEMPLATE_ARG, "template argument"));
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

    /** What the tokens before the cursor say about where it is. */
    private static final class Header {
        boolean statementStart = true;
        boolean afterParentColon;
        boolean afterLet;
        TdTokenKind keyword;
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

    /** Every operator a file can write (the evaluator's table), and {@code !cond}, with its operand counts. */
    private static Map<String, String> bangOperators() {
        Map<String, String> out = new TreeMap<>();
        for (BangOp op : BangOp.values()) {
            if (!op.spelled) continue;
            String n = op.maxOperands > 100 ? op.minOperands + " or more operands"
                    : op.minOperands == op.maxOperands ? op.minOperands + " operand" + (op.minOperands == 1 ? "" : "s")
                    : op.minOperands + " to " + op.maxOperands + " operands";
            out.put(op.spelling, "!" + op.spelling + ": " + n);
        }
        out.put("cond", "!cond: condition: value pairs");
        return Collections.unmodifiableMap(out);
    }
}
