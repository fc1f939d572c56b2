package pdll.mlir.affine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import pdll.mlir.lex.TokenKind;
import pdll.mlir.parse.Bytes;
import pdll.mlir.lex.TokenStream;

/** The values' API: built expressions are the parsed ones, equality is MLIR's uniquing, the stream convention. */
class AffineModelTest {
    private static AffineMap map(String body) {
        TokenStream ts = new TokenStream(Bytes.of("<" + body + ">"));
        AffineMap m = AffineParser.parseMap(ts);
        assertTrue(ts.at(TokenKind.EOF));
        return m;
    }

    private static final AffineExpr D0 = AffineExpr.dim(0);
    private static final AffineExpr D1 = AffineExpr.dim(1);
    private static final AffineExpr S0 = AffineExpr.symbol(0);

    @Test
    void builtExpressionsAreTheParsedOnes() {
        assertEquals(map("(d0) -> (d0 * 2)").results().get(0), D0.plus(D0));
        assertEquals(map("(d0, d1) -> (d0 + d1)").results().get(0), D1.plus(D0));
        assertEquals(map("(d0)[s0] -> (d0 mod s0)").results().get(0), D0.minus(D0.floorDiv(S0).times(S0)));
        assertEquals(AffineExpr.constant(0), D0.minus(D0));
        assertEquals("-d0 + 10", D0.negate().plus(AffineExpr.constant(10)).toString());
        assertEquals("(d0 + d1) floordiv 2", D0.plus(D1).floorDiv(AffineExpr.constant(2)).toString());
    }

    @Test
    void equalMapsAreEqual() {
        AffineMap a = map("(i, j)[n] -> (i + i, n + j)");
        AffineMap b = map("(d0, d1)[s0] -> (d0 * 2, d1 + s0)");
        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a, map("(d0, d1)[s0] -> (d0 * 2, d1 + s0 + 0 + 1)"));
        // MLIR's structures, not a normal form: these print alike but differ
        assertEquals(map("(d0, d1) -> (d0 + (d1 + 1))").toString(), map("(d0, d1) -> ((d0 + d1) + 1)").toString());
        assertNotEquals(map("(d0, d1) -> (d0 + (d1 + 1))"), map("(d0, d1) -> ((d0 + d1) + 1)"));
    }

    @Test
    void theStreamIsLeftAfterTheClosingBracket() {
        TokenStream ts = new TokenStream(Bytes.of("affine_map<(d0) -> (d0)>, affine_set<(d0) : ()>"));
        ts.consumeKeywordIf("affine_map");
        assertEquals("(d0) -> (d0)", AffineParser.parseMap(ts).toString());
        assertTrue(ts.consumeIf(TokenKind.COMMA));
        assertTrue(ts.consumeKeywordIf("affine_set"));
        assertEquals("(d0) : (0 == 0)", AffineParser.parseSet(ts).toString());
        assertTrue(ts.at(TokenKind.EOF));
    }

    @Test
    void emptyMapsAndTrivialSets() {
        assertEquals("() -> ()", AffineMap.empty().toString());
        assertEquals(AffineMap.empty(), map("()[] -> ()"));
        assertEquals("(d0) : (0 == 0)", IntegerSet.universe(1, 0).toString());
        assertEquals("()[s0] : (1 == 0)", IntegerSet.empty(0, 1).toString());
        assertThrows(IllegalArgumentException.class, () -> new IntegerSet(1, 0, List.of()));
    }

    @Test
    void identityAndCounts() {
        assertTrue(map("(d0, d1) -> (d0, d1)").isIdentity());
        assertTrue(map("(d0)[s0] -> (d0)").isIdentity());
        assertTrue(AffineMap.empty().isIdentity());
        assertFalse(map("(d0, d1) -> (d1, d0)").isIdentity());
        assertFalse(map("(d0, d1) -> (d0)").isIdentity());
        AffineMap m = map("(d0, d1)[s0] -> (d0)");
        assertEquals(3, m.numInputs());
        assertEquals(1, m.numResults());
    }

    @Test
    void pureAffineAndSymbolic() {
        assertTrue(map("(d0)[s0] -> (d0 * 2 + s0 floordiv 3)").results().get(0).isPureAffine());
        assertFalse(map("(d0)[s0] -> (d0 floordiv s0)").results().get(0).isPureAffine());
        assertFalse(map("(d0)[s0] -> (d0 * s0)").results().get(0).isPureAffine());
        assertTrue(map("(d0)[s0] -> (s0 * s0 + 1)").results().get(0).isSymbolicOrConstant());
        assertFalse(map("(d0)[s0] -> (d0 - d0 + s0 + d0)").results().get(0).isSymbolicOrConstant());
    }

    @Test
    void positionsAreChecked() {
        assertThrows(IllegalArgumentException.class, () -> new AffineMap(1, 0, List.of(D1)));
        assertThrows(IllegalArgumentException.class, () -> new AffineMap(1, 0, List.of(D0.plus(S0))));
        assertThrows(IllegalArgumentException.class, () -> AffineExpr.dim(-1));
    }
}
