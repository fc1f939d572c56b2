package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@code bin/pdllc} with no archive of the jar (the first run after a build) and then with the
 * one its background training built: the same stdout byte for byte and an empty stderr, on the
 * newest installed Java (an AOT cache on 25+: Java 25 prints its AOT messages on stdout, so the
 * training must never be the user's run) and on the Java running this test (the class-data
 * archive on 17). The second run insists on the archive ({@code -XX:AOTMode=on} / {@code -Xshare:on}
 * fail when it cannot be mapped). Runs in {@code verify}, after the jar is built; skipped when the
 * launcher would rebuild the jar first.
 */
class LauncherArchiveIT {
    static final Path REPO = SamplesTest.repoRoot();
    static final Path JAR = REPO.resolve("pdllc/target/pdllc.jar");

    record Run(int rc, byte[] out, String err) {}

    static Run run(Map<String, String> env, String script, String... args) throws Exception {
        List<String> command = new ArrayList<>(List.of("/bin/bash", "-c", script, "test"));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.directory(REPO.toFile());
        pb.environment().putAll(env);
        pb.environment().remove("PDLL_JAVA_OPTS");
        Path err = Files.createTempFile("launcher-it", ".err");
        pb.redirectError(err.toFile());
        Process p = pb.start();
        byte[] out = p.getInputStream().readAllBytes();
        int rc = p.waitFor();
        String e = Files.readString(err);
        Files.delete(err);
        return new Run(rc, out, e);
    }

    /** The launcher's choice of java under env: {feature, runtime}. */
    static String[] selected(Map<String, String> env) throws Exception {
        Run r = run(env, "source bin/lib/launcher.sh && pdll_select_java && printf '%s %s' \"$pdll_java_feature\" \"$pdll_java_runtime\"");
        assertEquals(0, r.rc(), r.err());
        return new String(r.out(), StandardCharsets.UTF_8).split(" ");
    }

    static List<Path> archives() throws IOException {
        try (Stream<Path> s = Files.list(JAR.getParent())) {
            return s.filter(p -> p.getFileName().toString().matches("pdllc\\.jar\\..*\\.(aot|jsa|failed)")).toList();
        }
    }

    void sameOutputWithAndWithoutArchive(Map<String, String> env) throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "needs bash");
        Run stale = run(env, "source bin/lib/launcher.sh && pdll_jar_stale \"$PWD\" \"$1\"", JAR.toString());
        assumeTrue(stale.rc() != 0, "pdllc/target/pdllc.jar is missing or older than a source: the launcher would rebuild it");
        String[] java = selected(env);
        String archive = JAR + "." + java[1] + (Integer.parseInt(java[0]) >= 25 ? ".aot" : ".jsa");
        for (Path p : archives()) if (p.toString().startsWith(JAR + "." + java[1] + ".")) Files.delete(p);

        String sample = "samples/arith_canonicalize.pdll";
        Run first = run(env, "bin/pdllc \"$1\" -x=mlir", sample);
        assertEquals(0, first.rc(), first.err());
        assertEquals("", first.err());
        for (int i = 0; i < 1200 && !Files.exists(Path.of(archive)); i++) Thread.sleep(100);
        assertTrue(Files.exists(Path.of(archive)), "the background training published " + archive + "; found " + archives()
                + ", log: " + Files.readString(JAR.resolveSibling(".pdll-train.log")));

        Map<String, String> insist = new HashMap<>(env);
        insist.put("PDLL_JAVA_OPTS", Integer.parseInt(java[0]) >= 25 ? "-XX:AOTMode=on" : "-Xshare:on");
        Run second = run(insist, "bin/pdllc \"$1\" -x=mlir", sample);
        assertEquals(0, second.rc(), second.err());
        assertEquals("", second.err());
        assertArrayEquals(first.out(), second.out(), "stdout with the archive is the stdout without it");
        assertTrue(first.out().length > 1000);
    }

    @Test
    void newestJava() throws Exception {
        sameOutputWithAndWithoutArchive(Map.of());
    }

    @Test
    void javaOfThisTest() throws Exception {
        sameOutputWithAndWithoutArchive(Map.of("PDLL_JAVA", Path.of(System.getProperty("java.home"), "bin", "java").toString()));
    }
}
