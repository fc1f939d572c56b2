/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; LSP4IJ supplies the real class at runtime. Read from redhat-developer/lsp4ij at
 * d21cff925d36a476e1099420ccd9e8cd3e50fa18
 * src/main/java/com/redhat/devtools/lsp4ij/server/OSProcessStreamConnectionProvider.java
 * (EPL 2.0). A concrete class (it also implements LSP4IJ's ProcessDataProvider, whose members the
 * plugin does not use, so that interface is not declared here); the constructor and the members
 * the plugin overrides or calls, with their real signatures.
 */
package com.redhat.devtools.lsp4ij.server;

import com.intellij.execution.configurations.GeneralCommandLine;
import java.io.InputStream;
import java.io.OutputStream;
import org.jetbrains.annotations.Nullable;

public class OSProcessStreamConnectionProvider implements StreamConnectionProvider {

    public OSProcessStreamConnectionProvider(@Nullable GeneralCommandLine commandLine) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public GeneralCommandLine getCommandLine() {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    @Override
    public void start() throws CannotStartProcessException {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    @Override
    public InputStream getInputStream() {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    @Override
    public OutputStream getOutputStream() {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    @Override
    public void stop() {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
