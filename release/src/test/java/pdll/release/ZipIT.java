package pdll.release;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The zip for an installed Java 17+: no runtime of its own, its launchers run on the java they are
 * given (here the one running the tests, through PDLL_JAVA) from an unpacked folder without Maven.
 */
class ZipIT {
    @TempDir
    Path work;

    @Test
    void runsOnAnInstalledJava() throws Exception {
        Path zip = ReleaseArtifacts.zip();
        assumeTrue(Files.isRegularFile(zip), "no " + zip.getFileName() + ": release/build.sh needs zip (apt-get install zip)");
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/unzip")), "the zip test needs unzip (apt-get install unzip)");
        try (Unpacked bundle = Unpacked.unpack(zip, work)) {
            run(bundle);
        }
    }

    private static void run(Unpacked bundle) throws Exception {
        assertFalse(Files.exists(bundle.root.resolve("runtime")), "the zip holds a runtime");
        assertTrue(Files.isExecutable(bundle.root.resolve("bin/pdllc")), "bin/pdllc lost its executable bit");
        String java = Path.of(System.getProperty("java.home"), "bin/java").toString();
        // No archive: a first use would train one in the background, which would outlive this test's folder.
        Unpacked.Result r = bundle.run(List.of("bin/pdllc", "samples/arith_canonicalize.pdll", "-x=mlir"), null, 120,
                "PDLL_JAVA", java, "PDLL_AOT", "0", "PDLL_CDS", "0");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("pdl.pattern @"), r.out());
    }
}
