/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/platform-api/src/com/intellij/openapi/ui/Messages.java (Apache 2.0).
 * Absent from kotlin-compiler's IntelliJ core; the member the plugin calls, with its real signature.
 */
package com.intellij.openapi.ui;

import com.intellij.openapi.project.Project;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

public class Messages {
    public static void showErrorDialog(@Nullable Project project, String message, @NotNull String title) {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
