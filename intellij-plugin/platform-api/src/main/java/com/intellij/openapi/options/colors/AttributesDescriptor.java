/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/platform-api/src/com/intellij/openapi/options/colors/AttributesDescriptor.java
 * (Apache 2.0). Absent from kotlin-compiler's IntelliJ core; the members the plugin uses, with their real signatures.
 */
package com.intellij.openapi.options.colors;

import com.intellij.openapi.editor.colors.TextAttributesKey;
import org.jetbrains.annotations.NotNull;

public final class AttributesDescriptor {
    public AttributesDescriptor(@NotNull String displayName, @NotNull TextAttributesKey key) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public @NotNull TextAttributesKey getKey() {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public @NotNull String getDisplayName() {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
