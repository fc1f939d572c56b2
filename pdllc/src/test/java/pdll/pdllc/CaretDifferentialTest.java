package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The source and caret lines under a diagnostic, byte for byte as {@code mlir-pdll-22} prints them
 * for the lines where terminals and compilers disagree most: tabs before and after text, a
 * non-ASCII character on the line, trailing blanks, CRLF line ends. Skips without the reference.
 */
class CaretDifferentialTest {
    private static final Path REF = Path.of("/usr/lib/llvm-22/bin/mlir-pdll");

    static Stream<String> inputs() {
        return Stream.of(
                "Pattern {\n\tlet x = op<a.b>;\n\terase y;\n}\n",
                "Pattern {\n  erase  \t y;\n}\n",
                "Pattern {\n  let \u00e9x = op<a.b>;\n}\n",
                "// \u00e9\nPattern {\n  erase op<a.b>(\ud83d\ude00);\n}\n",
                "Pattern {\n  erase y;   \n}\n",
                "Pattern {\r\n  erase y;\r\n}\r\n",
                "Pattern {\n\tlet v: Value;\n\terase op<a.c>;\n}\n");
    }

    @ParameterizedTest
    @MethodSource("inputs")
    void sourceAndCaretLinesAsTheReferencePrintsThem(String text, @TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(REF), "mlir-pdll-22 not found: apt-get install mlir-22-tools");
        Files.writeString(dir.resolve("in.pdll"), text);
        List<String> args = List.of("in.pdll", "-x=mlir");
        String expected = pdll.tablegen.bench.ReferenceTools.run(REF, dir, args, 60).stderr();
        assertEquals(expected, InProcess.pdllc(dir, args).err());
    }
}
