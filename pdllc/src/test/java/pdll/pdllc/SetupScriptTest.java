package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdll.testsupport.Outside;

/**
 * {@code bin/setup --list} on a machine where nothing is installed (a PATH with only what the
 * script itself runs): it names every package with its reason and the one apt-get command, and
 * {@code --tools-only} leaves the test-only packages out. CI installs through the same script.
 */
class SetupScriptTest {
    private static final List<String> TOOLS = List.of("openjdk-17-jdk-headless", "maven", "mlir-22-tools", "libmlir-22-dev", "g++");
    private static final List<String> TESTS = List.of("llvm-22", "llvm-22-tools", "nodejs", "npm", "neovim", "chromium", "ripgrep");

    private record Run(int rc, String out) {}

    private static Run setup(Path bin, String... args) throws IOException, InterruptedException {
        List<String> cmd = new java.util.ArrayList<>(List.of("/bin/bash", Outside.repoRoot().resolve("bin/setup").toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
        pb.environment().put("PATH", bin.toString());
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        return new Run(p.waitFor(), out);
    }

    /** A folder with links to the programs the script runs, and nothing it looks for. */
    private static Path bareBin(Path dir) throws IOException {
        Path bin = Files.createDirectories(dir.resolve("bin"));
        for (String t : List.of("dpkg", "apt-get", "id", "sed", "ls", "head", "env", "dpkg-query")) {
            for (String d : List.of("/usr/bin", "/bin", "/usr/sbin", "/sbin")) {
                Path p = Path.of(d, t);
                if (Files.isExecutable(p)) {
                    Files.createSymbolicLink(bin.resolve(t), p);
                    break;
                }
            }
        }
        return bin;
    }

    @Test
    void listsEveryMissingPackageWithItsReason(@TempDir Path dir) throws Exception {
        Assumptions.assumeTrue(Files.isExecutable(Path.of("/usr/bin/dpkg")), "not a Debian system (no dpkg)");
        Path bin = bareBin(dir);
        Run all = setup(bin, "--list");
        assertEquals(0, all.rc(), all.out());
        String command = all.out().lines().filter(l -> l.startsWith("setup: would run: ")).findFirst().orElse("");
        assertTrue(command.startsWith("setup: would run: apt-get update && apt-get install -y --no-install-recommends "), all.out());
        for (String p : TOOLS) assertTrue((command + " ").contains(" " + p + " "), p + " in " + command);
        for (String p : List.of("llvm-22", "nodejs", "neovim", "chromium", "ripgrep")) {
            assertTrue((command + " ").contains(" " + p + " "), p + " in " + command);
        }
        // every package on the command is on a line of its own with the reason
        for (String p : command.substring(command.indexOf("--no-install-recommends ") + 24).split(" ")) {
            assertTrue(all.out().lines().anyMatch(l -> l.startsWith("  ") && l.contains(p) && l.contains(": ")), "reason for " + p);
        }

        Run tools = setup(bin, "--tools-only", "--list");
        assertEquals(0, tools.rc(), tools.out());
        for (String p : TOOLS) assertTrue(tools.out().contains(" " + p), p);
        for (String p : TESTS) assertFalse(tools.out().contains(" " + p + " ") || tools.out().contains(" " + p + "\n"), p + ": " + tools.out());
    }

    @Test
    void unknownArgumentsAreRefused(@TempDir Path dir) throws Exception {
        Run r = setup(bareBin(dir), "--tool-only");
        assertEquals(1, r.rc());
        assertEquals("setup: unknown argument '--tool-only' (try --help)\n", r.out());
    }

    @Test
    void ciInstallsThroughTheSameScript() throws IOException {
        String ci = Files.readString(Outside.repoRoot().resolve(".ci/run"));
        assertTrue(ci.lines().anyMatch(l -> l.equals("bin/setup")), ".ci/run calls bin/setup");
        assertFalse(ci.contains("apt-get install"), ".ci/run keeps no package list of its own");
    }
}
