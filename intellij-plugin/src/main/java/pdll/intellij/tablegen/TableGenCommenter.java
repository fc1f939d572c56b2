package pdll.intellij.tablegen;

import com.intellij.lang.Commenter;

/**
 * Comment / uncomment for TableGen. Block comments nest in TableGen, so commenting out a block that
 * already holds a block comment needs no escaping: the "commented block comment" prefix and suffix
 * (what the platform would put in place of a nested comment's delimiters) are null.
 */
public final class TableGenCommenter implements Commenter {
    @Override
    public String getLineCommentPrefix() {
        return "//";
    }

    @Override
    public String getBlockCommentPrefix() {
        return "/*";
    }

    @Override
    public String getBlockCommentSuffix() {
        return "*/";
    }

    // declared by the platform's Commenter; ProGuard removed them from kotlin-compiler's copy, so no @Override
    public String getCommentedBlockCommentPrefix() {
        return null;
    }

    public String getCommentedBlockCommentSuffix() {
        return null;
    }
}
