/*
 * Compile-only declaration (intellij-plugin/platform-api): never packaged, never on the test
 * classpath; the IDE supplies the real class. Read from JetBrains/intellij-community
 * platform/analysis-api/src/com/intellij/codeInsight/highlighting/HighlightErrorFilter.java
 * (Apache 2.0). Absent from kotlin-compiler's IntelliJ core; its abstract member, with its real signature.
 */
package com.intellij.codeInsight.highlighting;

import com.intellij.psi.PsiErrorElement;
import org.jetbrains.annotations.NotNull;

public abstract class HighlightErrorFilter {

    public abstract boolean shouldHighlightErrorElement(@NotNull final PsiErrorElement element);
}
