package pdll.fuzz;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The seed corpus: the conformance cases, {@code samples/}, LLVM's own tests in
 * {@code shared/upstream}, the TableGen micro cases and a handful of MLIR dialect files. Sorted by
 * path so that a run is a function of the seed number alone, wherever the checkout is. The DRR
 * seeds are the {@code .td} files among them that define patterns ({@code Pat<}, {@code Pattern<}),
 * the converter's fixtures and the fuzzer's own ({@code fuzz/seeds/drr}, so that the DRR targets
 * have seeds without {@code shared/}).
 */
final class Seeds {
    /**
     * MLIR files that exercise ODS in depth yet evaluate in a few tens of milliseconds; the whole
     * include root would make a TableGen case cost seconds.
     */
    static final List<String> MLIR_TD = List.of(
            "mlir/Dialect/Arith/IR/ArithOps.td",
            "mlir/Dialect/Func/IR/FuncOps.td",
            "mlir/Dialect/Complex/IR/ComplexOps.td",
            "mlir/Dialect/Tensor/IR/TensorOps.td",
            "mlir/Interfaces/SideEffectInterfaces.td",
            "mlir/IR/BuiltinDialect.td",
            "mlir/Dialect/Math/IR/MathOps.td");

    /** Files larger than this are left out: a mutation of them costs more than it finds. */
    static final int MAX_BYTES = 200_000;

    final List<Seed> pdll = new ArrayList<>();
    final List<Seed> td = new ArrayList<>();
    final List<Seed> drr = new ArrayList<>();

    /** What makes a {@code .td} seed a DRR one: a pattern record. */
    private static final java.util.regex.Pattern DRR = java.util.regex.Pattern.compile("\\b(?:Pat|Pattern)<");

    private Seeds() {}

    /** {@code shared/} beside the checkout, or {@code $PDLL_SHARED_DIR}. */
    static Path sharedDir(Path repoRoot) {
        String env = System.getenv("PDLL_SHARED_DIR");
        if (env != null && !env.isEmpty()) return Path.of(env);
        return repoRoot.resolve("..").resolve("shared").normalize();
    }

    static Seeds load(Path repoRoot, Path shared, Optional<Path> mlirRoot) {
        Seeds s = new Seeds();
        s.addTree(shared.resolve("conformance"));
        // the project's own conformance cases: PDLL seeds in a plain clone, where shared/ is absent
        s.addTree(repoRoot.resolve("test-support").resolve("corpus"));
        s.addTree(repoRoot.resolve("samples"));
        s.addTree(shared.resolve("upstream"));
        s.addTree(shared.resolve("reference").resolve("tablegen-micro"));
        mlirRoot.ifPresent(root -> {
            for (String rel : MLIR_TD) s.add(root.resolve(rel));
        });
        s.addTree(repoRoot.resolve("drr/src/test/resources/drr/fixtures"), true);
        s.addTree(repoRoot.resolve("fuzz/seeds/drr"), true);
        return s;
    }

    int size() {
        return pdll.size() + td.size();
    }

    private void addTree(Path dir) {
        addTree(dir, false);
    }

    /** {@code drrOnly}: the folder's DRR files feed the DRR targets only. */
    private void addTree(Path dir, boolean drrOnly) {
        if (!Files.isDirectory(dir)) return;
        try (Stream<Path> files = Files.walk(dir)) {
            files.filter(Files::isRegularFile).sorted().forEach(f -> add(f, drrOnly));
        } catch (IOException e) {
            // an unreadable folder only means fewer seeds
        }
    }

    private void add(Path file) {
        add(file, false);
    }

    private void add(Path file, boolean drrOnly) {
        String name = file.getFileName().toString();
        Seed.Kind kind = name.endsWith(".pdll") ? Seed.Kind.PDLL : name.endsWith(".td") ? Seed.Kind.TD : null;
        if (kind == null) return;
        try {
            if (Files.size(file) > MAX_BYTES) return;
            String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
            Path at = file.toAbsolutePath().normalize();
            if (kind == Seed.Kind.TD && DRR.matcher(text).find()) drr.add(new Seed(at, text, Seed.Kind.DRR));
            if (!drrOnly) (kind == Seed.Kind.PDLL ? pdll : td).add(new Seed(at, text, kind));
        } catch (IOException e) {
            // skipped
        }
    }
}
