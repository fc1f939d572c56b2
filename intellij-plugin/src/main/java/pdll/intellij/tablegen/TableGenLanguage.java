package pdll.intellij.tablegen;

import com.intellij.lang.Language;

/**
 * TableGen as this plugin supports it. The ID is ours ("PdllTableGen"), not "TableGen": another
 * plugin (zero9178's MLIR ODS) registers that one, and two languages may not share an ID.
 */
public final class TableGenLanguage extends Language {
    public static final String ID = "PdllTableGen";
    public static final TableGenLanguage INSTANCE = new TableGenLanguage();

    private TableGenLanguage() {
        super(ID);
    }

    @Override
    public String getDisplayName() {
        return "TableGen";
    }
}
