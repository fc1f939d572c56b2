package pdll.intellij;

import com.intellij.openapi.util.IconLoader;
import javax.swing.Icon;

/**
 * The plugin's icons. Loaded on first use (holder classes), so that classes naming them load
 * without the IDE's IconLoader, as in the module's tests.
 */
public final class PluginIcons {
    private PluginIcons() {}

    public static Icon pdll() {
        return Pdll.ICON;
    }

    public static Icon tableGen() {
        return TableGen.ICON;
    }

    private static final class Pdll {
        static final Icon ICON = IconLoader.getIcon("/icons/pdll.svg", PluginIcons.class);
    }

    private static final class TableGen {
        static final Icon ICON = IconLoader.getIcon("/icons/tablegen.svg", PluginIcons.class);
    }
}
