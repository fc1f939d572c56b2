/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; LSP4IJ supplies the real class at runtime. Read from redhat-developer/lsp4ij at
 * d21cff925d36a476e1099420ccd9e8cd3e50fa18
 * src/main/java/com/redhat/devtools/lsp4ij/LanguageServerFactory.java (EPL 2.0). Its abstract
 * member and the defaults the plugin overrides, with their real signatures.
 */
package com.redhat.devtools.lsp4ij;

import com.intellij.openapi.project.Project;
import com.redhat.devtools.lsp4ij.client.LanguageClientImpl;
import com.redhat.devtools.lsp4ij.server.StreamConnectionProvider;
import org.eclipse.lsp4j.services.LanguageServer;
import org.jetbrains.annotations.NotNull;

public interface LanguageServerFactory {

    @NotNull StreamConnectionProvider createConnectionProvider(@NotNull Project project);

    @NotNull default LanguageClientImpl createLanguageClient(@NotNull Project project) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    @NotNull default Class<? extends LanguageServer> getServerInterface() {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
