/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/ide-core/src/com/intellij/openapi/options/Configurable.java (Apache 2.0). Absent from
 * kotlin-compiler's IntelliJ core; its abstract member, with its real signature.
 */
package com.intellij.openapi.options;

public interface Configurable extends UnnamedConfigurable {

    String getDisplayName();
}
