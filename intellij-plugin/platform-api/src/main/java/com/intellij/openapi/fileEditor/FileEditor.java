/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/analysis-api/src/com/intellij/openapi/fileEditor/FileEditor.java (Apache 2.0).
 * Absent from kotlin-compiler's IntelliJ core; only the type is used (FileEditorManager.openFile
 * returns an array of it), so none of its members are declared.
 */
package com.intellij.openapi.fileEditor;

import com.intellij.openapi.Disposable;
import com.intellij.openapi.util.UserDataHolder;

public interface FileEditor extends UserDataHolder, Disposable {
}
