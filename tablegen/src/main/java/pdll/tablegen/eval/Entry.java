package pdll.tablegen.eval;

import java.util.List;
import pdll.tablegen.source.Loc;

/**
 * What a foreach body or a multiclass body evaluates to before its variables are known: def
 * prototypes, nested loops and pending asserts. Instantiating a loop or a defm resolves these with
 * the iteration values or template arguments.
 */
sealed interface Entry {

    /** A def whose name and fields may still refer to loop variables or multiclass arguments; name null = anonymous. */
    record ProtoDef(Record record, Value name, Loc loc) implements Entry {}

    /** A nested foreach (an {@code if} is a loop over zero or one element). */
    record Loop(String var, Value list, List<Entry> body, Loc loc) implements Entry {}

    record Assertion(Loc loc, Value condition, Value message) implements Entry {}

    record Dump(Loc loc, Value message) implements Entry {}
}
