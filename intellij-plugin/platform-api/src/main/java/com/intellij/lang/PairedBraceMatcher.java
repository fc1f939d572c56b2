/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/core-api/src/com/intellij/lang/PairedBraceMatcher.java
 * (Apache 2.0). Absent from kotlin-compiler's IntelliJ core; all its abstract members, with their real signatures.
 */
package com.intellij.lang;

import com.intellij.psi.PsiFile;
import com.intellij.psi.tree.IElementType;
import org.jetbrains.annotations.NotNull;
import org.jetbrains.annotations.Nullable;

public interface PairedBraceMatcher {
    BracePair @NotNull [] getPairs();

    boolean isPairedBracesAllowedBeforeType(@NotNull IElementType lbraceType, @Nullable IElementType contextType);

    int getCodeConstructStart(PsiFile file, int openingBraceOffset);
}
