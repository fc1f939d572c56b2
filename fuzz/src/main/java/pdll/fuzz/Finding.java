package pdll.fuzz;

/**
 * One failure: which target, what kind (crash, internal error, stack trace in the output, exit
 * status, hang, server not answering), how it was invoked, the input (after minimizing) and the
 * trace. {@code signature} groups repeats of the same bug: kind plus exception and first frames.
 */
record Finding(String target, String kind, String args, String input, String extension, String trace,
               String signature, long caseNumber) {

    Finding withInput(String minimized) {
        return new Finding(target, kind, args, minimized, extension, trace, signature, caseNumber);
    }

    Finding withTrace(String t) {
        return new Finding(target, kind, args, input, extension, t, signature, caseNumber);
    }
}
