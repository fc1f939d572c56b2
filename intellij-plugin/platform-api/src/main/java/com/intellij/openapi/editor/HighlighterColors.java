/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/editor-ui-api/src/com/intellij/openapi/editor/HighlighterColors.java
 * (Apache 2.0). Absent from kotlin-compiler's IntelliJ core; the keys the plugin uses, with their real names.
 */
package com.intellij.openapi.editor;

import com.intellij.openapi.editor.colors.TextAttributesKey;

public final class HighlighterColors {
    public static final TextAttributesKey TEXT = DefaultLanguageHighlighterColors.Declared.key();
    public static final TextAttributesKey BAD_CHARACTER = DefaultLanguageHighlighterColors.Declared.key();

    private HighlighterColors() {}
}
