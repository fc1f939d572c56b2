package pdll.ide.answer;

import java.nio.file.Path;
import pdll.base.text.TextRange;

/** A clickable {@code #include} file name and the file it resolves to. */
public record DocumentLink(TextRange range, Path target) {}
