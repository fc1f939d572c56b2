/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; LSP4IJ supplies the real class at runtime. Read from redhat-developer/lsp4ij at
 * d21cff925d36a476e1099420ccd9e8cd3e50fa18
 * src/main/java/com/redhat/devtools/lsp4ij/client/LanguageClientImpl.java (EPL 2.0). A concrete
 * class: its constructor, the members the plugin overrides or calls, and LSP4J's abstract
 * LanguageClient methods it implements (so that this declaration compiles), with their real
 * signatures.
 */
package com.redhat.devtools.lsp4ij.client;

import com.intellij.openapi.Disposable;
import com.intellij.openapi.project.Project;
import java.util.concurrent.CompletableFuture;
import org.eclipse.lsp4j.MessageActionItem;
import org.eclipse.lsp4j.MessageParams;
import org.eclipse.lsp4j.PublishDiagnosticsParams;
import org.eclipse.lsp4j.ShowMessageRequestParams;
import org.eclipse.lsp4j.services.LanguageClient;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

public class LanguageClientImpl implements LanguageClient, Disposable {

    public LanguageClientImpl(@NotNull Project project) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public @NotNull Project getProject() {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    @Override
    public void telemetryEvent(Object object) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    @Override
    public CompletableFuture<MessageActionItem> showMessageRequest(ShowMessageRequestParams requestParams) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    @Override
    public void showMessage(MessageParams messageParams) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    @Override
    public void publishDiagnostics(PublishDiagnosticsParams diagnostics) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    @Override
    public void logMessage(MessageParams message) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    @Nullable
    protected Object createSettings() {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public void triggerChangeConfiguration() {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    @Override
    public void dispose() {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
