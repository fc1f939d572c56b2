package pdll.ide.completion;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import pdll.base.text.TextRange;
import pdll.ide.analysis.Analysis;
import pdll.ide.answer.CompletionItem;
import pdll.ide.syntax.TokenCursor.AbsToken;
import pdll.ide.syntax.TokenCursor;
import pdll.sema.ast.Decl;
import pdll.sema.query.SemanticModel;
import pdll.sema.types.PdllType;
import pdll.syntax.SyntaxTree;
import pdll.syntax.TokenKind;

/**
 * Keywords and snippets by syntactic context, from the tokens before the cursor (so a half-typed
 * document completes too), each replacing the word at the cursor:
 * <ul>
 *   <li>top level: {@code Pattern}, {@code Constraint}, {@code Rewrite} snippets and {@code #include};
 *   <li>pattern metadata after {@code with} or {@code ,} in a pattern header: {@code benefit(…)},
 *       {@code recursion} (as the reference);
 *   <li>after {@code :} and in {@code [...]} constraint lists: the six core constraints with the
 *       reference's documentation, {@code Attr<type>}-style snippets outside signatures, and the
 *       single-input constraints of the ODS imports and of the documents' top-level declarations;
 *       where the brackets say what is constrained (an operand, a result type, an attribute:
 *       {@link ExpectedEntity}) the constraints that apply to it sort first;
 *   <li>statement start in a body: {@code let}, {@code erase}, {@code replace … with},
 *       {@code rewrite … with}, {@code return};
 *   <li>expression start after {@code =}, {@code erase}, {@code replace}, {@code (} or {@code ,}
 *       inside a body: {@code op<…>}, {@code attr<"…">}, {@code type<"…">}.
 * </ul>
 * At statement and expression starts also the names in scope, from the semantic model: variables
 * (in expressions) and the document's Constraints and Rewrites (calls, with a snippet).
 */
public final class KeywordCompletion {
    private KeywordCompletion() {}

    private static final String[][] CORE = {
            {"Attr", "mlir::Attribute"}, {"Op", "mlir::Operation *"}, {"Value", "mlir::Value"},
            {"ValueRange", "mlir::ValueRange"}, {"Type", "mlir::Type"}, {"TypeRange", "mlir::TypeRange"}};

    /** The names of the core constraints. */
    static final Set<String> CORE_NAMES = Arrays.stream(CORE).map(c -> c[0]).collect(Collectors.toUnmodifiableSet());

