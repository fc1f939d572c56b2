package pdll.intellij.tablegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.intellij.psi.PsiErrorElement;
import com.intellij.psi.PsiFile;
import com.intellij.psi.util.PsiTreeUtil;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import pdll.intellij.testing.PsiEnvironment;
import pdll.intellij.testing.SharedFiles;

/**
 * The structural tree of each {@code psi/tablegen/NAME.td} against {@code NAME.txt}, as IntelliJ's
 * parser tests print it. Regenerate with {@code -Dpdll.intellij.updateGoldens=true} and read the
 * diff: a golden is a claim about the tree, not a recording.
 */
class TableGenPsiGoldenTest {
    private static final Path DIR = Path.of("src/test/resources/psi/tablegen");

    private static List<Path> fixtures() {
        return SharedFiles.filesUnder(DIR, ".td");
    }

    @Test
    void fixturesExist() {
        assertTrue(fixtures().size() >= 8, "golden fixtures under " + DIR.toAbsolutePath());
    }

    @TestFactory
    Stream<DynamicTest> goldens() {
        return fixtures().stream().map(td -> DynamicTest.dynamicTest(td.getFileName().toString(), () -> {
            String text = SharedFiles.read(td);
            PsiFile file = TableGenPsi.parse(text);
            assertEquals(text, TableGenPsi.treeText(file), "the tree's text is the file's text");
            String dump = PsiEnvironment.dump(file);
            Path golden = td.resolveSibling(td.getFileName().toString().replaceFirst("\\.td$", ".txt"));
            if (Boolean.getBoolean("pdll.intellij.updateGoldens")) {
                write(golden, dump);
                return;
            }
            assertTrue(Files.exists(golden), "missing " + golden + " (run with -Dpdll.intellij.updateGoldens=true)");
            assertEquals(SharedFiles.read(golden), dump);
            // files named bad-* must have errors, the others none
            boolean bad = td.getFileName().toString().startsWith("bad-");
            assertEquals(bad, !PsiTreeUtil.findChildrenOfType(file, PsiErrorElement.class).isEmpty(),
                    bad ? "a broken file parses with error elements" : "a valid file parses without errors");
        }));
    }

    private static void write(Path p, String s) {
        try {
            Files.writeString(p, s);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
