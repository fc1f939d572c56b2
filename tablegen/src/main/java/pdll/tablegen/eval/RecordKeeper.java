package pdll.tablegen.eval;

/** All classes and defs of one evaluation (being written). */
public final class RecordKeeper {
}
