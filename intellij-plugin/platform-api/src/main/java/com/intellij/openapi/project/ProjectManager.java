/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/projectModel-api/src/com/intellij/openapi/project/ProjectManager.java (Apache 2.0).
 * Absent from kotlin-compiler's IntelliJ core; the members the plugin calls, with their real signatures.
 */
package com.intellij.openapi.project;

import org.jetbrains.annotations.NotNull;

public abstract class ProjectManager {

    public static ProjectManager getInstance() {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public abstract @NotNull Project @NotNull [] getOpenProjects();
}
