package pdll.mlir.affine;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pdll.mlir.lex.StringLiterals;
import pdll.mlir.parse.Bytes;

/**
 * {@code mlir-pdll-22} as the oracle of attribute literals: a batch of literals becomes one PDLL
 * file of patterns {@code P<i>} each matching an op with {@code attr<"literal">}; the printed
 * {@code attribute = #map} (resolved through the aliases at the top) or the first
 * {@code loc("literal":line:col): error: …} on stderr is the literal's result, in the form of
 * {@link AffineLiterals#parse}. A batch that crashes the reference (it divides by zero on a few
 * inputs) is split until the crashing literals are alone; their result is {@link #CRASH}.
 */
final class MlirPdllReference {
    static final String CRASH = "reference crashed";
    private static final List<Path> CANDIDATES = List.of(Path.of("/usr/lib/llvm-22/bin/mlir-pdll"), Path.of("/usr/bin/mlir-pdll-22"));
    private static final Pattern ALIAS = Pattern.compile("^(#\\w+) = (.*)$", Pattern.MULTILINE);
    private static final Pattern PATTERN = Pattern.compile("pdl\\.pattern @P(\\d+) ");
    private static final Pattern ATTRIBUTE = Pattern.compile("= attribute(?: = (.*?))? loc\\(");
    private static final Pattern ERROR = Pattern.compile("^loc\\(\"((?:[^\"\\\\]|\\\\.)*+)\":(\\d+):(\\d+)\\): error: (.*)$", Pattern.MULTILINE);

    private final Path binary;
    private final Path dir;
    int runs;

    private MlirPdllReference(Path binary, Path dir) {
        this.binary = binary;
        this.dir = dir;
    }

    /** The reference, writing its inputs and outputs in {@code dir} (the test's own: removed after it), or null when it is not installed. */
    static MlirPdllReference find(Path dir) {
        for (Path p : CANDIDATES) if (Files.isExecutable(p)) return new MlirPdllReference(p, dir);
        return null;
    }

    static final String MISSING = "mlir-pdll-22 not found: apt-get install mlir-22-tools";

    /** Every literal's result. */
    Map<String, String> run(List<String> literals) throws IOException, InterruptedException {
        List<String> unique = new ArrayList<>(new LinkedHashSet<>(literals));
        Map<String, String> out = new HashMap<>();
        runSplitting(unique, out);
        return out;
    }

    private void runSplitting(List<String> literals, Map<String, String> out) throws IOException, InterruptedException {
        if (literals.isEmpty()) return;
        Map<String, String> results = runOnce(literals);
        if (results != null) {
            out.putAll(results);
        } else if (literals.size() == 1) {
            out.put(literals.get(0), CRASH);
        } else {
            int half = literals.size() / 2;
            runSplitting(literals.subList(0, half), out);
            runSplitting(literals.subList(half, literals.size()), out);
        }
    }

    /** The results, or null when the reference did not complete. */
    private Map<String, String> runOnce(List<String> literals) throws IOException, InterruptedException {
        runs++;
        StringBuilder src = new StringBuilder();
        for (int i = 0; i < literals.size(); i++) {
            src.append("Pattern P").append(i).append(" {\n  let root = op<test.op> {\"x\" = attr<\"")
                    .append(pdllString(literals.get(i))).append("\">};\n  erase root;\n}\n");
        }
        Path file = dir.resolve("batch.pdll");
        Files.writeString(file, src, StandardCharsets.UTF_8);
        Path stdout = dir.resolve("out.txt");
        Path stderr = dir.resolve("err.txt");
        Process p = new ProcessBuilder(binary.toString(), file.toString(), "-x=mlir")
                .redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            throw new IOException("mlir-pdll-22 timed out");
        }
        if (p.exitValue() != 0) return null;
        String text = Files.readString(stdout, StandardCharsets.UTF_8);
        String err = Files.readString(stderr, StandardCharsets.UTF_8);
        Map<String, String> aliases = new HashMap<>();
        Matcher a = ALIAS.matcher(text);
        while (a.find()) aliases.put(a.group(1), a.group(2));
        Map<String, String> errors = new HashMap<>();
        Matcher e = ERROR.matcher(err);
        while (e.find()) errors.putIfAbsent(e.group(1), e.group(2) + ":" + e.group(3) + ": " + e.group(4));
        Map<String, String> results = new HashMap<>();
        Matcher pm = PATTERN.matcher(text);
        while (pm.find()) {
            String literal = literals.get(Integer.parseInt(pm.group(1)));
            Matcher am = ATTRIBUTE.matcher(text);
            if (!am.find(pm.end())) throw new IOException("no attribute in pattern P" + pm.group(1));
            String value = am.group(1);
            String result = value != null ? aliases.getOrDefault(value, value) : errors.get(StringLiterals.escape(Bytes.of(literal)));
            if (result == null) throw new IOException("no result for " + literal + "\n" + err);
            results.put(literal, result);
        }
        if (results.size() != literals.size()) throw new IOException("reference printed " + results.size() + " of " + literals.size() + " patterns\n" + err);
        return results;
    }

    /** A literal inside a PDLL string: blanks other than space as escapes. */
    private static String pdllString(String literal) {
        StringBuilder sb = new StringBuilder();
        for (char c : literal.toCharArray()) {
            switch (c) {
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                case '"', '\\' -> sb.append('\\').append(c);
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }
}
