package pdll.intellij.pdll;

import com.intellij.openapi.fileTypes.LanguageFileType;
import javax.swing.Icon;
import pdll.intellij.PluginIcons;

/** {@code .pdll} files (registered with that extension in plugin.xml). */
public final class PdllFileType extends LanguageFileType {
    public static final String NAME = "PDLL";
    public static final PdllFileType INSTANCE = new PdllFileType();

    private PdllFileType() {
        super(PdllLanguage.INSTANCE);
    }

    @Override
    public String getName() {
        return NAME;
    }

    @Override
    public String getDescription() {
        return "PDLL pattern file";
    }

    // abstract in the platform's FileType; ProGuard removed it from kotlin-compiler's copy, so no @Override
    public String getDefaultExtension() {
        return "pdll";
    }

    @Override
    public Icon getIcon() {
        return PluginIcons.pdll();
    }
}
