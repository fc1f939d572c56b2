package pdll.intellij.pdll;

import com.intellij.lang.Language;

/** The PDLL language; its ID is what plugin.xml and LSP4IJ's languageMapping name. */
public final class PdllLanguage extends Language {
    public static final String ID = "PDLL";
    public static final PdllLanguage INSTANCE = new PdllLanguage();

    private PdllLanguage() {
        super(ID);
    }

    @Override
    public String getDisplayName() {
        return "PDLL";
    }
}
