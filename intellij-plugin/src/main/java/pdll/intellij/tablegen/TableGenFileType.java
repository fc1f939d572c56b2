package pdll.intellij.tablegen;

import com.intellij.openapi.fileTypes.LanguageFileType;
import javax.swing.Icon;
import pdll.intellij.PluginIcons;

/**
 * {@code .td} files. plugin.xml registers this type without an extension: TableGenFileTypeOverrider
 * assigns it to {@code .td} files when the TableGen setting allows (by default, only when no other
 * plugin claims {@code .td}).
 */
public final class TableGenFileType extends LanguageFileType {
    public static final String NAME = "PdllTableGen";
    public static final TableGenFileType INSTANCE = new TableGenFileType();

    private TableGenFileType() {
        super(TableGenLanguage.INSTANCE);
    }

    @Override
    public String getName() {
        return NAME;
    }

    @Override
    public String getDescription() {
        return "TableGen (PDLL tools)";
    }

    @Override
    public String getDisplayName() {
        return "TableGen";
    }

    // abstract in the platform's FileType; ProGuard removed it from kotlin-compiler's copy, so no @Override
    public String getDefaultExtension() {
        return "td";
    }

    @Override
    public Icon getIcon() {
        return PluginIcons.tableGen();
    }
}
