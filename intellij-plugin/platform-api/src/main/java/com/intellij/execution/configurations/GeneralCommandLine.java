/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/platform-util-io/src/com/intellij/execution/configurations/GeneralCommandLine.java
 * (Apache 2.0). Absent from kotlin-compiler's IntelliJ core; the members the plugin calls, with
 * their real signatures.
 */
package com.intellij.execution.configurations;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

public class GeneralCommandLine {

    public GeneralCommandLine(@NotNull List<String> command) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public @NotNull GeneralCommandLine withWorkingDirectory(@Nullable Path workDirectory) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public @NotNull GeneralCommandLine withEnvironment(@Nullable Map<String, String> environment) {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
