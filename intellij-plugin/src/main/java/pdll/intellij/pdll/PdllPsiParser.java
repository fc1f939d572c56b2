package pdll.intellij.pdll;

import com.intellij.lang.ASTNode;
import com.intellij.lang.PsiBuilder;
import com.intellij.lang.PsiParser;
import com.intellij.psi.tree.IElementType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import pdll.syntax.Diagnostic;
import pdll.syntax.PdllParser;
import pdll.syntax.SyntaxTree;

/**
 * Builds a PDLL file's PSI from the project's own parser rather than a second grammar: the text
 * is parsed by {@link PdllParser}, and the builder's tokens are wrapped in an element for every
 * node of {@link PdllSyntaxLayout}, with every diagnostic as an error element before the token it
 * is about. A node covers the tokens that overlap its span, clamped to its parent and to what its
 * earlier siblings left, so the tree nests properly whatever the spans say; a node left without
 * tokens is dropped. Never throws on any text; the tree always holds every token.
 */
public final class PdllPsiParser implements PsiParser {
    @Override
    public ASTNode parse(IElementType root, PsiBuilder builder) {
        String text = builder.getOriginalText().toString();
        SyntaxTree tree = PdllParser.parse("", text);
        List<Diagnostic> diagnostics = new ArrayList<>(tree.diagnostics());
        diagnostics.sort(Comparator.comparingInt(Diagnostic::offset)); // stable: the parser's order at one offset
        PsiBuilder.Marker file = builder.mark();
        Walk walk = new Walk(builder, diagnostics);
        for (PdllLayoutNode n : PdllSyntaxLayout.of(tree)) walk.node(n, Integer.MAX_VALUE);
        walk.advanceUntil(Integer.MAX_VALUE);
        walk.reportUntil(Integer.MAX_VALUE); // errors at the end of the text or in trailing comments
        file.done(root);
        return builder.getTreeBuilt();
    }

    /** One pass over the builder's tokens, opening and closing markers as the layout says. */
    private static final class Walk {
        private final PsiBuilder builder;
        private final List<Diagnostic> diagnostics;
        private int nextDiagnostic;

        Walk(PsiBuilder builder, List<Diagnostic> diagnostics) {
            this.builder = builder;
            this.diagnostics = diagnostics;
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
            reportUntil(tokenEnd());
            builder.advanceLexer();
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
