package pdll.fuzz;

import java.util.List;
import java.util.Random;

/** Something the fuzzer feeds mutated inputs to: pdllc, the TableGen front end or the language server. */
interface Target extends AutoCloseable {
    String name();

    /** Runs case {@code caseNumber}, all of whose choices come from {@code r}; the findings, if any. */
    List<Finding> run(long caseNumber, Random r);

    /**
     * Runs one saved input (a finding's {@code input.pdll}/{@code .td}, or any file) through
     * everything this target does with a case, without mutating it: {@code pdll-fuzz --replay}.
     */
    List<Finding> replay(java.nio.file.Path file, String input);

    /**
     * Runs {@code f}'s invocation again on {@code input}: the finding it produces now (null if
     * none). The minimizer keeps a smaller input when the signature is still {@code f}'s.
     */
    Finding recheck(Finding f, String input);

    default boolean reproduces(Finding f, String input) {
        Finding again = recheck(f, input);
        return again != null && again.signature().equals(f.signature());
    }

    /** How much work the cases were, for the summary: "12000 runs", "30000 requests". */
    String work();

    @Override
    default void close() {}
}
