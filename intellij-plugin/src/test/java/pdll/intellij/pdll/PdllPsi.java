package pdll.intellij.pdll;

import com.intellij.psi.PsiFile;
import pdll.intellij.testing.PsiEnvironment;

/** PDLL files parsed into PSI in the shared test environment. */
final class PdllPsi {
    private PdllPsi() {}

    static PsiFile parse(String text) {
        return PsiEnvironment.with(new PsiEnvironment.Registration(PdllFileType.INSTANCE, "pdll", new PdllParserDefinition()))
                .parse("a.pdll", PdllFileType.INSTANCE, text);
    }

    static String dump(PsiFile file) {
        return PsiEnvironment.dump(file);
    }
}
