/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/core-api/src/com/intellij/lang/folding/FoldingBuilder.java
 * (Apache 2.0). Present in kotlin-compiler's core with every member removed by ProGuard, so declared here in full (javac sees this copy first).
 */
package com.intellij.lang.folding;

import com.intellij.lang.ASTNode;
import com.intellij.openapi.editor.Document;
import com.intellij.openapi.project.PossiblyDumbAware;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

public interface FoldingBuilder extends PossiblyDumbAware {
    FoldingDescriptor @NotNull [] buildFoldRegions(@NotNull ASTNode node, @NotNull Document document);

    @Nullable String getPlaceholderText(@NotNull ASTNode node);

    boolean isCollapsedByDefault(@NotNull ASTNode node);

    default boolean isCollapsedByDefault(@NotNull FoldingDescriptor foldingDescriptor) {
        throw new UnsupportedOperationException("compile-only declaration");
    }
}