    public static List<CompletionItem> complete(Analysis a, int offset) {
        SyntaxTree tree = a.snapshot().tree();
        if (TokenCursor.insideCommentOrLiteral(tree, offset)) return List.of();
        TokenCursor tc = TokenCursor.around(tree, offset);
        AbsToken word = tc.wordAt(offset);
        if (word != null && word.start() == offset) word = null; // the cursor before a word: insert, do not replace it
        int prevIndex = word != null ? tc.indexOf(word) - 1 : tc.lastBefore(offset);
        AbsToken prev = tc.get(prevIndex);
        if (prev != null && prev.end() > offset) return List.of(); // inside a string, comment or other token
        TextRange r = word != null ? new TextRange(word.start(), word.end()) : new TextRange(offset, offset);
        // bracket depth and pattern-header state over the tokens before the cursor, from the chunk start
        int depth = 0;
        boolean patternHeader = false;
        int chunkStart = 0;
        for (int i = 0; i <= prevIndex; i++) {
            AbsToken t = tc.get(i);
            if (depth == 0 && (t.kind() == TokenKind.KW_PATTERN || t.kind() == TokenKind.KW_CONSTRAINT
                    || t.kind() == TokenKind.KW_REWRITE || t.kind() == TokenKind.DIRECTIVE)) {
                chunkStart = i;
                patternHeader = t.kind() == TokenKind.KW_PATTERN;
            }
            switch (t.kind()) {
                case LBRACE -> {
                    depth++;
                    patternHeader = false;
                }
                case LPAREN, LSQUARE -> depth++;
                case RBRACE, RPAREN, RSQUARE -> depth = Math.max(0, depth - 1);
                case EQUAL_ARROW -> patternHeader = false;
                default -> { }
            }
        }
        List<CompletionItem> out = new ArrayList<>();
        TokenKind pk = prev == null ? null : prev.kind();
        if (patternHeader && (pk == TokenKind.KW_WITH || pk == TokenKind.COMMA)) return metadata(r, "");
        // Right at the end of a header's `with` (no space yet) the metadata comes next, as the
        // reference offers it there; the insertion adds the space.
        if (patternHeader && word != null && word.kind() == TokenKind.KW_WITH && word.end() == offset) {
            return metadata(new TextRange(offset, offset), " ");
        }
        if (pk == TokenKind.COLON || (pk == TokenKind.LSQUARE && depth > 0) || (pk == TokenKind.COMMA && inConstraintList(tc, prevIndex))) {
            for (String[] c : CORE) {
                out.add(item(c[0], CompletionItem.Kind.CONSTRAINT, c[0] + " constraint",
                        "A single entity core constraint of type `" + c[1] + "`", c[0], r, "0"));
            }
            if (!inSignature(tc, prevIndex)) {
                for (String[] c : new String[][] {CORE[0], CORE[2], CORE[3]}) {
                    out.add(new CompletionItem(c[0] + "<type>", CompletionItem.Kind.SNIPPET, c[0] + "<type> constraint",
                            "A single entity core constraint of type `" + c[1] + "`", c[0] + "<$1>", r, "0_" + c[0] + "<type>"));
                }
            }
            out.addAll(ConstraintNames.singleInput(a, offset, r));
            ExpectedEntity expected = ExpectedEntity.at(tc, prevIndex);
            return expected == null ? out : expected.rank(out);
        }
        if (depth == 0 && (prev == null || pk == TokenKind.SEMICOLON || pk == TokenKind.RBRACE || pk == TokenKind.STRING
                || (pk == TokenKind.CODE_BLOCK))) {
            if (pk == TokenKind.CODE_BLOCK || (pk == TokenKind.STRING && (prevIndex < 1 || tc.get(prevIndex - 1).kind() != TokenKind.DIRECTIVE))) return out;
            out.add(item("Pattern", CompletionItem.Kind.SNIPPET, "Pattern declaration", "", "Pattern ${1:Name} {\n  $0\n}", r, "1"));
            out.add(item("Constraint", CompletionItem.Kind.SNIPPET, "Constraint declaration", "", "Constraint ${1:Name}(${2:value}: ${3:Value}) {\n  $0\n}", r, "1"));
            out.add(item("Rewrite", CompletionItem.Kind.SNIPPET, "Rewrite declaration", "", "Rewrite ${1:Name}(${2:op}: ${3:Op}) {\n  $0\n}", r, "1"));
            out.add(item("#include", CompletionItem.Kind.SNIPPET, "include a .pdll or .td file", "", "#include \"$1\"", r, "1"));
            return out;
        }
        if (depth == 0) return out;
        boolean blockBrace = pk == TokenKind.LBRACE && prevIndex >= 1
                && tc.get(prevIndex - 1).kind() != TokenKind.RPAREN && tc.get(prevIndex - 1).kind() != TokenKind.GREATER;
        if (blockBrace || pk == TokenKind.SEMICOLON || (pk == TokenKind.RBRACE && prevIndex > chunkStart)) {
            out.add(item("let", CompletionItem.Kind.SNIPPET, "variable", "", "let ${1:name} = $0;", r, "1"));
            out.add(item("erase", CompletionItem.Kind.SNIPPET, "erase an operation", "", "erase ${1:root};", r, "1"));
            out.add(item("replace", CompletionItem.Kind.SNIPPET, "replace an operation", "", "replace ${1:root} with ${2:value};", r, "1"));
            out.add(item("rewrite", CompletionItem.Kind.SNIPPET, "rewrite an operation in place", "", "rewrite ${1:root} with {\n  $0\n};", r, "1"));
            out.add(item("return", CompletionItem.Kind.KEYWORD, "", "", "return", r, "1"));
            out.addAll(scopeNames(a, offset, r, true));
            return out;
        }
        if (pk == TokenKind.EQUAL || pk == TokenKind.KW_ERASE || pk == TokenKind.KW_REPLACE || pk == TokenKind.KW_WITH
                || pk == TokenKind.KW_RETURN || pk == TokenKind.LPAREN || pk == TokenKind.COMMA) {
            out.add(item("op", CompletionItem.Kind.SNIPPET, "operation expression", "", "op<$1>($0)", r, "1"));
            out.add(item("attr", CompletionItem.Kind.SNIPPET, "attribute expression", "", "attr<\"$1\">", r, "1"));
            out.add(item("type", CompletionItem.Kind.SNIPPET, "type expression", "", "type<\"$1\">", r, "1"));
            out.addAll(scopeNames(a, offset, r, false));
        }
        return out;
    }

