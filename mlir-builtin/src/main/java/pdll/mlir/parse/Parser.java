package pdll.mlir.parse;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import pdll.mlir.affine.AffineParser;
import pdll.mlir.fp.FloatKind;
import pdll.mlir.fp.FloatValue;
import pdll.mlir.ir.Attr;
import pdll.mlir.ir.Integers;
import pdll.mlir.ir.Type;
import pdll.mlir.lex.ParseFailure;
import pdll.mlir.lex.Token;
import pdll.mlir.lex.TokenKind;
import pdll.mlir.lex.TokenStream;
import pdll.mlir.print.AsmPrinter;

/**
 * MLIR's parser of builtin attributes and types, for one literal: what {@code mlir-pdll} does
 * with the string of {@code attr<"…">} and {@code type<"…">}. The first error ends the parse
 * ({@link ParseFailure}); the entry points ({@link Literals}) turn it into a located error.
 * Dialect attributes and types are kept as written (their dialects' parsers are not known here)
 * and recorded in {@link #dialectUses} for the caller to warn about.
 */
public final class Parser {
    final TokenStream ts;
    private final TypeParser types;
    private final ElementsParser elements;
    private final LocationParser locations;
    /** Distinct ids of this parse: {@code distinct[0]<…>} written twice is one attribute. */
    private final Map<String, Attr.DistinctAttr> distinctIds = new HashMap<>();
    /** Where each dialect attribute or type starts and where MLIR reports it, in parse order. */
    final List<DialectUse> dialectUses = new ArrayList<>();

    /** A dialect attribute or type the parse kept as written. */
    public record DialectUse(int offset, String text, boolean isType) {}

    Parser(String bytes) {
        this.ts = new TokenStream(bytes);
        this.types = new TypeParser(this);
        this.elements = new ElementsParser(this);
        this.locations = new LocationParser(this);
    }

    // ---- types ------------------------------------------------------------------------------------

    public Type type() {
        return types.type();
    }

    Type optionalType() {
        return types.optionalType();
    }

    Type nonFunctionType() {
        return types.nonFunctionType();
    }

    List<Long> rankedDimensions() {
        return types.rankedDimensions();
    }

    private static final Set<String> FLOAT_KEYWORDS = floatKeywords();

    private static Set<String> floatKeywords() {
        HashSet<String> s = new HashSet<>();
        for (FloatKind k : FloatKind.values()) s.add(k.keyword());
        return Set.copyOf(s);
    }

    static boolean isFloatKeyword(String word) {
        return FLOAT_KEYWORDS.contains(word);
    }

    static FloatKind floatKind(Type.FloatType t) {
        return FloatKind.forKeyword(t.keyword()).orElseThrow();
    }

    // ---- attributes -------------------------------------------------------------------------------

    /** An attribute; {@code type} is the type a bare integer or float takes when none is written (null: i64 / f64). */
    public Attr attribute(Type type) {
        Attr a = optionalAttribute(type);
        if (a == null) throw ts.wrongToken("expected attribute value");
        return a;
    }

    /** An attribute if the current token starts one, else null with nothing consumed. */
    Attr optionalAttribute() {
        return optionalAttribute(null);
    }

    private Attr optionalAttribute(Type type) {
        Token t = ts.token();
        switch (t.kind()) {
            case HASH_IDENTIFIER -> {
                return hashAttribute();
            }
            case L_SQUARE -> {
                return array();
            }
            case L_BRACE -> {
                return dictionary();
            }
            case INTEGER -> {
                return integer(type, false);
            }
            case FLOAT -> {
                return floatAttr(type, false);
            }
            case MINUS -> {
                ts.consume();
                if (ts.at(TokenKind.INTEGER)) return integer(type, true);
                if (ts.at(TokenKind.FLOAT)) return floatAttr(type, true);
                throw ts.wrongToken("expected constant integer or floating point value");
            }
            case STRING -> {
                String value = ts.consume().stringValue();
                Type st = ts.consumeIf(TokenKind.COLON) ? type() : new Type.NoneType();
                return new Attr.StringAttr(value, st);
            }
            case AT_IDENTIFIER -> {
                return symbolRef();
            }
            case BARE_IDENTIFIER -> {
                Attr a = keywordAttribute(t.spelling());
                if (a != null) return a;
            }
            default -> {
                // a type below
            }
        }
        Type asType = optionalType();
        return asType == null ? null : new Attr.TypeAttr(asType);
    }

    private Attr keywordAttribute(String word) {
        switch (word) {
            case "true", "false" -> {
                ts.consume();
                return new Attr.IntegerAttr(new Type.IntegerType(1, Type.Signedness.SIGNLESS), word.equals("true") ? BigInteger.ONE : BigInteger.ZERO);
            }
            case "unit" -> {
                ts.consume();
                return new Attr.UnitAttr();
            }
            case "affine_map" -> {
                ts.consume();
                return new Attr.AffineMapAttr(AffineParser.parseMap(ts));
            }
            case "affine_set" -> {
                ts.consume();
                return new Attr.IntegerSetAttr(AffineParser.parseSet(ts));
            }
            case "strided" -> {
                return strided();
            }
            case "dense" -> {
                return elements.dense();
            }
            case "dense_resource" -> {
                return elements.denseResource();
            }
            case "sparse" -> {
                return elements.sparse();
            }
            case "array" -> {
                return elements.denseArray();
            }
            case "loc" -> {
                return locations.locationAttr();
            }
            case "distinct" -> {
                return distinct();
            }
            default -> {
                return null;
            }
        }
    }

