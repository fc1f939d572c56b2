package pdll.tablegen.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import pdll.tablegen.eval.MemoryFiles;

/** The reference's search: working directory first, then -I dirs in order, named dir + "/" + name. */
class IncludePathTest {
    private final Path cwd = Path.of("").toAbsolutePath();

    @Test
    void workingDirectoryFirstThenIncludeDirsInOrder() {
        MemoryFiles files = new MemoryFiles().put("a/x.td", "").put("b/x.td", "");
        IncludePath p = new IncludePath(cwd, List.of(Path.of("a"), Path.of("b")));
        assertEquals(new IncludePath.Found(cwd.resolve("a/x.td"), "a/x.td"), p.find("x.td", files).orElseThrow());
        files.put("x.td", "");
        assertEquals(new IncludePath.Found(cwd.resolve("x.td"), "x.td"), p.find("x.td", files).orElseThrow());
    }

    @Test
    void neitherTheIncludingFileNorMissingFilesAreFound() {
        IncludePath p = new IncludePath(cwd, List.of(Path.of("a")));
        assertTrue(p.find("nope.td", new MemoryFiles()).isEmpty());
        assertEquals(cwd.resolve("nope.td"), p.firstCandidate("nope.td"));
    }
}
