package pdll.mlir.parse;

import java.util.ArrayList;
import java.util.List;
import pdll.mlir.ir.Attr;
import pdll.mlir.ir.Type;
import pdll.mlir.lex.Token;
import pdll.mlir.lex.TokenKind;
import pdll.mlir.lex.TokenStream;

/**
 * Builtin types as MLIR parses them: the keywords, function types, {@code complex}, {@code tuple},
 * {@code vector}, {@code tensor} and {@code memref} with their shapes, element checks and
 * messages. Attributes inside types (encodings, layouts, memory spaces) go back to the
 * {@link Parser}.
 */
final class TypeParser {
    /** The widest integer type MLIR allows. */
    static final int MAX_INTEGER_WIDTH = 16777215;

    private final Parser p;
    private final TokenStream ts;

    TypeParser(Parser p) {
        this.p = p;
        this.ts = p.ts;
    }

    /** A type, function types included. */
    Type type() {
        if (ts.at(TokenKind.L_PAREN)) return functionType();
        return nonFunctionType();
    }

    /** A type where a function type is not one (a function type's result or an element). */
    Type nonFunctionType() {
        Type t = optionalNonFunctionType();
        if (t == null) throw ts.wrongToken("expected non-function type");
        return t;
    }

    /** A type if the current token starts one (function types included), else null with nothing consumed. */
    Type optionalType() {
        if (ts.at(TokenKind.L_PAREN)) return functionType();
        return optionalNonFunctionType();
    }

    private Type optionalNonFunctionType() {
        Token t = ts.token();
        if (t.is(TokenKind.EXCLAMATION_IDENTIFIER)) return p.dialectType();
        if (!t.is(TokenKind.BARE_IDENTIFIER)) return null;
        String word = t.spelling();
        Type.IntegerType integer = integerKeyword(t);
        if (integer != null) return integer;
        if (Parser.isFloatKeyword(word)) {
            ts.consume();
            return new Type.FloatType(word);
        }
        switch (word) {
            case "index" -> {
                ts.consume();
                return new Type.IndexType();
            }
            case "none" -> {
                ts.consume();
                return new Type.NoneType();
            }
            case "complex" -> {
                return complexType();
            }
            case "tuple" -> {
                return tupleType();
            }
            case "vector" -> {
                return vectorType();
            }
            case "tensor" -> {
                return tensorType();
            }
            case "memref" -> {
                return memrefType();
            }
            default -> {
                return null;
            }
        }
    }

    /** {@code iN}, {@code siN}, {@code uiN}, consumed; null (nothing consumed) for another word. */
    private Type.IntegerType integerKeyword(Token t) {
        String w = t.spelling();
        Type.Signedness s = Type.Signedness.SIGNLESS;
        int digits = 1;
        if (w.startsWith("si")) {
            s = Type.Signedness.SIGNED;
            digits = 2;
        } else if (w.startsWith("ui")) {
            s = Type.Signedness.UNSIGNED;
            digits = 2;
        } else if (!w.startsWith("i")) {
            return null;
        }
        if (w.length() == digits) return null;
        for (int i = digits; i < w.length(); i++) if (!Character.isDigit(w.charAt(i))) return null;
        String n = w.substring(digits);
        long width = n.length() > 10 ? Long.MAX_VALUE : Long.parseLong(n);
        if (width > MAX_INTEGER_WIDTH) throw ts.error("integer bitwidth is limited to " + MAX_INTEGER_WIDTH + " bits");
        ts.consume();
        return new Type.IntegerType((int) width, s);
    }

    private Type functionType() {
        List<Type> inputs = typeListParens();
        ts.expect(TokenKind.ARROW, "expected '->' in function type");
        List<Type> results = functionResults();
        return new Type.FunctionType(inputs, results);
    }

    /** {@code ( )} or {@code ( type, … )}. */
    private List<Type> typeListParens() {
        ts.expect(TokenKind.L_PAREN, "expected '('");
        List<Type> out = new ArrayList<>();
        if (ts.consumeIf(TokenKind.R_PAREN)) return out;
        do out.add(type()); while (ts.consumeIf(TokenKind.COMMA));
        ts.expect(TokenKind.R_PAREN, "expected ')'");
        return out;
    }

