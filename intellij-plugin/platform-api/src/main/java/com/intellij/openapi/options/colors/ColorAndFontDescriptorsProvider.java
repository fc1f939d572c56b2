/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/platform-api/src/com/intellij/openapi/options/colors/ColorAndFontDescriptorsProvider.java
 * (Apache 2.0). Absent from kotlin-compiler's IntelliJ core; all its abstract members, with their real signatures.
 */
package com.intellij.openapi.options.colors;

import org.jetbrains.annotations.NotNull;

public interface ColorAndFontDescriptorsProvider {
    AttributesDescriptor @NotNull [] getAttributeDescriptors();

    ColorDescriptor @NotNull [] getColorDescriptors();

    @NotNull String getDisplayName();
}
