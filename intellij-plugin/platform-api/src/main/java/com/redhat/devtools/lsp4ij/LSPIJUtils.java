/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; LSP4IJ supplies the real class at runtime. Read from redhat-developer/lsp4ij at
 * d21cff925d36a476e1099420ccd9e8cd3e50fa18
 * src/main/java/com/redhat/devtools/lsp4ij/LSPIJUtils.java (EPL 2.0): the member the plugin
 * calls (the document URI LSP4IJ itself sends in didOpen), with its real signature.
 */
package com.redhat.devtools.lsp4ij;

import com.intellij.openapi.vfs.VirtualFile;
import org.jetbrains.annotations.NotNull;

public class LSPIJUtils {

    public static @NotNull String toUriAsString(@NotNull VirtualFile file) {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
