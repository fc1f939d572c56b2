package pdll.intellij.pdll;

import com.intellij.extapi.psi.PsiFileBase;
import com.intellij.openapi.fileTypes.FileType;
import com.intellij.psi.FileViewProvider;

/** The PSI of a {@code .pdll} file. */
public final class PdllFile extends PsiFileBase {
    public PdllFile(FileViewProvider viewProvider) {
        super(viewProvider, PdllLanguage.INSTANCE);
    }

    @Override
    public FileType getFileType() {
        return PdllFileType.INSTANCE;
    }

    @Override
    public String toString() {
        return "PDLL file";
    }
}