    // ---- numbers ----------------------------------------------------------------------------------

    private static final Type I64 = new Type.IntegerType(64, Type.Signedness.SIGNLESS);
    private static final Type.FloatType F64 = new Type.FloatType("f64");

    /** An integer literal with its optional {@code : type} (a float type takes a hex literal as a bit pattern). */
    private Attr integer(Type hint, boolean negative) {
        Token lit = ts.consume();
        Type type = ts.consumeIf(TokenKind.COLON) ? type() : hint != null ? hint : I64;
        if (type instanceof Type.FloatType f) return new Attr.FloatAttr(f, floatFromInteger(lit, f, negative));
        if (!(type instanceof Type.IntegerType) && !(type instanceof Type.IndexType)) {
            throw ts.error(lit.start(), "integer literal not valid for specified type");
        }
        if (negative && type instanceof Type.IntegerType it && it.signedness() == Type.Signedness.UNSIGNED) {
            throw ts.error(lit.start(), "negative integer literal not valid for unsigned integer type");
        }
        BigInteger bits = Integers.bits(magnitude(lit), negative, type);
        if (bits == null) throw ts.error(lit.start(), "integer constant out of range for attribute");
        return new Attr.IntegerAttr(type, bits);
    }

    /** The value of an integer token, decimal or {@code 0x} hex. */
    static BigInteger magnitude(Token lit) {
        String s = lit.spelling();
        return s.startsWith("0x") ? new BigInteger(s.substring(2), 16) : new BigInteger(s);
    }

    /** A float from an integer literal: only a hex bit pattern is one. */
    FloatValue floatFromInteger(Token lit, Type.FloatType type, boolean negative) {
        FloatKind kind = floatKind(type);
        String error = FloatValue.integerLiteralError(kind, lit.spelling(), negative).orElse(null);
        if (error != null) throw ts.error(lit.start(), error);
        return FloatValue.fromBits(kind, magnitude(lit));
    }

    private Attr floatAttr(Type hint, boolean negative) {
        Token lit = ts.consume();
        Type type = ts.consumeIf(TokenKind.COLON) ? type() : hint != null ? hint : F64;
        if (!(type instanceof Type.FloatType f)) throw ts.wrongToken("floating point value not valid for specified type");
        return new Attr.FloatAttr(f, FloatValue.fromLiteral(floatKind(f), lit.spelling(), negative));
    }

    // ---- containers -------------------------------------------------------------------------------

    private Attr array() {
        ts.consume();
        List<Attr> out = new ArrayList<>();
        if (!ts.consumeIf(TokenKind.R_SQUARE)) {
            do out.add(attribute(null)); while (ts.consumeIf(TokenKind.COMMA));
            ts.expect(TokenKind.R_SQUARE, "expected ',' or ']'");
        }
        return new Attr.ArrayAttr(List.copyOf(out));
    }

    private Attr dictionary() {
        ts.consume();
        TreeMap<String, Attr> entries = new TreeMap<>();
        if (!ts.consumeIf(TokenKind.R_BRACE)) {
            do {
                Token name = ts.token();
                String key;
                if (name.is(TokenKind.STRING)) {
                    key = name.stringValue();
                    if (key.isEmpty()) throw ts.error("expected valid attribute name");
                } else if (name.is(TokenKind.BARE_IDENTIFIER)) {
                    key = name.spelling();
                } else {
                    throw ts.wrongToken("expected attribute name");
                }
                ts.consume();
                if (entries.containsKey(key)) throw ts.error(name.start(), "duplicate key '" + key + "' in dictionary attribute");
                entries.put(key, ts.consumeIf(TokenKind.EQUAL) ? attribute(null) : new Attr.UnitAttr());
            } while (ts.consumeIf(TokenKind.COMMA));
            ts.expect(TokenKind.R_BRACE, "expected '}' in attribute dictionary");
        }
        List<Attr.NamedAttr> out = new ArrayList<>();
        entries.forEach((k, v) -> out.add(new Attr.NamedAttr(k, v)));
        return new Attr.DictionaryAttr(List.copyOf(out));
    }

