package pdll.drr.read;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import pdll.tablegen.Evaluation;
import pdll.tablegen.TableGen;
import pdll.tablegen.TableGenOptions;
import pdll.tablegen.eval.Record;
import pdll.tablegen.eval.RecordKeeper;
import pdll.tablegen.eval.Value;
import pdll.tablegen.source.Loc;

/**
 * A DRR file evaluated with the project's TableGen front end: its records, and the DRR patterns
 * it defines itself (not those of the files it includes from an include directory), in the order
 * they are defined.
 */
public record DrrFile(Path path, Evaluation evaluation, List<DrrPattern> patterns, TableGenOptions options) {
    public List<Path> includeDirs() {
        return options.includeDirs();
    }

    public RecordKeeper records() {
        return evaluation.records();
    }

    /** The file's own text, as the front end read it ({@code null} when it could not be read). */
    public String sourceText() {
        for (Record r : records() == null ? java.util.List.<Record>of() : records().defsInOrder()) {
            Loc loc = where(evaluation, r.loc());
            if (loc.file() != null && loc.isKnown() && Path.of(loc.fileName()).toAbsolutePath().normalize().equals(path.toAbsolutePath().normalize())) {
                return loc.file().text();
            }
        }
        try {
            return java.nio.file.Files.readString(path);
        } catch (java.io.IOException | RuntimeException e) {
            return null;
        }
    }

    /**
     * Evaluates {@code file}; the patterns are those it defines itself or in its local includes
     * (files beside it or below its directory, not found through an include directory of their own).
     */
    public static DrrFile read(Path file, TableGenOptions options) {
        return of(file, TableGen.evaluate(file, options), options);
    }

    /**
     * {@code file} as {@code ev} evaluated it (an editor's unsaved text, through its own evaluation);
     * the patterns as {@link #read} finds them.
     */
    public static DrrFile of(Path file, Evaluation ev, TableGenOptions options) {
        List<DrrPattern> out = new ArrayList<>();
        if (ev.records() != null) {
            Path input = file.toAbsolutePath().normalize();
            for (Record r : ev.records().defsInOrder()) {
                Loc loc = where(ev, r.loc());
                if (!r.isSubclassOf("Pattern") || !local(loc, input, options.includeDirs())) continue;
                out.add(pattern(r, loc));
            }
        }
        return new DrrFile(file, ev, List.copyOf(out), options);
    }

    /**
     * Where a record's location stands in the files as they are now: an editor's evaluation resumed
     * after an edit shares the records of unchanged statements with earlier ones, whose locations
     * point into earlier texts (other lines, other comments above them).
     */
    private static Loc where(Evaluation ev, Loc loc) {
        return ev.inputs() == null ? loc : ev.inputs().current(loc);
    }

    private static boolean local(Loc loc, Path input, List<Path> includeDirs) {
        if (!loc.isKnown()) return false;
        Path p = Path.of(loc.fileName()).toAbsolutePath().normalize();
        if (p.equals(input)) return true;
        if (input.getParent() == null || !p.startsWith(input.getParent())) return false;
        for (Path dir : includeDirs) {
            Path d = dir.toAbsolutePath().normalize();
            if (p.startsWith(d) && !input.startsWith(d)) return false;
        }
        return true;
    }

    private static DrrPattern pattern(Record r, Loc loc) {
        String file = loc.fileName();
        int line = loc.line();
        boolean anonymous = r.isAnonymous();
        String name = anonymous ? Path.of(file).getFileName() + ":" + line : r.name();
        Value.Dag benefit = r.dagValue("benefitDelta");
        long added = 0;
        if (benefit != null && !benefit.args().isEmpty() && benefit.args().get(0) instanceof Value.Int i) added = i.value();
        return new DrrPattern(r, name, anonymous, file, line, r.dagValue("sourcePattern"), list(r, "resultPatterns"),
                list(r, "constraints"), list(r, "supplementalPatterns"), added, docComment(loc));
    }

    private static List<Value> list(Record r, String field) {
        List<Value> l = r.listValue(field);
        return l == null ? List.of() : List.copyOf(l);
    }

    /** The {@code //} lines right above the def (the pattern's documentation). */
    private static List<String> docComment(Loc loc) {
        List<String> out = new ArrayList<>();
        if (loc.file() == null) return out;
        for (int l = loc.line() - 1; l >= 1; l--) {
            String text = loc.file().lineText(l).strip();
            if (!text.startsWith("//")) break;
            out.add(0, text.substring(2).strip());
        }
        return out;
    }
}
