/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/editor-ui-api/src/com/intellij/openapi/actionSystem/ActionUpdateThread.java (Apache 2.0).
 * Absent from kotlin-compiler's IntelliJ core; all its constants, in their real order.
 */
package com.intellij.openapi.actionSystem;

public enum ActionUpdateThread {
    BGT,
    EDT,
    @Deprecated(forRemoval = true)
    OLD_EDT
}
