package pdll.pdllc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import pdll.tablegen.bench.ReferenceTools;

/**
 * The {@code pdllc -x=cpp} output of every sample compiles as C++17 against the MLIR 22 headers:
 * one translation unit includes {@code mlir/IR/PatternMatch.h}, {@code mlir/Parser/Parser.h},
 * {@code mlir/IR/BuiltinOps.h} (all the generated code itself needs), the headers a sample's
 * native code needs (its {@code // C++ headers: A.h B.h} comment line), then each generated file
 * inside a namespace of its own (so that equal native function names of two samples do not
 * clash) with a call of its {@code populateGeneratedPDLLPatterns}; {@code g++ -fsyntax-only
 * -std=c++17 -I/usr/lib/llvm-22/include} must accept it. Skipped when g++ or the headers are
 * missing. A small file whose native code holds {@code "a\n"}, {@code '\t'} and {@code \"} is
 * compiled too: pdllc copies code blocks verbatim (mlir-pdll-22 unescapes them, so its output for
 * {@code "a\n"} has a line break inside a string literal and does not compile).
 */
class CppCompileTest {
    private static final Path INCLUDE = Path.of("/usr/lib/llvm-22/include");
    private static final List<String> BASE_HEADERS =
            List.of("mlir/IR/PatternMatch.h", "mlir/Parser/Parser.h", "mlir/IR/BuiltinOps.h");
    private static final String HEADERS_LINE = "// C++ headers:";

    static Path gxx() {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(File.pathSeparator)) {
            Path p = Path.of(dir, "g++");
            if (Files.isExecutable(p)) return p;
        }
        return null;
    }

    @Test
    void generatedCppOfEverySampleCompiles() throws IOException, InterruptedException {
        Path gxx = gxx();
        Assumptions.assumeTrue(gxx != null && Files.exists(INCLUDE.resolve("llvm/ADT/StringRef.h"))
                        && Files.exists(INCLUDE.resolve("mlir/IR/PatternMatch.h")),
                "g++ or the LLVM/MLIR 22 C++ headers not found: apt-get install llvm-22-dev libmlir-22-dev g++");
        Assumptions.assumeTrue(Files.isDirectory(INCLUDE.resolve("mlir/Dialect")),
                "MLIR .td files not found: apt-get install libmlir-22-dev");
        Path repo = SamplesTest.repoRoot();
        Path dir = repo.resolve("pdllc/target/cpp-compile");
        Files.createDirectories(dir);
        Set<String> headers = new LinkedHashSet<>(BASE_HEADERS);
        StringBuilder body = new StringBuilder();
        List<String> samples = SamplesTest.samples(repo);
        for (String sample : samples) {
            String name = sample.substring(0, sample.length() - ".pdll".length());
            ReferenceTools.Run r = SamplesTest.pdllc(repo, SamplesTest.args(sample, "cpp"));
            assertEquals(0, r.status(), "pdllc -x=cpp " + sample + ":\n" + r.stderr());
            Path inc = dir.resolve(name + ".h.inc");
            Files.write(inc, r.stdout());
            for (String line : Files.readAllLines(repo.resolve("samples").resolve(sample))) {
                if (line.startsWith(HEADERS_LINE)) {
                    for (String h : line.substring(HEADERS_LINE.length()).trim().split("\\s+")) {
                        if (!h.isEmpty()) headers.add(h);
                    }
                }
            }
            body.append("namespace sample_").append(name).append(" {\n")
                    .append("#include \"").append(inc.getFileName()).append("\"\n")
                    .append("void populate(::mlir::RewritePatternSet &patterns) { populateGeneratedPDLLPatterns(patterns); }\n")
                    .append("} // namespace sample_").append(name).append("\n\n");
        }
        // Escapes inside a native code block are C++ text, copied verbatim (mlir-pdll-22 turns the
        // `\n` of "a\n" into a line break inside the string literal, which does not compile).
        String code = "llvm::errs() << \"a\\n\" << '\\t' << \"q\\\"\"; return ::mlir::success();";
        Files.writeString(dir.resolve("escapes.pdll"), "Constraint Log(v: Value) [{ " + code + " }];\n"
                + "Pattern {\n  let root = op<test.log>(v: Value);\n  Log(v);\n  erase root;\n}\n");
        ReferenceTools.Run esc = SamplesTest.pdllc(dir, List.of("escapes.pdll", "-x=cpp"));
        assertEquals(0, esc.status(), "pdllc -x=cpp escapes.pdll:\n" + esc.stderr());
        String escCpp = new String(esc.stdout(), StandardCharsets.UTF_8);
        assertTrue(escCpp.contains("  " + code + "\n"), "code block copied verbatim:\n" + escCpp);
        Files.writeString(dir.resolve("escapes.h.inc"), escCpp, StandardCharsets.UTF_8);
        body.append("namespace escapes {\n#include \"escapes.h.inc\"\n")
                .append("void populate(::mlir::RewritePatternSet &patterns) { populateGeneratedPDLLPatterns(patterns); }\n")
                .append("} // namespace escapes\n\n");
        headers.add("llvm/Support/raw_ostream.h");

        StringBuilder tu = new StringBuilder("// Generated by CppCompileTest: pdllc -x=cpp of samples/*.pdll\n");
        for (String h : headers) tu.append("#include \"").append(h).append("\"\n");
        tu.append('\n').append(body);
        Path source = dir.resolve("samples_tu.cpp");
        Files.writeString(source, tu.toString(), StandardCharsets.UTF_8);

        List<String> cmd = new ArrayList<>(List.of(gxx.toString(), "-fsyntax-only", "-std=c++17", "-I" + INCLUDE,
                source.getFileName().toString()));
        Path log = dir.resolve("g++.log");
        Process p = new ProcessBuilder(cmd).directory(dir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        if (!p.waitFor(600, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            fail("g++ did not finish within 600 s: " + String.join(" ", cmd));
        }
        String output = Files.readString(log);
        if (p.exitValue() != 0) {
            fail("g++ rejected the generated C++ (" + dir + "):\n" + String.join(" ", cmd) + "\n"
                    + (output.length() > 20000 ? output.substring(0, 20000) + "\n..." : output));
        }
        System.out.println("pdllc -x=cpp: " + samples.size() + " samples and the escapes file compile with g++ -fsyntax-only against " + INCLUDE);
    }
}
