package pdll.tablegen.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line of {@code pdll-tblgen}: argument forms, files it writes, messages and exit
 * status. The expected texts were taken from {@code mlir-tblgen-22} runs on the same inputs, with
 * the tool name replaced.
 */
class CliTest {
    private static final String EMPTY_Z = """
            ------------- Classes -----------------
            ------------- Defs -----------------
            def Z {
            }
            """;

    @TempDir
    Path dir;

    private Path write(String name, String text) throws IOException {
        Path p = dir.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
        return p;
    }

    // ---- argument parsing (no evaluation) ----

    @Test
    void noArgumentsReadStandardInputAndWriteStandardOutput() throws Exception {
        TblgenArgs a = TblgenArgs.parse(new String[0]);
        assertEquals("-", a.input());
        assertEquals("-", a.output());
        assertEquals(null, a.depFile());
        assertFalse(a.writeIfChanged());
    }

    @Test
    void includeAndDefineTakeEveryPrefixForm() throws Exception {
        TblgenArgs a = TblgenArgs.parse(new String[] {
            "-I", "a", "-I=b", "-Ic", "--I", "d", "--I=e", "-D", "X", "-D=Y", "-DZ", "f.td"});
        assertEquals(List.of("a", "b", "c", "d", "e"), a.includeDirs());
        assertEquals(List.of("X", "Y", "Z"), a.defines());
        assertEquals("f.td", a.input());
    }

    @Test
    void singleValuedOptionsKeepTheLastValue() throws Exception {
        TblgenArgs a = TblgenArgs.parse(new String[] {
            "-o", "x", "--o=y", "-d", "d1", "-d=d2", "--print-records", "-print-records", "--write-if-changed", "f.td"});
        assertEquals("y", a.output());
        assertEquals("d2", a.depFile());
        assertTrue(a.writeIfChanged());
    }

    @Test
    void doubleDashEndsOptions() throws Exception {
        assertEquals("-odd.td", TblgenArgs.parse(new String[] {"--", "-odd.td"}).input());
        assertEquals("-", TblgenArgs.parse(new String[] {"-"}).input());
    }

    @Test
    void valueGluedToNonPrefixOptionIsUnknown() {
        var e = assertThrows(TblgenArgs.UsageException.class, () -> TblgenArgs.parse(new String[] {"-oout", "f.td"}));
        assertEquals("Unknown command line argument '-oout'.  Try: 'pdll-tblgen --help'", e.getMessage());
    }

    @Test
    void missingValueIsReported() {
        var e = assertThrows(TblgenArgs.UsageException.class, () -> TblgenArgs.parse(new String[] {"f.td", "-o"}));
        assertEquals("for the -o option: requires a value!", e.getMessage());
        e = assertThrows(TblgenArgs.UsageException.class, () -> TblgenArgs.parse(new String[] {"-I"}));
        assertEquals("for the -I option: requires a value!", e.getMessage());
    }

    @Test
    void secondInputIsRefused() {
        var e = assertThrows(TblgenArgs.UsageException.class, () -> TblgenArgs.parse(new String[] {"a.td", "b.td"}));
        assertTrue(e.getMessage().startsWith("Too many positional arguments specified!"), e.getMessage());
    }

    @Test
    void printRecordsTakesNoValue() {
        assertThrows(TblgenArgs.UsageException.class, () -> TblgenArgs.parse(new String[] {"--print-records=1", "f.td"}));
    }

    // ---- messages that need no evaluation ----

    @Test
    void unknownOptionFailsWithOneLine() {
        CliRunner.Result r = CliRunner.run(dir, "--gen-op-decls", "f.td");
        assertEquals(1, r.status());
        assertEquals("pdll-tblgen: Unknown command line argument '--gen-op-decls'.  Try: 'pdll-tblgen --help'\n",
                r.stderr());
        assertEquals(0, r.stdout().length);
    }

    @Test
    void missingInputFile() {
        CliRunner.Result r = CliRunner.run(dir, "nofile.td");
        assertEquals(1, r.status());
        assertEquals("pdll-tblgen: Could not open input file 'nofile.td': No such file or directory\n", r.stderr());
    }

