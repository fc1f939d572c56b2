/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/editor-ui-api/src/com/intellij/openapi/actionSystem/Presentation.java (Apache 2.0).
 * Absent from kotlin-compiler's IntelliJ core; the member the plugin calls, with its real signature.
 */
package com.intellij.openapi.actionSystem;

public final class Presentation {

    public void setEnabledAndVisible(boolean enabled) {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
