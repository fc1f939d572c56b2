package pdll.base.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The {@code -d} rule of both command-line tools (the expected texts are {@code mlir-tblgen-22}'s). */
class DepFileTest {
    @Test
    void depFileListsIncludesOnceSortedBytewiseWithoutTheMainFile() {
        List<Path> read = List.of(Path.of("main.td"), Path.of("z.td"), Path.of("sub/a.td"), Path.of("z.td"),
                Path.of("Z.td"));
        assertEquals("out.txt: Z.td sub/a.td z.td\n", DepFile.format("out.txt", read));
        assertEquals("o:\n", DepFile.format("o", List.of(Path.of("main.td"))));
    }
}
