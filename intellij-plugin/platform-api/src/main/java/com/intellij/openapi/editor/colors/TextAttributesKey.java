/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/editor-ui-api/src/com/intellij/openapi/editor/colors/TextAttributesKey.java
 * (Apache 2.0). Present in kotlin-compiler's core but shrunk by ProGuard (no fallback-key factory, no getExternalName), so the members the plugin uses are declared here with their real signatures (javac sees this copy first).
 */
package com.intellij.openapi.editor.colors;

import org.jetbrains.annotations.NotNull;

public final class TextAttributesKey implements Comparable<TextAttributesKey> {
    public static final TextAttributesKey[] EMPTY_ARRAY = new TextAttributesKey[0];

    private TextAttributesKey() {}

    public static @NotNull TextAttributesKey createTextAttributesKey(@NotNull String externalName) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public static @NotNull TextAttributesKey createTextAttributesKey(@NotNull String externalName, TextAttributesKey fallbackAttributeKey) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public @NotNull String getExternalName() {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    @Override
    public int compareTo(@NotNull TextAttributesKey key) {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
