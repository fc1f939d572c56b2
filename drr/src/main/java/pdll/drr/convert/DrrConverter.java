package pdll.drr.convert;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import pdll.drr.read.DrrFile;
import pdll.drr.read.DrrPattern;
import pdll.drr.read.DrrText;
import pdll.tablegen.eval.Record;

/**
 * A DRR file as one PDLL file: the ODS files it includes, the native Constraints and Rewrites
 * its patterns need, then one pattern per record in the order of the file (a record that does
 * not convert stays there as a comment with its DRR text and the reason).
 */
public final class DrrConverter {
    private DrrConverter() {}

    /**
     * The PDLL text, and what became of each record.
     *
     * @param texts each record's PDLL text (its patterns, or the comment that keeps it), in the order of {@code records}
     */
    public record Conversion(String pdll, List<RecordResult> records, List<String> texts) {
        public boolean complete() {
            return records.stream().allMatch(RecordResult::converted);
        }
    }

    /**
     * @param only the records to convert (empty: all)
     * @param outputDir where the PDLL file goes (an include of the DRR file itself is relative to it)
     * @param cppHeaders the C++ headers the native code needs beyond the dialects' (the helpers a
     *     DRR file's C++ calls), written on a {@code // C++ headers:} line as bin/pdll-run reads it
     * @param drrLocations give every created op the location DRR gives it (the fused location of the
     *     matched ops) instead of the one PDL gives it, through a native Rewrite per created op
     */
    public record Options(Set<String> only, Path outputDir, List<String> cppHeaders, boolean drrLocations) {
        public static Options all(Path outputDir) {
            return new Options(Set.of(), outputDir, List.of(), true);
        }
    }

    /**
     * Converts the file's records as the options say, then compiles the result with the project's
     * PDLL front end: a record whose PDLL does not compile is reported and kept as a comment like
     * one that does not convert, so the file written always compiles.
     */
    public static Conversion convert(DrrFile drr, Options options) {
        Map<String, String> rejected = new LinkedHashMap<>();
        Conversion c = convert(drr, options, rejected);
        for (int round = 0; round < 8; round++) {
            Map<String, String> more = OutputCheck.rejects(drr, options.outputDir(), c);
            more.keySet().removeAll(rejected.keySet());
            if (more.isEmpty()) break;
            rejected.putAll(more);
            c = convert(drr, options, rejected);
        }
        return c;
    }

