package pdll.sema.ods;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The text scan that warms the caches before a PDLL file is parsed: every {@code .td} include at the start of a line. */
class TdIncludeScanTest {
    @Test
    void findsTdIncludesAtTheStartOfALine() {
        String text = """
                #include "mlir/Dialect/Arith/IR/ArithOps.td"
                  #include"Tensor.td"
                #include "lib/constraints.pdll"
                // #include "Commented.td" (not at the start: left out)
                Pattern { erase op<a.b>; }
                \t#include "Last.td"
                """;
        assertEquals(List.of("mlir/Dialect/Arith/IR/ArithOps.td", "Tensor.td", "Last.td"), OdsImporter.tdIncludesIn(text));
        assertEquals(List.of(), OdsImporter.tdIncludesIn("Pattern {}"));
    }
}
