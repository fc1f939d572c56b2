package pdll.drr;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import pdll.base.io.FileAccess;
import pdll.drr.convert.DrrConverter;
import pdll.drr.convert.RecordResult;
import pdll.drr.read.DrrFile;
import pdll.drr.read.DrrPattern;
import pdll.drr.read.OpShape;
import pdll.pdllc.PdllcMain;
import pdll.tablegen.TableGenOptions;
import pdll.tablegen.eval.Value;

/**
 * The test dialect's DRR patterns (LLVM's {@code TestOps.td}, which exercise every directive)
 * against {@code mlir-opt-22 --test-greedy-patterns}, which runs them compiled into MLIR, on each
 * function of LLVM's {@code pattern.mlir}. The PDLL side is the conversion minus what cannot run
 * here: the records drr2pdll does not convert, and the patterns whose native C++ calls the test
 * dialect's C++ (its headers are not installed; the C++ drr2pdll writes itself — locations, ODS
 * constraints — is kept). Both lists are printed first. A function must come out byte-identical
 * (with {@code --mlir-print-debuginfo}, as pattern.mlir's RUN line prints it) unless one of the
 * left-out records matches an op of it.
 */
class TestDialectGreedyTest {
    private static final Path WORK = TestDirs.repoRoot().resolve("drr/target/drr-test-dialect");
    private static final Pattern FUNC = Pattern.compile("(?ms)^func\\.func @(\\w+)\\(.*?^}\\n");
    private static final Pattern PATTERN = Pattern.compile("(?ms)^(?://[^\\n]*\\n)*Pattern (\\w+) with.*?^}\\n");
    private static final Pattern NATIVE = Pattern.compile("(?m)^(?:Rewrite|Constraint) (\\w+)");

    @Test
    void convertiblePatternsRewriteAsTestGreedyPatterns() throws Exception {
        Optional<Path> shared = TestDirs.shared();
        Assumptions.assumeTrue(shared.isPresent(), TestDirs.NO_SHARED);
        Optional<Path> opt = TestDirs.tool("mlir-opt-22");
        Assumptions.assumeTrue(opt.isPresent() && TestDirs.tool("g++").isPresent() && TestDirs.mlirHeaders(),
                "mlir-opt-22, g++ or MLIR's headers not found: " + TestDirs.INSTALL);
        Path testDir = shared.get().resolve("upstream/mlir/test/lib/Dialect/Test");
        Path input = shared.get().resolve("upstream/mlir/test/mlir-tblgen/pattern.mlir");
        Files.createDirectories(WORK);
        List<Path> includes = List.of(testDir, TestDirs.MLIR_INCLUDE);
        DrrFile drr = DrrFile.read(testDir.resolve("TestOps.td"), new TableGenOptions(WORK, includes, List.of(), FileAccess.DISK));
        DrrConverter.Conversion conv = DrrConverter.convert(drr, DrrConverter.Options.all(WORK));

        // What stays out, and why.
        Map<String, String> leftOut = new LinkedHashMap<>();
        Map<String, String> recordOfPattern = new LinkedHashMap<>();
        for (RecordResult r : conv.records()) {
            if (!r.converted()) leftOut.put(r.record(), r.construct() + ": " + r.reason());
            for (String p : r.patterns()) recordOfPattern.put(p, r.record());
        }
        // Native C++ that calls the test dialect's C++ does not compile here: g++ names it.
        Set<String> natives = new LinkedHashSet<>();
        Path pdll = WORK.resolve("test-dialect.pdll");
        String kept = conv.pdll();
        for (int round = 0; round < 4; round++) {
            Set<String> rejected = nativesGxxRejects(kept, includes);
            if (rejected.isEmpty()) break;
            natives.addAll(rejected);
            kept = without(conv.pdll(), natives, recordOfPattern, leftOut);
        }
        int keptPatterns = 0;
        Matcher m = PATTERN.matcher(kept);
        while (m.find()) keptPatterns++;
        Files.writeString(pdll, kept);
        System.out.printf("TestDialectGreedyTest: %d records, %d patterns kept, %d records left out:%n", conv.records().size(),
                keptPatterns, leftOut.size());
        leftOut.forEach((r, why) -> System.out.println("  left out: " + r + ": " + why));

        Map<String, Set<String>> rootsOfLeftOut = new LinkedHashMap<>();
        for (DrrPattern p : drr.patterns()) {
            if (leftOut.containsKey(p.name()) && p.source() != null && p.source().operator() instanceof Value.DefRef d
                    && d.record().isSubclassOf("Op")) {
                rootsOfLeftOut.computeIfAbsent(OpShape.of(d.record(), drr.records()).name(), k -> new LinkedHashSet<>()).add(p.name());
            }
        }

        PdllSide side = PdllSide.of(pdll, includes, WORK, opt.get(), "test-dialect");
        String text = Files.readString(input).replaceAll("(?m)^//.*\\n", "");
        Matcher f = FUNC.matcher(text);
        int same = 0;
        List<String> explained = new ArrayList<>();
        List<String> unexplained = new ArrayList<>();
        while (f.find()) {
            Path part = WORK.resolve(f.group(1) + ".mlir");
            Files.writeString(part, f.group());
            Path rel = WORK.relativize(part);
            PdllSide.OptRun a = PdllSide.run(opt.get(), WORK, rel, List.of("--test-greedy-patterns", "--mlir-print-debuginfo"));
            PdllSide.OptRun b = PdllSide.run(opt.get(), WORK, rel, List.of("--load-pass-plugin=" + side.plugin(),
                    "--pass-pipeline=builtin.module(" + side.passPrefix() + "fold=true})", "--mlir-print-debuginfo"));
            if (a.rc() == b.rc() && a.out().equals(b.out())) {
                same++;
                continue;
            }
            Set<String> by = new LinkedHashSet<>();
            rootsOfLeftOut.forEach((op, records) -> {
                if (f.group().contains("\"" + op + "\"") || f.group().contains(" " + op + " ")) by.addAll(records);
            });
            String line = f.group(1) + (b.rc() != 0 && b.rc() != 1 ? " (PDLL side exit " + b.rc() + ")" : "");
            if (by.isEmpty()) unexplained.add(line + "\n--- test-greedy-patterns:\n" + a.out() + a.err() + "\n--- PDLL:\n" + b.out() + b.err());
            else explained.add(line + ": matched by left-out " + String.join(", ", by));
        }
        System.out.printf("TestDialectGreedyTest: %d functions identical, %d differ where left-out records match%n", same, explained.size());
        explained.forEach(e -> System.out.println("  differs: " + e));
        assertTrue(unexplained.isEmpty(), unexplained.size() + " function(s) differ with no left-out record to explain it:\n"
                + String.join("\n", unexplained));
    }

