package pdll.base.io;

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

/** Output files are replaced whole, never left half written. */
class OutputFileTest {
    @TempDir
    Path dir;

    @Test
    void outputFileReplacesAtomicallyAndLeavesNoTemporaryFile() throws IOException {
        Path target = dir.resolve("out.txt");
        assertTrue(OutputFile.write(target, "one".getBytes(StandardCharsets.UTF_8), false));
        assertTrue(OutputFile.write(target, "two".getBytes(StandardCharsets.UTF_8), false));
        assertEquals("two", Files.readString(target));
        try (Stream<Path> s = Files.list(dir)) {
            assertEquals(List.of(target), s.toList());
        }
    }

    @Test
    void outputFileOnlyIfChangedKeepsAnIdenticalFile() throws IOException {
        Path target = dir.resolve("out.txt");
        Files.writeString(target, "same");
        FileTime old = FileTime.fromMillis(1_000_000_000_000L);
        Files.setLastModifiedTime(target, old);
        assertFalse(OutputFile.write(target, "same".getBytes(StandardCharsets.UTF_8), true));
        assertEquals(old, Files.getLastModifiedTime(target));
        assertTrue(OutputFile.write(target, "diff".getBytes(StandardCharsets.UTF_8), true));
        assertEquals("diff", Files.readString(target));
    }

    @Test
    void outputFileInMissingDirectory() {
        var e = assertThrows(NoSuchFileException.class,
                () -> OutputFile.write(dir.resolve("no/such/out.txt"), new byte[1], false));
        assertEquals("No such file or directory", OutputFile.reason(e));
    }
}
