/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real interface. Read from JetBrains/intellij-community
 * platform/editor-ui-api/src/com/intellij/openapi/editor/Editor.java (Apache 2.0).
 * Absent from kotlin-compiler's IntelliJ core; the members the plugin calls, with their real signatures.
 */
package com.intellij.openapi.editor;

import org.jetbrains.annotations.NotNull;

public interface Editor {
    @NotNull Document getDocument();

    @NotNull CaretModel getCaretModel();
}
