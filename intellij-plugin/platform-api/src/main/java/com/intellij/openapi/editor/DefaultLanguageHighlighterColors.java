/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/editor-ui-api/src/com/intellij/openapi/editor/DefaultLanguageHighlighterColors.java
 * (Apache 2.0). Absent from kotlin-compiler's IntelliJ core; the keys the plugin falls back to, with their real names (bodies never run).
 */
package com.intellij.openapi.editor;

import com.intellij.openapi.editor.colors.TextAttributesKey;

public interface DefaultLanguageHighlighterColors {
    TextAttributesKey IDENTIFIER = Declared.key();
    TextAttributesKey NUMBER = Declared.key();
    TextAttributesKey KEYWORD = Declared.key();
    TextAttributesKey STRING = Declared.key();
    TextAttributesKey BLOCK_COMMENT = Declared.key();
    TextAttributesKey LINE_COMMENT = Declared.key();
    TextAttributesKey DOC_COMMENT = Declared.key();
    TextAttributesKey OPERATION_SIGN = Declared.key();
    TextAttributesKey BRACES = Declared.key();
    TextAttributesKey DOT = Declared.key();
    TextAttributesKey SEMICOLON = Declared.key();
    TextAttributesKey COMMA = Declared.key();
    TextAttributesKey PARENTHESES = Declared.key();
    TextAttributesKey BRACKETS = Declared.key();
    TextAttributesKey LABEL = Declared.key();
    TextAttributesKey CONSTANT = Declared.key();
    TextAttributesKey LOCAL_VARIABLE = Declared.key();
    TextAttributesKey GLOBAL_VARIABLE = Declared.key();
    TextAttributesKey FUNCTION_DECLARATION = Declared.key();
    TextAttributesKey FUNCTION_CALL = Declared.key();
    TextAttributesKey PARAMETER = Declared.key();
    TextAttributesKey CLASS_NAME = Declared.key();
    TextAttributesKey CLASS_REFERENCE = Declared.key();
    TextAttributesKey METADATA = Declared.key();
    TextAttributesKey PREDEFINED_SYMBOL = Declared.key();
    TextAttributesKey VALID_STRING_ESCAPE = Declared.key();
    TextAttributesKey INVALID_STRING_ESCAPE = Declared.key();

    /** Not in the real interface: the declaration's way to give its constants a value. */
    final class Declared {
        private Declared() {}

        static TextAttributesKey key() {
            throw new UnsupportedOperationException("compile-only declaration");
        }
    }
}
