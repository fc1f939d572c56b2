package pdll.intellij.tablegen;

import com.intellij.psi.PsiFile;
import pdll.intellij.testing.PsiEnvironment;

/** Parses TableGen text into PSI in the shared test environment. */
final class TableGenPsi {
    private TableGenPsi() {}

    static PsiFile parse(String text) {
        return PsiEnvironment.with(new PsiEnvironment.Registration(TableGenFileType.INSTANCE, "td", new TableGenParserDefinition()))
                .parse("a.td", TableGenFileType.INSTANCE, text);
    }

    /** The text of the tree's leaves, in order: equal to the input when the tree covers it exactly. */
    static String treeText(PsiFile file) {
        return PsiEnvironment.leafText(file);
    }
}
