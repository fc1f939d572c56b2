package pdll.run;

/**
 * How the greedy driver applies the patterns: {@code GreedyRewriteConfig}'s maximum number of
 * iterations (-1: no limit), folding, and top-down initial traversal. {@link #DEFAULTS} are
 * {@code applyPatternsGreedily}'s own, so a default run equals a hand-written C++ pass.
 */
public record ApplyConfig(long maxIterations, boolean fold, boolean topDown) {
    public static final ApplyConfig DEFAULTS = new ApplyConfig(10, true, false);

    /** The {@code pdll-apply} pass's option list, as a pass pipeline writes it. */
    String passOptions() {
        return "max-iterations=" + maxIterations + " fold=" + fold + " top-down=" + topDown;
    }
}
