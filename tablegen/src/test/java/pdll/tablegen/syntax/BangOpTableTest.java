package pdll.tablegen.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.antlr.v4.runtime.CharStreams;
import org.antlr.v4.runtime.Token;
import org.junit.jupiter.api.Test;
import pdll.tablegen.ast.BangOp;

/**
 * The lexer's bang-operator tokens and {@link BangOp}, the table the parser and the evaluator
 * read, name the same operators: a word the lexer takes for an operator the evaluator does not
 * know (or the reverse) fails here, not in a user's file.
 */
class BangOpTableTest {
    @Test
    void everyOperatorIsLexedAsOne() {
        for (BangOp op : BangOp.values()) {
            if (!op.spelled) continue; // list element, slice and range: the evaluator's own
            Token t = new TdLexer(CharStreams.fromString("!" + op.spelling)).nextToken();
            assertNotEquals(TdLexer.BANG_OTHER, t.getType(), "!" + op.spelling + " is lexed as an unknown operator");
            assertEquals("!" + op.spelling, t.getText());
        }
    }

    @Test
    void everyOperatorTheLexerKnowsIsInTheTable() {
        List<String> missing = new ArrayList<>();
        // the literal alternatives of the BANG_* rules, from the lexer's own rule texts
        for (String literal : literals(TdLexer.VOCABULARY)) {
            String word = literal.substring(2, literal.length() - 1); // '!name'
            if (!word.equals("cond") && BangOp.named(word).isEmpty()) missing.add(word);
        }
        assertEquals(List.of(), missing);
        assertTrue(BangOp.ADD.nary() && !BangOp.SUB.nary() && BangOp.named("getop").isEmpty());
        assertTrue(BangOp.named("listelem").isEmpty(), "an internal operator cannot be written");
    }

    private static List<String> literals(org.antlr.v4.runtime.Vocabulary v) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i <= v.getMaxTokenType(); i++) {
            String lit = v.getLiteralName(i);
            if (lit != null && lit.startsWith("'!")) out.add(lit);
        }
        return out;
    }
}