    @Test
    void directoryAsInputFile() {
        CliRunner.Result r = CliRunner.run(dir, ".");
        assertEquals(1, r.status());
        assertEquals("pdll-tblgen: Could not open input file '.': Is a directory\n", r.stderr());
    }

    @Test
    void helpAndVersionSucceed() {
        CliRunner.Result help = CliRunner.run(dir, "--help");
        assertEquals(0, help.status());
        assertTrue(help.out().contains("USAGE: pdll-tblgen [options] <input file>"), help.out());
        for (String flag : List.of("--print-records", "-I <directory>", "-D <macro name>", "-o <filename>",
                "-d <filename>", "--write-if-changed", "--version")) {
            assertTrue(help.out().contains(flag), "help mentions " + flag);
        }
        CliRunner.Result version = CliRunner.run(dir, "--version");
        assertEquals(0, version.status());
        assertTrue(version.out().startsWith("pdll-tblgen "), version.out());
    }

    // ---- end to end (need the evaluator and the printer) ----

    @Test
    void printsRecordsToStandardOutputByDefault() throws IOException {
        write("ok.td", "def Z;\n");
        CliRunner.Result plain = CliRunner.run(dir, "ok.td");
        assertEquals(0, plain.status(), plain::toString);
        assertEquals(EMPTY_Z, plain.out());
        assertEquals("", plain.stderr());
        CliRunner.Result explicit = CliRunner.run(dir, "--print-records", "ok.td");
        assertEquals(EMPTY_Z, explicit.out());
    }

    @Test
    void standardInputIsNamedStdin() {
        CliRunner.Result ok = CliRunner.runWithStdin(dir, "def Z;\n", "-");
        assertEquals(0, ok.status(), ok::toString);
        assertEquals(EMPTY_Z, ok.out());
        CliRunner.Result noArgs = CliRunner.runWithStdin(dir, "def Z;\n");
        assertEquals(EMPTY_Z, noArgs.out());
        CliRunner.Result bad = CliRunner.runWithStdin(dir, "def X { int a = M; }\n");
        assertEquals(1, bad.status());
        assertEquals("<stdin>:1:17: error: Variable not defined: 'M'", bad.firstErrLine());
    }

    @Test
    void outputAndDependencyFiles() throws IOException {
        write("m.td", "include \"z.td\"\ninclude \"a.td\"\n");
        write("z.td", "def Z;\n");
        write("sub/a.td", "def A;\n");
        CliRunner.Result r = CliRunner.run(dir, "-I", "sub", "-d", "deps.d", "-o", "out.txt", "m.td");
        assertEquals(0, r.status(), r::toString);
        assertEquals(0, r.stdout().length);
        assertTrue(Files.readString(dir.resolve("out.txt")).contains("def A {\n}\ndef Z {\n}\n"));
        // The reference spells each include as opened: the -I dir joined with the name.
        assertEquals("out.txt: sub/a.td z.td\n", Files.readString(dir.resolve("deps.d")));
    }

    @Test
    void workingDirectoryComesBeforeIncludeDirectories() throws IOException {
        write("m.td", "include \"inc.td\"\n");
        write("inc.td", "def FromCwd;\n");
        write("sub/inc.td", "def FromSub;\n");
        CliRunner.Result r = CliRunner.run(dir, "-I", "sub", "-d", "deps.d", "-o", "out.txt", "m.td");
        assertEquals(0, r.status(), r::toString);
        String out = Files.readString(dir.resolve("out.txt"));
        assertTrue(out.contains("def FromCwd"), out);
        assertFalse(out.contains("def FromSub"), out);
        assertEquals("out.txt: inc.td\n", Files.readString(dir.resolve("deps.d")));
    }

    @Test
    void defineEnablesIfdef() throws IOException {
        write("d.td", "#ifdef FOO\ndef Yes;\n#endif\n");
        assertFalse(CliRunner.run(dir, "d.td").out().contains("def Yes"));
        for (String[] args : List.of(new String[] {"-D", "FOO", "d.td"}, new String[] {"-DFOO", "d.td"},
                new String[] {"-D=FOO", "d.td"})) {
            CliRunner.Result r = CliRunner.run(dir, args);
            assertEquals(0, r.status(), r::toString);
            assertTrue(r.out().contains("def Yes {\n}\n"), r.out());
        }
    }