    /** {@code pdll} without the patterns that use one of {@code natives}, each such record noted in {@code leftOut}. */
    private static String without(String pdll, Set<String> natives, Map<String, String> recordOfPattern, Map<String, String> leftOut) {
        StringBuilder kept = new StringBuilder();
        for (String line : pdll.split("\n")) if (line.startsWith("#include")) kept.append(line).append('\n');
        kept.append(declarationsOf(pdll, natives));
        Matcher m = PATTERN.matcher(pdll);
        while (m.find()) {
            String used = firstUse(m.group(), natives);
            if (used != null) {
                leftOut.putIfAbsent(recordOfPattern.getOrDefault(m.group(1), m.group(1)),
                        "its native C++ calls the test dialect's C++ (`" + used + "`), whose headers MLIR does not install");
            } else {
                kept.append(m.group());
            }
        }
        return kept.toString();
    }

    private static final Pattern IN_FUNCTION = Pattern.compile("In (?:static )?(?:member )?function [^\\n]*?(\\w+)PDLFn\\(");

    /** The natives whose generated C++ g++ rejects against MLIR 22's headers. */
    private static Set<String> nativesGxxRejects(String pdll, List<Path> includes) throws Exception {
        Path file = WORK.resolve("candidate.pdll");
        Files.writeString(file, pdll);
        List<String> args = new ArrayList<>(List.of(file.toString(), "-x=cpp", "-o", WORK.resolve("candidate.cpp").toString()));
        for (Path i : includes) args.addAll(List.of("-I", i.toString()));
        java.io.ByteArrayOutputStream err = new java.io.ByteArrayOutputStream();
        int rc = PdllcMain.run(args.toArray(String[]::new), WORK, System.getenv(), new java.io.ByteArrayInputStream(new byte[0]),
                new java.io.PrintStream(new java.io.ByteArrayOutputStream()), new java.io.PrintStream(err, true, java.nio.charset.StandardCharsets.UTF_8));
        assertTrue(rc == 0, "pdllc -x=cpp: " + err);
        Path tu = WORK.resolve("candidate-tu.cpp");
        Files.writeString(tu, "#include \"mlir/IR/PatternMatch.h\"\n#include \"mlir/IR/Matchers.h\"\n"
                + "#include \"mlir/Dialect/PDL/IR/PDL.h\"\n#include \"mlir/Dialect/PDLInterp/IR/PDLInterp.h\"\n"
                + "#include \"mlir/Parser/Parser.h\"\n#include \"candidate.cpp\"\n");
        Processes.Finished gxx = Processes.run(List.of(TestDirs.tool("g++").orElseThrow().toString(), "-fsyntax-only", "-std=c++17",
                "-I" + WORK, "-I" + TestDirs.MLIR_INCLUDE, tu.toString()), WORK, 600, Processes.Errors.MERGED);
        assertTrue(!gxx.timedOut(), "g++ did not finish");
        Set<String> out = new LinkedHashSet<>();
        Matcher m = IN_FUNCTION.matcher(gxx.out());
        while (m.find()) out.add(m.group(1));
        if (gxx.rc() != 0 && out.isEmpty()) throw new AssertionError("g++ rejects the C++ outside any native:\n" + gxx.out());
        return out;
    }

    /** The native declarations (with their comment lines) other than {@code leftOut}'s. */
    private static String declarationsOf(String pdll, Set<String> leftOut) {
        StringBuilder sb = new StringBuilder();
        Matcher d = Pattern.compile("(?ms)^(?:Rewrite|Constraint) (\\w+)\\(.*?\\}\\];\\n").matcher(pdll);
        while (d.find()) if (!leftOut.contains(d.group(1))) sb.append(d.group());
        return sb.toString();
    }

    private static String firstUse(String pattern, Set<String> natives) {
        for (String n : natives) if (Pattern.compile("\\b" + Pattern.quote(n) + "\\b").matcher(pattern).find()) return n;
        return null;
    }
}
