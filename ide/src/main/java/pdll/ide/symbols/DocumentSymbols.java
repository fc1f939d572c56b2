package pdll.ide.symbols;

import java.util.ArrayList;
import java.util.List;
import pdll.base.text.TextRange;
import pdll.ide.answer.DocumentSymbol;
import pdll.ide.answer.SymbolKind;
import pdll.ide.syntax.Nodes;
import pdll.syntax.SyntaxTree;
import pdll.syntax.Token;
import pdll.syntax.TokenKind;
import pdll.syntax.TopLevel;
import pdll.syntax.tree.ArgDecl;
import pdll.syntax.tree.Constraint;
import pdll.syntax.tree.Decl;
import pdll.syntax.tree.Expr;
import pdll.syntax.tree.Metadata;
import pdll.syntax.tree.Name;
import pdll.syntax.tree.Span;
import pdll.syntax.tree.Stmt;

/**
 * The hierarchical outline of a document from its syntax tree alone: patterns, constraints and
 * rewrites with their full ranges, and inside each the arguments, results and variables ({@code let}
 * and inline {@code name: Constraint}) it declares. Declarations that failed to parse keep their
 * outline entry when the parser kept their name, so an error does not empty the outline.
 */
public final class DocumentSymbols {
    private DocumentSymbols() {}

    public static List<DocumentSymbol> compute(SyntaxTree tree) {
        return compute(tree, 0);
    }

    /**
     * The outline of a tree whose first line is line {@code firstLine} (0-based) of the document: a
     * part of a split document names an anonymous pattern by its line in the document.
     */
    public static List<DocumentSymbol> compute(SyntaxTree tree, int firstLine) {
        List<DocumentSymbol> out = new ArrayList<>();
        String text = tree.text();
        for (TopLevel tl : tree.topLevels()) {
            int base = tl.offset();
            for (Decl d : tl.decls()) {
                DocumentSymbol s = symbol(d, tl, base, text, tree, firstLine);
                if (s != null) out.add(s);
            }
        }
        return out;
    }

    private static DocumentSymbol symbol(Decl d, TopLevel tl, int base, String text, SyntaxTree tree, int firstLine) {
        if (d instanceof Decl.Pattern p) {
            TextRange range = abs(base, p.span());
            TextRange sel = p.name() != null ? abs(base, p.name().span()) : keyword(tl, p.span(), base);
            String name = p.name() != null ? p.name().text() : "<pattern>";
            List<String> meta = new ArrayList<>();
            for (Metadata m : p.metadata()) {
                if (m == null || m.name() == null) continue;
                meta.add(m.benefit() != null ? m.name().text() + "(" + m.benefit() + ")" : m.name().text());
            }
            String detail = p.name() == null ? "line " + (tree.position(range.start()).line() + firstLine) : "";
            if (!meta.isEmpty()) detail = (detail.isEmpty() ? "" : detail + ", ") + String.join(", ", meta);
            return new DocumentSymbol(name, detail, SymbolKind.PATTERN, range, sel, variables(p, base, text));
        }
        if (d instanceof Decl.Callable c) {
            if (c.name() == null) return null;
            return new DocumentSymbol(c.name().text(), signature(c, base, text),
                    c.rewrite() ? SymbolKind.REWRITE : SymbolKind.CONSTRAINT, abs(base, c.span()), abs(base, c.name().span()),
                    variables(c, base, text));
        }
        if (d instanceof Decl.Error e && e.name() != null) {
            Token first = firstToken(tl, e.span());
            TokenKind kw = first == null ? TokenKind.EOF : first.kind();
            SymbolKind kind = kw == TokenKind.KW_REWRITE ? SymbolKind.REWRITE
                    : kw == TokenKind.KW_CONSTRAINT ? SymbolKind.CONSTRAINT : SymbolKind.PATTERN;
            return new DocumentSymbol(e.name().text(), "", kind, abs(base, e.span()), abs(base, e.name().span()), List.of());
        }
        return null;
    }

