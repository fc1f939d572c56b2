/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/core-api/src/com/intellij/openapi/components/PersistentStateComponent.java
 * (Apache 2.0). Absent from kotlin-compiler's IntelliJ core; all its abstract members, with their
 * real signatures.
 */
package com.intellij.openapi.components;

import org.jetbrains.annotations.Nullable;

public interface PersistentStateComponent<T> {

    @Nullable
    T getState();

    void loadState(T state);
}
