package pdll.intellij.pdll;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import pdll.intellij.testing.SharedFiles;
import pdll.syntax.folding.FoldRegions;

/**
 * {@link FoldRegions} with the placeholders of {@link PdllFoldingBuilder}, against fixtures
 * marked up the way IntelliJ's folding tests mark them: {@code <fold text='placeholder'>…</fold>}
 * around every expected region, exactly.
 */
class PdllFoldRegionsTest {
    private static final String[] FIXTURES = {
        // bodies, operand lists and code blocks spanning lines; single-line pairs do not fold
        """
        <fold text='//...'>// Folds additions of zero.
        /// More about it.</fold>
        #include <fold text='...'>"mlir/Dialect/Arith/IR/ArithOps.td"
        #include "lib/arith_constraints.pdll"</fold>

        Constraint IsZero(value: Value) <fold text='[{...}]'>[{
          return ::mlir::success();
        }]</fold>;

        Pattern AddZero with benefit(2) <fold text='{...}'>{
          let root = op<arith.addi><fold text='(...)'>(
              x: Value,
              zero: Value)</fold> {overflowFlags = attr<"#arith.overflow<none>">};
          IsZero(zero); // a trailing comment
          // a lone comment line
          replace root with x;
        }</fold>
        """,
        // a run of comments ends at a blank line, at code, and starts only on its own line
        """
        <fold text='//...'>// one
        // two</fold>

        // alone
        Pattern => erase op<a.b>; // trailing
        <fold text='//...'>// next line
        /// three
        /// four
        // five</fold>
        """,
        // includes: a run spans blank lines but breaks at any token between them; one include does not fold
        """
        #include "a.pdll"
        Pattern => erase op<a.b>;
        #include <fold text='...'>"b.pdll"
        #include "c.pdll"

        #include "d.pdll"</fold>
        #include
        #include "e.pdll"
        """,
        // brackets: nested, mismatched (an unmatched closer is ignored, an unclosed opener dropped)
        """
        Rewrite R(a: Value) -> <fold text='(...)'>(first: Value,
            second: Value)</fold> => <fold text='(...)'>(first = a,
            second = <fold text='[...]'>[a,
            a]</fold>)</fold>;
        Pattern <fold text='{...}'>{ ( ]
          erase op<a.b>;
        }</fold> )
        Pattern { [{ unterminated
        }
        """,
    };

    @TestFactory
    Stream<DynamicTest> fixtures() {
        return Stream.of(FIXTURES).map(markup -> DynamicTest.dynamicTest(markup.substring(0, markup.indexOf('\n')),
                () -> assertEquals(markup, render(strip(markup), FoldRegions.compute(strip(markup))))));
    }

    @Test
    void samplesFoldTheirBodies() {
        for (var p : PdllCorpus.samples()) {
            String text = SharedFiles.read(p);
            List<FoldRegions.Region> regions = FoldRegions.compute(text);
            long bodies = regions.stream().filter(r -> PdllFoldingBuilder.placeholderFor(r.first()).equals("{...}")).count();
            long opening = text.lines().filter(l -> l.startsWith("Pattern") && l.endsWith("{")).count();
            assertEquals(true, bodies >= opening, p + ": " + bodies + " folded bodies, " + opening + " multi-line patterns");
        }
    }

    @Test
    void placeholdersFollowTheFirstToken() {
        for (FoldRegions.Region r : FoldRegions.compute(strip(FIXTURES[0]))) {
            String first = strip(FIXTURES[0]).substring(r.start(), r.start() + 1);
            String expected = switch (first) {
                case "{" -> "{...}";
                case "(" -> "(...)";
                case "[" -> strip(FIXTURES[0]).startsWith("[{", r.start()) ? "[{...}]" : "[...]";
                case "/" -> "//...";
                default -> "...";
            };
            assertEquals(expected, PdllFoldingBuilder.placeholderFor(r.first()));
        }
    }

    /** What the folding builder relies on: the PSI leaf at a region's start gives the region's placeholder. */
    @Test
    void theFirstLeafOfARegionGivesItsPlaceholder() {
        List<String> texts = new ArrayList<>();
        for (String f : FIXTURES) texts.add(strip(f));
        for (var p : PdllCorpus.samples()) texts.add(SharedFiles.read(p));
        for (String text : texts) {
            var root = PdllPsi.parse(text).getNode();
            for (FoldRegions.Region r : FoldRegions.compute(text)) {
                var leaf = root.findLeafElementAt(r.start());
                assertEquals(r.start(), leaf.getStartOffset(), "a region starts inside a token");
                assertEquals(PdllFoldingBuilder.placeholderFor(r.first()), PdllFoldingBuilder.placeholderFor(PdllTokenTypes.kindOf(leaf.getElementType())));
            }
        }
    }

    private static String strip(String markup) {
        return markup.replaceAll("<fold text='[^']*'>", "").replace("</fold>", "");
    }

    /** The text with the regions marked up: opening tags outer first, closing tags inner first. */
    private static String render(String text, List<FoldRegions.Region> regions) {
        record Tag(int at, int order, String s) {}
        List<Tag> tags = new ArrayList<>();
        for (FoldRegions.Region r : regions) {
            tags.add(new Tag(r.start(), r.start() - r.end(), "<fold text='" + PdllFoldingBuilder.placeholderFor(r.first()) + "'>"));
            tags.add(new Tag(r.end(), -r.start() - 1_000_000_000, "</fold>")); // closers before openers at one offset
        }
        tags.sort(Comparator.comparingInt(Tag::at).thenComparingInt(Tag::order));
        StringBuilder out = new StringBuilder();
        int at = 0;
        for (Tag t : tags) {
            out.append(text, at, t.at()).append(t.s());
            at = t.at();
        }
        return out.append(text.substring(at)).toString();
    }
}