    private List<Type> functionResults() {
        if (ts.at(TokenKind.L_PAREN)) return typeListParens();
        return List.of(nonFunctionType());
    }

    private Type complexType() {
        ts.consume();
        ts.expect(TokenKind.LESS, "expected '<' in complex type");
        int at = ts.token().start();
        Type element = type();
        ts.expect(TokenKind.GREATER, "expected '>' in complex type");
        if (!(element instanceof Type.FloatType) && !(element instanceof Type.IntegerType)) {
            throw ts.error(at, "invalid element type for complex");
        }
        return new Type.ComplexType(element);
    }

    private Type tupleType() {
        ts.consume();
        ts.expect(TokenKind.LESS, "expected '<' in tuple type");
        List<Type> elements = new ArrayList<>();
        if (!ts.consumeIf(TokenKind.GREATER)) {
            do elements.add(type()); while (ts.consumeIf(TokenKind.COMMA));
            ts.expect(TokenKind.GREATER, "expected '>' in tuple type");
        }
        return new Type.TupleType(List.copyOf(elements));
    }

    private Type vectorType() {
        int typeStart = ts.consume().start();
        ts.expect(TokenKind.LESS, "expected '<' in vector type");
        List<Long> shape = new ArrayList<>();
        List<Boolean> scalable = new ArrayList<>();
        vectorDimensions(shape, scalable);
        Type element = type();
        ts.expect(TokenKind.GREATER, "expected '>' in vector type");
        if (!isVectorElement(element)) throw ts.error(typeStart, "failed to verify 'elementType': VectorElementTypeInterface instance");
        for (long d : shape) {
            if (d <= 0) {
                StringBuilder sizes = new StringBuilder();
                for (long s : shape) sizes.append(sizes.length() == 0 ? "" : ", ").append(s);
                throw ts.error(typeStart, "vector types must have positive constant sizes but got " + sizes);
            }
        }
        return new Type.VectorType(List.copyOf(shape), List.copyOf(scalable), element);
    }

    static boolean isVectorElement(Type t) {
        return t instanceof Type.IntegerType || t instanceof Type.IndexType || t instanceof Type.FloatType;
    }

    /** The {@code 4x[8]x} of a vector: static sizes, {@code [n]} scalable ones, each followed by {@code x}. */
    private void vectorDimensions(List<Long> shape, List<Boolean> scalable) {
        while (ts.at(TokenKind.INTEGER) || ts.at(TokenKind.L_SQUARE)) {
            boolean isScalable = ts.consumeIf(TokenKind.L_SQUARE);
            if (isScalable && !ts.at(TokenKind.INTEGER)) throw ts.error("invalid dimension");
            shape.add(dimensionSize());
            if (isScalable && !ts.consumeIf(TokenKind.R_SQUARE)) throw ts.wrongToken("missing ']' closing scalable dimension");
            scalable.add(isScalable);
            expectX();
        }
    }

    /** What opens a tensor or memref type: {@code tensor<*x} or {@code tensor<4x?x}, up to the element type. */
    private record Opening(int typeStart, boolean unranked, List<Long> shape, int elementAt) {}

    private Opening opening(String what) {
        int typeStart = ts.consume().start();
        ts.expect(TokenKind.LESS, "expected '<' in " + what + " type");
        boolean unranked = ts.consumeIf(TokenKind.STAR);
        List<Long> shape = null;
        if (unranked) expectX();
        else shape = rankedDimensions();
        return new Opening(typeStart, unranked, shape, ts.token().start());
    }

    private Type tensorType() {
        Opening o = opening("tensor");
        boolean unranked = o.unranked();
        List<Long> shape = o.shape();
        int elementAt = o.elementAt();
        Type element = type();
        Attr encoding = null;
        if (ts.consumeIf(TokenKind.COMMA)) encoding = p.optionalAttribute();
        ts.expect(TokenKind.GREATER, "expected '>' in tensor type");
        if (encoding != null && unranked) throw ts.error("cannot apply encoding to unranked tensor");
        if (!isTensorElement(element)) throw ts.error(elementAt, "invalid tensor element type");
        return unranked ? new Type.UnrankedTensorType(element) : new Type.RankedTensorType(List.copyOf(shape), element, encoding);
    }

