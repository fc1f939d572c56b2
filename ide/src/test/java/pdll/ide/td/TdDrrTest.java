package pdll.ide.td;

import pdll.ide.FixtureText;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.base.text.LineIndex;
import pdll.base.text.TextEdit;
import pdll.ide.Fixture;

/**
 * DRR in a {@code .td} document, on data: {@code fixtures/td/drr-hover.test} (the hover at
 * {@code $0}, exact Markdown) and {@code fixtures/td/drr-actions.test} (the conversions offered at
 * {@code $0}, then the change the first one makes to {@code /fx/main.pdll}: created or edited, each
 * edit's range in the file as it was and its text).
 */
class TdDrrTest {
    @AfterAll
    static void writeUpdates() throws Exception {
        for (String f : List.of("drr-hover.test", "drr-actions.test")) {
            var u = TdFeaturesTest.UPDATES.remove(f);
            if (u != null) Fixture.update("td/" + f, u);
        }
    }

    @TestFactory
    Stream<DynamicTest> hover() {
        return TdFeaturesTest.cases("drr-hover.test", a -> TdNavigation.hover(a, TdFeaturesTest.cursor(a))
                .map(h -> FixtureText.range(a.snapshot().lines(), h.range()) + "\n" + h.markdown()).orElse("(none)\n"));
    }

    @TestFactory
    Stream<DynamicTest> actions() {
        return TdFeaturesTest.cases("drr-actions.test", a -> {
            List<TdDrr.Action> actions = TdDrr.actions(a, TdFeaturesTest.cursor(a));
            if (actions.isEmpty()) return "(none)\n";
            StringBuilder sb = new StringBuilder();
            for (TdDrr.Action x : actions) sb.append(x.title()).append('\n');
            var change = TdDrr.change(a, actions.get(0).record());
            if (change.isEmpty()) return sb.append("(no change)\n").toString();
            sb.append("--- ").append(change.get().create() ? "create " : "edit ").append(change.get().file()).append('\n');
            String old = a.options().files().read(change.get().file()).orElse("");
            LineIndex lines = new LineIndex(old);
            for (TextEdit e : change.get().edits()) {
                sb.append("@ ").append(FixtureText.range(lines, e.range()))
                        .append('\n').append(e.newText()).append(e.newText().endsWith("\n") || e.newText().isEmpty() ? "" : "\n").append("@@\n");
            }
            return sb.toString();
        });
    }
}
