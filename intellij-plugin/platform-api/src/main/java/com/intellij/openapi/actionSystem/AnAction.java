/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/editor-ui-api/src/com/intellij/openapi/actionSystem/AnAction.java (Apache 2.0).
 * Absent from kotlin-compiler's IntelliJ core; its abstract member and the members the plugin
 * overrides, with their real signatures.
 */
package com.intellij.openapi.actionSystem;

import org.jetbrains.annotations.NotNull;

public abstract class AnAction {

    public AnAction() {
    }

    public void update(@NotNull AnActionEvent e) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public abstract void actionPerformed(@NotNull AnActionEvent e);

    public @NotNull ActionUpdateThread getActionUpdateThread() {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
