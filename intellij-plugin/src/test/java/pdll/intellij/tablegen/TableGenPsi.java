package pdll.intellij.tablegen;

import com.intellij.psi.PsiFile;
import pdll.intellij.testing.PsiEnvironment;

/** Parses TableGen text into PSI in the shared test environment. */
final class TableGenPsi {
    private TableGenPsi() {}

    static PsiFile parse(String text) {
        // kotlin-compiler's core looks for an IDE installation (PathManager) unless told where it is
        if (System.getProperty("idea.home.path") == null) {
            System.setProperty("idea.home.path", System.getProperty("java.io.tmpdir"));
        }
        return PsiEnvironment.with(new PsiEnvironment.Registration(TableGenFileType.INSTANCE, "td", new TableGenParserDefinition()))
                .parse("a.td", TableGenFileType.INSTANCE, text);
    }
}
