/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real interface. Read from JetBrains/intellij-community
 * platform/editor-ui-api/src/com/intellij/openapi/editor/CaretModel.java (Apache 2.0).
 * Absent from kotlin-compiler's IntelliJ core; the member the plugin calls, with its real signature.
 */
package com.intellij.openapi.editor;

public interface CaretModel {
    int getOffset();
}
