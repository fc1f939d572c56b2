package pdll.run;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import pdll.base.io.FileAccess;
import pdll.pdllc.PdllcMain;
import pdll.sema.analysis.Analysis;
import pdll.sema.analysis.AnalysisOptions;
import pdll.sema.analysis.Analyzer;
import pdll.sema.codegen.PdlGenerator.SplitLocations;
import pdll.sema.compile.Compiler;
import pdll.syntax.PdllParser;

/**
 * Compiles a pattern file for a run, as pdllc compiles it: {@code pdllc -x=mlir} in this process,
 * so that its diagnostics are pdllc's to the byte. A file whose PDL calls native functions is
 * compiled again to C++ ({@code -x=cpp}) for its own plugin; every native function it calls must
 * have a C++ body in the pattern files ({@code [{ ... }]}), since nothing else can register it.
 */
public final class PatternCompiler {
    private PatternCompiler() {}

    /** The patterns, or null with the diagnostics (pdllc's stderr) when they do not compile. */
    public record Compilation(PatternSet patterns, String messages) {
        public boolean failed() {
            return patterns == null;
        }
    }

    private static final Pattern NATIVE_CALL = Pattern.compile(
            "apply_native_(?:constraint|rewrite) \"([^\"]+)\"[^\n]*loc\\((#loc\\d*)\\)");
    private static final Pattern LOC_ALIAS = Pattern.compile(
            "^(#loc\\d*) = loc\\(\"((?:[^\"\\\\]|\\\\.)*)\":(\\d+):(\\d+)\\)", Pattern.MULTILINE);
    private static final Pattern NATIVE_FUNCTION = Pattern.compile("^static .* (\\w+)PDLFn\\(", Pattern.MULTILINE);

    /**
     * @param patterns the pattern file as the user named it (relative to {@code cwd})
     * @param includeDirs the {@code -I} directories as given; the MLIR include root is added as
     *     pdllc adds it
     * @param env the environment (pdllc's {@code .td} cache settings)
     */
    public static Compilation compile(String patterns, List<String> includeDirs, Path cwd, Map<String, String> env) {
        return compile(patterns, includeDirs, cwd, env, FileAccess.DISK, false);
    }

    /**
     * @param files how the includes are read (pdll-run records what it reads, see {@link RecordingFiles})
     * @param noTdCache compile without pdllc's {@code .td} disk cache ({@code --no-cache})
     */
    static Compilation compile(String patterns, List<String> includeDirs, Path cwd, Map<String, String> env,
                               FileAccess files, boolean noTdCache) {
        List<String> args = new ArrayList<>(List.of("-x=mlir"));
        if (noTdCache) args.add("--no-cache");
        for (String d : includeDirs) args.add("-I" + d);
        args.add("--");
        args.add(patterns);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int rc;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
             PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            rc = PdllcMain.run(args.toArray(String[]::new), cwd, env, files, new ByteArrayInputStream(new byte[0]), o, e);
        }
        String messages = err.toString(StandardCharsets.UTF_8);
        if (rc != 0) return new Compilation(null, messages);
        String pdl = out.toString(StandardCharsets.UTF_8);
        Map<String, String> calls = nativeCalls(pdl);
        if (calls.isEmpty()) return new Compilation(new PatternSet(patterns, pdl, null), messages);

        String text;
        try {
            text = Files.readString(cwd.resolve(patterns), StandardCharsets.UTF_8);
        } catch (IOException e) {
            return new Compilation(null, messages + "pdll-run: cannot read '" + patterns + "': " + e.getMessage() + "\n");
        }
        List<Path> dirs = PdllcMain.includeDirs(includeDirs, cwd);
        Analysis analysis = Analyzer.analyze(PdllParser.parse(patterns, text),
                new AnalysisOptions(cwd, dirs, files, false));
        List<Path> cxxIncludes = new ArrayList<>();
        for (Path d : dirs) cxxIncludes.add(cwd.resolve(d).toAbsolutePath().normalize());
        Compilation c = withNativeCode(patterns, pdl, calls, analysis, cxxIncludes);
        return new Compilation(c.patterns(), messages + c.messages());
    }

    /**
     * The patterns of a file its caller has analysed and lowered to PDL already (the language
     * server, for an open buffer): a PDL-only set, or, when the PDL calls native functions, the C++
     * unit built from {@code analysis} with the checks {@link #compile} makes. {@code includeDirs}
     * (absolute) are given to the C++ compiler.
     */
    public static Compilation fromAnalysis(String patterns, String pdl, Analysis analysis, List<Path> includeDirs) {
        Map<String, String> calls = nativeCalls(pdl);
        if (calls.isEmpty()) return new Compilation(new PatternSet(patterns, pdl, null), "");
        return withNativeCode(patterns, pdl, calls, analysis, includeDirs);
    }

    private static Compilation withNativeCode(String patterns, String pdl, Map<String, String> calls, Analysis analysis,
                                              List<Path> cxxIncludes) {
        String cpp = new Compiler(Compiler.Kind.CPP, SplitLocations.NONE).compile(analysis).output();
        if (cpp == null) return new Compilation(null, "pdll-run: '" + patterns + "' does not compile to C++\n");
        List<String> defined = new ArrayList<>();
        Matcher m = NATIVE_FUNCTION.matcher(cpp);
        while (m.find()) defined.add(m.group(1));
        StringBuilder missing = new StringBuilder();
        for (Map.Entry<String, String> c : calls.entrySet()) {
            if (defined.contains(c.getKey())) continue;
            missing.append(c.getValue()).append(": error: '").append(c.getKey())
                    .append("' has no C++ body in the pattern files: pdll-run can only call native constraints and"
                            + " rewrites written with a [{ ... }] code block\n");
        }
        if (missing.length() > 0) return new Compilation(null, missing.toString());
        return new Compilation(new PatternSet(patterns, pdl, NativeSource.build(patterns, analysis, cpp, cxxIncludes)), "");
    }

    /** Each native function the PDL calls, with the {@code file:line:col} of its first call. */
    static Map<String, String> nativeCalls(String pdl) {
        Map<String, String> locs = new LinkedHashMap<>();
        Matcher a = LOC_ALIAS.matcher(pdl);
        while (a.find()) {
            locs.put(a.group(1), a.group(2).replace("\\\"", "\"").replace("\\\\", "\\") + ":" + a.group(3) + ":" + a.group(4));
        }
        Map<String, String> out = new LinkedHashMap<>();
        Matcher m = NATIVE_CALL.matcher(pdl);
        while (m.find()) out.putIfAbsent(m.group(1), locs.getOrDefault(m.group(2), "<unknown>"));
        return out;
    }
}
