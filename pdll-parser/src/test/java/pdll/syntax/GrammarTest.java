package pdll.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.antlr.v4.runtime.BaseErrorListener;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.CommonTokenStream;
import org.antlr.v4.runtime.RecognitionException;
import org.antlr.v4.runtime.Recognizer;
import org.antlr.v4.runtime.Token;
import org.antlr.v4.runtime.atn.PredictionMode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.syntax.grammar.PdllGrammar;
import pdll.syntax.grammar.PdllLexer;

/**
 * The ANTLR grammar (src/main/antlr4/pdll/syntax/grammar) against the reference: it accepts every
 * valid corpus case and rejects every syntax-error case, except the few rules its header leaves
 * to the production parser. And it agrees with the production parser on every corpus file.
 */
class GrammarTest {
    /** Reference parse errors that need context or values, enforced by DeclParser only. */
    /** Rules the grammar leaves to the production parser: none (kept for the tests' structure). */
    static final List<String> NOT_IN_GRAMMAR = List.of();

    static List<String> grammarErrors(String text) {
        List<String> errors = new ArrayList<>();
        BaseErrorListener listener = new BaseErrorListener() {
            @Override
            public void syntaxError(Recognizer<?, ?> r, Object sym, int line, int col, String msg, RecognitionException e) {
                errors.add(line + ":" + col + ": " + msg);
            }
        };
        PdllLexer lexer = new PdllLexer(CharStreams.fromString(text));
        lexer.removeErrorListeners();
        lexer.addErrorListener(listener);
        CommonTokenStream tokens = new CommonTokenStream(lexer);
        tokens.fill();
        for (Token t : tokens.getTokens())
            if (t.getType() == PdllLexer.ERROR_CHAR) errors.add(t.getLine() + ":" + t.getCharPositionInLine() + ": unexpected character");
        PdllGrammar parser = new PdllGrammar(tokens);
        parser.getInterpreter().setPredictionMode(PredictionMode.LL);
        parser.removeErrorListeners();
        parser.addErrorListener(listener);
        parser.file();
        return errors;
    }

    @TestFactory
    Stream<DynamicTest> corpus() {
        return Corpus.cases().stream().map(p -> DynamicTest.dynamicTest(p.getFileName().toString(), () -> check(p)));
    }

    private static void check(Path p) throws Exception {
        String name = p.getFileName().toString();
        String text = Corpus.read(p);
        List<String> errors = grammarErrors(text);
        boolean productionClean = !PdllParser.parse(name, text).hasErrors();
        if (!name.startsWith("neg_")) {
            assertEquals(List.of(), errors, "the grammar must accept a valid case");
            return;
        }
        String first = Corpus.referenceFirstLine(p);
        String message = Corpus.messageOf(first);
        boolean syntax = ConformanceTest.isSyntax(message) && first.startsWith(name + ":");
        if (syntax && NOT_IN_GRAMMAR.stream().noneMatch(message::startsWith)) {
            assertTrue(!errors.isEmpty(), "the grammar must reject " + first);
        } else if (!syntax) {
            assertEquals(List.of(), errors, "semantic case (" + first + ") must be grammatical");
        }
        if (errors.isEmpty()) assertTrue(productionClean || NOT_IN_GRAMMAR.stream().anyMatch(message::startsWith),
                "the grammar accepts what the parser rejects");
    }

    /** The value and context rules, written as semantic predicates: the grammar rejects what the parser rejects. */
    @org.junit.jupiter.api.Test
    void valueAndContextRules() {
        List<String> rejected = List.of(
                "Pattern with benefit(1), benefit(2) => erase op<a.b>;",
                "Pattern with recursion, recursion => erase op<a.b>;",
                "Pattern with benefit(65536) => erase op<a.b>;",
                "Pattern with recusion => erase op<a.b>;",
                "#import \"x.pdll\"",
                "#include \"x.h\"",
                "Pattern { let r = op<a.b>; replace r with (); }",
                "Rewrite R() => op<>;",
                "Pattern { let r = op<a.b>; rewrite r with { op<>; erase r; }; }",
                "Pattern { let r = op<a.b>; replace r with op<>; }",
                "Pattern { let r = op<a.b> {k = attr<\"\\q\">}; erase r; }");
        for (String text : rejected) {
            assertTrue(!grammarErrors(text).isEmpty(), "the grammar must reject: " + text);
            assertTrue(PdllParser.parse("t.pdll", text).hasErrors(), "the parser must reject: " + text);
        }
        List<String> accepted = List.of(
                "Pattern with benefit(65535), recursion => erase op<a.b>;",
                "Pattern { let r = op<>; erase r; }",
                "Constraint C() { let r = op<>; }",
                "Rewrite R() { Constraint C() { let r = op<>; }; }",
                "#include \"x.td\"",
                "Pattern { let r = op<a.b> {k = attr<\"\\22\\n\">}; replace r with (r); }");
        for (String text : accepted) assertEquals(List.of(), grammarErrors(text), text);
    }
}
