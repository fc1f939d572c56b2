package pdll.mlir.fp;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The reference's answers for float literals: {@code mlir-opt-22} (each literal in its own
 * {@code --split-input-file} chunk, as a {@code FloatAttr} and as the first element of a dense
 * attribute printed in hex, which gives the bits) and {@code mlir-pdll-22} (as {@code attr<"…">});
 * and ours in the same terms.
 */
final class FloatReference {
    static final String MLIR_OPT = System.getenv().getOrDefault("MLIR_OPT", "mlir-opt-22");
    static final String MLIR_PDLL = System.getenv().getOrDefault("MLIR_PDLL", "mlir-pdll-22");
    static final String ABSENT = " not found: apt-get install mlir-22-tools";

    /** A literal as written after {@code = } (a leading minus included) and its type. */
    record Case(String literal, FloatKind kind) {
        String text() {
            return literal + " : " + kind.keyword();
        }
    }

    /** An answer for a case, the reference's or ours: the printed value and the stored bits (hex, little-endian bytes), or an error. */
    record Answer(String printed, String storageHex, String error) {}

    private FloatReference() {}

    /** What we make of a case, in the reference's terms. */
    static Answer ours(Case c) {
        String lit = c.literal();
        boolean negated = lit.startsWith("-");
        String body = negated ? lit.substring(1) : lit;
        FloatValue v;
        if (body.indexOf('.') < 0) {
            Optional<String> error = FloatValue.integerLiteralError(c.kind(), body, negated);
            if (error.isPresent()) return new Answer(null, null, error.get());
            v = FloatValue.fromBits(c.kind(), new BigInteger(body.substring(2), 16));
        } else {
            v = FloatValue.fromLiteral(c.kind(), body, negated);
        }
        return new Answer(v.print(), storageHex(v), null);
    }

    static String storageHex(FloatValue v) {
        StringBuilder s = new StringBuilder();
        for (byte b : v.toBytes()) s.append(String.format("%02X", b & 0xFF));
        return s.toString();
    }

    static boolean present(String tool) {
        try {
            Process p = new ProcessBuilder(tool, "--version").redirectErrorStream(true).start();
            p.getInputStream().readAllBytes();
            return p.waitFor(20, TimeUnit.SECONDS) && p.exitValue() == 0;
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    private static final Pattern OP = Pattern.compile(
            "\\{a = (.*) : (\\w+), b = dense<\"0x([0-9A-F]+)\"> : tensor<3x\\w+>\\}");
    private static final Pattern ERROR = Pattern.compile("^[^:]*:(\\d+):\\d+: error: (.*)$", Pattern.MULTILINE);

    /** One mlir-opt-22 run over {@code cases}. */
    static List<Answer> opt(List<Case> cases, Path dir) throws IOException, InterruptedException {
        StringBuilder in = new StringBuilder();
        for (Case c : cases) {
            String t = c.kind().keyword();
            // [x, 0x0, 0x1] is never a splat, so the data is printed in hex
            in.append("\"t.op\"() {a = ").append(c.literal()).append(" : ").append(t).append(", b = dense<[").append(c.literal())
                    .append(", 0x0, 0x1]> : tensor<3x").append(t).append(">} : () -> ()\n// -----\n");
        }
        String[] out = run(dir, in.toString(), MLIR_OPT, "--allow-unregistered-dialect", "--split-input-file",
                "--mlir-print-elementsattrs-with-hex-if-larger=0");
        String[] chunks = out[0].split("(?m)^// -----\\n", -1);
        String[] errors = new String[cases.size()];
        Matcher e = ERROR.matcher(out[1]);
        while (e.find()) {
            int index = (Integer.parseInt(e.group(1)) - 1) / 2;
            if (index < errors.length && errors[index] == null) errors[index] = e.group(2);
        }
        List<Answer> answers = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            Matcher m = i < chunks.length ? OP.matcher(chunks[i]) : null;
            if (m != null && m.find()) answers.add(new Answer(m.group(1), m.group(3), null));
            else answers.add(new Answer(null, null, errors[i] != null ? errors[i] : "no answer: " + (i < chunks.length ? chunks[i] : "")));
        }
        return answers;
    }

    private static final Pattern ATTRIBUTE = Pattern.compile("attribute = (.*) : (\\w+) loc\\(");

    /** One mlir-pdll-22 run: the printed values of {@code attr<"…">} for cases that parse. */
    static List<String> pdll(List<Case> cases, Path dir) throws IOException, InterruptedException {
        StringBuilder in = new StringBuilder();
        for (int i = 0; i < cases.size(); i++) {
            in.append("Pattern P").append(i).append(" {\n  let root = op<test.op> {\"x\" = attr<\"").append(cases.get(i).text())
                    .append("\">};\n  erase root;\n}\n");
        }
        Path file = Files.writeString(dir.resolve("floats.pdll"), in);
        String[] out = run(dir, null, MLIR_PDLL, file.toString(), "-x=mlir");
        List<String> printed = new ArrayList<>();
        Matcher m = ATTRIBUTE.matcher(out[0]);
        while (m.find()) printed.add(m.group(1));
        if (printed.size() != cases.size()) throw new IllegalStateException("mlir-pdll-22 answered " + printed.size() + " of " + cases.size() + ": " + out[1]);
        return printed;
    }

    /** Runs a tool with {@code input} on its standard input (or none); returns stdout and stderr. */
    private static String[] run(Path dir, String input, String... command) throws IOException, InterruptedException {
        Path in = Files.createTempFile(dir, "in", ".mlir");
        Path out = Files.createTempFile(dir, "out", ".txt");
        Path err = Files.createTempFile(dir, "err", ".txt");
        try {
            Files.writeString(in, input == null ? "" : input);
            Process p = new ProcessBuilder(command).redirectInput(in.toFile()).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            if (!p.waitFor(120, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                throw new IOException(command[0] + " timed out");
            }
            return new String[] {Files.readString(out, StandardCharsets.UTF_8), Files.readString(err, StandardCharsets.UTF_8)};
        } finally {
            Files.deleteIfExists(in);
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }
}
