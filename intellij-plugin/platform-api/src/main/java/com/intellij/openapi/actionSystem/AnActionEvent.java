/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/editor-ui-api/src/com/intellij/openapi/actionSystem/AnActionEvent.java (Apache 2.0).
 * Absent from kotlin-compiler's IntelliJ core; the members the plugin calls, with their real signatures.
 */
package com.intellij.openapi.actionSystem;

import com.intellij.openapi.project.Project;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

public class AnActionEvent {

    private AnActionEvent() {
    }

    public @Nullable Project getProject() {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public @Nullable <T> T getData(@NotNull DataKey<T> key) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public @NotNull Presentation getPresentation() {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
