package pdll.drr.convert;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pdll.drr.read.DrrFile;
import pdll.tablegen.source.IncludePath;

/**
 * The ODS files a converted PDLL file includes, and the files it sees through them. mlir-pdll
 * reads each included {@code .td} on its own and rejects one that does not reach {@code class Op}
 * ("The class 'Op' is not defined"): a DRR file's {@code include "mlir/IR/CommonAttrConstraints.td"}
 * or of a project's constraint file stands only after {@code OpBase.td}. Such includes are left
 * out; what they define is then not importable by name (a native Constraint is written instead).
 */
final class PdllIncludes {
    private final DrrFile drr;
    private final IncludePath where;
    private final Map<Path, String> texts = new HashMap<>();

    private PdllIncludes(DrrFile drr) {
        this.drr = drr;
        this.where = new IncludePath(drr.options().workingDir(), drr.includeDirs());
    }

    private static final Pattern INCLUDE = Pattern.compile("^\\s*include\\s+\"([^\"]+)\"", Pattern.MULTILINE);
    private static final Pattern CLASS_OP = Pattern.compile("^\\s*class\\s+Op\\s*<", Pattern.MULTILINE);

    /** The includes kept (as the DRR file spells them) and every file they reach. */
    record Kept(List<String> includes, Set<Path> reached) {}

    /** The include names {@code text} (a .td file's text) spells, in order, once each. */
    static List<String> names(String text) {
        List<String> out = new ArrayList<>();
        Matcher m = INCLUDE.matcher(text == null ? "" : text);
        while (m.find()) if (!out.contains(m.group(1))) out.add(m.group(1));
        return out;
    }

    /** Of {@code names} (includes of the DRR file), those mlir-pdll reads on their own. */
    static Kept of(DrrFile drr, List<String> names) {
        return new PdllIncludes(drr).keep(names);
    }

    /** {@code file} and every file it includes, transitively (those found). */
    static Set<Path> closure(DrrFile drr, Path file) {
        Set<Path> c = new PdllIncludes(drr).closure(file);
        return c == null ? Set.of(file) : c;
    }

    private Kept keep(List<String> names) {
        List<String> kept = new ArrayList<>();
        Set<Path> reached = new LinkedHashSet<>();
        for (String name : names) {
            Optional<Path> file = find(name);
            if (file.isEmpty()) {
                kept.add(name); // what cannot be followed is left for the compile check to judge
                continue;
            }
            Set<Path> closure = closure(file.get());
            if (closure != null && closure.stream().anyMatch(p -> CLASS_OP.matcher(text(p)).find())) {
                kept.add(name);
                reached.addAll(closure);
            }
        }
        return new Kept(kept, reached);
    }

    /**
     * {@code file} and the files it includes, transitively; {@code null} when one of them includes
     * a file that is not found (read on its own, past the {@code #ifndef OP_BASE} its includer
     * skipped, onnx-mlir's ONNXToZHighCommon.td includes a file that does not exist).
     */
    private Set<Path> closure(Path file) {
        Set<Path> seen = new LinkedHashSet<>();
        Deque<Path> todo = new ArrayDeque<>(List.of(file));
        while (!todo.isEmpty()) {
            Path p = todo.pop();
            if (!seen.add(p)) continue;
            for (String n : names(text(p))) {
                Optional<Path> f = find(n);
                if (f.isEmpty()) return null;
                todo.push(f.get());
            }
        }
        return seen;
    }

    private Optional<Path> find(String name) {
        return where.find(name, drr.options().files()).map(f -> f.path().toAbsolutePath().normalize());
    }

    private String text(Path p) {
        return texts.computeIfAbsent(p, q -> drr.options().files().read(q).orElse(""));
    }
}
