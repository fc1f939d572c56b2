package pdll.mlir.fp;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.Arrays;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The API's promises that the reference's printed text does not show. */
class FloatValueTest {
    static FloatValue lit(String literal, FloatKind k) {
        boolean neg = literal.startsWith("-");
        return FloatValue.fromLiteral(k, neg ? literal.substring(1) : literal, neg);
    }

    static FloatValue bits(long b, FloatKind k) {
        return FloatValue.fromBits(k, BigInteger.valueOf(b));
    }

    @Test
    void kinds() {
        assertEquals(18, FloatKind.values().length);
        for (FloatKind k : FloatKind.values()) assertSame(k, FloatKind.forKeyword(k.keyword()).orElseThrow());
        assertEquals(Optional.empty(), FloatKind.forKeyword("F16"));
        assertEquals(Optional.empty(), FloatKind.forKeyword("f8E5M2FN"));
        assertEquals(10, FloatKind.F80.storageBytes());
        assertEquals(3, FloatKind.TF32.storageBytes());
        assertEquals(1, FloatKind.F4E2M1FN.storageBytes());
        assertEquals(16, FloatKind.F128.storageBytes());
        assertEquals(15, FloatKind.F80.exponentBits());
        assertEquals(8, FloatKind.F8E8M0FNU.exponentBits());
        assertEquals(11, FloatKind.F8E4M3B11FNUZ.bias());
        assertEquals(127, FloatKind.F8E8M0FNU.bias());
        assertEquals(5, FloatKind.F16.naturalDigits());
        assertEquals(9, FloatKind.F32.naturalDigits());
        assertEquals(17, FloatKind.F64.naturalDigits());
        assertEquals(21, FloatKind.F80.naturalDigits());
        assertEquals(36, FloatKind.F128.naturalDigits());
    }

    @Test
    void bitsAreKeptExceptF80sNonCanonicalPatterns() {
        Random rnd = new Random(1);
        for (FloatKind k : FloatKind.values()) {
            for (int i = 0; i < 2000; i++) {
                BigInteger b = new BigInteger(k.width(), rnd);
                FloatValue v = FloatValue.fromBits(k, b);
                if (k != FloatKind.F80) assertEquals(b, v.bits(), k + " 0x" + b.toString(16));
                assertEquals(v, FloatValue.fromBits(k, v.bits()), "an encoding decodes to its value");
            }
        }
    }

    @Test
    void bytesAreLittleEndianAndMasked() {
        FloatValue one = lit("1.0", FloatKind.F80);
        assertArrayEquals(new byte[] {0, 0, 0, 0, 0, 0, 0, (byte) 0x80, (byte) 0xFF, 0x3F}, one.toBytes());
        assertEquals(one, FloatValue.fromBytes(FloatKind.F80, one.toBytes(), 0));
        assertArrayEquals(new byte[] {0, (byte) 0xFC, 1}, lit("1.0", FloatKind.TF32).toBytes());
        assertEquals(bits(0x3F, FloatKind.F6E3M2FN), FloatValue.fromBytes(FloatKind.F6E3M2FN, new byte[] {(byte) 0xFF}, 0));
        assertEquals(bits(0x3C00, FloatKind.F16), FloatValue.fromBytes(FloatKind.F16, new byte[] {9, 0x00, 0x3C}, 1));
    }

    @Test
    void categories() {
        assertTrue(bits(0x7FC00000, FloatKind.F32).isNaN());
        assertTrue(bits(0x7C00, FloatKind.F16).isInfinite());
        assertTrue(bits(0x80, FloatKind.F8E4M3FNUZ).isNaN());
        assertFalse(bits(0x80, FloatKind.F8E4M3FN).isNaN());
        assertTrue(bits(0x80, FloatKind.F8E4M3FN).isZero());
        assertTrue(bits(0x80, FloatKind.F8E4M3FN).isNegative());
        assertFalse(bits(0x7C, FloatKind.F8E4M3FN).isInfinite());
        assertTrue(bits(0x7C, FloatKind.F8E5M2).isInfinite());
        assertFalse(bits(0, FloatKind.F8E8M0FNU).isZero());
        assertEquals(16, bits(0, FloatKind.BF16).bitWidth());
        assertEquals(new BigDecimal("-2.5"), lit("-2.5", FloatKind.F16).toBigDecimal());
        assertEquals(new BigDecimal("0.100000001490116119384765625"), lit("0.1", FloatKind.F32).toBigDecimal());
    }