    static boolean isTensorElement(Type t) {
        return t instanceof Type.IntegerType || t instanceof Type.IndexType || t instanceof Type.FloatType || t instanceof Type.ComplexType
                || t instanceof Type.VectorType || t instanceof Type.DialectType;
    }

    private Type memrefType() {
        Opening o = opening("memref");
        int typeStart = o.typeStart();
        boolean unranked = o.unranked();
        List<Long> shape = o.shape();
        int elementAt = o.elementAt();
        Type element = type();
        if (!isMemRefElement(element)) throw ts.error(elementAt, "invalid memref element type");
        Attr layout = null;
        Attr memorySpace = null;
        while (ts.consumeIf(TokenKind.COMMA)) {
            Attr a = p.attribute(null);
            if (isLayout(a)) {
                if (memorySpace != null) throw ts.wrongToken("expected memory space to be last in memref type");
                if (unranked) throw ts.wrongToken("cannot have affine map for unranked memref type");
                layout = a;
            } else {
                if (memorySpace != null) throw ts.wrongToken("multiple memory spaces specified in memref type");
                memorySpace = a;
            }
        }
        if (!ts.consumeIf(TokenKind.GREATER)) throw ts.wrongToken("expected ',' or '>' in memref type");
        String layoutError = unranked ? null : MemRefLayouts.verify(layout, shape);
        if (layoutError != null) throw ts.error(typeStart, layoutError);
        memorySpace = MemRefLayouts.memorySpace(memorySpace);
        if (memorySpace != null && !MemRefLayouts.isValidMemorySpace(memorySpace)) throw ts.error(typeStart, "unsupported memory space Attribute");
        if (unranked) return new Type.UnrankedMemRefType(element, memorySpace);
        return new Type.MemRefType(List.copyOf(shape), element, MemRefLayouts.canonical(layout, shape.size()), memorySpace);
    }

    static boolean isMemRefElement(Type t) {
        return t instanceof Type.IntegerType || t instanceof Type.IndexType || t instanceof Type.FloatType || t instanceof Type.ComplexType
                || t instanceof Type.VectorType || t instanceof Type.MemRefType || t instanceof Type.UnrankedMemRefType
                || t instanceof Type.DialectType;
    }

    private static boolean isLayout(Attr a) {
        return a instanceof Attr.AffineMapAttr || a instanceof Attr.StridedLayoutAttr;
    }

    /** The {@code 4x?x} of a tensor or memref, each size followed by {@code x}. */
    List<Long> rankedDimensions() {
        List<Long> shape = new ArrayList<>();
        while (ts.at(TokenKind.INTEGER) || ts.at(TokenKind.QUESTION)) {
            if (ts.consumeIf(TokenKind.QUESTION)) shape.add(Type.DYNAMIC);
            else shape.add(dimensionSize());
            expectX();
        }
        return shape;
    }

    /**
     * A static size. {@code 0x4xf32} lexes as the hex integer {@code 0x4} then {@code xf32}: a
     * size written {@code 0} followed by {@code x} is zero, and lexing resumes at the {@code x}.
     */
    private long dimensionSize() {
        Token t = ts.token();
        String s = t.spelling();
        if (s.length() > 1 && s.charAt(1) == 'x') {
            ts.resetTo(t.start() + 1);
            return 0;
        }
        ts.consume();
        try {
            long v = Long.parseLong(s);
            if (v >= 0) return v;
        } catch (NumberFormatException e) {
            // too large for a dimension
        }
        throw ts.error(t.start(), "invalid dimension");
    }

    /**
     * The {@code x} after a size: a bare identifier that starts with {@code x} ({@code xf32},
     * {@code x4xf32} lex as one word), of which only the {@code x} is taken.
     */
    private void expectX() {
        Token t = ts.token();
        if (!t.is(TokenKind.BARE_IDENTIFIER) || t.source().charAt(t.start()) != 'x') throw ts.wrongToken("expected 'x' in dimension list");
        if (t.end() - t.start() == 1) ts.consume();
        else ts.resetTo(t.start() + 1);
    }
}
