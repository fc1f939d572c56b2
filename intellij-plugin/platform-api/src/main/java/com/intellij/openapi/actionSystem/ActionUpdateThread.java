/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/core-ui/src/com/intellij/openapi/actionSystem/ActionUpdateThread.java (Apache 2.0).
 * Absent from kotlin-compiler's IntelliJ core; the constants the plugin uses.
 */
package com.intellij.openapi.actionSystem;

public enum ActionUpdateThread {
    BGT,
    EDT
}
