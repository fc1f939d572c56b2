package pdll.tablegen.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import pdll.tablegen.eval.MemoryFiles;

/**
 * The reference's search: the name itself first (relative to the working directory, or absolute),
 * then -I dirs in order, named dir joined with the name. A leading {@code /} is an absolute path
 * when that file exists, else it is looked for under the -I dirs. (The whole tool against the
 * reference: {@code IncludeCasesTest}.)
 */
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

    @Test
    void aLeadingSlashIsLookedForUnderTheIncludeDirs() {
        MemoryFiles files = new MemoryFiles().put("root/mlir/IR/OpBase.td", "").put("mlir/IR/OpBase.td", "");
        IncludePath p = new IncludePath(cwd, List.of(Path.of("other"), Path.of("root")));
        assertEquals(new IncludePath.Found(cwd.resolve("root/mlir/IR/OpBase.td"), "root/mlir/IR/OpBase.td"),
                p.find("/mlir/IR/OpBase.td", files).orElseThrow(), "not the working directory's mlir/IR/OpBase.td");
        List<Path> absent = new ArrayList<>();
        assertTrue(p.find("/nope.td", files, absent::add).isEmpty());
        assertEquals(List.of(Path.of("/nope.td"), cwd.resolve("other/nope.td"), cwd.resolve("root/nope.td")), absent,
                "every place looked at, for cache validation");
    }

    @Test
    void anExistingAbsolutePathComesFirst() {
        String abs = cwd.resolve("abs/x.td").toString();
        MemoryFiles files = new MemoryFiles().put(abs, "").put("root" + abs, "");
        IncludePath p = new IncludePath(cwd, List.of(Path.of("root")));
        assertEquals(new IncludePath.Found(Path.of(abs), abs), p.find(abs, files).orElseThrow());
        files.remove(abs);
        assertEquals(new IncludePath.Found(cwd.resolve("root" + abs), "root" + abs), p.find(abs, files).orElseThrow());
    }

    @Test
    void namesAreJoinedAsTheReferenceSpellsThem() {
        assertEquals("root/a.td", IncludePath.join("root", "a.td"));
        assertEquals("root/a.td", IncludePath.join("root", "/a.td"));
        assertEquals("root//a.td", IncludePath.join("root", "//a.td"));
        assertEquals("root/a.td", IncludePath.join("root/", "/a.td"));
        assertEquals("root/a.td", IncludePath.join("root/", "//a.td"));
        assertEquals("root//a.td", IncludePath.join("root//", "a.td"));
        assertEquals("/a.td", IncludePath.join("/", "a.td"));
        assertEquals("/a.td", IncludePath.join("", "/a.td"));
        assertEquals("a.td", IncludePath.join("", "a.td"));
    }
}
