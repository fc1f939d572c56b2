package pdll.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The acceptance test of issue 18: for every sample (with the input and options of its lit test,
 * samples/NAME.mlir) and every case of src/test/resources/cases (NAME.pdll on NAME.mlir, default
 * options), {@code pdll-run} prints byte for byte what a reference pipeline prints: mlir-pdll-22
 * compiles the patterns ({@code -x=mlir}, and {@code -x=cpp} for native code), a minimal plugin of
 * this test's own (reference_plugin.cpp, built here) applies them, mlir-opt-22 prints the IR.
 * Each case runs with folding on and off. Skipped, naming the packages, without mlir-pdll-22,
 * mlir-opt-22, g++ or the MLIR development files.
 */
class ReferencePipelineTest {
    private static final Pattern RUN = Pattern.compile("^// RUN: pdll-run %S/(\\S+\\.pdll) %s(.*?) \\| FileCheck %s$",
            Pattern.MULTILINE);
    private static final List<String> HEADERS = List.of("mlir/IR/PatternMatch.h", "mlir/Parser/Parser.h", "mlir/IR/Matchers.h", "mlir/Dialect/Arith/IR/Arith.h",
            "mlir/Dialect/Tensor/IR/Tensor.h", "mlir/Dialect/Linalg/IR/Linalg.h");

    /** One pattern file on one input; {@code includeDirs} and {@code noFold} as its lit test runs it. */
    private record Case(Path pdll, Path input, List<String> includeDirs, boolean noFold) {}

    @Test
    void pdllRunPrintsWhatTheReferencePipelinePrints() throws IOException, InterruptedException {
        RunTools.assumeToolchain();
        assumeTrue(RunTools.onPath("mlir-pdll-22") != null, "mlir-pdll-22 not found: apt-get install mlir-22-tools");
        Path repo = RunTools.repo();
        List<Case> cases = cases(repo);
        assertTrue(cases.size() >= 12, "at least 12 pattern files: " + cases.size());
        Path work = Files.createDirectories(repo.resolve("pdll-run/target/reference-pipeline"));

        // the reference's compile, and one plugin for all cases: each native case's -x=cpp in a namespace of its own
        List<String> pdlFiles = new ArrayList<>();
        StringBuilder tu = new StringBuilder();
        for (String h : HEADERS) tu.append("#include \"").append(h).append("\"\n");
        StringBuilder populate = new StringBuilder("#define REF_POPULATE_CASES(n, p) switch (n) {");
        List<Integer> nativeIndex = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            Case c = cases.get(i);
            Path pdl = work.resolve(i + ".pdl.mlir");
            pdll(c, "-x=mlir", pdl);
            pdlFiles.add(pdl.toString());
            if (Files.readString(pdl).contains("apply_native_")) {
                Path cpp = work.resolve(i + ".h.inc");
                pdll(c, "-x=cpp", cpp);
                tu.append("namespace ref_case").append(i).append(" {\n#include \"").append(cpp).append("\"\n}\n");
                populate.append(" case ").append(i).append(": ref_case").append(i)
                        .append("::populateGeneratedPDLLPatterns(p); break;");
                nativeIndex.add(i);
            } else {
                nativeIndex.add(-1);
            }
        }
        tu.append(populate).append(" }\n#include \"")
                .append(repo.resolve("pdll-run/src/test/resources/reference_plugin.cpp")).append("\"\n");
        Path plugin = referencePlugin(work, tu.toString());

        int compared = 0;
        for (int i = 0; i < cases.size(); i++) {
            Case c = cases.get(i);
            for (boolean fold : new boolean[] {true, false}) {
                if (c.noFold() && fold) continue; // the lit test's own option only
                String options = nativeIndex.get(i) >= 0 ? "case=" + i : "pdl=" + pdlFiles.get(i);
                String expected = exec(repo, List.of("mlir-opt-22", "--load-pass-plugin=" + plugin,
                        "--pass-pipeline=builtin.module(ref-apply{" + options + " fold=" + fold + "})", c.input().toString()));
                List<String> args = new ArrayList<>(List.of(c.pdll().toString(), c.input().toString()));
                for (String d : c.includeDirs()) args.addAll(List.of("-I", d));
                if (!fold) args.add("--no-fold");
                RunTools.Run r = RunTools.run(repo, System.getenv(), args.toArray(String[]::new));
                assertEquals(0, r.rc(), c + ": " + r.err());
                assertEquals(expected, r.out(), c + " fold=" + fold);
                compared++;
            }
        }
        System.out.println("ReferencePipelineTest: " + cases.size() + " pattern files, " + compared
                + " runs identical to mlir-pdll-22 + a reference plugin + mlir-opt-22");
    }

    private static List<Case> cases(Path repo) throws IOException {
        List<Case> out = new ArrayList<>();
        Path samples = repo.resolve("samples");
        try (Stream<Path> s = Files.list(samples)) {
            for (Path mlir : s.filter(p -> p.toString().endsWith(".mlir")).sorted().toList()) {
                Matcher m = RUN.matcher(Files.readString(mlir));
                if (!m.find()) continue; // a test of a failure (RUN: not pdll-run ...)
                String rest = m.group(2);
                List<String> dirs = rest.contains("-I %S") ? List.of(samples.toString()) : List.of();
                out.add(new Case(samples.resolve(m.group(1)), mlir, dirs, rest.contains("--no-fold")));
            }
        }
        Path own = repo.resolve("pdll-run/src/test/resources/cases");
        try (Stream<Path> s = Files.list(own)) {
            for (Path pdll : s.filter(p -> p.toString().endsWith(".pdll")).sorted().toList()) {
                String name = pdll.getFileName().toString().replace(".pdll", ".mlir");
                out.add(new Case(pdll, own.resolve(name), List.of(), false));
            }
        }
        return out;
    }

    private static void pdll(Case c, String kind, Path output) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("mlir-pdll-22", kind, "-I", RunTools.LLVM.resolve("include").toString()));
        for (String d : c.includeDirs()) cmd.addAll(List.of("-I", d));
        cmd.addAll(List.of(c.pdll().toString(), "-o", output.toString()));
        exec(c.pdll().getParent(), cmd);
    }

    /** Builds the reference plugin, unless one of exactly this source is there from an earlier run. */
    private static Path referencePlugin(Path work, String tu) throws IOException, InterruptedException {
        Path src = work.resolve("reference.cpp");
        Path so = work.resolve("reference.so");
        if (Files.exists(so) && Files.exists(src) && Files.readString(src).equals(tu)) return so;
        Files.writeString(src, tu);
        Files.deleteIfExists(so);
        List<String> cmd = new ArrayList<>(List.of("g++"));
        cmd.addAll(PluginCache.FLAGS);
        cmd.addAll(List.of("-I" + RunTools.LLVM.resolve("include"), src.toString(), "-L" + RunTools.LLVM.resolve("lib"),
                "-lMLIR", "-lLLVM", "-o", so.toString()));
        exec(work, cmd);
        return so;
    }

    private static String exec(Path dir, List<String> cmd) throws IOException, InterruptedException {
        Path err = Files.createTempFile("ref-pipeline", ".err");
        try {
            Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectError(err.toFile()).start();
            p.getOutputStream().close();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            int rc = p.waitFor();
            assertEquals(0, rc, String.join(" ", cmd) + "\n" + Files.readString(err));
            return out;
        } finally {
            Files.deleteIfExists(err);
        }
    }
}
