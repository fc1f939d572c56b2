/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/editor-ui-api/src/com/intellij/openapi/actionSystem/CommonDataKeys.java (Apache 2.0).
 * Absent from kotlin-compiler's IntelliJ core; the keys the plugin reads.
 */
package com.intellij.openapi.actionSystem;

import com.intellij.openapi.editor.Editor;
import com.intellij.openapi.vfs.VirtualFile;

public class CommonDataKeys {
    public static final DataKey<VirtualFile> VIRTUAL_FILE = null;
    public static final DataKey<Editor> EDITOR = null;
}
