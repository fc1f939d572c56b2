package pdll.ide.text;

import java.nio.file.Path;
import pdll.base.text.LineIndex;
import pdll.base.text.TextRange;

/** A range in some file (the document itself, an included {@code .pdll} or a {@code .td}), with the file's lines. */
public record FileSpan(Path file, LineIndex lines, TextRange range) {}