    /** {@code (a: Value, b: Attr) -> Op}, from the source text with runs of whitespace collapsed. */
    static String signature(Decl.Callable c, int base, String text) {
        StringBuilder sb = new StringBuilder("(");
        for (int i = 0; i < c.arguments().size(); i++) {
            if (i > 0) sb.append(", ");
            sb.append(source(c.arguments().get(i).span(), base, text));
        }
        sb.append(')');
        if (!c.results().isEmpty()) {
            sb.append(" -> ");
            List<String> rs = new ArrayList<>();
            for (ArgDecl r : c.results()) rs.add(source(r.span(), base, text));
            sb.append(c.tupleResults() || rs.size() > 1 ? "(" + String.join(", ", rs) + ")" : rs.get(0));
        }
        return sb.toString();
    }

    private static List<DocumentSymbol> variables(Decl d, int base, String text) {
        List<DocumentSymbol> out = new ArrayList<>();
        if (d instanceof Decl.Callable c) {
            for (ArgDecl a : c.arguments()) arg(a, base, text, out);
            for (ArgDecl a : c.results()) arg(a, base, text, out);
        }
        for (var child : Nodes.children(d)) {
            if (child instanceof ArgDecl) continue;
            Nodes.walk(child, n -> {
                if (n instanceof Stmt.Let l && named(l.name())) {
                    out.add(new DocumentSymbol(l.name().text(), constraints(l.constraints(), base, text), SymbolKind.VARIABLE,
                            abs(base, l.span()), abs(base, l.name().span()), List.of()));
                } else if (n instanceof Expr.InlineVariable v && named(v.name())) {
                    out.add(new DocumentSymbol(v.name().text(), constraints(v.constraints(), base, text), SymbolKind.VARIABLE,
                            abs(base, v.span()), abs(base, v.name().span()), List.of()));
                }
            });
        }
        return out;
    }

    private static void arg(ArgDecl a, int base, String text, List<DocumentSymbol> out) {
        if (!named(a.name())) return;
        String detail = a.constraint() == null ? "" : source(a.constraint().span(), base, text);
        out.add(new DocumentSymbol(a.name().text(), detail, SymbolKind.VARIABLE, abs(base, a.span()),
                abs(base, a.name().span()), List.of()));
    }

    private static boolean named(Name n) {
        return n != null && n.text() != null && !n.text().isEmpty() && !n.text().equals("_");
    }

    private static String constraints(List<Constraint> cs, int base, String text) {
        List<String> parts = new ArrayList<>();
        for (Constraint c : cs) if (c != null) parts.add(source(c.span(), base, text));
        return String.join(", ", parts);
    }

    private static String source(Span s, int base, String text) {
        int a = Math.max(0, Math.min(base + s.start(), text.length()));
        int b = Math.max(a, Math.min(base + s.end(), text.length()));
        return collapseBlanks(text, a, b);
    }

    /**
     * The text between the offsets with each run of regex {@code \s} made one space, then
     * stripped: {@code replaceAll("\s+", " ").strip()} without a regex per call.
     */
    private static String collapseBlanks(String text, int from, int to) {
        while (from < to && Character.isWhitespace(text.charAt(from))) from++;
        while (to > from && Character.isWhitespace(text.charAt(to - 1))) to--;
        StringBuilder sb = null;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (!blank(c)) {
                if (sb != null) sb.append(c);
                continue;
            }
            int end = i + 1;
            while (end < to && blank(text.charAt(end))) end++;
            if (sb == null && c == ' ' && end == i + 1) continue; // already one space
            if (sb == null) sb = new StringBuilder(to - from).append(text, from, i);
            sb.append(' ');
            i = end - 1;
        }
        return sb == null ? text.substring(from, to) : sb.toString();
    }

    /** What regex {@code \s} matches. */
    private static boolean blank(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }

    private static TextRange abs(int base, Span s) {
        return new TextRange(base + s.start(), base + Math.max(s.start(), s.end()));
    }

    private static TextRange keyword(TopLevel tl, Span s, int base) {
        Token t = firstToken(tl, s);
        return t == null ? new TextRange(base + s.start(), base + s.start()) : new TextRange(base + t.start(), base + t.end());
    }

    /** The declaration's first token (its keyword), null when it has none. */
    private static Token firstToken(TopLevel tl, Span s) {
        for (Token t : tl.tokens()) if (t.start() >= s.start() && !t.kind().isTrivia()) return t;
        return null;
    }
}
