package pdll.intellij.tablegen;

import com.intellij.extapi.psi.PsiFileBase;
import com.intellij.openapi.fileTypes.FileType;
import com.intellij.psi.FileViewProvider;

/** A TableGen file's PSI root. */
public final class TableGenFile extends PsiFileBase {
    public TableGenFile(FileViewProvider viewProvider) {
        super(viewProvider, TableGenLanguage.INSTANCE);
    }

    @Override
    public FileType getFileType() {
        return TableGenFileType.INSTANCE;
    }

    @Override
    public String toString() {
        return "TableGen file";
    }
}
