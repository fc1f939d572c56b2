package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Writes onto a disk that is really full: a 256 KB tmpfs mounted for the test (needs root and
 * mount(8), as in CI; skipped otherwise, saying so). {@code /dev/full} (FilePermissionsTest) fails
 * every write at once; a real disk fills part way through, which is where a half-written output
 * used to be left: {@code -o} keeps the old file, {@code -o} with {@code -d} publishes neither
 * when the second does not fit, and standard output redirected onto the disk is exit status 1 with
 * the reference's message.
 */
class DiskFullTest {
    @TempDir
    static Path base;
    static Path disk;

    /** About 830 KB of {@code -x=mlir}: more than the disk holds. */
    static final String BIG = IntStream.range(0, 1500)
            .mapToObj(i -> "Pattern P" + i + " { let r = op<my.a" + i + ">(x: Value) -> (t: Type); replace r with op<my.b" + i + ">(x) -> (t); }")
            .collect(Collectors.joining("\n", "", "\n"));

    @BeforeAll
    static void mountASmallDisk() throws Exception {
        disk = Files.createDirectory(base.resolve("disk"));
        boolean mounted = "root".equals(System.getProperty("user.name"))
                && run(List.of("mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", disk.toString())) == 0;
        assumeTrue(mounted, "needs root and mount(8) to mount a 256 KB tmpfs (CI has both); the /dev/full cases of"
                + " FilePermissionsTest still run");
        Files.writeString(base.resolve("big.pdll"), BIG);
        Files.writeString(base.resolve("small.pdll"), "Pattern => erase op<a.b>;\n");
    }

    @AfterAll
    static void unmount() throws Exception {
        if (disk != null) run(List.of("umount", disk.toString()));
    }

    @BeforeEach
    void emptyTheDisk() throws IOException {
        try (Stream<Path> s = Files.list(disk)) {
            for (Path p : s.toList()) Files.delete(p);
        }
    }

    private static int run(List<String> cmd) throws Exception {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        return p.waitFor(30, TimeUnit.SECONDS) ? p.exitValue() : -1;
    }

    private static List<String> onDisk() throws IOException {
        try (Stream<Path> s = Files.list(disk)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void anOutputThatDoesNotFitKeepsTheOldFile() throws Exception {
        Files.writeString(disk.resolve("out.mlir"), "old\n");
        InProcess.Result r = InProcess.pdllc(base, List.of("big.pdll", "-x=mlir", "-o", "disk/out.mlir"));
        assertEquals(1, r.rc(), r.err());
        assertEquals("cannot open output file 'disk/out.mlir': No space left on device\n", r.err());
        assertEquals("old\n", Files.readString(disk.resolve("out.mlir")), "the old output is untouched");
        assertEquals(List.of("out.mlir"), onDisk(), "no temporary file left behind");
    }

    /** The output fits in the last free page, its dependency file does not: neither is published. */
    @Test
    void outputAndDependenciesOnAFullDiskAppearTogetherOrNotAtAll() throws Exception {
        long free = Files.getFileStore(disk).getUsableSpace();
        Files.write(disk.resolve("filler"), new byte[(int) (free - 4096)]);
        InProcess.Result r = InProcess.pdllc(base, List.of("small.pdll", "-x=mlir", "-o", "disk/a.mlir", "-d", "disk/a.d"));
        assertEquals(1, r.rc(), r.err());
        assertEquals("cannot open output file 'disk/a.d': No space left on device\n", r.err());
        assertEquals(List.of("filler"), onDisk(), "neither output published, no temporary file left behind");
    }

    /** {@code pdllc big.pdll > disk/out}: it used to exit 0 with the file cut in half. */
    @Test
    void standardOutputOntoAFullDiskIsAnError() throws Exception {
        Path out = disk.resolve("stdout.mlir");
        Path err = base.resolve("stderr.txt");
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process p = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), PdllcMain.class.getName(), "big.pdll", "-x=mlir")
                .directory(base.toFile()).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "pdllc did not end");
        assertEquals(1, p.exitValue(), Files.readString(err));
        assertEquals("LLVM ERROR: IO failure on output stream: No space left on device\n", Files.readString(err));
    }
}
