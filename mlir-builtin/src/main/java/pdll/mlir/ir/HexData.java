package pdll.mlir.ir;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import pdll.mlir.fp.FloatKind;
import pdll.mlir.fp.FloatValue;

/**
 * The raw data of {@code dense<"0x…">}: each element's bits little-endian in whole bytes (a
 * complex number its real part then its imaginary part), i1 elements one bit each packed from the
 * lowest bit. The data holds every element or, for a splat, one.
 */
public final class HexData {
    private HexData() {}

    /** The elements of {@code data} for the shaped {@code type}, or null when its size fits neither every element nor one. */
    public static List<Attr.Element> decode(byte[] data, Type type) {
        Type.ShapedType shaped = (Type.ShapedType) type;
        Type element = shaped.element();
        long count = shaped.elementCount();
        List<Attr.Element> out = new ArrayList<>();
        if (isBool(element)) {
            if (data.length != (count + 7) / 8) return null;
            for (int i = 0; i < count; i++) {
                out.add(new Attr.Element.Int(((data[i / 8] >> (i % 8)) & 1) == 0 ? BigInteger.ZERO : BigInteger.ONE));
            }
            return out;
        }
        int size = bytes(element);
        long n;
        if (size == 0) n = data.length == 0 ? count : -1;
        else if (data.length == (long) size * count) n = count;
        else if (data.length == size) n = 1;
        else n = -1;
        if (n < 0) return null;
        for (int i = 0; i < n; i++) out.add(element(data, i * size, element));
        return out;
    }

    /** Whether packed i1 data is exactly the packing of all-equal {@code elements} (nothing set past them). */
    public static boolean isPackedSplat(byte[] data, List<Attr.Element> elements) {
        if (elements.isEmpty() || !elements.stream().allMatch(e -> e.equals(elements.get(0)))) return false;
        return encode(elements, new Type.IntegerType(1, Type.Signedness.SIGNLESS)).equals(encodeBytes(data));
    }

    private static String encodeBytes(byte[] data) {
        StringBuilder sb = new StringBuilder("0x");
        for (byte b : data) hex(sb, b);
        return sb.toString();
    }

    /** {@code count} elements' data, as {@code dense<"0x…">} prints it (upper-case hex, after {@code 0x}). */
    public static String encode(List<Attr.Element> elements, Type element) {
        StringBuilder sb = new StringBuilder("0x");
        if (isBool(element)) {
            byte[] packed = new byte[(elements.size() + 7) / 8];
            for (int i = 0; i < elements.size(); i++) {
                if (((Attr.Element.Int) elements.get(i)).bits().signum() != 0) packed[i / 8] |= (byte) (1 << (i % 8));
            }
            for (byte b : packed) hex(sb, b);
            return sb.toString();
        }
        for (Attr.Element e : elements) put(sb, e, element);
        return sb.toString();
    }

    private static boolean isBool(Type t) {
        return t instanceof Type.IntegerType i && i.width() == 1;
    }

    /** Bytes per element. */
    static int bytes(Type t) {
        if (t instanceof Type.ComplexType c) return 2 * bytes(c.element());
        if (t instanceof Type.FloatType f) return kind(f).storageBytes();
        return (Integers.width(t) + 7) / 8;
    }

    private static Attr.Element element(byte[] data, int at, Type t) {
        if (t instanceof Type.ComplexType c) {
            int half = bytes(c.element());
            return new Attr.Element.Complex(element(data, at, c.element()), element(data, at + half, c.element()));
        }
        if (t instanceof Type.FloatType f) return new Attr.Element.Float(FloatValue.fromBytes(kind(f), data, at));
        int size = bytes(t);
        byte[] be = new byte[size + 1];
        for (int i = 0; i < size; i++) be[size - i] = data[at + i];
        return new Attr.Element.Int(new BigInteger(be).and(mask(Integers.width(t))));
    }

    private static FloatKind kind(Type.FloatType f) {
        return FloatKind.forKeyword(f.keyword()).orElseThrow();
    }

    private static BigInteger mask(int width) {
        return BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE);
    }

    private static void put(StringBuilder sb, Attr.Element e, Type t) {
        if (e instanceof Attr.Element.Complex c) {
            Type part = ((Type.ComplexType) t).element();
            put(sb, c.real(), part);
            put(sb, c.imaginary(), part);
            return;
        }
        if (e instanceof Attr.Element.Float f) {
            for (byte b : f.value().toBytes()) hex(sb, b);
            return;
        }
        BigInteger bits = ((Attr.Element.Int) e).bits();
        int size = bytes(t);
        for (int i = 0; i < size; i++) hex(sb, (byte) bits.shiftRight(8 * i).intValue());
    }

    private static void hex(StringBuilder sb, byte b) {
        sb.append(Character.toUpperCase(Character.forDigit((b >> 4) & 15, 16))).append(Character.toUpperCase(Character.forDigit(b & 15, 16)));
    }
}
