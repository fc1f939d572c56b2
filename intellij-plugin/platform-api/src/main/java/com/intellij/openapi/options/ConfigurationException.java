/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/ide-core/src/com/intellij/openapi/options/ConfigurationException.java (Apache 2.0).
 * Absent from kotlin-compiler's IntelliJ core; the type UnnamedConfigurable.apply declares.
 */
package com.intellij.openapi.options;

public class ConfigurationException extends Exception {

    public ConfigurationException(String message) {
        super(message);
    }
}
