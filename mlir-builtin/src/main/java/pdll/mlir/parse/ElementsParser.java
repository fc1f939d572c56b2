package pdll.mlir.parse;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import pdll.mlir.fp.FloatKind;
import pdll.mlir.fp.FloatValue;
import pdll.mlir.ir.Attr;
import pdll.mlir.ir.HexData;
import pdll.mlir.ir.Integers;
import pdll.mlir.ir.Type;
import pdll.mlir.lex.ParseFailure;
import pdll.mlir.lex.Token;
import pdll.mlir.lex.TokenKind;
import pdll.mlir.lex.TokenStream;
import pdll.mlir.print.AsmPrinter;

/**
 * The attributes made of element data: {@code dense<…>}, {@code sparse<…>},
 * {@code dense_resource<…>} and {@code array<…>}. A dense literal is read first (nested lists,
 * complex pairs, a hex string), then its type, then each element is converted to the element
 * type, so a type error is reported before an element error, as MLIR does.
 */
final class ElementsParser {
    private final Parser p;
    private final TokenStream ts;

    ElementsParser(Parser p) {
        this.p = p;
        this.ts = p.ts;
    }

    /**
     * A literal as written: its shape (empty for a lone element), its element tokens in order, or a
     * hex string; {@code empty} for {@code dense<>}, which has no shape.
     */
    private record Literal(List<Long> shape, List<Scalar> scalars, Token hex, boolean empty) {
        Literal(List<Long> shape, List<Scalar> scalars, Token hex) {
            this(shape, scalars, hex, false);
        }

        boolean isSplat() {
            return hex == null && !empty && shape.isEmpty();
        }
    }

    /** One token of element data, with the minus written before it. */
    private record Scalar(Token token, boolean negative) {}

    // ---- dense ------------------------------------------------------------------------------------

    Attr dense() {
        int attrStart = ts.consume().start();
        ts.expect(TokenKind.LESS, "expected '<' after 'dense'");
        Literal lit = ts.at(TokenKind.GREATER) ? new Literal(List.of(), List.of(), null, true) : literal();
        ts.expect(TokenKind.GREATER, "expected '>'");
        Type type = shapedType(attrStart);
        return elements(lit, type, attrStart);
    }

    /** {@code : type} after element data: a ranked type of static shape. */
    private Type shapedType(int attrStart) {
        ts.expect(TokenKind.COLON, "expected ':'");
        Type type = p.type();
        if (!(type instanceof Type.ShapedType) && !(type instanceof Type.UnrankedTensorType) && !(type instanceof Type.UnrankedMemRefType)) {
            throw ts.error(attrStart, "elements literal must be a shaped type");
        }
        if (!(type instanceof Type.ShapedType s) || !s.hasStaticShape()) throw ts.error(attrStart, "elements literal type must have static shape");
        return type;
    }

    private Literal literal() {
        List<Scalar> scalars = new ArrayList<>();
        if (ts.at(TokenKind.STRING)) return new Literal(List.of(), scalars, ts.consume());
        if (ts.at(TokenKind.L_SQUARE)) return new Literal(list(scalars), scalars, null);
        element(scalars);
        return new Literal(List.of(), scalars, null);
    }

    /** A bracketed list: every element must have the shape of the first; returns the list's shape. */
    private List<Long> list(List<Scalar> scalars) {
        ts.consume();
        List<Long> inner = null;
        long size = 0;
        if (!ts.consumeIf(TokenKind.R_SQUARE)) {
            do {
                List<Long> shape = ts.at(TokenKind.L_SQUARE) ? list(scalars) : element(scalars);
                size++;
                if (inner == null) inner = shape;
                else if (!inner.equals(shape)) throw ts.error("tensor literal is invalid; ranks are not consistent between elements");
            } while (ts.consumeIf(TokenKind.COMMA));
            ts.expect(TokenKind.R_SQUARE, "expected ']'");
        }
        List<Long> out = new ArrayList<>();
        out.add(size);
        if (inner != null) out.addAll(inner);
        return out;
    }

    /** One element: a number, {@code true}/{@code false}, a string, or a complex {@code (re, im)}; an element has no shape. */
    private List<Long> element(List<Scalar> scalars) {
        Token t = ts.token();
        if (t.is(TokenKind.L_PAREN)) {
            ts.consume();
            element(scalars);
            ts.expect(TokenKind.COMMA, "expected ',' between complex elements");
            element(scalars);
            ts.expect(TokenKind.R_PAREN, "expected ')' after complex elements");
            return List.of();
        }
        if (t.is(TokenKind.MINUS)) {
            ts.consume();
            if (!ts.at(TokenKind.INTEGER) && !ts.at(TokenKind.FLOAT)) throw ts.error("expected integer or floating point literal");
            scalars.add(new Scalar(ts.consume(), true));
            return List.of();
        }
        if (t.is(TokenKind.INTEGER) || t.is(TokenKind.FLOAT) || t.is(TokenKind.STRING) || t.isKeyword("true") || t.isKeyword("false")) {
            scalars.add(new Scalar(ts.consume(), false));
            return List.of();
        }
        throw ts.error("expected element literal of primitive type");
    }

