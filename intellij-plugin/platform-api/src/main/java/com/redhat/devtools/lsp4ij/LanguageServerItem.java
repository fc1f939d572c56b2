/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; LSP4IJ supplies the real class at runtime. Read from redhat-developer/lsp4ij at
 * d21cff925d36a476e1099420ccd9e8cd3e50fa18
 * src/main/java/com/redhat/devtools/lsp4ij/LanguageServerItem.java (EPL 2.0): the member the
 * plugin calls, with its real signature.
 */
package com.redhat.devtools.lsp4ij;

import org.eclipse.lsp4j.services.LanguageServer;

public class LanguageServerItem {

    private LanguageServerItem() {
    }

    public LanguageServer getServer() {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
