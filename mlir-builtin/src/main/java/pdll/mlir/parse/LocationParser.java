package pdll.mlir.parse;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import pdll.mlir.ir.Attr;
import pdll.mlir.lex.Token;
import pdll.mlir.lex.TokenKind;
import pdll.mlir.lex.TokenStream;

/**
 * {@code loc(…)}: unknown, file:line:col (and ranges), names, call sites and fused locations,
 * built as MLIR builds them (a fused location drops unknown and repeated parts, flattens fused
 * parts, and is its only part or unknown when that is all that is left without metadata).
 */
final class LocationParser {
    private final Parser p;
    private final TokenStream ts;

    LocationParser(Parser p) {
        this.p = p;
        this.ts = p.ts;
    }

    Attr.Location locationAttr() {
        ts.consume();
        ts.expect(TokenKind.L_PAREN, "expected '(' in inline location");
        Attr.Location l = location();
        ts.expect(TokenKind.R_PAREN, "expected ')' in inline location");
        return l;
    }

    private Attr.Location location() {
        Token t = ts.token();
        if (t.isKeyword("unknown")) {
            ts.consume();
            return new Attr.Location.Unknown();
        }
        if (t.isKeyword("callsite")) return callSite();
        if (t.isKeyword("fused")) return fused();
        if (t.is(TokenKind.STRING)) return fileOrName();
        if (t.is(TokenKind.HASH_IDENTIFIER)) {
            ts.consume();
            throw ts.wrongToken("undefined symbol alias id '" + t.identifierName() + "'");
        }
        throw ts.wrongToken("expected location instance");
    }

    private Attr.Location callSite() {
        ts.consume();
        ts.expect(TokenKind.L_PAREN, "expected '(' in callsite location");
        Attr.Location callee = location();
        if (!ts.consumeKeywordIf("at")) throw ts.wrongToken("expected 'at' in callsite location");
        Attr.Location caller = location();
        ts.expect(TokenKind.R_PAREN, "expected ')' in callsite location");
        return new Attr.Location.CallSite(callee, caller);
    }

    private Attr.Location fused() {
        ts.consume();
        Attr metadata = null;
        if (ts.consumeIf(TokenKind.LESS)) {
            metadata = p.attribute(null);
            ts.expect(TokenKind.GREATER, "expected '>' after fused location metadata");
        }
        ts.expect(TokenKind.L_SQUARE, "expected '[' in fused location");
        List<Attr.Location> parts = new ArrayList<>();
        if (!ts.consumeIf(TokenKind.R_SQUARE)) {
            do parts.add(location()); while (ts.consumeIf(TokenKind.COMMA));
            ts.expect(TokenKind.R_SQUARE, "expected ']' in fused location");
        }
        return fuse(parts, metadata);
    }

    /** As MLIR fuses: fused parts with the same metadata are flattened, unknown and repeated parts dropped. */
    static Attr.Location fuse(List<Attr.Location> parts, Attr metadata) {
        Set<Attr.Location> kept = new LinkedHashSet<>();
        for (Attr.Location l : parts) {
            if (l instanceof Attr.Location.Fused f && Objects.equals(f.metadata(), metadata)) kept.addAll(f.locations());
            else if (!(l instanceof Attr.Location.Unknown)) kept.add(l);
        }
        if (metadata == null) {
            if (kept.isEmpty()) return new Attr.Location.Unknown();
            if (kept.size() == 1) return kept.iterator().next();
        }
        return new Attr.Location.Fused(List.copyOf(kept), metadata);
    }

    private Attr.Location fileOrName() {
        String s = ts.consume().stringValue();
        if (ts.consumeIf(TokenKind.COLON)) {
            long line = number("expected integer line number in FileLineColRange");
            if (!ts.consumeIf(TokenKind.COLON)) return new Attr.Location.FileLineColRange(s, line, 0, line, 0);
            long col = number("expected integer column number in FileLineColRange");
            if (!ts.consumeKeywordIf("to")) return new Attr.Location.FileLineColRange(s, line, col, line, col);
            if (ts.consumeIf(TokenKind.COLON)) {
                long endCol = number("expected integer column number in FileLineColRange");
                return new Attr.Location.FileLineColRange(s, line, col, line, endCol);
            }
            if (!ts.at(TokenKind.INTEGER)) throw ts.wrongToken("expected either integer or `:` post `to` in FileLineColRange");
            long endLine = number("expected integer line number in FileLineColRange");
            if (!ts.consumeIf(TokenKind.COLON)) throw ts.wrongToken("expected either integer or `:` post `to` in FileLineColRange");
            long endCol = number("expected integer column number in FileLineColRange");
            return new Attr.Location.FileLineColRange(s, line, col, endLine, endCol);
        }
        if (ts.consumeIf(TokenKind.L_PAREN)) {
            Attr.Location child = location();
            ts.expect(TokenKind.R_PAREN, "expected ')' after child location of NameLoc");
            return new Attr.Location.Name(s, child);
        }
        return new Attr.Location.Name(s, new Attr.Location.Unknown());
    }

    /** An unsigned 32-bit line or column. */
    private long number(String message) {
        Token t = ts.token();
        if (t.is(TokenKind.INTEGER)) {
            BigInteger v = Parser.magnitude(t);
            if (v.bitLength() <= 32) {
                ts.consume();
                return v.longValue();
            }
        }
        throw ts.error(message);
    }
}

