package pdll.ide.index;

import pdll.ide.config.IncludeConfig;

/** Where features get the op index of a document's search path; must answer at once (never wait for a build). */
@FunctionalInterface
public interface OpIndexes {
    /** The index of a search path, {@link OpIndex#EMPTY} while it is not built (yet). */
    OpIndex forSearchPath(IncludeConfig.SearchPath sp);

    /** No index: features behave as with the document's includes only. */
    OpIndexes NONE = sp -> OpIndex.EMPTY;
}
