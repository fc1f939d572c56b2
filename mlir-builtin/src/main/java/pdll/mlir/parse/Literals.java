package pdll.mlir.parse;

import java.util.List;
import java.util.function.Function;
import pdll.mlir.ir.Attr;
import pdll.mlir.ir.Type;
import pdll.mlir.lex.ParseFailure;

/**
 * The entry points: one literal, parsed as {@code mlir-pdll} parses the string of
 * {@code attr<"…">} or {@code type<"…">}, with the same first error at the same place. The whole
 * literal must be read: MLIR measures what was read from the first token, so a literal with
 * blanks before its first token fails with "found trailing characters" quoting its last
 * characters, as the reference does.
 */
public final class Literals {
    private Literals() {}

    /**
     * A parsed value (null when the literal does not parse), the error MLIR reports (null when
     * none; both are there when a lexical error stands at the very end, after a whole value), and
     * the dialect attributes and types kept as written (offsets are bytes of the literal).
     */
    public record Outcome<T>(T value, LiteralError error, List<Parser.DialectUse> dialectUses) {
        public boolean ok() {
            return error == null;
        }
    }

    /** The attribute a text denotes (its UTF-8 bytes are what MLIR reads). */
    public static Outcome<Attr> attribute(String text) {
        return attributeOfBytes(Bytes.of(text));
    }

    public static Outcome<Type> type(String text) {
        return typeOfBytes(Bytes.of(text));
    }

    /** The attribute a byte string denotes (see {@link Bytes}): a literal whose escapes stand for bytes. */
    public static Outcome<Attr> attributeOfBytes(String bytes) {
        return parse(bytes, p -> p.attribute(null));
    }

    public static Outcome<Type> typeOfBytes(String bytes) {
        return parse(bytes, Parser::type);
    }

    private static <T> Outcome<T> parse(String bytes, Function<Parser, T> what) {
        Parser p = null;
        try {
            p = new Parser(bytes);
            int first = p.ts.token().start();
            T value = what.apply(p);
            int read = p.ts.token().start() - first;
            if (read != bytes.length()) {
                throw new ParseFailure(p.ts.token().start(), "found trailing characters: '" + Bytes.text(bytes.substring(Math.max(0, read))) + "'");
            }
            // a lexical error at the very end is reported, yet what was read before it stands
            ParseFailure atEnd = p.ts.lexicalErrorAtEnd();
            return new Outcome<>(value, atEnd == null ? null : LiteralError.of(bytes, atEnd), List.copyOf(p.dialectUses));
        } catch (ParseFailure f) {
            // every error after a lexical error is MLIR's to leave unreported
            ParseFailure first = p != null && p.ts.lexicalErrorAtEnd() != null ? p.ts.lexicalErrorAtEnd() : f;
            return new Outcome<>(null, LiteralError.of(bytes, first), List.of());
        } catch (StackOverflowError e) {
            return new Outcome<>(null, LiteralError.at(bytes, 0, "literal is nested too deeply"), List.of());
        }
    }
}
