package pdll.intellij.tablegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The folds of a fixture, each written as its first and last line and its placeholder. */
class TableGenFoldRegionsTest {
    private static final String FIXTURE = """
            //===- Ops.td - operations -------------------------===//
            //
            // What this file defines.
            //===--------------------------------------------------===//

            // A lone comment does not fold.
            def Dialect_X : Dialect {
              let name = "x";
              let description = [{
                Long text.
              }];
              let summary = [{ one line }];
            }

            /* a block
               comment */
            /* one line */
            class Op<string m> : Base<m> { let x = 1; }
            multiclass M {
              // two
              // comments
              def A : Op<"a"> {
                let y = {0,
                         1};
              }
            }
            // one
            def B; // trailing
            // another run
            """;

    @Test
    void foldsOfTheFixture() {
        String expected = """
                L1-L4 // Ops.td - operations ...
                L7-L13 {...}
                L9-L11 [{...}]
                L15-L16 /*...*/
                L19-L26 {...}
                L20-L21 // two ...
                L22-L25 {...}""";
        assertEquals(expected, render(FIXTURE));
    }

    @Test
    void docCommentRunShowsItsFirstWords() {
        assertEquals("L1-L2 // Returns the operand of a very long name ...",
                render("// Returns the operand of a very long name that goes on and on.\n// More.\ndef X;"));
    }

    @Test
    void ruleOnlyCommentsShowNoWords() {
        assertEquals("L1-L2 //...", render("//===------===//\n//\ndef X;"));
    }

    @Test
    void brokenFilesFoldWhatTheyHave() {
        assertEquals("L1-L2 {...}", render("def A {\n  let x = (;\n"));
    }

    private static String render(String text) {
        return TableGenFoldRegions.of(TableGenPsi.parse(text).getNode()).stream()
                .map(r -> "L" + line(text, r.range().getStartOffset()) + "-L" + line(text, r.range().getEndOffset())
                        + " " + TableGenFoldRegions.placeholder(r.node()))
                .collect(Collectors.joining("\n"));
    }

    private static int line(String text, int offset) {
        return 1 + (int) text.substring(0, offset).chars().filter(c -> c == '\n').count();
    }
}