    @Test
    void depFileNeedsAnOutputFile() throws IOException {
        write("ok.td", "def Z;\n");
        CliRunner.Result r = CliRunner.run(dir, "-d", "x.d", "ok.td");
        assertEquals(1, r.status());
        assertEquals("pdll-tblgen: the option -d must be used together with -o\n", r.stderr());
        assertFalse(Files.exists(dir.resolve("x.d")));
    }

    @Test
    void unwritableOutputIsReported() throws IOException {
        write("ok.td", "def Z;\n");
        CliRunner.Result r = CliRunner.run(dir, "-o", "no/out.txt", "ok.td");
        assertEquals(1, r.status());
        assertEquals("pdll-tblgen: error opening no/out.txt: No such file or directory\n", r.stderr());
        r = CliRunner.run(dir, "-d", "no/x.d", "-o", "out.txt", "ok.td");
        assertEquals(1, r.status());
        assertEquals("pdll-tblgen: error opening no/x.d:No such file or directory\n", r.stderr());
    }

    @Test
    void writeIfChangedLeavesAnIdenticalOutputAlone() throws IOException {
        write("ok.td", "def Z;\n");
        Path out = dir.resolve("out.txt");
        assertEquals(0, CliRunner.run(dir, "-o", "out.txt", "ok.td").status());
        FileTime old = FileTime.fromMillis(1_000_000_000_000L);
        Files.setLastModifiedTime(out, old);

        CliRunner.Result same = CliRunner.run(dir, "--write-if-changed", "-d", "x.d", "-o", "out.txt", "ok.td");
        assertEquals(0, same.status(), same::toString);
        assertEquals(old, Files.getLastModifiedTime(out));
        assertEquals("out.txt:\n", Files.readString(dir.resolve("x.d")), "the depfile is always written");

        assertEquals(0, CliRunner.run(dir, "-o", "out.txt", "ok.td").status());
        assertTrue(Files.getLastModifiedTime(out).compareTo(old) > 0, "without the flag the file is rewritten");

        write("ok.td", "def Y;\n");
        Files.setLastModifiedTime(out, old);
        assertEquals(0, CliRunner.run(dir, "--write-if-changed", "-o", "out.txt", "ok.td").status());
        assertTrue(Files.readString(out).contains("def Y"));
    }

    @Test
    void errorsThatLetTheParseGoOnEndWithACount() throws IOException {
        write("a.td", "def X { int a = Missing; }\ndef Y { int b = Other; }\n");
        CliRunner.Result r = CliRunner.run(dir, "-o", "out.txt", "-d", "x.d", "a.td");
        assertEquals(1, r.status());
        assertEquals("a.td:1:17: error: Variable not defined: 'Missing'", r.firstErrLine());
        assertTrue(r.stderr().endsWith("pdll-tblgen: 2 errors.\n"), r.stderr());
        assertFalse(Files.exists(dir.resolve("out.txt")), "no output on failure");
        assertFalse(Files.exists(dir.resolve("x.d")), "no depfile on failure");
    }

    @Test
    void errorsThatStopTheParsePrintNoCount() throws IOException {
        write("b.td", "def X { int a = 1 }\n");
        CliRunner.Result r = CliRunner.run(dir, "b.td");
        assertEquals(1, r.status());
        assertEquals("""
                b.td:1:19: error: expected ';' after declaration
                def X { int a = 1 }
                                  ^
                """, r.stderr());
        assertEquals(0, r.stdout().length);
    }

    @Test
    void missingIncludeIsAnError() throws IOException {
        write("c.td", "include \"nope.td\"\n");
        CliRunner.Result r = CliRunner.run(dir, "c.td");
        assertEquals(1, r.status());
        assertEquals("c.td:1:9: error: could not find include file 'nope.td'", r.firstErrLine());
    }
}
