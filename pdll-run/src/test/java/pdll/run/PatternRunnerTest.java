package pdll.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The Java API the language server will call: compile once, apply to an editor's unsaved text
 * (sent on mlir-opt's stdin, its diagnostics named by the buffer's name), read the located
 * diagnostics.
 */
class PatternRunnerTest {
    private static final Path CASES = Path.of("src/test/resources/cases").toAbsolutePath();

    @Test
    void anUnsavedTextIsRunAndItsDiagnosticsCarryItsName() throws RunFailure, IOException {
        RunTools.assumeToolchain();
        PatternCompiler.Compilation c = PatternCompiler.compile("create_inferred.pdll", List.of(), CASES, System.getenv());
        assertFalse(c.failed(), c.messages());
        assertNull(c.patterns().nativeUnit());
        PatternRunner runner = PatternRunner.create(null, CASES, System.getenv(), new PrintStream(new ByteArrayOutputStream()));

        String text = Files.readString(CASES.resolve("create_inferred.mlir"));
        RunResult fromText = runner.apply(c.patterns(), MlirInput.text(text, "buffer.mlir"), ApplyConfig.DEFAULTS);
        RunResult fromFile = runner.apply(c.patterns(), MlirInput.file("create_inferred.mlir"), ApplyConfig.DEFAULTS);
        assertEquals(0, fromText.exitCode(), fromText.messages());
        assertEquals(fromFile.output(), fromText.output());
        assertTrue(fromText.output().contains("arith.andi %arg0, %0 : i32"), fromText.output());

        RunResult bad = runner.apply(c.patterns(), MlirInput.text("func.func @f() {\n  %0 = arith.addi %x, %x : i32\n}\n",
                "buffer.mlir"), ApplyConfig.DEFAULTS);
        assertEquals(1, bad.exitCode());
        assertEquals("", bad.output());
        RunResult.Diagnostic d = bad.diagnostics().get(0);
        assertEquals(new RunResult.Diagnostic("buffer.mlir", 2, 19, "error", "use of undeclared SSA value name"), d);
    }
}
