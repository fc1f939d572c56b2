/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/platform-impl/src/com/intellij/openapi/fileTypes/impl/FileTypeOverrider.java
 * (Apache 2.0). Absent from kotlin-compiler's IntelliJ core; its abstract member, with its real signature.
 */
package com.intellij.openapi.fileTypes.impl;

import com.intellij.openapi.fileTypes.FileType;
import com.intellij.openapi.vfs.VirtualFile;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

public interface FileTypeOverrider {

    @Nullable
    FileType getOverriddenFileType(@NotNull VirtualFile file);
}
