package pdll.tablegen.eval;

/**
 * A point between two top-level statements of a main file where an {@link Evaluator} can be
 * resumed: how many classes, defs, anonymous records, globals, type aliases, multiclasses and
 * recovered errors there were (the evaluator's tables only grow, so counts are the whole state),
 * and the index of the next statement. Costs a few integers to take; see
 * {@link Evaluator#Evaluator(Includes, Evaluator, Checkpoint)}.
 */
public final class Checkpoint {
    private final int statement;
    final RecordKeeper.Mark keeper;
    final RecordBuilder.Mark builder;
    final int globals;
    final int typeAliases;
    final int multiclasses;
    final int emptyClasses;
    /** The evaluator's {@code afterLastToken}: where the errors of the last statement's checks start. */
    final int afterLastToken;

    Checkpoint(int statement, RecordKeeper.Mark keeper, RecordBuilder.Mark builder, int globals, int typeAliases,
               int multiclasses, int emptyClasses, int afterLastToken) {
        this.statement = statement;
        this.keeper = keeper;
        this.builder = builder;
        this.globals = globals;
        this.typeAliases = typeAliases;
        this.multiclasses = multiclasses;
        this.emptyClasses = emptyClasses;
        this.afterLastToken = afterLastToken;
    }

    /** The index of the main file's statement evaluated next. */
    public int statement() {
        return statement;
    }
}
