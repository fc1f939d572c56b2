package pdll.intellij.tablegen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.intellij.psi.PsiErrorElement;
import com.intellij.psi.PsiFile;
import com.intellij.psi.util.PsiTreeUtil;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pdll.intellij.testing.SharedFiles;

/**
 * The structural parser on real and mutated TableGen: it never throws, the tree's text is always
 * the file's, and MLIR's own files (which the compiler accepts) parse without a single error.
 */
class TableGenParserRobustnessTest {
    @Test
    void everyMlirFileParsesWithoutErrors() {
        List<Path> files = TableGenCorpus.mlir();
        List<String> withErrors = new ArrayList<>();
        long started = System.nanoTime();
        for (Path p : files) {
            String text = SharedFiles.read(p);
            PsiFile file = TableGenPsi.parse(text);
            assertEquals(text, TableGenPsi.treeText(file), p.toString());
            PsiErrorElement error = PsiTreeUtil.findChildOfType(file, PsiErrorElement.class);
            if (error != null) withErrors.add(p + " at " + error.getTextOffset() + ": " + error.getErrorDescription());
        }
        System.out.printf("TableGen parser: %d MLIR files in %d ms%n", files.size(), (System.nanoTime() - started) / 1_000_000);
        assertEquals(List.of(), withErrors);
    }

    @Test
    void microCasesParse() {
        parseAll(TableGenCorpus.micro());
    }

    @Test
    void upstreamFilesParse() {
        parseAll(TableGenCorpus.upstream());
    }

    /** LLVM's tests include files the compiler rejects: the tree's text must still be the file's. */
    private static void parseAll(List<Path> files) {
        for (Path p : files) {
            String text = SharedFiles.read(p);
            assertEquals(text, TableGenPsi.treeText(TableGenPsi.parse(text)), p.toString());
        }
    }

    /** Seeded edits of real files: deleted, duplicated and inserted pieces, as typing makes them. */
    @Test
    void mutationsNeverThrow() {
        List<Path> files = TableGenCorpus.mlir();
        Random random = new Random(15);
        String[] pieces = {"{", "}", "(", ")", "[", "]", "<", ">", ";", "[{", "}]", "/*", "*/", "\"", "#ifdef X\n", "#endif",
            "def ", "class ", "let ", " in ", "if ", "then ", "else ", "foreach ", "multiclass ", "\n", "!", "$", "..."};
        int runs = TableGenCorpus.longMode() ? 30_000 : 3_000;
        long started = System.nanoTime();
        for (int i = 0; i < runs; i++) {
            String text = SharedFiles.read(files.get(random.nextInt(files.size())));
            // a window of the file keeps each case small
            int from = random.nextInt(Math.max(1, text.length() - 2000));
            StringBuilder sb = new StringBuilder(text.substring(from, Math.min(text.length(), from + 2000)));
            for (int edits = 1 + random.nextInt(4); edits > 0 && sb.length() > 0; edits--) {
                int at = random.nextInt(sb.length());
                switch (random.nextInt(3)) {
                    case 0 -> sb.delete(at, Math.min(sb.length(), at + 1 + random.nextInt(20)));
                    case 1 -> sb.insert(at, pieces[random.nextInt(pieces.length)]);
                    default -> sb.insert(at, sb.substring(at, Math.min(sb.length(), at + random.nextInt(50))));
                }
            }
            String mutated = sb.toString();
            assertEquals(mutated, TableGenPsi.treeText(TableGenPsi.parse(mutated)), "mutation " + i);
        }
        System.out.printf("TableGen parser: %d mutations in %d ms%n", runs, (System.nanoTime() - started) / 1_000_000);
    }

    @Test
    void deepNestingIsBounded() {
        String text = "def A : B<" + "(".repeat(50_000) + "{".repeat(50_000) + ";\n" + "class C {".repeat(5_000);
        PsiFile file = TableGenPsi.parse(text);
        assertEquals(text, TableGenPsi.treeText(file));
        assertTrue(PsiTreeUtil.findChildOfType(file, PsiErrorElement.class) != null);
    }
}
