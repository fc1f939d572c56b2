package pdll.intellij.tablegen;

import com.intellij.openapi.editor.colors.TextAttributesKey;
import com.intellij.openapi.fileTypes.SyntaxHighlighter;
import com.intellij.openapi.options.colors.AttributesDescriptor;
import com.intellij.openapi.options.colors.ColorDescriptor;
import com.intellij.openapi.options.colors.ColorSettingsPage;
import java.util.Map;
import javax.swing.Icon;
import pdll.intellij.PluginIcons;

/** Settings | Editor | Color Scheme | TableGen (PDLL): every colour category, previewed on an ODS operation. */
public final class TableGenColorSettingsPage implements ColorSettingsPage {
    /** Not "TableGen": the MLIR ODS plugin's page has that name, and two pages of one name cannot be told apart. */
    public static final String DISPLAY_NAME = "TableGen (PDLL)";

    @Override
    public Icon getIcon() {
        return PluginIcons.tableGen();
    }

    @Override
    public SyntaxHighlighter getHighlighter() {
        return new TableGenSyntaxHighlighter();
    }

    @Override
    public String getDemoText() {
        return TableGenColorDemo.TEXT;
    }

    @Override
    public Map<String, TextAttributesKey> getAdditionalHighlightingTagToDescriptorMap() {
        return null; // every colour comes from the lexer
    }

    @Override
    public AttributesDescriptor[] getAttributeDescriptors() {
        TableGenHighlightCategory[] categories = TableGenHighlightCategory.values();
        AttributesDescriptor[] out = new AttributesDescriptor[categories.length];
        for (int i = 0; i < categories.length; i++) {
            out[i] = new AttributesDescriptor(categories[i].displayName, TableGenSyntaxHighlighter.KEYS.get(categories[i]));
        }
        return out;
    }

    @Override
    public ColorDescriptor[] getColorDescriptors() {
        return ColorDescriptor.EMPTY_ARRAY;
    }

    @Override
    public String getDisplayName() {
        return TableGenColorSettingsPage.DISPLAY_NAME;
    }
}
