/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/core-api/src/com/intellij/openapi/vfs/VirtualFileManager.java (Apache 2.0).
 * Shrunk in kotlin-compiler's IntelliJ core (no refreshAndFindFileByNioPath); the members the
 * plugin calls, with their real signatures.
 */
package com.intellij.openapi.vfs;

import java.nio.file.Path;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

public abstract class VirtualFileManager {

    public static @NotNull VirtualFileManager getInstance() {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public @Nullable VirtualFile refreshAndFindFileByNioPath(@NotNull Path path) {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
