/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; LSP4IJ supplies the real class at runtime. Read from redhat-developer/lsp4ij at
 * d21cff925d36a476e1099420ccd9e8cd3e50fa18
 * src/main/java/com/redhat/devtools/lsp4ij/server/StreamConnectionProvider.java (EPL 2.0). All
 * its abstract members, and the default the plugin overrides, with their real signatures.
 */
package com.redhat.devtools.lsp4ij.server;

import com.intellij.openapi.vfs.VirtualFile;
import java.io.InputStream;
import java.io.OutputStream;

public interface StreamConnectionProvider {

    void start() throws CannotStartProcessException;

    InputStream getInputStream();

    OutputStream getOutputStream();

    default Object getInitializationOptions(VirtualFile rootUri) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    void stop();
}
