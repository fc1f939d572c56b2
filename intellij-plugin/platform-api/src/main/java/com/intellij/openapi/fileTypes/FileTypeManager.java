/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/core-api/src/com/intellij/openapi/fileTypes/FileTypeManager.java (Apache 2.0).
 * Absent from kotlin-compiler's IntelliJ core (its superclass FileTypeRegistry is there); the
 * member the plugin calls, with its real signature.
 */
package com.intellij.openapi.fileTypes;

import org.jetbrains.annotations.NotNull;

public abstract class FileTypeManager extends FileTypeRegistry {

    public static @NotNull FileTypeManager getInstance() {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
