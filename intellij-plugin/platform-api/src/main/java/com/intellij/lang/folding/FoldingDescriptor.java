/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/core-api/src/com/intellij/lang/folding/FoldingDescriptor.java
 * (Apache 2.0). Absent from kotlin-compiler's IntelliJ core; the members the plugin uses, with their real signatures.
 */
package com.intellij.lang.folding;

import com.intellij.lang.ASTNode;
import com.intellij.openapi.util.TextRange;
import org.jetbrains.annotations.NotNull;

public class FoldingDescriptor {
    public static final FoldingDescriptor[] EMPTY_ARRAY = new FoldingDescriptor[0];

    public FoldingDescriptor(@NotNull ASTNode node, @NotNull TextRange range) {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public @NotNull ASTNode getElement() {
        throw new UnsupportedOperationException("compile-only declaration");
    }

    public @NotNull TextRange getRange() {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
