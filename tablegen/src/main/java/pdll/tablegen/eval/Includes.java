package pdll.tablegen.eval;

import pdll.tablegen.ast.ParsedFile;
import pdll.tablegen.source.Loc;

/** How the evaluator opens an included file; the caller owns search paths, I/O and caching. */
public interface Includes {
    /**
     * The parsed file {@code include "path"} at {@code from} (the name's location) opens, or null
     * when it cannot be found (the evaluator reports that as the reference does).
     */
    ParsedFile open(String path, Loc from);

    /** Whether {@code include "path"} would find a file (looking, as {@link #open} does, but opening nothing). */
    boolean exists(String path);
}
