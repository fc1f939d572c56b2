/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/platform-api/src/com/intellij/openapi/options/colors/ColorSettingsPage.java
 * (Apache 2.0). Absent from kotlin-compiler's IntelliJ core; all its abstract members, with their real signatures.
 */
package com.intellij.openapi.options.colors;

import com.intellij.openapi.editor.colors.TextAttributesKey;
import com.intellij.openapi.fileTypes.SyntaxHighlighter;
import java.util.Map;
import javax.swing.Icon;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

public interface ColorSettingsPage extends ColorAndFontDescriptorsProvider {
    @Nullable Icon getIcon();

    @NotNull SyntaxHighlighter getHighlighter();

    @NotNull String getDemoText();

    @Nullable Map<String, TextAttributesKey> getAdditionalHighlightingTagToDescriptorMap();
}
