/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * FileTypeManagerEx.java (package com.intellij.openapi.fileTypes.ex; Apache 2.0), read through
 * the code index. Absent from kotlin-compiler's IntelliJ core; the members the plugin calls, with
 * their real signatures. FileTypeOverrider's documentation names makeFileTypesChange as the way
 * to tell the IDE that an overrider's answers changed.
 */
package com.intellij.openapi.fileTypes.ex;

import com.intellij.openapi.fileTypes.FileTypeManager;
import org.jetbrains.annotations.NonNls;
import org.jetbrains.annotations.NotNull;

public abstract class FileTypeManagerEx extends FileTypeManager {

    public static FileTypeManagerEx getInstanceEx() {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public abstract void makeFileTypesChange(@NonNls @NotNull String debugReasonMessage, @NotNull Runnable command);
}