    /**
     * The literal's elements converted to the element type of {@code type}; errors about the
     * literal as a whole are reported at {@code at}. A complex element type takes a pair per
     * element. Any other type takes the literal's numbers in order, pairs flattened, as many as it
     * has elements: MLIR reads {@code dense<(1, 2)> : tensor<2xi32>} as {@code [1, 2]} (with fewer
     * numbers than elements it reads past them; here that is an error).
     */
    private Attr.DenseElementsAttr elements(Literal lit, Type type, int at) {
        Type.ShapedType shaped = (Type.ShapedType) type;
        Type elementType = shaped.element();
        long count = shaped.elementCount();
        if (lit.hex() != null) return hexElements(lit.hex(), type, at);
        if (!lit.isSplat() && !lit.empty() && !lit.shape().equals(shaped.shape())) {
            throw ts.error(at, "inferred shape of elements literal (" + shapeText(lit.shape()) + ") does not match type ("
                    + shapeText(shaped.shape()) + ")");
        }
        List<Scalar> scalars = lit.scalars();
        if (scalars.isEmpty() && count != 0) {
            throw ts.error(at, "parsed zero elements, but type ('" + AsmPrinter.type(type) + "') expected at least 1");
        }
        // complex numbers are counted before they are converted; other numbers are converted, then taken
        long needed = lit.isSplat() ? 2 : count * 2;
        if (elementType instanceof Type.ComplexType && count != 0 && scalars.size() != needed) {
            Type named = lit.isSplat() ? elementType : type;
            throw ts.error(at, "parsed " + scalars.size() + " elements, but type ('" + AsmPrinter.type(named) + "') expected " + needed + " elements");
        }
        Type scalarType = elementType instanceof Type.ComplexType c ? c.element() : elementType;
        List<Attr.Element> values = new ArrayList<>();
        for (Scalar s : scalars) values.add(scalar(s, scalarType));
        if (elementType instanceof Type.ComplexType) {
            if (values.size() != needed) return new Attr.DenseElementsAttr(type, List.of(), false);
            List<Attr.Element> pairs = new ArrayList<>();
            for (int i = 0; i < values.size(); i += 2) pairs.add(new Attr.Element.Complex(values.get(i), values.get(i + 1)));
            values = pairs;
        }
        if (lit.isSplat() && values.size() == 1) {
            // MLIR stores no bits for i0, so its splat is every element
            if (isZeroWidth(elementType)) return new Attr.DenseElementsAttr(type, Collections.nCopies((int) count, values.get(0)), false);
            return new Attr.DenseElementsAttr(type, List.copyOf(values), true);
        }
        if (values.size() < count) {
            throw ts.error(at, "parsed " + values.size() + " elements, but type ('" + AsmPrinter.type(type) + "') expected " + count + " elements");
        }
        return dense(type, values.subList(0, (int) count));
    }

    /** Elements of a non-splat literal: a splat when they are all equal (never for {@code i0}, as in MLIR). */
    static Attr.DenseElementsAttr dense(Type type, List<Attr.Element> elements) {
        Type elementType = ((Type.ShapedType) type).element();
        boolean same = !elements.isEmpty() && !isZeroWidth(elementType) && elements.stream().allMatch(e -> e.equals(elements.get(0)));
        return new Attr.DenseElementsAttr(type, same ? List.of(elements.get(0)) : List.copyOf(elements), same);
    }

    private static boolean isZeroWidth(Type t) {
        return t instanceof Type.IntegerType i && i.width() == 0;
    }

