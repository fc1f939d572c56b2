package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import pdll.testsupport.Outside;

/**
 * {@code pdllc -x=ast|mlir|cpp} over the conformance corpus, compared the way {@code
 * run-conformance --kind all} compares: exit code, diagnostics as (file base name, line, column,
 * severity, message) in order, the AST with node addresses renumbered by first appearance, and
 * the PDL / C++ with location aliases resolved and SSA names renumbered. The runner itself is the
 * acceptance; this test keeps it in the build without python.
 */
class ConformanceTest {
    private static final Path ROOT = Path.of("/usr/lib/llvm-22/include");
    private static final AtomicInteger PASSED = new AtomicInteger();
    private static final Pattern PDLL_DIAG = Pattern.compile("^(\\S+?):(\\d+):(\\d+): (error|warning|note|remark): (.*)$");
    private static final Pattern BARE_DIAG = Pattern.compile("^(error|warning|note|remark): (.*)$");
    private static final Pattern ADDRESS = Pattern.compile("^([ |`]*-[A-Za-z]+ )0x[0-9a-fA-F]+");

    /** The project's own cases (test-support/corpus): in every build, also in a plain clone. */
    @TestFactory
    List<DynamicTest> ownCases() throws IOException {
        return tests(Outside.ownCorpus());
    }

    /** The shared corpus (202 cases), when present. */
    @TestFactory
    List<DynamicTest> sharedCorpus() throws IOException {
        Optional<Path> conf = Outside.sharedCorpus();
        Assumptions.assumeTrue(conf.isPresent(), Outside.noSharedCorpus());
        return tests(conf.get());
    }

    private static List<DynamicTest> tests(Path conf) throws IOException {
        List<String> cases = cases(conf);
        List<DynamicTest> tests = new ArrayList<>();
        for (String c : cases) {
            for (String kind : List.of("ast", "mlir", "cpp")) {
                tests.add(DynamicTest.dynamicTest(c + " -x=" + kind, () -> check(conf, c.substring(0, c.length() - 5), kind)));
            }
        }
        return tests;
    }

    /** The corpus's {@code .pdll} file names, sorted; skips the test without MLIR's {@code .td} files. */
    static List<String> cases(Path conf) throws IOException {
        Assumptions.assumeTrue(Files.isDirectory(ROOT.resolve("mlir")), "MLIR .td files not found: apt-get install libmlir-22-dev");
        try (Stream<Path> s = Files.list(conf)) {
            return s.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".pdll")).sorted().toList();
        }
    }

    @AfterAll
    static void report() {
        if (PASSED.get() > 0) System.out.println("pdllc conformance: " + PASSED.get() + " case/kind runs identical");
    }

    private static void check(Path conf, String name, String kind) throws IOException {
        check(conf, name, kind, InProcess.pdllc(conf, List.of(name + ".pdll", "-x=" + kind, "-I", "include", "-I", ROOT.toString())));
    }

    /** A run of case {@code name} (with {@code -x=kind}), by whichever compiler, against the case's recorded files. */
    static void check(Path conf, String name, String kind, InProcess.Result run) throws IOException {
        int rc = run.rc();
        Map<String, Integer> codes = new LinkedHashMap<>();
        for (String l : Files.readAllLines(conf.resolve(name + ".expected.rc"))) {
            String[] kv = l.split(":\\s*");
            if (kv.length == 2) codes.put(kv[0].trim(), Integer.parseInt(kv[1].trim()));
        }
        if (!codes.containsKey(kind)) return; // AST-only cases
        assertEquals(codes.get(kind), rc, "exit code");
        Path stderrFile = conf.resolve(name + ".expected." + kind + ".stderr");
        if (!Files.exists(stderrFile)) stderrFile = conf.resolve(name + ".expected.stderr");
        String expectedErr = Files.exists(stderrFile) ? Files.readString(stderrFile) : "";
        assertEquals(diagnostics(expectedErr), diagnostics(run.err()), "diagnostics");
        if (rc == 0) {
            String expected = Files.readString(conf.resolve(name + ".expected." + kind));
            String actual = run.out();
            if (kind.equals("ast")) assertEquals(ast(expected), ast(actual), "AST");
            else assertEquals(ir(expected), ir(actual), kind);
        }
        PASSED.incrementAndGet();
    }

    /** The runner's diagnostic tuples, one string each. */
    static List<String> diagnostics(String stderr) {
        List<String> out = new ArrayList<>();
        for (String line : stderr.split("\n")) {
            Matcher m = PDLL_DIAG.matcher(line);
            if (m.matches()) {
                String file = m.group(1).substring(m.group(1).lastIndexOf('/') + 1);
                out.add(file + ":" + m.group(2) + ":" + m.group(3) + ": " + m.group(4) + ": " + m.group(5).stripTrailing());
                continue;
            }
            Matcher b = BARE_DIAG.matcher(line);
            if (b.matches()) out.add("-:0:0: " + b.group(1) + ": " + b.group(2).stripTrailing());
        }
        return out;
    }

    private static final Pattern LOC_ALIAS_DEF = Pattern.compile("^(#loc\\d*) = (loc\\(.*\\))$");
    private static final Pattern LOC_REF = Pattern.compile("loc\\((#loc\\d*)\\)");
    private static final Pattern LOC_PATH = Pattern.compile("loc\\(\"[^\"]*/([^\"/]*)\"");
    private static final Pattern SSA = Pattern.compile("%[A-Za-z0-9_$.-]+");

    /** The runner's normalisation of PDL and C++: location aliases resolved, paths cut, SSA names renumbered. */
    static String ir(String text) {
        Map<String, String> aliases = new LinkedHashMap<>();
        List<String> lines = new ArrayList<>();
        for (String line : text.replace("\r\n", "\n").split("\n")) {
            Matcher m = LOC_ALIAS_DEF.matcher(line.stripTrailing());
            if (m.matches()) aliases.put(m.group(1), m.group(2));
            else lines.add(line.stripTrailing());
        }
        Map<String, String> ssa = new LinkedHashMap<>();
        StringBuilder sb = new StringBuilder();
        for (String line : lines) {
            line = LOC_REF.matcher(line).replaceAll(r -> Matcher.quoteReplacement(aliases.getOrDefault(r.group(1), r.group())));
            line = LOC_PATH.matcher(line).replaceAll(r -> Matcher.quoteReplacement("loc(\"" + r.group(1) + "\""));
            line = SSA.matcher(line).replaceAll(r -> Matcher.quoteReplacement(ssa.computeIfAbsent(r.group(), k -> "%" + ssa.size())));
            sb.append(line).append('\n');
        }
        return sb.toString().stripTrailing();
    }

    /** Addresses renumbered by first appearance, trailing blanks and empty trailing lines dropped. */
    static String ast(String text) {
        Map<String, Integer> ids = new LinkedHashMap<>();
        StringBuilder sb = new StringBuilder();
        for (String line : text.replace("\r\n", "\n").split("\n")) {
            Matcher m = ADDRESS.matcher(line);
            if (m.find()) {
                String addr = line.substring(m.group(1).length(), m.end());
                int id = ids.computeIfAbsent(addr, k -> ids.size() + 1);
                line = m.group(1) + "0x" + id + line.substring(m.end());
            }
            sb.append(line.stripTrailing()).append('\n');
        }
        return sb.toString().stripTrailing();
    }
}
