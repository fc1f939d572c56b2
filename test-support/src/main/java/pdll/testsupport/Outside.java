package pdll.testsupport;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * Where the tests find the material that is not in the repository, and what a skip says when it
 * is absent. A plain clone has none of it; the suites that need it skip with {@link #absent}'s
 * message, and {@link SkipReport} lists them at the end of the module's run.
 *
 * <p>Two settings, each read as a system property first (so {@code mvn -DPDLL_SHARED_DIR=...}
 * works), then from the environment:
 * <ul>
 * <li>{@code PDLL_SHARED_DIR}: the project's shared folder ({@code conformance/} the reference's
 * recorded outputs, {@code reference/}, {@code upstream/} LLVM's tests, {@code tools/}); by default
 * {@code shared/} beside the checkout, as on the development machines.
 * <li>{@code LLVM_PROJECT_DIR}: an llvm-project checkout, used for LLVM's and MLIR's own tests
 * instead of {@code $PDLL_SHARED_DIR/upstream} (which holds the same paths: {@code llvm/test},
 * {@code mlir/test}, {@code mlir/lib}).
 * </ul>
 */
public final class Outside {
    private Outside() {}

    public static final String SHARED_VAR = "PDLL_SHARED_DIR";
    public static final String LLVM_VAR = "LLVM_PROJECT_DIR";

    /** The checkout: the nearest folder up from the working directory (a module's) with {@code samples/} and a {@code pom.xml}. */
    public static Path repoRoot() {
        Path here = Path.of("").toAbsolutePath();
        for (Path p = here; p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("samples")) && Files.isRegularFile(p.resolve("pom.xml"))) return p;
        }
        return here.getParent() != null ? here.getParent() : here;
    }

    /**
     * The project's own conformance cases, {@code test-support/corpus}: in the repository, in the
     * layout of the shared corpus ({@code conformance/} of the shared folder), always present.
     */
    public static Path ownCorpus() {
        return repoRoot().resolve("test-support/corpus");
    }

    /** The shared conformance corpus (the reference's recorded outputs on 202 cases), when present. */
    public static Optional<Path> sharedCorpus() {
        return shared("conformance").filter(p -> Files.isRegularFile(p.resolve("README.md")));
    }

    /**
     * The conformance corpus a suite runs on: the shared one when present, else the project's own
     * cases, noting for the end-of-run report what the suite ran without.
     */
    public static Path corpus() {
        Optional<Path> shared = sharedCorpus();
        if (shared.isPresent()) return shared.get();
        SkipReport.note(noSharedCorpus());
        return ownCorpus();
    }

    /** The skip message of a suite's run over the shared conformance corpus. */
    public static String noSharedCorpus() {
        return absent("conformance", "the shared conformance corpus");
    }

    /** The shared folder, whether or not it exists: the setting, else {@code shared/} beside the checkout. */
    public static Path sharedDir() {
        String s = setting(SHARED_VAR);
        return s != null ? Path.of(s).toAbsolutePath().normalize() : repoRoot().resolveSibling("shared");
    }

    /** {@code path} (a folder or file, e.g. {@code conformance}) inside the shared folder, when it is there. */
    public static Optional<Path> shared(String path) {
        Path p = sharedDir().resolve(path);
        return Files.exists(p) ? Optional.of(p) : Optional.empty();
    }

    /** Where {@code path} inside the shared folder would be, present or not (for tests that check presence themselves). */
    public static Path sharedPath(String path) {
        return sharedDir().resolve(path);
    }

    /** The llvm-project tree: {@code LLVM_PROJECT_DIR}, else {@code upstream/} of the shared folder; empty unless it has {@code mlir/test}. */
    public static Optional<Path> upstream() {
        Path p = upstreamPath();
        return Files.isDirectory(p.resolve("mlir/test")) ? Optional.of(p) : Optional.empty();
    }

    /** Where the llvm-project tree would be, present or not. */
    public static Path upstreamPath() {
        String s = setting(LLVM_VAR);
        return s != null ? Path.of(s).toAbsolutePath().normalize() : sharedDir().resolve("upstream");
    }

    /**
     * The skip message for a suite that needs {@code path} of the shared folder: what is missing,
     * where it was looked for, and how to run the suite.
     */
    public static String absent(String path, String what) {
        return what + " not found at " + sharedDir().resolve(path) + " (" + path + "/ of the shared folder); to run: "
                + SHARED_VAR + "=/path/to/shared mvn verify";
    }

    /** The skip message for a suite that needs LLVM's own tests. */
    public static String absentUpstream(String what) {
        return what + " not found at " + upstreamPath() + " (an llvm-project checkout); to run: " + LLVM_VAR
                + "=/path/to/llvm-project mvn verify";
    }

    private static String setting(String name) {
        String s = System.getProperty(name);
        if (s == null || s.isBlank()) s = System.getenv(name);
        return s == null || s.isBlank() ? null : s;
    }
}
