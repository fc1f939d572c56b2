package pdll.intellij.pdll;

import com.intellij.lang.ASTNode;
import com.intellij.lang.PsiBuilder;
import com.intellij.lang.PsiParser;
import com.intellij.psi.TokenType;
import com.intellij.psi.tree.IElementType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import pdll.syntax.Diagnostic;
import pdll.syntax.EditorLexer;
import pdll.syntax.PdllParser;
import pdll.syntax.SyntaxTree;

/**
 * Builds a PDLL file's PSI from the project's own parser rather than a second grammar: the text
 * is parsed by {@link PdllParser}, and the builder's tokens are wrapped in an element for every
 * node of {@link PdllSyntaxLayout}, with every diagnostic as an error element before the token it
 * is about. A node covers the tokens that overlap its span, clamped to its parent and to what its
 * earlier siblings left, so the tree nests properly whatever the spans say; a node left without
 * tokens is dropped. The parser reports one lexer error where the reference stops; every other
 * bad character becomes an error element of its own with the lexer's message, so that each is
 * marked in the editor. Never throws on any text; the tree always holds every token.
 */
public final class PdllPsiParser implements PsiParser {
    @Override
    public ASTNode parse(IElementType root, PsiBuilder builder) {
        String text = builder.getOriginalText().toString();
        SyntaxTree tree = PdllParser.parse("", text);
        List<Diagnostic> diagnostics = new ArrayList<>(tree.diagnostics());
        diagnostics.sort(Comparator.comparingInt(Diagnostic::offset)); // stable: the parser's order at one offset
        PsiBuilder.Marker file = builder.mark();
        Walk walk = new Walk(builder, text, diagnostics);
        for (PdllLayoutNode n : PdllSyntaxLayout.of(tree)) walk.node(n, Integer.MAX_VALUE);
        walk.advanceUntil(Integer.MAX_VALUE);
        walk.reportUntil(Integer.MAX_VALUE); // errors at the end of the text or in trailing comments
        file.done(root);
        return builder.getTreeBuilt();
    }

    /** One pass over the builder's tokens, opening and closing markers as the layout says. */
    private static final class Walk {
        private final PsiBuilder builder;
        private final String text;
        private final List<Diagnostic> diagnostics;
        private final int[] lexical; // the offsets of the lexer errors the parser reported, sorted
        private int nextDiagnostic;

        Walk(PsiBuilder builder, String text, List<Diagnostic> diagnostics) {
            this.builder = builder;
            this.text = text;
            this.diagnostics = diagnostics;
            this.lexical = diagnostics.stream().filter(Diagnostic::lexical).mapToInt(Diagnostic::offset).toArray();
        }

        /** Wraps the tokens of {@code n} (and its children's), none past {@code limit}. */
        void node(PdllLayoutNode n, int limit) {
            int end = Math.min(n.end(), limit);
            // tokens ending at or before the node's start belong to the parent
            while (!builder.eof() && tokenEnd() <= n.start()) advance();
            if (builder.eof() || builder.getCurrentOffset() >= end) return; // no token left for it
            reportUntil(tokenEnd()); // errors about this token stand before the element, not in it
            PsiBuilder.Marker m = builder.mark();
            for (PdllLayoutNode child : n.children()) node(child, end);
            advanceUntil(end);
            m.done(PdllElementTypes.of(n.kind()));
        }

        /** Consumes the tokens that start before {@code offset}. */
        void advanceUntil(int offset) {
            while (!builder.eof() && builder.getCurrentOffset() < offset) advance();
        }

        private void advance() {
            int end = tokenEnd();
            reportUntil(end);
            int start = builder.getCurrentOffset();
            if (builder.getTokenType() != TokenType.BAD_CHARACTER || reported(start, end)) {
                builder.advanceLexer();
                return;
            }
            PsiBuilder.Marker bad = builder.mark();
            builder.advanceLexer();
            EditorLexer lexer = new EditorLexer(text, start, text.length());
            lexer.next();
            bad.error(lexer.message() != null ? lexer.message() : "unexpected character");
        }

        /** Whether the parser reported a lexer error within a token, or at its end (an unterminated string's line end). */
        private boolean reported(int start, int end) {
            int i = Arrays.binarySearch(lexical, start);
            if (i < 0) i = -i - 1;
            return i < lexical.length && lexical[i] <= end;
        }

        /** Reports, before the current token, the diagnostics at offsets before {@code offset}. */
        void reportUntil(int offset) {
            while (nextDiagnostic < diagnostics.size() && diagnostics.get(nextDiagnostic).offset() < offset) {
                builder.error(diagnostics.get(nextDiagnostic++).message());
            }
        }

        /** The end of the current token (the start of the raw token after it). */
        private int tokenEnd() {
            builder.getTokenType(); // skips the blanks and comments before it
            return builder.rawTokenTypeStart(1);
        }
    }
}
