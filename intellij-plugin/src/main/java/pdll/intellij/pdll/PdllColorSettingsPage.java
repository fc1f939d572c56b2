package pdll.intellij.pdll;

import com.intellij.openapi.editor.colors.TextAttributesKey;
import com.intellij.openapi.fileTypes.SyntaxHighlighter;
import com.intellij.openapi.options.colors.AttributesDescriptor;
import com.intellij.openapi.options.colors.ColorDescriptor;
import com.intellij.openapi.options.colors.ColorSettingsPage;
import java.util.Map;
import javax.swing.Icon;
import pdll.intellij.PluginIcons;

/** Settings | Editor | Color Scheme | PDLL: every {@link PdllHighlightCategory}, over {@link PdllColorDemo}. */
public final class PdllColorSettingsPage implements ColorSettingsPage {
    private static final AttributesDescriptor[] ATTRIBUTES = java.util.Arrays.stream(PdllHighlightCategory.values())
            .map(c -> new AttributesDescriptor(c.displayName, PdllTextAttributes.of(c)))
            .toArray(AttributesDescriptor[]::new);

    @Override
    public Icon getIcon() {
        return PluginIcons.pdll();
    }

    @Override
    public SyntaxHighlighter getHighlighter() {
        return new PdllSyntaxHighlighter();
    }

    @Override
    public String getDemoText() {
        return PdllColorDemo.TEXT;
    }

    @Override
    public Map<String, TextAttributesKey> getAdditionalHighlightingTagToDescriptorMap() {
        return null; // the lexer colours the whole demo; no tagged ranges
    }

    @Override
    public AttributesDescriptor[] getAttributeDescriptors() {
        return ATTRIBUTES;
    }

    @Override
    public ColorDescriptor[] getColorDescriptors() {
        return ColorDescriptor.EMPTY_ARRAY;
    }

    @Override
    public String getDisplayName() {
        return "PDLL";
    }
}
