package pdll.intellij.tablegen;

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

/** TableGen's lexer, structural parser and PSI for the platform (registered in plugin.xml). */
public final class TableGenParserDefinition implements ParserDefinition {
    @Override
    public Lexer createLexer(Project project) {
        return new TableGenLexerAdapter();
    }

    @Override
    public PsiParser createParser(Project project) {
        return new TableGenParser();
    }

    @Override
    public IFileElementType getFileNodeType() {
        return TableGenElementTypes.FILE;
    }

    @Override
    public TokenSet getCommentTokens() {
        return TableGenTokenTypes.COMMENTS;
    }

    @Override
    public TokenSet getStringLiteralElements() {
        return TableGenTokenTypes.STRINGS;
    }

    @Override
    public PsiElement createElement(ASTNode node) {
        return new TableGenPsiElement(node);
    }

    @Override
    public PsiFile createFile(FileViewProvider viewProvider) {
        return new TableGenFile(viewProvider);
    }
}
