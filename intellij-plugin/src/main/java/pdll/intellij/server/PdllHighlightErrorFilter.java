package pdll.intellij.server;

import com.intellij.codeInsight.highlighting.HighlightErrorFilter;
import com.intellij.psi.PsiErrorElement;
import com.intellij.psi.PsiFile;
import com.redhat.devtools.lsp4ij.LanguageServerManager;
import com.redhat.devtools.lsp4ij.ServerStatus;
import org.jetbrains.annotations.NotNull;
import pdll.intellij.pdll.PdllLanguage;

/**
 * Hides the native parser's syntax errors in PDLL files while the project's pdll-lsp runs: its
 * diagnostics carry the same errors (plus the semantic ones), and each would show twice. When
 * the server is not running the native errors are all there is, and they show. Other languages'
 * errors pass untouched. Called for every error element on every highlighting pass: one status
 * lookup, no I/O.
 */
public final class PdllHighlightErrorFilter extends HighlightErrorFilter {

    @Override
    public boolean shouldHighlightErrorElement(@NotNull PsiErrorElement element) {
        PsiFile file = element.getContainingFile();
        if (file == null || !file.getLanguage().is(PdllLanguage.INSTANCE)) return true;
        ServerStatus status = LanguageServerManager.getInstance(file.getProject()).getServerStatus(PdllServer.ID);
        return PdllServer.nativeSyntaxErrorsShown(status == null ? null : status.name());
    }
}
