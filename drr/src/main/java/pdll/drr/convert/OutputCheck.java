package pdll.drr.convert;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pdll.drr.read.DrrFile;
import pdll.sema.analysis.Analysis;
import pdll.sema.analysis.AnalysisOptions;
import pdll.sema.analysis.Analyzer;
import pdll.sema.diag.SemaDiagnostic;
import pdll.syntax.PdllParser;

/**
 * Compiles a conversion with the project's PDLL front end (what pdllc and mlir-pdll accept) and
 * names the records whose PDLL does not compile, with the error: a converter gap must show as a
 * reported record, never as a file that does not build.
 */
final class OutputCheck {
    private OutputCheck() {}

    private static final Pattern DECL = Pattern.compile("(?m)^(?:Constraint|Rewrite) (\\w+)\\(");

    /** Record name → why its PDLL is rejected; empty when the file compiles. */
    static Map<String, String> rejects(DrrFile drr, Path outputDir, DrrConverter.Conversion c) {
        Path dir = outputDir == null ? drr.path().toAbsolutePath().getParent() : outputDir.toAbsolutePath();
        String name = dir.resolve(stem(drr.path()) + ".pdll").toString();
        Analysis a = Analyzer.analyze(PdllParser.parse(name, c.pdll()),
                new AnalysisOptions(dir, drr.includeDirs(), drr.options().files(), false));
        Map<String, String> out = new LinkedHashMap<>();
        int bodyStart = c.pdll().length();
        for (String t : c.texts()) bodyStart -= t.length();
        for (SemaDiagnostic d : a.diagnostics()) {
            if (!d.isError()) continue;
            String why = "the PDLL it becomes does not compile: " + d.message();
            if (d.where() == null || d.where().pdll() == null || !name.equals(d.where().pdll().file())) {
                // An error with no place in the file (an include that does not import) is every record's.
                for (RecordResult r : c.records()) if (r.converted()) out.putIfAbsent(r.record(), why);
                continue;
            }
            int at = d.where().pdll().start();
            if (at >= bodyStart) {
                int offset = bodyStart;
                for (int i = 0; i < c.texts().size(); i++) {
                    int end = offset + c.texts().get(i).length();
                    if (at < end) {
                        out.putIfAbsent(c.records().get(i).record(), why);
                        break;
                    }
                    offset = end;
                }
            } else {
                // In a native declaration: every record that calls it.
                String decl = null;
                Matcher m = DECL.matcher(c.pdll());
                while (m.find() && m.start() <= at) decl = m.group(1);
                if (decl == null) continue;
                Pattern call = Pattern.compile("\\b" + Pattern.quote(decl) + "\\(");
                for (int i = 0; i < c.texts().size(); i++) {
                    if (c.records().get(i).converted() && call.matcher(c.texts().get(i)).find()) {
                        out.putIfAbsent(c.records().get(i).record(), why);
                    }
                }
            }
        }
        return out;
    }

    private static String stem(Path p) {
        String n = p.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot > 0 ? n.substring(0, dot) : n;
    }

}