    @Test
    void unencodableStatesAreTheirOwnValues() {
        // an f4 infinity is stored as +0's pattern but is not +0
        FloatValue inf = lit("1.0e400", FloatKind.F4E2M1FN);
        FloatValue zero = bits(0, FloatKind.F4E2M1FN);
        assertEquals(zero.bits(), inf.bits());
        assertNotEquals(zero, inf);
        assertTrue(inf.isInfinite());
        assertEquals("0x0", inf.print());
        assertEquals("0.000000e+00", zero.print());
        // a negative f8E8M0FNU is stored with bit 7 set, which reads back as another value
        FloatValue minusOne = lit("-1.0", FloatKind.F8E8M0FNU);
        assertEquals(BigInteger.valueOf(0xFF), minusOne.bits());
        assertFalse(minusOne.isNaN());
        assertTrue(FloatValue.fromBits(FloatKind.F8E8M0FNU, minusOne.bits()).isNaN());
    }

    @Test
    void negate() {
        assertEquals(bits(0xBC00, FloatKind.F16), bits(0x3C00, FloatKind.F16).negate());
        assertEquals(bits(0xFFC00000L, FloatKind.F32), bits(0x7FC00000, FloatKind.F32).negate());
        assertEquals(bits(0x8000, FloatKind.F16), bits(0, FloatKind.F16).negate());
        FloatValue fnuzZero = bits(0, FloatKind.F8E5M2FNUZ);
        assertSame(fnuzZero, fnuzZero.negate());
        FloatValue fnuzNaN = bits(0x80, FloatKind.F8E5M2FNUZ);
        assertSame(fnuzNaN, fnuzNaN.negate());
        assertEquals(lit("-1.0e400", FloatKind.F6E2M3FN), lit("1.0e400", FloatKind.F6E2M3FN).negate());
        assertEquals(lit("-2.0", FloatKind.F8E8M0FNU), lit("2.0", FloatKind.F8E8M0FNU).negate());
        assertEquals(lit("2.0", FloatKind.F8E8M0FNU), lit("2.0", FloatKind.F8E8M0FNU).negate().negate());
        assertEquals(bits(0xFF, FloatKind.F8E4M3FN), bits(0x7F, FloatKind.F8E4M3FN).negate());
    }

    @Test
    void fromDoubleIsTheLiteralsSecondStep() {
        Random rnd = new Random(2);
        for (int i = 0; i < 1000; i++) {
            double d = Double.longBitsToDouble(rnd.nextLong());
            if (Double.isNaN(d)) continue;
            String s = Double.toString(Math.abs(d)); // always has a point: 1.0E-5, 123.45, Infinity aside
            if (Double.isInfinite(d)) s = "1.0e400";
            for (FloatKind k : FloatKind.values()) {
                assertEquals(lit((d < 0 ? "-" : "") + s, k), FloatValue.fromDouble(k, d), s + " : " + k);
            }
        }
        assertEquals(lit("-0.0", FloatKind.F16), FloatValue.fromDouble(FloatKind.F16, -0.0));
        assertThrows(IllegalArgumentException.class, () -> FloatValue.fromDouble(FloatKind.F16, Double.NaN));
    }

    @Test
    void printsAsHex() {
        assertTrue(bits(0x7FF8000000000000L, FloatKind.F64).printsAsHex());
        assertTrue(lit("16777215.0", FloatKind.F32).printsAsHex());
        assertFalse(lit("0.1", FloatKind.F64).printsAsHex());
        assertEquals("0x4B7FFFFF : f32", lit("16777215.0", FloatKind.F32).toString());
    }

    @Test
    void rejectsWhatIsNotALiteralOrAPattern() {
        for (String bad : Arrays.asList("1", "1e5", ".5", "-1.0", "1.0e", "1.0e+", "0x1.0", "1.0f", "")) {
            assertThrows(IllegalArgumentException.class, () -> FloatValue.fromLiteral(FloatKind.F32, bad, false), bad);
        }
        assertThrows(IllegalArgumentException.class, () -> FloatValue.fromBits(FloatKind.F16, BigInteger.ONE.shiftLeft(16)));
        assertThrows(IllegalArgumentException.class, () -> FloatValue.fromBits(FloatKind.F16, BigInteger.ONE.negate()));
        assertEquals(Optional.empty(), FloatValue.integerLiteralError(FloatKind.TF32, "0x7FFFF", false));
        assertEquals(Optional.of("hexadecimal float constant out of range for type"),
                FloatValue.integerLiteralError(FloatKind.TF32, "0x80000", false));
        assertEquals(Optional.of("hexadecimal float literal should not have a leading minus"),
                FloatValue.integerLiteralError(FloatKind.TF32, "0x1FFFFFFF", true));
        assertEquals(Optional.of("unexpected decimal integer literal for a floating point value"),
                FloatValue.integerLiteralError(FloatKind.F64, "0", false));
    }
}
