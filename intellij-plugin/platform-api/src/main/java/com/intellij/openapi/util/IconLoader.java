package com.intellij.openapi.util;

import javax.swing.Icon;
import org.jetbrains.annotations.NotNull;

/**
 * Compile-only declaration (intellij-plugin/platform-api: never packaged). The real class:
 * JetBrains/intellij-community platform/util/ui/src/com/intellij/openapi/util/IconLoader.kt,
 * a Kotlin object whose {@code @JvmStatic getIcon(path, aClass)} is this static method.
 * Absent from kotlin-compiler's IntelliJ core.
 */
public final class IconLoader {
    private IconLoader() {}

    public static @NotNull Icon getIcon(@NotNull String path, @NotNull Class<?> aClass) {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
