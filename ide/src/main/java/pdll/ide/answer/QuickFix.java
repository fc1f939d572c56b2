package pdll.ide.answer;

import java.util.List;

/**
 * A quick fix and the diagnostics it fixes, as indexes into those the editor showed (so that the
 * editor can show the fix on them).
 */
public record QuickFix(CodeAction action, List<Integer> fixes) {
    public QuickFix {
        fixes = List.copyOf(fixes);
    }
}
