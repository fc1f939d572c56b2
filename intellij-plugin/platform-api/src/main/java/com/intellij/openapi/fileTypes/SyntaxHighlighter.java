/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/editor-ui-api/src/com/intellij/openapi/fileTypes/SyntaxHighlighter.java
 * (Apache 2.0). Absent from kotlin-compiler's IntelliJ core; the members the plugin uses, with their real signatures.
 */
package com.intellij.openapi.fileTypes;

import com.intellij.lexer.Lexer;
import com.intellij.openapi.editor.colors.TextAttributesKey;
import com.intellij.psi.tree.IElementType;
import org.jetbrains.annotations.NotNull;

public interface SyntaxHighlighter {
    @NotNull Lexer getHighlightingLexer();

    TextAttributesKey @NotNull [] getTokenHighlights(IElementType tokenType);
}
