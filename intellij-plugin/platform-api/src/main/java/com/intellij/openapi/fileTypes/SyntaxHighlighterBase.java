/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/editor-ui-api/src/com/intellij/openapi/fileTypes/SyntaxHighlighterBase.java
 * (Apache 2.0). Absent from kotlin-compiler's IntelliJ core; the members the plugin uses, with their real signatures.
 */
package com.intellij.openapi.fileTypes;

import com.intellij.openapi.editor.colors.TextAttributesKey;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

public abstract class SyntaxHighlighterBase implements SyntaxHighlighter {

    public static TextAttributesKey @NotNull [] pack(@Nullable TextAttributesKey key) {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
