/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/ide-core/src/com/intellij/openapi/options/UnnamedConfigurable.java (Apache 2.0).
 * Absent from kotlin-compiler's IntelliJ core; all its abstract members and the defaults the
 * plugin overrides, with their real signatures.
 */
package com.intellij.openapi.options;

import javax.swing.JComponent;
import org.jetbrains.annotations.Nullable;

public interface UnnamedConfigurable {

    @Nullable
    JComponent createComponent();

    boolean isModified();

    void apply() throws ConfigurationException;

    default void reset() {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    default void disposeUIResources() {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
