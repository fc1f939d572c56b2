/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/core-api/src/com/intellij/lang/BracePair.java
 * (Apache 2.0). Absent from kotlin-compiler's IntelliJ core; the members the plugin uses, with their real signatures.
 */
package com.intellij.lang;

import com.intellij.psi.tree.IElementType;
import org.jetbrains.annotations.NotNull;

public class BracePair {
    public BracePair(@NotNull IElementType leftBrace, @NotNull IElementType rightBrace, boolean structural) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public IElementType getLeftBraceType() {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public IElementType getRightBraceType() {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public boolean isStructural() {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
