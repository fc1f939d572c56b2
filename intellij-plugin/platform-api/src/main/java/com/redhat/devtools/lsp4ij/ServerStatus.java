/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; LSP4IJ supplies the real class at runtime. Read from redhat-developer/lsp4ij at
 * d21cff925d36a476e1099420ccd9e8cd3e50fa18
 * src/main/java/com/redhat/devtools/lsp4ij/ServerStatus.java (EPL 2.0): all its constants, in
 * their real order.
 */
package com.redhat.devtools.lsp4ij;

public enum ServerStatus {
    none,
    checking_installed,
    installing,
    installed,
    not_installed,
    starting,
    started,
    stopping,
    stopped
}
