package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files the user may not read or write, met by pdllc and pdll-tblgen as the reference meets them.
 * An unreadable include used to be read as an empty file: pdll-tblgen printed the records without
 * it and exited 0, pdllc reported "class 'Op' is not defined" with no location; a read-only
 * {@code -o} target was replaced. Run as a user the modes bind (see {@link OtherUser}).
 */
class FilePermissionsTest {
    @TempDir
    Path tmp;
    Path dir;

    @BeforeEach
    void files() throws Exception {
        String why = OtherUser.unavailable();
        assumeTrue(why == null, () -> "skipped: " + why);
        dir = OtherUser.openFolder(tmp);
        write("ok.pdll", "Pattern P { let r = op<test.a>; erase r; }\n", "rw-r--r--");
        write("secret.pdll", "Pattern Q { let r = op<test.b>; erase r; }\n", "-w-------");
        write("secret.td", "class Op;\n", "-w-------");
        write("p.pdll", "#include \"secret.td\"\nPattern P { let r = op<test.a>; erase r; }\n", "rw-r--r--");
        write("main.td", "include \"secret.td\"\ndef A;\n", "rw-r--r--");
        write("ro.mlir", "keep\n", "r--r--r--");
        write("ok.td", "class C<int n> { int v = n; }\n" + "def D : C<1>;\n", "rw-r--r--");
    }

    private void write(String name, String text, String mode) throws Exception {
        Path p = dir.resolve(name);
        Files.writeString(p, text);
        Files.setPosixFilePermissions(p, PosixFilePermissions.fromString(mode));
    }

    @Test
    void unreadableInputIsPermissionDenied() throws Exception {
        var r = OtherUser.run(dir, PdllcMain.class.getName(), "secret.pdll", "-x=mlir");
        assertEquals(1, r.rc());
        assertEquals("cannot open input file 'secret.pdll': Permission denied\n", r.err());
    }

    @Test
    void unreadableTdIncludeOfAPdllFileCannotBeOpened() throws Exception {
        var r = OtherUser.run(dir, PdllcMain.class.getName(), "p.pdll", "-x=mlir");
        assertEquals(1, r.rc());
        assertTrue(r.err().startsWith("p.pdll:1:10: error: unable to open include file `secret.td`\n"), r.err());
    }

    @Test
    void unreadableTableGenIncludeIsNotFound() throws Exception {
        var r = OtherUser.run(dir, "pdll.tablegen.cli.TblgenMain", "--print-records", "main.td");
        assertEquals(1, r.rc(), r.out());
        assertTrue(r.err().startsWith("main.td:1:9: error: could not find include file 'secret.td'\n"), r.err());
        assertEquals("", r.out());
    }

    @Test
    void unreadableTableGenInputIsPermissionDenied() throws Exception {
        var r = OtherUser.run(dir, "pdll.tablegen.cli.TblgenMain", "--print-records", "secret.td");
        assertEquals(1, r.rc());
        assertEquals("pdll-tblgen: Could not open input file 'secret.td': Permission denied\n", r.err());
    }

    @Test
    void readOnlyOutputIsNotReplaced() throws Exception {
        var r = OtherUser.run(dir, PdllcMain.class.getName(), "ok.pdll", "-x=mlir", "-o", "ro.mlir");
        assertEquals(1, r.rc());
        assertEquals("cannot open output file 'ro.mlir': Permission denied\n", r.err());
        assertEquals("keep\n", Files.readString(dir.resolve("ro.mlir")));
        var t = OtherUser.run(dir, "pdll.tablegen.cli.TblgenMain", "--print-records", "-o", "ro.mlir",
                "--write-if-changed", "main.td");
        assertEquals(1, t.rc());
        assertEquals("keep\n", Files.readString(dir.resolve("ro.mlir")));
    }

    /** A failed write to standard output (a full disk) is an error, as in the reference, not exit 0 with half a file. */
    @Test
    void aFullStandardOutputIsAnError() throws Exception {
        Path full = Path.of("/dev/full");
        assumeTrue(Files.isWritable(full), "skipped: no /dev/full");
        var r = OtherUser.run(dir, full, PdllcMain.class.getName(), "ok.pdll", "-x=mlir");
        assertEquals(1, r.rc());
        assertEquals("LLVM ERROR: IO failure on output stream: No space left on device\n", r.err());
        var t = OtherUser.run(dir, full, "pdll.tablegen.cli.TblgenMain", "--print-records", "ok.td");
        assertEquals(1, t.rc());
        assertEquals("LLVM ERROR: IO failure on output stream: No space left on device\n", t.err());
    }
}
