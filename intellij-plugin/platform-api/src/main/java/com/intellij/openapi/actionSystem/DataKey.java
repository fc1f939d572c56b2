/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/editor-ui-api/src/com/intellij/openapi/actionSystem/DataKey.java (Apache 2.0). Absent from
 * kotlin-compiler's IntelliJ core; only the type is used (through CommonDataKeys).
 */
package com.intellij.openapi.actionSystem;

public final class DataKey<T> {

    private DataKey() {
    }
}
