package pdll.tablegen.root;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.tablegen.MlirIncludeRoot;

/** Discovery order: MLIR_INCLUDE_DIR, then tools on PATH, then the newest /usr/lib/llvm-N/include. */
class MlirIncludeRootTest {
    @TempDir
    Path tmp;

    private Path install(String name) throws IOException {
        Path root = tmp.resolve(name);
        Files.createDirectories(root.resolve("include/mlir/IR"));
        Files.writeString(root.resolve("include/mlir/IR/OpBase.td"), "// ods\n");
        Files.createDirectories(root.resolve("bin"));
        return root;
    }

    @Test
    void explicitVariableWins() throws IOException {
        Path a = install("llvm-21");
        Path usrLib = tmp;
        install("llvm-22");
        Optional<Path> r = MlirIncludeRoot.discover(Map.of("MLIR_INCLUDE_DIR", a.resolve("include").toString())::get, usrLib);
        assertEquals(a.resolve("include"), r.orElseThrow());
    }

    @Test
    void toolOnPathBeatsSystemInstalls() throws IOException {
        Path custom = install("custom");
        Files.createFile(custom.resolve("bin/mlir-tblgen"));
        install("llvm-22");
        Optional<Path> r = MlirIncludeRoot.discover(Map.of("PATH", custom.resolve("bin").toString())::get, tmp);
        assertEquals(custom.resolve("include").toRealPath(), r.orElseThrow().toRealPath());
    }

    @Test
    void newestSystemInstallLast() throws IOException {
        install("llvm-9");
        Path newest = install("llvm-22");
        install("llvm-18");
        Optional<Path> r = MlirIncludeRoot.discover(Map.<String, String>of()::get, tmp);
        assertEquals(newest.resolve("include"), r.orElseThrow());
    }

    @Test
    void aDirectoryWithoutOpBaseIsNotARoot() throws IOException {
        Files.createDirectories(tmp.resolve("llvm-30/include"));
        assertTrue(MlirIncludeRoot.discover(Map.<String, String>of()::get, tmp).isEmpty());
    }
}
