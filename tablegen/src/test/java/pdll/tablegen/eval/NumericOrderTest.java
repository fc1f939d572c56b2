package pdll.tablegen.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NumericOrderTest {

    @ParameterizedTest
    @CsvSource({
        "AnyI1Attr, AnyI8Attr, -1",
        "AnyI8Attr, AnyI16Attr, -1",
        "AnyI16Attr, AnyI16Attr, 0",
        "abc, abcd, -1",
        "a10b, a9b, 1",
        "a010, a10, 1",
        "B, a, -1",
    })
    void compares(String a, String b, int expected) {
        assertEquals(expected, Integer.signum(NumericOrder.compare(a, b)));
        assertEquals(-expected, Integer.signum(NumericOrder.compare(b, a)));
    }

    @ParameterizedTest
    @CsvSource({"'x2,x10,x1', 'x1,x2,x10'"})
    void sorts(String in, String out) {
        List<String> l = new ArrayList<>(List.of(in.split(",")));
        l.sort(NumericOrder::compare);
        assertEquals(List.of(out.split(",")), l);
    }
}