    /** The conversion with the records in {@code rejected} (by name) kept as comments for the reason given. */
    private static Conversion convert(DrrFile drr, Options options, Map<String, String> rejected) {
        Set<String> only = options.only();
        Path outputDir = options.outputDir();
        Path drrPath = drr.path().toAbsolutePath().normalize();
        String text = drr.sourceText();
        List<String> spelled = new ArrayList<>(PdllIncludes.names(text));
        spelled.remove("mlir/IR/PatternBase.td");
        boolean definesOps = false;
        for (Record r : drr.records().derivedDefinitions("Op")) {
            if (r.loc().isKnown() && Path.of(r.loc().fileName()).toAbsolutePath().normalize().equals(drrPath)) {
                definesOps = true;
                break;
            }
        }
        List<String> includes;
        Set<Path> visible;
        if (definesOps) {
            // mlir-pdll reads each included .td on its own: the DRR file's includes may not stand
            // alone (TestOps.td's "TestDialect.td" needs OpBase.td first), the file itself does.
            visible = PdllIncludes.closure(drr, drrPath);
            includes = List.of(includePath(drrPath, drr.includeDirs(), outputDir));
        } else {
            PdllIncludes.Kept kept = PdllIncludes.of(drr, spelled);
            visible = kept.reached();
            includes = kept.includes();
        }
        Set<String> reserved = new HashSet<>(Scope.KEYWORDS);
        for (String cls : List.of("Attr", "Type", "OpInterface")) {
            for (Record r : drr.records().derivedDefinitions(cls)) reserved.add(r.name());
        }
        Map<DrrPattern, List<String>> names = new LinkedHashMap<>();
        for (DrrPattern p : drr.patterns()) {
            if (!only.isEmpty() && !only.contains(p.name())) continue;
            String base = CppCode.identifier(p.anonymous() ? stem(p.file()) + "_" + p.line() : p.name());
            List<String> ns = new ArrayList<>();
            for (String n : PatternConverter.names(p, base)) {
                String u = n;
                for (int i = 1; reserved.contains(u); i++) u = n + "_" + i;
                reserved.add(u);
                ns.add(u);
            }
            names.put(p, ns);
        }
        NativeDecls natives = new NativeDecls(reserved);
        FileContext file = new FileContext(drr.records(), natives, visible, options.drrLocations());
        List<RecordResult> results = new ArrayList<>();
        List<String> texts = new ArrayList<>();
        for (Map.Entry<DrrPattern, List<String>> e : names.entrySet()) {
            DrrPattern p = e.getKey();
            int mark = natives.mark();
            StringBuilder body = new StringBuilder("\n");
            try {
                String why = rejected.get(p.name());
                if (why != null) throw new Unsupported("PDLL", why);
                List<PatternConverter.Converted> cs = PatternConverter.convert(file, p, e.getValue());
                for (PatternConverter.Converted c : cs) body.append(c.text());
                results.add(new RecordResult(p.name(), p.file(), p.line(), true,
                        cs.stream().map(PatternConverter.Converted::name).toList(), null, null));
            } catch (Unsupported u) {
                natives.rollback(mark);
                results.add(new RecordResult(p.name(), p.file(), p.line(), false, List.of(), u.construct(), u.reason()));
                body.append(keptAsComment(p, u));
            } catch (RuntimeException ex) {
                // A record the converter does not understand is a finding to report, never a crash
                // of the whole file: the record is kept and reported like any unsupported one.
                // The fuzzer (bin/pdll-fuzz) sets drr2pdll.failFast to see the failure itself.
                if (Boolean.getBoolean("drr2pdll.failFast")) throw ex;
                natives.rollback(mark);
                String why = "the converter failed on it (" + ex.getClass().getSimpleName() + "); please report this record";
                if (System.getenv("DRR2PDLL_TRACE") != null) ex.printStackTrace();
                results.add(new RecordResult(p.name(), p.file(), p.line(), false, List.of(), "converter", why));
                body.append(keptAsComment(p, new Unsupported("converter", why)));
            }
            texts.add(body.toString());
        }
        StringBuilder out = new StringBuilder();
        long converted = results.stream().filter(RecordResult::converted).count();
        out.append("// Converted from ").append(drrPath.getFileName()).append(" by drr2pdll: ")
                .append(converted).append(" of ").append(results.size()).append(" DRR records");
        if (converted < results.size()) out.append(" (the others are kept as comments, with the reason)");
        out.append(".\n");
        if (!options.cppHeaders().isEmpty()) out.append("// C++ headers: ").append(String.join(" ", options.cppHeaders())).append('\n');
        for (String inc : includes) out.append("#include \"").append(inc).append("\"\n");
        if (!natives.isEmpty()) out.append('\n').append(natives.render());
        for (String t : texts) out.append(t);
        return new Conversion(out.toString(), List.copyOf(results), List.copyOf(texts));
    }

    /** The shortest way for the PDLL file to include {@code file}: through an include directory, or relative to the output. */
    static String includePath(Path file, List<Path> includeDirs, Path outputDir) {
        String best = null;
        List<Path> bases = new ArrayList<>(includeDirs);
        if (outputDir != null) bases.add(outputDir);
        for (Path dir : bases) {
            Path d = dir.toAbsolutePath().normalize();
            String rel;
            if (file.startsWith(d)) rel = d.relativize(file).toString();
            else if (dir == outputDir) rel = d.relativize(file).toString();
            else continue;
            rel = rel.replace('\\', '/');
            if (best == null || rel.length() < best.length()) best = rel;
        }
        return best == null ? file.toString() : best;
    }

    private static String stem(String file) {
        String n = Path.of(file).getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot > 0 ? n.substring(0, dot) : n;
    }

    private static String keptAsComment(DrrPattern p, Unsupported u) {
        StringBuilder sb = new StringBuilder();
        sb.append("// drr2pdll: ").append(p.name());
        if (!p.anonymous()) sb.append(" (").append(Path.of(p.file()).getFileName()).append(':').append(p.line()).append(')');
        sb.append(" is not converted: ").append(u.construct()).append(": ").append(u.reason()).append('\n');
        for (String line : p.docComment()) sb.append("//").append(line.isEmpty() ? "" : " " + line).append('\n');
        for (String line : DrrText.of(p).split("\n", -1)) sb.append("// ").append(line).append('\n');
        return sb.toString();
    }
}