    /**
     * The variables, Constraints and Rewrites of the document visible at the offset (from the
     * semantic model; ODS constraints are left to the constraint-list completion). At a statement
     * start only callables make sense besides the keywords.
     */
    static List<CompletionItem> scopeNames(Analysis a, int offset, TextRange r, boolean statement) {
        List<CompletionItem> out = new ArrayList<>();
        if (a.model() == null) return out;
        Set<String> seen = new HashSet<>();
        for (Decl d : a.model().visibleAt(a.fileName(), offset)) {
            String name = SemanticModel.nameOf(d);
            if (name == null || !seen.add(name)) continue;
            if (d instanceof Decl.VariableDecl v && !statement) {
                String type = v.type() == PdllType.ERROR ? "" : v.type().toString();
                out.add(new CompletionItem(name, CompletionItem.Kind.VARIABLE, type, "", name, r, "0_" + name));
            } else if (d instanceof Decl.CallableDecl c && c.ods() == null) {
                StringBuilder sig = new StringBuilder("(");
                for (int i = 0; i < c.inputs().size(); i++) {
                    sig.append(i > 0 ? ", " : "").append(c.inputs().get(i).name()).append(": ").append(c.inputs().get(i).type());
                }
                sig.append(")");
                out.add(new CompletionItem(name, c.rewrite() ? CompletionItem.Kind.REWRITE : CompletionItem.Kind.CONSTRAINT,
                        (c.rewrite() ? "Rewrite" : "Constraint") + sig, "", name + "($1)", r, "0_" + name));
            }
        }
        return out;
    }

    /** Inside {@code [...]} of a variable's constraint list (after a comma). */
    private static boolean inConstraintList(TokenCursor tc, int from) {
        int depth = 0;
        for (int i = from; i >= 0; i--) {
            TokenKind k = tc.get(i).kind();
            if (k == TokenKind.RSQUARE || k == TokenKind.RPAREN || k == TokenKind.RBRACE || k == TokenKind.GREATER) depth++;
            else if (k == TokenKind.LPAREN || k == TokenKind.LBRACE || k == TokenKind.LESS) {
                if (depth-- == 0) return false;
            } else if (k == TokenKind.LSQUARE) {
                if (depth-- == 0) return i > 0 && tc.get(i - 1).kind() == TokenKind.COLON;
            } else if (k == TokenKind.SEMICOLON) return false;
        }
        return false;
    }

    /** In the argument or result list of a {@code Constraint}/{@code Rewrite} declaration. */
    private static boolean inSignature(TokenCursor tc, int from) {
        int depth = 0;
        for (int i = from; i >= 0; i--) {
            TokenKind k = tc.get(i).kind();
            if (k == TokenKind.RPAREN || k == TokenKind.RBRACE || k == TokenKind.RSQUARE) depth++;
            else if (k == TokenKind.LBRACE || k == TokenKind.LSQUARE) {
                if (depth-- == 0) return false;
            } else if (k == TokenKind.LPAREN && depth-- == 0) {
                // Name( after Constraint/Rewrite, or -> ( of its results
                if (i >= 2 && tc.get(i - 1).isWord() && (tc.get(i - 2).kind() == TokenKind.KW_CONSTRAINT || tc.get(i - 2).kind() == TokenKind.KW_REWRITE)) return true;
                if (i >= 1 && tc.get(i - 1).kind() == TokenKind.ARROW) return true;
                return false;
            }
        }
        return false;
    }

    /** {@code benefit(…)} and {@code recursion}, inserted after {@code space}. */
    private static List<CompletionItem> metadata(TextRange r, String space) {
        return List.of(
                item("benefit", CompletionItem.Kind.SNIPPET, "pattern metadata", "The `benefit` of matching the pattern.", space + "benefit(${1:1})", r, "0"),
                item("recursion", CompletionItem.Kind.KEYWORD, "pattern metadata", "The pattern properly handles recursive application.", space + "recursion", r, "0"));
    }

    private static CompletionItem item(String label, CompletionItem.Kind kind, String detail, String doc, String insert, TextRange r, String sort) {
        return new CompletionItem(label, kind, detail, doc, insert, r, sort + "_" + label);
    }
}
