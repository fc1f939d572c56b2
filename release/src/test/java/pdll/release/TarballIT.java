package pdll.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonArray;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Linux tarball, unpacked into an empty folder and run with no JDK and no Maven on PATH
 * (Unpacked): a compile that matches the repository's build, the shipped AOT cache actually mapped
 * from the new folder, the server's first diagnostics, pdll-run on a sample; and nothing written
 * into the bundle by any of it (no build, no training on the user's machine).
 */
class TarballIT {
    @TempDir
    static Path work;
    static Unpacked bundle;
    static List<String> shippedLib;

    @BeforeAll
    static void unpack() throws Exception {
        Path tarball = ReleaseArtifacts.tarball();
        assertTrue(Files.isRegularFile(tarball), "release/build.sh made no " + tarball);
        bundle = Unpacked.unpack(tarball, work);
        shippedLib = bundle.libFiles();
        for (String tool : List.of("pdll-lsp", "tblgen-lsp", "pdllc", "pdll-run", "pdll-tblgen", "drr2pdll")) {
            assertTrue(Files.isExecutable(bundle.root.resolve("bin/" + tool)), "bin/" + tool);
        }
        for (String file : List.of("LICENSE", "README.md", "runtime/bin/java", "samples/arith_canonicalize.pdll")) {
            assertTrue(Files.exists(bundle.root.resolve(file)), file);
        }
    }

    @AfterAll
    static void removePath() throws Exception {
        if (bundle != null) bundle.close();
    }

    @Test
    void pdllcCompilesAsTheRepositoryBuildDoes() throws Exception {
        Path repo = ReleaseArtifacts.repoRoot();
        String sample = "samples/arith_canonicalize.pdll";
        // Relative input paths, each from its own root: the locations printed are then the same.
        Unpacked.Result expected = Unpacked.run(List.of(Path.of(System.getProperty("java.home"), "bin/java").toString(), "-jar",
                repo.resolve("pdllc/target/pdllc.jar").toString(), sample, "-x=mlir"), repo, Map.of(), null, 120);
        assertEquals(0, expected.status(), expected.err());
        assertTrue(expected.out().contains("pdl.pattern"), expected.out());
        Path classLog = work.resolve("pdllc-classes.log");
        Path odsCache = work.resolve("ods-cache");
        Unpacked.Result r = bundle.run(List.of("bin/pdllc", sample, "-x=mlir"), null, 120, "PDLL_JAVA_OPTS", loggingClassLoads(classLog),
                "PDLL_CACHE_DIR", odsCache.toString(), "PDLL_CACHE_TRACE", "1");
        assertEquals(0, r.status(), r.err());
        assertEquals(expected.out(), r.out());
        // The first run after unpacking reads MLIR's closure from the shipped seed (built on this
        // machine, whose MLIR is the one the build found), not evaluating it, and reads it in place.
        if (Files.isDirectory(bundle.root.resolve("lib/ods-seed"))) {
            assertTrue(r.err().contains("ArithOps.td: read from the release's seed"), r.err());
            assertEquals(0, odsEntries(odsCache), "the seed's entry was copied into " + odsCache);
        } else {
            System.out.println("release bundle: no ODS seed (the build found no MLIR include root): its first-run check skipped");
        }
        assertMostlyFromTheCache(classLog);
        // The ODS disk cache works from the bundle: its key names the jar, which a class from the AOT
        // cache reports at the build machine's path (pdll.base.CodeLocation finds the real one).
        // Without the seed (a blank property, as PDLL_JAVA_OPTS comes last) the closure is evaluated
        // and stored, and the next run reads it from there.
        for (String expectedHow : List.of("ArithOps.td: evaluated", "ArithOps.td: read from the cache")) {
            Unpacked.Result unseeded = bundle.run(List.of("bin/pdllc", sample, "-x=mlir"), null, 120, "PDLL_JAVA_OPTS", "-Dpdll.ods.seed=",
                    "PDLL_CACHE_DIR", odsCache.toString(), "PDLL_CACHE_TRACE", "1");
            assertEquals(0, unseeded.status(), unseeded.err());
            assertEquals(expected.out(), unseeded.out());
            assertTrue(unseeded.err().contains(expectedHow), unseeded.err());
        }
        assertTrue(odsEntries(odsCache) > 0, "pdllc stored no ODS cache entry into " + odsCache);
        assertEquals(shippedLib, bundle.libFiles(), "a run wrote into the bundle's lib/");
    }

    /**
     * The AOT cache covers a run's method handles too: no class of pdll code links a method
     * handle at run time, cold (the first run after unpacking) or warm. Each one spun costs about a
     * millisecond of a 100 ms run; a record's generated equals/hashCode was the usual cause.
     */
    @Test
    void pdllcLinksNoMethodHandleAtRunTime() throws Exception {
        assumeTrue(javaAtLeast25(), "a runtime before Java 25 ships no AOT cache");
        Path odsCache = work.resolve("ods-cache-spins");
        for (String run : List.of("cold", "warm")) {
            Path log = work.resolve("pdllc-spins-" + run + ".log");
            Unpacked.Result r = bundle.run(List.of("bin/pdllc", "samples/arith_canonicalize.pdll", "-x=mlir"), null, 120,
                    "PDLL_JAVA_OPTS", "-XX:+UnlockDiagnosticVMOptions -XX:LogClassLoadingCauseFor=java.lang.invoke.LambdaForm$MH"
                            + " -Xlog:class+load+cause*=info:file=" + log,
                    "PDLL_CACHE_DIR", odsCache.toString());
            assertEquals(0, r.status(), r.err());
            List<String> spunBy = new java.util.ArrayList<>();
            boolean inStack = false;
            for (String line : Files.readAllLines(log)) {
                if (line.contains("Java stack when loading")) inStack = true;
                else if (inStack && line.contains("\tat pdll.")) {
                    spunBy.add(line.substring(line.indexOf("at pdll.")));
                    inStack = false;
                }
            }
            assertEquals(List.of(), spunBy, run + " run: method handles linked at run time by (" + log + ")");
        }
    }

    @Test
    void theServerGivesFirstDiagnosticsOverStdio() throws Exception {
        Path doc = bundle.root.resolve("samples/broken.pdll");
        String text = "Pattern {\n  let root = op<my.op>;\n  replace root with undefinedValue;\n}\n";
        long start = System.nanoTime();
        JsonArray diagnostics;
        try (LspExchange lsp = new LspExchange(List.of(bundle.root.resolve("bin/pdll-lsp").toString()), bundle.root,
                withOpts(bundle.env, loggingClassLoads(work.resolve("lsp-classes.log"))))) {
            diagnostics = lsp.firstDiagnostics(bundle.root.toUri().toString(), doc.toUri().toString(), "pdll", text);
        }
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertFalse(diagnostics.isEmpty(), "no diagnostics for " + text);
        assertTrue(diagnostics.toString().contains("undefinedValue"), diagnostics.toString());
        System.out.println("release bundle: pdll-lsp start to first diagnostics " + ms + " ms");
        assertMostlyFromTheCache(work.resolve("lsp-classes.log"));
        assertEquals(shippedLib, bundle.libFiles(), "the server wrote into the bundle's lib/");
    }

    @Test
    void pdllRunAppliesASample() throws Exception {
        Path llvm = Path.of("/usr/lib/llvm-22");
        Path fileCheck = llvm.resolve("bin/FileCheck");
        boolean mlirOpt = Files.isExecutable(Path.of("/usr/bin/mlir-opt-22")) || Files.isExecutable(llvm.resolve("bin/mlir-opt"));
        assumeTrue(mlirOpt && Files.isExecutable(Path.of("/usr/bin/g++")) && Files.isDirectory(llvm.resolve("include/mlir"))
                && Files.isExecutable(fileCheck),
                "pdll-run from the bundle skipped: needs mlir-opt-22, g++, the MLIR headers and FileCheck (apt-get install mlir-22-tools libmlir-22-dev g++ llvm-22-tools)");
        Unpacked.Result r = bundle.run(List.of("bin/pdll-run", "samples/arith_canonicalize.pdll", "samples/arith_canonicalize.mlir", "--no-fold"),
                null, 300);
        assertEquals(0, r.status(), r.err());
        Unpacked.Result check = bundle.run(List.of(fileCheck.toString(), "samples/arith_canonicalize.mlir"), r.out(), 60);
        assertEquals(0, check.status(), check.err() + "\noutput of pdll-run:\n" + r.out());
        assertEquals(shippedLib, bundle.libFiles(), "pdll-run wrote into the bundle's lib/");
    }

    @Test
    void anOldJavaNamedByPdllJavaIsRefusedInOneLine() throws Exception {
        // The bundle's runtime is skipped when PDLL_JAVA names another java: that one is checked.
        Path home = Files.createDirectories(work.resolve("jdk-11/bin"));
        Path java = home.resolve("java");
        Files.writeString(java, "#!/bin/sh\necho 'Error: UnsupportedClassVersionError' >&2; exit 1\n");
        java.toFile().setExecutable(true);
        Files.writeString(home.getParent().resolve("release"), "JAVA_VERSION=\"11.0.22\"\nJAVA_RUNTIME_VERSION=\"11.0.22+7\"\n");
        Unpacked.Result r = bundle.run(List.of("bin/pdllc", "--version"), null, 30, "PDLL_JAVA", java.toString());
        assertEquals(1, r.status());
        assertEquals("pdllc: needs Java 17 or later (found 11.0.22+7 at " + java + "); install one (Debian: apt-get install"
                + " openjdk-17-jdk-headless; elsewhere: https://adoptium.net), or set PDLL_JAVA or JAVA_HOME to a Java 17+", r.err().strip());
    }

    /** How many entries the ODS disk cache in {@code dir} holds (none when there is no such folder). */
    static long odsEntries(Path dir) throws java.io.IOException {
        if (!Files.isDirectory(dir)) return 0;
        try (var entries = Files.list(dir)) {
            return entries.filter(p -> p.toString().endsWith(".entry")).count();
        }
    }

    /**
     * JVM options that log every class load to FILE. (-XX:AOTMode=on proves less: with another class
     * path Java 25 still maps the cache's JDK classes and runs, loading the tool's own from the jar.)
     */
    static String loggingClassLoads(Path file) {
        return "-Xlog:class+load=info:file=" + file;
    }

    /**
     * Nine in ten of the project's classes (pdll.*) came from the shipped AOT cache, not from the
     * jar. A runtime before Java 25 ships no archives (they would not map in another folder).
     */
    static void assertMostlyFromTheCache(Path classLog) throws java.io.IOException {
        String release = Files.readString(bundle.root.resolve("runtime/release"));
        if (!javaAtLeast25()) {
            System.out.println("release bundle: a Java runtime before 25 (" + release.lines().filter(l -> l.startsWith("JAVA_VERSION")).findFirst()
                    .orElse("?") + "): no AOT caches to check; build with a JDK 25 under /usr/lib/jvm for them");
            try (var lib = Files.list(bundle.root.resolve("lib"))) {
                assertTrue(lib.noneMatch(p -> p.toString().endsWith(".jsa") || p.toString().endsWith(".aot")), "archives that cannot map shipped");
            }
            return;
        }
        long shared = 0, all = 0;
        for (String line : Files.readAllLines(classLog)) {
            int at = line.indexOf("] pdll.");
            if (at < 0) continue;
            all++;
            if (line.endsWith("source: shared objects file")) shared++;
        }
        assertTrue(all > 100 && shared * 10 >= all * 9, shared + " of " + all + " pdll classes from the AOT cache (" + classLog + ")");
    }

    static boolean javaAtLeast25() throws java.io.IOException {
        String release = Files.readString(bundle.root.resolve("runtime/release"));
        return release.matches("(?s).*JAVA_VERSION=\"(2[5-9]|[3-9][0-9])[\".].*");
    }

    static Map<String, String> withOpts(Map<String, String> env, String opts) {
        Map<String, String> e = new java.util.HashMap<>(env);
        e.put("PDLL_JAVA_OPTS", opts);
        return e;
    }
}
