package pdll.tablegen.upstream;

import pdll.tablegen.bench.ReferenceTools;
import pdll.tablegen.cli.CliRunner;

import java.util.Arrays;

/** How one run of ours compares with the reference's: the three outcomes of the reference and what each requires of us. */
final class Comparison {
    private Comparison() {}

    /** What the reference did: printed records, reported an error, or crashed. */
    enum Kind { OUTPUT, ERROR, CRASH }

    static Kind kind(ReferenceTools.Run ref) {
        // A signal shows as 128+N; LLVM's crash handler prints a stack dump.
        if (ref.status() >= 128 || ref.stderr().contains("Stack dump:") || ref.stderr().contains("PLEASE submit a bug report")) {
            return Kind.CRASH;
        }
        return ref.status() == 0 ? Kind.OUTPUT : Kind.ERROR;
    }

    /** Null when ours matches the reference, else what differs. */
    static String difference(ReferenceTools.Run ref, CliRunner.Result ours) {
        if (ours.stderr().contains("\tat ") || ours.stderr().contains("Exception")) return "a Java stack trace on stderr";
        switch (kind(ref)) {
            case OUTPUT -> {
                if (ours.status() != 0) return "the reference succeeds, ours fails: " + firstError(ours.stderr());
                return Arrays.equals(ref.stdout(), ours.stdout()) ? null : "outputs differ";
            }
            case ERROR -> {
                if (ours.status() == 0) return "the reference fails (" + firstError(ref.stderr()) + "), ours succeeds";
                String want = firstError(ref.stderr());
                String got = firstError(ours.stderr());
                return want.equals(got) ? null : "first errors differ:\n  reference: " + want + "\n  ours:      " + got;
            }
            case CRASH -> {
                if (ours.status() == 0) return "the reference crashes, ours succeeds";
                return firstError(ours.stderr()).isEmpty() ? "the reference crashes, ours fails without a diagnostic" : null;
            }
        }
        throw new AssertionError();
    }

    /** The first line of a diagnostic stream saying {@code error:} (else its first line). */
    static String firstError(String stderr) {
        String first = null;
        for (String line : stderr.split("\n")) {
            if (line.contains("error:")) return line;
            if (first == null) first = line;
        }
        return first == null ? "" : first;
    }
}
