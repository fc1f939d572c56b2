package pdll.tablegen.eval;

import pdll.tablegen.ast.ParsedFile;
import pdll.tablegen.source.Loc;

/** How the evaluator opens an included file; the caller owns search paths, I/O and caching. */
public interface Includes {
    /** The parsed file, or a {@link pdll.tablegen.source.TableGenError} at {@code from} when it cannot be found. */
    ParsedFile open(String path, Loc from);
}
