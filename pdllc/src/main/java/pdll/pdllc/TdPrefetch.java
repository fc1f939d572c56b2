package pdll.pdllc;

import java.nio.file.Path;
import java.util.List;
import pdll.base.io.FileAccess;
import pdll.sema.ods.OdsImporter;

/**
 * Starts importing the first {@code .td} file a PDLL text includes (MLIR pattern files include
 * their dialect's ops first) on a background thread before the text is parsed, so that TableGen (a cold ArithOps.td closure costs about 0.3 s in a fresh JVM)
 * runs while the file is parsed (with a warm disk cache: the entry is read meanwhile). The import
 * lands in the tools' caches ({@code TdCaches.CLI}), where the analyzer's own import of the same
 * closure joins it. Only a warm-up: it never reports anything,
 * and a line it misreads (an include inside a comment or a string) only costs a wasted import.
 */
final class TdPrefetch {
    private TdPrefetch() {}

    static void start(String text, Path workingDir, List<Path> includeDirs, FileAccess files) {
        List<String> names = OdsImporter.tdIncludesIn(text);
        if (names.isEmpty()) return;
        String first = names.get(0);
        Thread t = new Thread(() -> {
            try {
                OdsImporter.importTd(first, workingDir, includeDirs, files);
            } catch (RuntimeException | StackOverflowError e) {
                // The analyzer imports it again and reports the problem where it belongs.
            }
        }, "pdllc-td-prefetch");
        t.setDaemon(true);
        t.start();
    }
}
