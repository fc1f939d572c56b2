package pdll.tablegen.eval;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What one top-level statement of a main file did to the evaluator's tables: the entries it looked
 * up that were there before it (or were absent), which puts it made (a range of each table's
 * put-log), and the anonymous-record counter before and after. A statement is a function of
 * those lookups and the counter: a later evaluation of the same statement text that finds the same
 * objects under the same names (by identity) and the same counter would build the same records,
 * so it puts the recorded ones instead ({@link Evaluator#replay}). Statements whose effect is more
 * than that are not traced: includes, ones that reported errors, read a whole table
 * ({@code !instances}, {@code defset}) or declared a class without a body (a forward declaration,
 * which a later statement fills in: that one finds a new record whenever this one is evaluated
 * again, so it is evaluated again too).
 */
public final class StatementTrace {
    static final int CLASSES = 0, DEFS = 1, ANONYMOUS = 2, GLOBALS = 3, TYPE_ALIASES = 4, MULTICLASSES = 5, TABLES = 6;

    /** Lookups: table number, key, and the value found (null: absent). */
    final int[] readTables;
    final Object[] readKeys;
    final Object[] readValues;
    /** Each table's put count before and after the statement. */
    final int[] start;
    final int[] end;
    final int anonymousBefore;
    final int anonymousAfter;

    private StatementTrace(int[] readTables, Object[] readKeys, Object[] readValues, int[] start, int[] end,
                           int anonymousBefore, int anonymousAfter) {
        this.readTables = readTables;
        this.readKeys = readKeys;
        this.readValues = readValues;
        this.start = start;
        this.end = end;
        this.anonymousBefore = anonymousBefore;
        this.anonymousAfter = anonymousAfter;
    }

    /** The same statement replayed into tables that stood at {@code start}. */
    StatementTrace movedTo(int[] newStart) {
        int[] newEnd = new int[TABLES];
        for (int i = 0; i < TABLES; i++) newEnd[i] = newStart[i] + (end[i] - start[i]);
        return new StatementTrace(readTables, readKeys, readValues, newStart, newEnd, anonymousBefore, anonymousAfter);
    }

    /** How many lookups the statement depends on. */
    public int reads() {
        return readTables.length;
    }

    /** Collects one statement's lookups while it is evaluated. */
    static final class Recorder {
        private final List<Integer> tables = new ArrayList<>();
        private final List<Object> keys = new ArrayList<>();
        private final List<Object> values = new ArrayList<>();
        private boolean opaque;

        void read(int table, Object key, Object value) {
            tables.add(table);
            keys.add(key);
            values.add(value);
        }

        /** The statement read a whole table: what it found depends on everything before it. */
        void readAll() {
            opaque = true;
        }

        /** The statement did something a trace does not capture. */
        void opaque() {
            opaque = true;
        }

        boolean isOpaque() {
            return opaque;
        }

        StatementTrace finish(int[] start, int[] end, int anonymousBefore, int anonymousAfter) {
            if (opaque) return null;
            int[] t = new int[tables.size()];
            for (int i = 0; i < t.length; i++) t[i] = tables.get(i);
            return new StatementTrace(t, keys.toArray(), values.toArray(), Arrays.copyOf(start, TABLES),
                    Arrays.copyOf(end, TABLES), anonymousBefore, anonymousAfter);
        }
    }
}
