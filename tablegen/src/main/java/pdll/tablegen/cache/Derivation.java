package pdll.tablegen.cache;

import java.io.IOException;
import pdll.tablegen.Evaluation;

/**
 * Something a higher layer builds from an evaluated closure (the ODS import of PDLL is one), and
 * how it is stored in the disk cache. {@link TdCaches#derived} keeps the value instead of the
 * closure's records, which are large and which no caller needs once the value is built.
 *
 * @param <T> the value; immutable, safe to share between threads and documents
 */
public interface Derivation<T> {

    /**
     * The name and format version of the stored value, part of every entry's key: change it
     * whenever {@link #write}'s layout or {@link #build}'s meaning changes.
     */
    String format();

    T build(Evaluation evaluation);

    /** Whether the value of this evaluation may be stored on disk (only complete, error-free results are). */
    default boolean storable(Evaluation evaluation) {
        return evaluation.succeeded();
    }

    void write(T value, EntryOutput out) throws IOException;

    T read(EntryInput in) throws IOException;
}
