package pdll.drr.read;

import java.util.List;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.Value;

/**
 * One DRR record (a def deriving from {@code Pattern}) as TableGen evaluated it: the source
 * pattern, the result patterns, the additional constraints and supplemental patterns, the added
 * benefit, and the comment lines written right above it.
 *
 * @param name the record's name; for an anonymous {@code def : Pat<…>}, its place ({@code file:line})
 * @param anonymous whether the record has no name of its own
 * @param line the line of the def, 1-based
 */
public record DrrPattern(Record record, String name, boolean anonymous, String file, int line, Value.Dag source,
                         List<Value> results, List<Value> constraints, List<Value> supplemental, long benefitAdded,
                         List<String> docComment) {
    /**
     * A pattern is its record: the converter keys maps by pattern, and hashing or comparing the
     * dags would walk them whole (a source nested 20,000 levels deep overflowed the stack).
     */
    @Override
    public boolean equals(Object o) {
        return this == o;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }
}
