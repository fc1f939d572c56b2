package pdll.drr;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Real instances of ops, harvested from MLIR test files in generic form: the attributes and types
 * each op is written with where MLIR's own tests use it. Inputs generated from DRR source patterns
 * take them, so that every generated op verifies and carries attribute values the dialect's
 * authors chose (the constants its canonicalizations look for among them).
 */
final class OpPrototypes {
    /** One op as written: its properties ({@code <{…}>}), attributes ({@code {…}}) and types. */
    record Prototype(String name, String properties, String attributes, List<String> operandTypes, List<String> resultTypes) {
        String signature() {
            return properties + attributes + operandTypes + resultTypes;
        }
    }

    private static final int PER_OP = 8;
    // `%0 = "arith.addi"(%a, %b) <{…}> {…} : (i32, i32) -> i32`, no regions or successors.
    private static final Pattern GENERIC = Pattern.compile(
            "^\\s*(?:%[\\w#:, %]+ = )?\"([\\w.$]+)\"\\(([^)]*)\\)\\s*(<\\{.*\\}>)?\\s*(\\{.*\\})?\\s*:\\s*\\((.*)\\)\\s*->\\s*(.*)$");

    private final Map<String, List<Prototype>> byName = new LinkedHashMap<>();

    List<Prototype> of(String opName) {
        return byName.getOrDefault(opName, List.of());
    }

    int size() {
        return byName.values().stream().mapToInt(List::size).sum();
    }

    /** Reads every op of {@code inputs} (each printed in generic form by {@code opt}). */
    static OpPrototypes harvest(Path opt, List<Path> inputs, Path workDir) throws IOException, InterruptedException {
        OpPrototypes out = new OpPrototypes();
        Map<String, Set<String>> seen = new LinkedHashMap<>();
        for (Path input : inputs) {
            // Standard output alone: parts MLIR rejects print nothing and their errors go elsewhere.
            Processes.Finished printed = Processes.run(List.of(opt.toString(), "--mlir-print-op-generic", "--split-input-file",
                    "--allow-unregistered-dialect", input.toString()), workDir, 120, Processes.Errors.DISCARDED);
            if (printed.timedOut()) throw new IOException("mlir-opt did not finish printing " + input);
            for (String line : printed.out().split("\n")) {
                if (line.endsWith("({") || line.contains("^bb")) continue;
                Matcher m = GENERIC.matcher(line);
                if (!m.matches() || line.contains("loc(")) continue;
                Prototype p = new Prototype(m.group(1), m.group(3) == null ? "" : m.group(3), m.group(4) == null ? "" : m.group(4),
                        splitTypes(m.group(5)), results(m.group(6).trim()));
                if (p.operandTypes().size() != countOperands(m.group(2))) continue;
                if (!seen.computeIfAbsent(p.name(), k -> new LinkedHashSet<>()).add(p.signature())) continue;
                List<Prototype> list = out.byName.computeIfAbsent(p.name(), k -> new ArrayList<>());
                if (list.size() < PER_OP) list.add(p);
            }
        }
        return out;
    }

    private static int countOperands(String s) {
        return s.isBlank() ? 0 : s.split(",").length;
    }

    private static List<String> results(String s) {
        if (s.startsWith("(") && s.endsWith(")")) return splitTypes(s.substring(1, s.length() - 1));
        return List.of(s);
    }

    /** A comma-separated type list, commas inside {@code <>()[]{}} kept. */
    static List<String> splitTypes(String s) {
        List<String> out = new ArrayList<>();
        if (s.isBlank()) return out;
        int depth = 0;
        int start = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if ("<([{".indexOf(c) >= 0) depth++;
            else if (">)]}".indexOf(c) >= 0 && !(c == '>' && i > 0 && s.charAt(i - 1) == '-')) depth--;
            else if (c == ',' && depth == 0) {
                out.add(s.substring(start, i).trim());
                start = i + 1;
            }
        }
        out.add(s.substring(start).trim());
        return out;
    }
}
