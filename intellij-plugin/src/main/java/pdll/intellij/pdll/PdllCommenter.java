package pdll.intellij.pdll;

import com.intellij.lang.Commenter;

/** Comment / uncomment for PDLL, which has only {@code //} line comments (no block comments). */
public final class PdllCommenter implements Commenter {
    public static final String LINE_COMMENT_PREFIX = "//";

    @Override
    public String getLineCommentPrefix() {
        return LINE_COMMENT_PREFIX;
    }

    @Override
    public String getBlockCommentPrefix() {
        return null;
    }

    @Override
    public String getBlockCommentSuffix() {
        return null;
    }

    // in the platform's Commenter; ProGuard removed it from kotlin-compiler's copy, so no @Override
    public String getCommentedBlockCommentPrefix() {
        return null;
    }

    // in the platform's Commenter; ProGuard removed it from kotlin-compiler's copy, so no @Override
    public String getCommentedBlockCommentSuffix() {
        return null;
    }
}
