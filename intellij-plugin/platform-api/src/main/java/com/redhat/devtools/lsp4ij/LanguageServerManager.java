/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; LSP4IJ supplies the real class at runtime. Read from redhat-developer/lsp4ij at
 * d21cff925d36a476e1099420ccd9e8cd3e50fa18
 * src/main/java/com/redhat/devtools/lsp4ij/LanguageServerManager.java (EPL 2.0): the members
 * the plugin calls, with their real signatures.
 */
package com.redhat.devtools.lsp4ij;

import com.intellij.openapi.project.Project;
import java.util.concurrent.CompletableFuture;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

public class LanguageServerManager {

    private LanguageServerManager() {
    }

    public static LanguageServerManager getInstance(@NotNull Project project) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    @Nullable
    public ServerStatus getServerStatus(@NotNull String languageServerId) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public void start(@NotNull String languageServerId) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public void stop(@NotNull String languageServerId) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public CompletableFuture<@Nullable LanguageServerItem> getLanguageServer(@NotNull String languageServerId) {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