    static String shapeText(List<Long> shape) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < shape.size(); i++) sb.append(i == 0 ? "" : ", ").append(shape.get(i));
        return sb.append(']').toString();
    }

    /** One element token as a value of the element type {@code t} (an integer, index or float type). */
    private Attr.Element scalar(Scalar s, Type t) {
        Token tok = s.token();
        if (t instanceof Type.FloatType f) {
            FloatKind kind = Parser.floatKind(f);
            if (tok.is(TokenKind.FLOAT)) return new Attr.Element.Float(FloatValue.fromLiteral(kind, tok.spelling(), s.negative()));
            if (tok.is(TokenKind.INTEGER)) return new Attr.Element.Float(p.floatFromInteger(tok, f, s.negative()));
            throw ts.error(tok.start(), "expected floating point literal");
        }
        if (tok.isKeyword("true") || tok.isKeyword("false")) {
            if (!(t instanceof Type.IntegerType i && i.width() == 1)) throw ts.error(tok.start(), "expected i1 type for 'true' or 'false' values");
            return new Attr.Element.Int(tok.isKeyword("true") ? BigInteger.ONE : BigInteger.ZERO);
        }
        if (tok.is(TokenKind.FLOAT)) throw ts.error(tok.start(), "expected integer elements, but parsed floating-point");
        if (s.negative() && t instanceof Type.IntegerType i && i.signedness() == Type.Signedness.UNSIGNED) {
            throw ts.error(tok.start(), "expected unsigned integer elements, but parsed negative value");
        }
        BigInteger bits = tok.is(TokenKind.INTEGER) ? Integers.bits(Parser.magnitude(tok), s.negative(), t) : null;
        if (bits == null) throw ts.error(tok.start(), "integer constant out of range for type");
        return new Attr.Element.Int(bits);
    }

    /** {@code dense<"0x…">}: the raw little-endian data of every element, or of one (a splat). */
    private Attr.DenseElementsAttr hexElements(Token hex, Type type, int attrStart) {
        String s = hex.stringValue();
        if (!s.startsWith("0x") || (s.length() - 2) % 2 != 0 || !s.substring(2).chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
            throw ts.error(hex.start(), "expected string containing hex digits starting with `0x`");
        }
        byte[] data = new byte[(s.length() - 2) / 2];
        for (int i = 0; i < data.length; i++) data[i] = (byte) Integer.parseInt(s.substring(2 + 2 * i, 4 + 2 * i), 16);
        List<Attr.Element> out = HexData.decode(data, type);
        if (out == null) throw ts.error(attrStart, "elements hex data size is invalid for provided type: '" + AsmPrinter.type(type) + "'");
        if (((Type.ShapedType) type).element() instanceof Type.IntegerType i && i.width() == 1 && !HexData.isPackedSplat(data, out)) {
            // packed bits are a splat only when packed as one: other bits in the last byte keep it a list
            return new Attr.DenseElementsAttr(type, List.copyOf(out), false);
        }
        return dense(type, out);
    }

    // ---- dense_resource, sparse -------------------------------------------------------------------

    Attr denseResource() {
        ts.consume();
        ts.expect(TokenKind.LESS, "expected '<' after 'dense_resource'");
        Token key = ts.token();
        String handle;
        if (key.is(TokenKind.BARE_IDENTIFIER)) handle = key.spelling();
        else if (key.is(TokenKind.STRING)) handle = key.stringValue();
        else throw ts.wrongToken("expected identifier key for 'resource' entry");
        ts.consume();
        ts.expect(TokenKind.GREATER, "expected '>'");
        int colon = ts.token().start();
        ts.expect(TokenKind.COLON, "expected ':'");
        Type type = p.type();
        if (!(type instanceof Type.ShapedType) && !(type instanceof Type.UnrankedTensorType) && !(type instanceof Type.UnrankedMemRefType)) {
            throw ts.error(colon, "`dense_resource` expected a shaped type");
        }
        return new Attr.DenseResourceAttr(handle, type);
    }

    /**
     * {@code sparse<indices, values> : type}: indices one row of coordinates per value (a flat list
     * for a rank-1 type, one element for a single index), values a 1-d list or one value for all.
     */
    Attr sparse() {
        int attrStart = ts.consume().start();
        ts.expect(TokenKind.LESS, "Expected '<' after 'sparse'");
        Literal indices = null;
        Literal values = null;
        int indicesAt = -1;
        int valuesAt = -1;
        if (!ts.consumeIf(TokenKind.GREATER)) {
            indicesAt = ts.token().start();
            indices = ts.at(TokenKind.STRING) ? scalarLiteral() : literal();
            ts.expect(TokenKind.COMMA, "expected ','");
            valuesAt = ts.token().start();
            values = literal();
            ts.expect(TokenKind.GREATER, "expected '>'");
        }
        Type type = shapedType(attrStart);
        Type.ShapedType shaped = (Type.ShapedType) type;
        long rank = shaped.shape().size();
        Type i64 = new Type.IntegerType(64, Type.Signedness.SIGNLESS);
        if (indices == null) {
            Type indicesType = new Type.RankedTensorType(List.of(0L, rank), i64, null);
            Type valuesType = new Type.RankedTensorType(List.of(0L), shaped.element(), null);
            return new Attr.SparseElementsAttr(type, dense(indicesType, List.of()), dense(valuesType, List.of()));
        }
        List<Long> indicesShape = indices.isSplat() ? List.of(1L, rank) : indices.shape();
        Attr.DenseElementsAttr indexAttr = elements(indices, new Type.RankedTensorType(indicesShape, i64, null), indicesAt);
        List<Long> valuesShape = values.isSplat() || values.hex() != null ? List.of(indicesShape.get(0)) : values.shape();
        Attr.DenseElementsAttr valueAttr = elements(values, new Type.RankedTensorType(valuesShape, shaped.element(), null), valuesAt);
        if (valuesShape.size() != 1) throw ts.error(attrStart, "expected 1-d tensor for sparse element values");
        long n = valuesShape.get(0);
        boolean fits = indicesShape.size() == 1 ? rank == 1 && indicesShape.get(0) == n
                : indicesShape.size() == 2 && indicesShape.get(0) == n && indicesShape.get(1) == rank;
        if (!fits) {
            throw ts.error(attrStart, "expected shape (" + shapeText(shaped.shape()) + "); inferred shape of indices literal ("
                    + shapeText(indicesShape) + "); inferred shape of values literal (" + shapeText(valuesShape) + ")");
        }
        SparseIndices.check(indexAttr, shaped, type, ts, attrStart);
        return new Attr.SparseElementsAttr(type, indexAttr, valueAttr);
    }

    /** A string where hex data is not allowed (sparse indices): an element like any other. */
    private Literal scalarLiteral() {
        List<Scalar> scalars = new ArrayList<>();
        element(scalars);
        return new Literal(List.of(), scalars, null);
    }

    // ---- array ------------------------------------------------------------------------------------

    Attr denseArray() {
        ts.consume();
        ts.expect(TokenKind.LESS, "expected '<' after 'array'");
        int typeAt = ts.token().start();
        Type t;
        try {
            t = p.type();
        } catch (ParseFailure f) {
            throw f.then(typeAt, "expected an integer or floating point type");
        }
        if (!(t instanceof Type.IntegerType) && !(t instanceof Type.FloatType)) {
            throw ts.error(typeAt, "expected integer or float type, got: '" + AsmPrinter.type(t) + "'");
        }
        if (t instanceof Type.IntegerType i && i.width() != 1 && i.width() % 8 != 0) {
            throw ts.error(typeAt, "element type bitwidth must be a multiple of 8");
        }
        List<Attr.Element> out = new ArrayList<>();
        if (ts.consumeIf(TokenKind.GREATER)) return new Attr.DenseArrayAttr(t, List.of());
        ts.expect(TokenKind.COLON, "expected ':' after dense array type");
        do out.add(arrayElement(t)); while (ts.consumeIf(TokenKind.COMMA));
        ts.expect(TokenKind.GREATER, "expected '>' to close an array attribute");
        return new Attr.DenseArrayAttr(t, List.copyOf(out));
    }

    private Attr.Element arrayElement(Type t) {
        if (t instanceof Type.IntegerType i && i.width() == 1) {
            if (ts.consumeKeywordIf("true")) return new Attr.Element.Int(BigInteger.ONE);
            if (ts.consumeKeywordIf("false")) return new Attr.Element.Int(BigInteger.ZERO);
            // an integer is read, then refused
            ts.consumeIf(TokenKind.MINUS);
            if (!ts.consumeIf(TokenKind.INTEGER)) throw ts.error("expected integer literal");
            throw ts.error("expected 'true' or 'false' values for i1 type");
        }
        boolean negative = ts.consumeIf(TokenKind.MINUS);
        Token tok = ts.token();
        if (t instanceof Type.FloatType f) {
            // converted before the token is consumed: an error leaves the token current
            Attr.Element e;
            if (tok.is(TokenKind.FLOAT)) e = new Attr.Element.Float(FloatValue.fromLiteral(Parser.floatKind(f), tok.spelling(), negative));
            else if (tok.is(TokenKind.INTEGER)) e = new Attr.Element.Float(p.floatFromInteger(tok, f, negative));
            else throw ts.error(tok.start(), "expected floating point literal");
            ts.consume();
            return e;
        }
        if (!tok.is(TokenKind.INTEGER)) throw ts.error("expected integer literal");
        ts.consume();
        BigInteger bits = Integers.bits(Parser.magnitude(tok), negative, t);
        if (bits == null) throw ts.error("integer constant out of range");
        return new Attr.Element.Int(bits);
    }
}