    /** {@code @a::@b}: a {@code ::} is two colon tokens; a single colon after the name is left for the caller. */
    private Attr symbolRef() {
        String root = ts.consume().identifierName();
        List<String> nested = new ArrayList<>();
        while (ts.at(TokenKind.COLON)) {
            int colon = ts.token().start();
            ts.consume();
            if (!ts.at(TokenKind.COLON)) {
                // a colon is left to the caller, but at the end of the text it stays read
                if (!ts.at(TokenKind.EOF)) ts.resetTo(colon);
                break;
            }
            ts.consume();
            if (!ts.at(TokenKind.AT_IDENTIFIER)) throw ts.error(ts.token().start(), "expected nested symbol reference identifier");
            nested.add(ts.consume().identifierName());
        }
        return new Attr.SymbolRefAttr(root, List.copyOf(nested));
    }

    // ---- layouts ----------------------------------------------------------------------------------

    private Attr strided() {
        ts.consume();
        ts.expect(TokenKind.LESS, "expected '<' after 'strided'");
        ts.expect(TokenKind.L_SQUARE, "expected '['");
        List<Long> strides = new ArrayList<>();
        if (!ts.consumeIf(TokenKind.R_SQUARE)) {
            do strides.add(strideOrOffset()); while (ts.consumeIf(TokenKind.COMMA));
            ts.expect(TokenKind.R_SQUARE, "expected ']'");
        }
        long offset = 0;
        if (!ts.consumeIf(TokenKind.GREATER)) {
            ts.expect(TokenKind.COMMA, "expected ','");
            if (!ts.consumeKeywordIf("offset")) throw ts.wrongToken("expected 'offset' after comma");
            ts.expect(TokenKind.COLON, "expected ':' after 'offset'");
            offset = strideOrOffset();
            ts.expect(TokenKind.GREATER, "expected '>'");
        }
        return new Attr.StridedLayoutAttr(offset, List.copyOf(strides));
    }

    /** A signed 64-bit integer or {@code ?} (dynamic). */
    private long strideOrOffset() {
        if (ts.consumeIf(TokenKind.QUESTION)) return Type.DYNAMIC;
        int at = ts.token().start();
        boolean negative = ts.consumeIf(TokenKind.MINUS);
        if (ts.at(TokenKind.INTEGER)) {
            BigInteger v = magnitude(ts.token());
            if (negative) v = v.negate();
            if (v.bitLength() < 64) {
                ts.consume();
                return v.longValue();
            }
        }
        throw ts.error(at, "expected a 64-bit signed integer or '?'");
    }

    // ---- the rest -----------------------------------------------------------------------------------

    /** {@code #name}: an alias (none is defined in a literal) or a dialect attribute. */
    private Attr hashAttribute() {
        Token t = ts.token();
        if (DialectSyntax.isDialectReference(t)) return dialectAttr();
        ts.consume();
        throw ts.wrongToken("undefined symbol alias id '" + t.identifierName() + "'");
    }

    private Attr dialectAttr() {
        DialectSyntax.Parsed d = DialectSyntax.parse(ts);
        Type type = ts.consumeIf(TokenKind.COLON) ? type() : new Type.NoneType();
        dialectUses.add(new DialectUse(d.reportAt(), d.text(), false));
        return new Attr.DialectAttr(d.dialect(), d.body(), type);
    }

    /** {@code !dialect.name<…>} or {@code !dialect<…>}; a bare {@code !name} is an alias, none of which is defined. */
    Type dialectType() {
        Token t = ts.token();
        if (!DialectSyntax.isDialectReference(t)) {
            ts.consume();
            throw ts.wrongToken("undefined symbol alias id '" + t.identifierName() + "'");
        }
        DialectSyntax.Parsed d = DialectSyntax.parse(ts);
        dialectUses.add(new DialectUse(d.reportAt(), d.text(), true));
        return new Type.DialectType(d.dialect(), d.body());
    }

    /**
     * {@code distinct[id]<attr>}: the same id twice in one literal is the same attribute, and must
     * reference the same value.
     */
    private Attr distinct() {
        int start = ts.consume().start();
        ts.expect(TokenKind.L_SQUARE, "expected '[' after 'distinct'");
        Token id = ts.token();
        if (!id.is(TokenKind.INTEGER)) throw ts.wrongToken("expected distinct ID");
        ts.consume();
        if (magnitude(id).bitLength() > 64) throw ts.error("expected an unsigned 64-bit integer");
        ts.expect(TokenKind.R_SQUARE, "expected ']' to close distinct ID");
        ts.expect(TokenKind.LESS, "expected '<' after distinct ID");
        Attr referenced;
        try {
            referenced = ts.at(TokenKind.GREATER) ? new Attr.UnitAttr() : attribute(null);
        } catch (ParseFailure f) {
            throw f.then(ts.error("").offset(), "expected attribute");
        }
        ts.expect(TokenKind.GREATER, "expected '>' to close distinct attribute");
        String key = magnitude(id).toString();
        Attr.DistinctAttr known = distinctIds.get(key);
        if (known == null) {
            known = new Attr.DistinctAttr(new Object(), referenced);
            distinctIds.put(key, known);
        } else if (!known.referenced().equals(referenced)) {
            throw ts.error(start, "referenced attribute does not match previous definition: " + AsmPrinter.attribute(known.referenced()));
        }
        return known;
    }
}
