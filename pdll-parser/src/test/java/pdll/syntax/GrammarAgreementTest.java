package pdll.syntax;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Differential test of the two descriptions of the syntax: on randomly mutated corpus files the
 * ANTLR grammar accepts exactly what the production parser accepts (apart from the rules the
 * grammar leaves to the parser, see GrammarTest.NOT_IN_GRAMMAR). Seeded; more mutations with
 * {@code -Dpdll.test.mode=long}.
 */
class GrammarAgreementTest {
    @Test
    void grammarAndParserAgreeOnMutatedCorpus() {
        List<String> texts = Corpus.cases().stream().map(Corpus::read).toList();
        Random rnd = new Random(7);
        int n = IncrementalReparseTest.LONG ? 50_000 : 3_000;
        List<String> disagreements = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            String t = texts.get(rnd.nextInt(texts.size()));
            String mutated = IncrementalReparseTest.randomEdit(rnd, t, texts).apply(t);
            List<String> grammar = GrammarTest.grammarErrors(mutated);
            SyntaxTree tree = PdllParser.parse("m.pdll", mutated);
            boolean parserOk = !tree.hasErrors();
            if (grammar.isEmpty() && !parserOk && tree.diagnostics().stream()
                    .anyMatch(d -> GrammarTest.NOT_IN_GRAMMAR.stream().anyMatch(d.message()::startsWith))) continue;
            if (grammar.isEmpty() != parserOk && disagreements.size() < 5)
                disagreements.add("grammar " + grammar + " parser " + Trees.lines(tree)
                        + "\n" + mutated);
        }
        assertEquals("", String.join("\n\n", disagreements));
    }
}
