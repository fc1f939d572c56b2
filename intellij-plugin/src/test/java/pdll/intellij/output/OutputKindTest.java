package pdll.intellij.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The output kinds match the server's pdll/viewOutput kinds and name their tabs distinctly. */
class OutputKindTest {

    @Test
    void requestKindsAreTheServers() {
        assertEquals(List.of("mlir", "cpp", "ast"), Arrays.stream(OutputKind.values()).map(k -> k.requestKind).toList());
    }

    @Test
    void tabNames() {
        assertEquals("rules.pdll.mlir", OutputKind.MLIR.tabName("rules.pdll"));
        assertEquals("rules.pdll.cpp", OutputKind.CPP.tabName("rules.pdll"));
        assertEquals("rules.pdll.ast.txt", OutputKind.AST.tabName("rules.pdll"));
    }

    @Test
    void failuresAreCommentsOfTheTabsLanguage() {
        assertEquals("// pdll/viewOutput (cpp) gave no output: server down\n", OutputKind.CPP.failureText("server down"));
        assertEquals("pdll/viewOutput (ast) gave no output: x\n", OutputKind.AST.failureText("x"));
    }
}
