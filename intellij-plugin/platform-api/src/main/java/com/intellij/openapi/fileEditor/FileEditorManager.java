/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/analysis-api/src/com/intellij/openapi/fileEditor/FileEditorManager.java (Apache 2.0).
 * Absent from kotlin-compiler's IntelliJ core; the members the plugin calls, with their real signatures.
 */
package com.intellij.openapi.fileEditor;

import com.intellij.openapi.project.Project;
import com.intellij.openapi.vfs.VirtualFile;
import org.jetbrains.annotations.NotNull;

public abstract class FileEditorManager {

    public static FileEditorManager getInstance(@NotNull Project project) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public abstract FileEditor @NotNull [] openFile(@NotNull VirtualFile file, boolean focusEditor);

    public abstract void closeFile(@NotNull VirtualFile file);

    public abstract VirtualFile @NotNull [] getOpenFiles();
}
