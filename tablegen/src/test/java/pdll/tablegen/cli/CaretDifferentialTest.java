package pdll.tablegen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import pdll.tablegen.bench.ReferenceTools;

/**
 * Standard error, byte for byte as {@code llvm-tblgen-22} prints it, for errors on the lines where
 * terminals and compilers disagree most: tabs before and after text, a non-ASCII character on the
 * line, trailing blanks, CRLF line ends; and for several errors in one run (the reference goes on
 * after a mistyped field initializer and then counts the errors). Only the tool name of the count
 * line is normalised (the reference prints the path it was started by). Skips without the reference.
 */
class CaretDifferentialTest {
    static Stream<String> inputs() {
        return Stream.of(
                "def A {\n\tint x = \"s\";\n}\n",
                "def A {\n  int x =\t\t\"s\";\n}\n",
                "def A {\n  int x = \"s\"; // \u00e9\n}\n",
                "def A {\n  string x = \"\u00e9\" # 1;\n  int y = \"\u00e9\";\n}\n",
                "def A {\n  int x = \"s\";   \n}\n",
                "def A {\r\n\tint x = \"s\";\r\n}\r\ndef B { int y = Q;  }\r\n",
                "def A {\n\tint x = \"s\";   \t\n}\ndef B {\n\tint y = Q;\n\tint z = z;\n}\n",
                "def A {\n\tint x;\n\tlet\tx = \"s\";\n}\n",
                "def A {\n  int x = 1 \t\n",
                "\tdef A : B;\n",
                "def A {\n  int x = \"s\";\n}\ndef A;\n");
    }

    @ParameterizedTest
    @MethodSource("inputs")
    void stderrAsTheReferencePrintsIt(String text, @TempDir Path dir) throws Exception {
        Optional<Path> ref = ReferenceTools.onPath("llvm-tblgen-22");
        Assumptions.assumeTrue(ref.isPresent(), "llvm-tblgen-22 not found: apt-get install llvm-22");
        Files.writeString(dir.resolve("in.td"), text);
        String expected = ReferenceTools.run(ref.get(), dir, List.of("in.td"), 60).stderr();
        String ours = CliRunner.run(dir, "in.td").stderr();
        assertEquals(expected, ours.replace(TblgenMain.TOOL + ": ", ref.get() + ": "));
    }
}
