/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/platform-api/src/com/intellij/openapi/options/colors/ColorDescriptor.java
 * (Apache 2.0). Absent from kotlin-compiler's IntelliJ core; the members the plugin uses, with their real signatures.
 */
package com.intellij.openapi.options.colors;

public final class ColorDescriptor {
    public static final ColorDescriptor[] EMPTY_ARRAY = new ColorDescriptor[0];

    private ColorDescriptor() {}
}
