package pdll.intellij.pdll;

import com.intellij.extapi.psi.ASTWrapperPsiElement;
import com.intellij.lang.ASTNode;
import com.intellij.lang.ParserDefinition;
import com.intellij.lang.PsiParser;
import com.intellij.lexer.Lexer;
import com.intellij.openapi.project.Project;
import com.intellij.psi.FileViewProvider;
import com.intellij.psi.PsiElement;
import com.intellij.psi.PsiFile;
import com.intellij.psi.tree.IFileElementType;
import com.intellij.psi.tree.TokenSet;

/**
 * PDLL's lexer, parser and PSI for IntelliJ, all built on the project's own PDLL syntax layer
 * ({@link PdllLexerAdapter}, {@link PdllPsiParser}). Elements are plain {@link ASTWrapperPsiElement}s
 * named by their element type: the language features live in the server, reached through LSP4IJ.
 */
public final class PdllParserDefinition implements ParserDefinition {
    @Override
    public Lexer createLexer(Project project) {
        return new PdllLexerAdapter();
    }

    @Override
    public PsiParser createParser(Project project) {
        return new PdllPsiParser();
    }

    @Override
    public IFileElementType getFileNodeType() {
        return PdllElementTypes.FILE;
    }

    @Override
    public TokenSet getWhitespaceTokens() {
        return PdllTokenTypes.WHITE_SPACES;
    }

    @Override
    public TokenSet getCommentTokens() {
        return PdllTokenTypes.COMMENTS;
    }

    @Override
    public TokenSet getStringLiteralElements() {
        return PdllTokenTypes.STRINGS;
    }

    @Override
    public PsiElement createElement(ASTNode node) {
        return new ASTWrapperPsiElement(node);
    }

    @Override
    public PsiFile createFile(FileViewProvider viewProvider) {
        return new PdllFile(viewProvider);
    }
}
