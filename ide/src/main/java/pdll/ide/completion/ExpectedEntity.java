package pdll.ide.completion;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import pdll.ide.answer.CompletionItem;
import pdll.ide.syntax.TokenCursor.AbsToken;
import pdll.ide.syntax.TokenCursor;
import pdll.syntax.TokenKind;

/**
 * What a constraint written at a position will constrain, read from the brackets around it: an
 * operand of {@code op<…>(…)} is a value, an entry of its result list {@code -> (…)} a type, an
 * entry of its attribute dictionary {@code {…}} an attribute. Used to rank constraint completion
 * (the applicable constraints first); everything else (a {@code let}, a parameter) is open.
 * Works on tokens, so it also works while the statement is being typed.
 */
enum ExpectedEntity {
    VALUE(Set.of("Value", "ValueRange")),
    TYPE(Set.of("Type", "TypeRange")),
    ATTR(Set.of("Attr"));

    /** The core constraints (and parameter types) that apply. */
    final Set<String> core;

    ExpectedEntity(Set<String> core) {
        this.core = core;
    }

    /** What the constraint after token {@code colon} (a {@code :}, {@code [} or {@code ,}) constrains, or null. */
    static ExpectedEntity at(TokenCursor tc, int colon) {
        int opener = enclosing(tc, colon);
        // a constraint list `x: [A, B]` constrains what x stands for: look outside it
        while (opener >= 0 && tc.get(opener).kind() == TokenKind.LSQUARE) opener = enclosing(tc, opener - 1);
        if (opener < 1) return null;
        AbsToken open = tc.get(opener), before = tc.get(opener - 1);
        if (open.kind() == TokenKind.LPAREN) {
            if (before.kind() == TokenKind.GREATER) return VALUE;
            if (before.kind() == TokenKind.ARROW) return TYPE;
            return null;
        }
        if (open.kind() == TokenKind.LBRACE) {
            if (before.kind() == TokenKind.GREATER) return ATTR;
            if (before.kind() == TokenKind.RPAREN) {
                int lparen = enclosing(tc, opener - 2); // the ( that the ) before the { closes
                if (lparen >= 1 && tc.get(lparen - 1).kind() == TokenKind.GREATER) return ATTR;
            }
        }
        return null;
    }

    /** Whether a constraint item applies: a core constraint by name, any other by its parameter's type in {@code detail}. */
    boolean applies(CompletionItem c) {
        String name = c.label().endsWith("<type>") ? c.label().substring(0, c.label().length() - 6) : c.label();
        if (KeywordCompletion.CORE_NAMES.contains(name)) return core.contains(name);
        String d = c.detail();
        int colon = d.indexOf(':'), end = colon < 0 ? -1 : indexOfAny(d, colon + 1);
        if (colon < 0 || end < 0) return false;
        String param = d.substring(colon + 1, end).strip();
        int angle = param.indexOf('<');
        return core.contains(angle < 0 ? param : param.substring(0, angle));
    }

    /** The items with the applicable ones sorted first (nothing is dropped: another entity may still be meant). */
    List<CompletionItem> rank(List<CompletionItem> items) {
        List<CompletionItem> out = new ArrayList<>(items.size());
        for (CompletionItem c : items) {
            String sort = (applies(c) ? "0" : "5") + c.sortText();
            out.add(new CompletionItem(c.label(), c.kind(), c.detail(), c.documentation(), c.insertText(), c.replace(), sort,
                    c.additionalEdits()));
        }
        return out;
    }

    private static int indexOfAny(String s, int from) {
        for (int i = from; i < s.length(); i++) if (s.charAt(i) == ')' || s.charAt(i) == ',') return i;
        return -1;
    }

    /** The index of the innermost bracket opened before token {@code from} (inclusive) and not closed, or -1. */
    private static int enclosing(TokenCursor tc, int from) {
        int depth = 0;
        for (int i = from; i >= 0; i--) {
            TokenKind k = tc.get(i).kind();
            if (k == TokenKind.RPAREN || k == TokenKind.RBRACE || k == TokenKind.RSQUARE) depth++;
            else if (k == TokenKind.LPAREN || k == TokenKind.LBRACE || k == TokenKind.LSQUARE) {
                if (depth == 0) return i;
                depth--;
            } else if (depth == 0 && (k == TokenKind.SEMICOLON || k == TokenKind.KW_PATTERN || k == TokenKind.KW_CONSTRAINT
                    || k == TokenKind.KW_REWRITE)) {
                return -1;
            }
        }
        return -1;
    }
}
