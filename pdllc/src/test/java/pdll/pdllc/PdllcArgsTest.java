package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdll.sema.compile.Compiler;

/** Option forms and messages as mlir-pdll-22 (LLVM's command-line library) has them. */
class PdllcArgsTest {

    private static PdllcOptions parse(String line) throws PdllcArgs.UsageError {
        return PdllcArgs.parse(line.isEmpty() ? new String[0] : line.split(" "));
    }

    @ParameterizedTest
    @CsvSource({"-x=mlir, MLIR", "--x=cpp, CPP", "-x ast, AST", "'-x=mlir -x=cpp', CPP", "'', AST"})
    void outputKind(String line, Compiler.Kind kind) throws Exception {
        assertEquals(kind, parse(line).kind());
    }

    @Test
    void includeDirsInOrderInEveryForm() throws Exception {
        assertEquals(List.of("a", "b", "c", "d"), parse("-I a -Ib -I=c --I=d f.pdll").includeDirs());
    }

    @Test
    void noCache() throws Exception {
        assertTrue(parse("--no-cache f.pdll").noCache());
        assertFalse(parse("f.pdll").noCache());
    }

    @Test
    void defineIsAcceptedAndIgnored() throws Exception {
        PdllcOptions o = parse("-D FOO -DBAR f.pdll");
        assertEquals(List.of("f.pdll"), o.inputs());
    }

    @Test
    void splitMarkers() throws Exception {
        assertEquals("// -----", parse("--split-input-file f.pdll").splitMarker());
        assertEquals("//==", parse("--split-input-file=//== f.pdll").splitMarker());
        assertEquals(null, parse("f.pdll").splitMarker());
        assertEquals("// -----", parse("f.pdll").outputSplitMarker());
        assertEquals("XX", parse("--output-split-marker=XX f.pdll").outputSplitMarker());
    }

    @Test
    void severalInputsAndStdin() throws Exception {
        assertEquals(List.of("a.pdll", "dir"), parse("a.pdll dir").inputs());
        assertEquals(List.of("-"), parse("-x=mlir").inputs());
        assertEquals(List.of("-weird.pdll"), parse("-- -weird.pdll").inputs());
    }

    @Test
    void oursBeyondTheReference() throws Exception {
        PdllcOptions o = parse("--diagnostics-format=json --color=never -j 3 --dump-ods --write-if-changed f.pdll");
        assertEquals(PdllcOptions.DiagnosticsFormat.JSON, o.diagnosticsFormat());
        assertEquals(PdllcOptions.Color.NEVER, o.color());
        assertEquals(3, o.jobs());
        assertTrue(o.dumpOds());
        assertTrue(o.writeIfChanged());
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "--bogus f.pdll => pdllc: Unknown command line argument '--bogus'.  Try: 'pdllc --help'",
        "-x=foo f.pdll => pdllc: for the -x option: Cannot find option named 'foo'!",
        "-x => pdllc: for the -x option: requires a value!",
        "-I => pdllc: for the -I option: requires a value!",
        "-o => pdllc: for the -o option: requires a value!",
        "-d dep.d f.pdll => error: the option -d must be used together with -o",
        "--jobs=-1 f.pdll => pdllc: for the -jobs option: '-1' value invalid for uint argument!",
    })
    void usageErrorsLikeTheReference(String line, String message) {
        PdllcArgs.UsageError e = assertThrows(PdllcArgs.UsageError.class, () -> parse(line));
        assertEquals(message, e.getMessage());
    }
}
