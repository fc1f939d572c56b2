package pdll.pdllc;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import pdll.base.io.DepFile;
import pdll.base.io.FileAccess;
import pdll.base.io.OutputFile;
import pdll.sema.analysis.Analysis;
import pdll.sema.analysis.AnalysisOptions;
import pdll.sema.analysis.Analyzer;
import pdll.sema.codegen.PdlGenerator.SplitLocations;
import pdll.sema.codegen.LiteralProblem;
import pdll.sema.codegen.VerifierFailure;
import pdll.sema.diag.Where;
import pdll.sema.compile.Compiler;
import pdll.sema.diag.SemaDiagnostic;
import pdll.sema.ods.OdsPrinter;
import pdll.syntax.ParseOptions;
import pdll.syntax.PdllParser;
import pdll.syntax.SyntaxTree;

/**
 * Compiling inputs (and dumping one's ODS context): parse, analyse, print diagnostics (by default
 * exactly as many as the reference, which stops at the first error), then the requested output.
 * One file behaves like {@code mlir-pdll} (stdout or {@code -o FILE}); several files or directories
 * are compiled in parallel, each output next to its input or under {@code -o DIR}, diagnostics in
 * input order. Output files are written whole or not at all.
 */
final class Compile {
    private Compile() {}

    /** What compiling one input produced. */
    private record Unit(String input, String output, String stderr, boolean failed, List<Path> dependencies) {}

    static int run(PdllcOptions o, Path cwd, InputStream stdin, PrintStream out, PrintStream err, List<Path> includeDirs,
                   FileAccess files) {
        List<String> inputs = new ArrayList<>();
        boolean batch = o.inputs().size() > 1;
        for (String in : o.inputs()) {
            Path p = in.equals("-") ? null : cwd.resolve(in);
            if (p != null && Files.isDirectory(p)) {
                batch = true;
                try (Stream<Path> s = Files.walk(p)) {
                    s.filter(f -> f.toString().endsWith(".pdll") && Files.isRegularFile(f)).sorted()
                            .forEach(f -> inputs.add(cwd.relativize(f.toAbsolutePath()).toString()));
                } catch (IOException e) {
                    err.println(PdllcArgs.TOOL + ": cannot read directory '" + in + "': " + e.getMessage());
                    return 1;
                }
            } else {
                inputs.add(in);
            }
        }
        if (inputs.isEmpty()) {
            err.println(PdllcArgs.TOOL + ": no .pdll files under " + String.join(", ", o.inputs()));
            return 1;
        }
        if (batch && o.depFile() != null) {
            err.println(PdllcArgs.TOOL + ": -d needs a single input file");
            return 1;
        }
        byte[] stdinText = inputs.contains("-") ? readAll(stdin) : null;
        int jobs = !batch ? 1 : o.jobs() > 0 ? o.jobs() : Runtime.getRuntime().availableProcessors();
        List<Unit> units = new ArrayList<>();
        if (jobs <= 1) {
            for (String in : inputs) units.add(compile(in, o, cwd, stdinText, includeDirs, files));
        } else {
            ExecutorService pool = Executors.newFixedThreadPool(Math.min(jobs, inputs.size()));
            try {
                List<Future<Unit>> futures = new ArrayList<>();
                for (String in : inputs) futures.add(pool.submit(() -> compile(in, o, cwd, stdinText, includeDirs, files)));
                for (Future<Unit> f : futures) units.add(f.get());
            } catch (Exception e) {
                err.println(PdllcArgs.TOOL + ": internal error: " + e);
                return 1;
            } finally {
                pool.shutdownNow();
            }
        }
        int rc = 0;
        for (Unit u : units) {
            err.print(u.stderr());
            if (u.failed()) {
                rc = 1;
                continue;
            }
            if (!batch) {
                if (!writeSingle(o, cwd, u, out, err)) rc = 1;
                continue;
            }
            try {
                Path target = batchOutput(o, cwd, u.input());
                Path dir = target.toAbsolutePath().getParent();
                // -o DIR of several inputs mirrors their folders under DIR
                if (dir != null) Files.createDirectories(dir);
                OutputFile.write(target, u.output().getBytes(StandardCharsets.UTF_8), o.writeIfChanged());
            } catch (IOException e) {
                err.println(PdllcArgs.TOOL + ": cannot write output for '" + u.input() + "': " + OutputFile.reason(e));
                rc = 1;
            }
        }
        return rc;
    }

    /** Next to the input, or at the same relative place under {@code -o DIR}, with the kind's extension. */
    static Path batchOutput(PdllcOptions o, Path cwd, String input) {
        String base = input.endsWith(".pdll") ? input.substring(0, input.length() - 5) : input;
        String ext = switch (o.kind()) {
            case AST -> ".ast";
            case MLIR -> ".mlir";
            case CPP -> ".h.inc";
        };
        Path rel = Path.of(base + ext);
        if (o.output() == null) return cwd.resolve(rel);
        Path under = rel.isAbsolute() ? Path.of(rel.getFileName().toString()) : rel.normalize();
        if (under.startsWith("..")) under = Path.of(rel.getFileName().toString());
        return cwd.resolve(o.output()).resolve(under);
    }

    /**
     * One input's output to standard output or {@code -o FILE}, with its {@code -d} file: the two
     * files appear together or not at all, in existing directories only, and a file that cannot be
     * written is reported as the reference reports it ("cannot open output file").
     */
    private static boolean writeSingle(PdllcOptions o, Path cwd, Unit u, PrintStream out, PrintStream err) {
        List<Path> targets = new ArrayList<>();
        List<byte[]> contents = new ArrayList<>();
        List<String> names = new ArrayList<>();
        boolean toStdout = o.output() == null || o.output().equals("-");
        if (!toStdout) {
            targets.add(cwd.resolve(o.output()));
            contents.add(u.output().getBytes(StandardCharsets.UTF_8));
            names.add(o.output());
        }
        if (o.depFile() != null) {
            List<Path> read = new ArrayList<>();
            read.add(Path.of(u.input()));
            read.addAll(u.dependencies());
            targets.add(cwd.resolve(o.depFile()));
            contents.add(DepFile.format(o.output(), read).getBytes(StandardCharsets.UTF_8));
            names.add(o.depFile());
        }
        List<Boolean> onlyIfChanged = new ArrayList<>();
        for (int i = 0; i < targets.size(); i++) onlyIfChanged.add(!toStdout && i == 0 && o.writeIfChanged());
        try {
            OutputFile.writeAll(targets, contents, onlyIfChanged);
        } catch (IOException e) {
            err.println("cannot open output file '" + nameOf(e, targets, names) + "': " + OutputFile.reason(e));
            return false;
        }
        if (toStdout) out.print(u.output());
        return true;
    }

    /** The name the user gave for the target an exception is about. */
    private static String nameOf(IOException e, List<Path> targets, List<String> names) {
        String file = e instanceof FileSystemException fse ? fse.getFile() : null;
        for (int i = 0; i < targets.size(); i++) {
            if (targets.get(i).toString().equals(file)) return names.get(i);
        }
        return names.get(0);
    }

    /**
     * {@code --dump-ods}: analyses the input (so that its errors are the reference's, semantic ones
     * included) and prints the ODS context its {@code .td} includes built, like {@code mlir-pdll
     * --dump-ods}. Like the reference, the first error stops the run and nothing is dumped.
     */
    static int dumpOds(String input, Path cwd, InputStream stdin, PrintStream err, List<Path> includeDirs, FileAccess files) {
        String text = read(input, cwd, input.equals("-") ? readAll(stdin) : null);
        if (text == null) {
            err.print(cannotOpen(input, cwd));
            return 1;
        }
        Analysis a = Analyzer.analyze(PdllParser.parse(name(input), text), new AnalysisOptions(cwd, includeDirs, files, false));
        err.print(new DiagnosticRenderer(a, false, false, false).render(a.referenceDiagnostics()));
        if (a.hasErrors()) return 1;
        err.print(OdsPrinter.dumpOds(a.ods()));
        return 0;
    }

    private static String name(String input) {
        return input.equals("-") ? "<stdin>" : input;
    }

    /** The input's text ({@code -}: standard input, read before), or null when it cannot be read. */
    private static String read(String input, Path cwd, byte[] stdinText) {
        try {
            return input.equals("-") ? new String(stdinText, StandardCharsets.UTF_8)
                    : Files.readString(cwd.resolve(input), StandardCharsets.UTF_8);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static byte[] readAll(InputStream stdin) {
        try {
            return stdin.readAllBytes();
        } catch (IOException e) {
            return new byte[0];
        }
    }

    private static String cannotOpen(String input, Path cwd) {
        String why = input.equals("-") ? null : FileAccess.whyUnreadable(cwd.resolve(input));
        return "cannot open input file '" + input + "': " + (why != null ? why : "No such file or directory") + "\n";
    }

    private static Unit compile(String input, PdllcOptions o, Path cwd, byte[] stdinText, List<Path> includeDirs,
                                FileAccess files) {
        String name = name(input);
        String text = read(input, cwd, stdinText);
        if (text == null) return new Unit(input, "", cannotOpen(input, cwd), true, List.of());
        AnalysisOptions ao = new AnalysisOptions(cwd, includeDirs, files, o.extraWarnings());
        TdPrefetch.start(text, cwd, includeDirs, files);
        boolean split = o.splitMarker() != null;
        List<SyntaxTree> parts = split ? PdllParser.parseSplit(name, text, ParseOptions.DEFAULT, o.splitMarker())
                : List.of(PdllParser.parse(name, text, ParseOptions.DEFAULT));
        StringBuilder output = new StringBuilder();
        StringBuilder stderr = new StringBuilder();
        List<Path> deps = new ArrayList<>();
        boolean failed = false;
        boolean color = o.color() == PdllcOptions.Color.ALWAYS
                || (o.color() == PdllcOptions.Color.AUTO && System.console() != null && System.getenv("NO_COLOR") == null);
        Compiler compiler = new Compiler(o.kind(), split ? SplitLocations.COMPILER : SplitLocations.NONE);
        int diagnosticsLeft = DIAGNOSTIC_LIMIT, hidden = 0;
        for (int i = 0; i < parts.size(); i++) {
            Compiler.Part part = compiler.compile(parts.get(i), ao);
            Analysis a = part.analysis();
            for (Path d : a.dependencies()) if (!deps.contains(d)) deps.add(d);
            List<SemaDiagnostic> shown = selected(a, o);
            if (shown.size() > diagnosticsLeft) {
                // each diagnostic quotes its source line: thousands of errors on one long line
                // would print gigabytes, so --all-errors stops at a limit and says so
                hidden += shown.size() - diagnosticsLeft;
                shown = shown.subList(0, diagnosticsLeft);
            }
            diagnosticsLeft -= shown.size();
            DiagnosticRenderer renderer = new DiagnosticRenderer(a, o.diagnosticsFormat() == PdllcOptions.DiagnosticsFormat.JSON, color, split);
            stderr.append(renderer.render(shown));
            for (LiteralProblem p : part.literalProblems()) {
                // MLIR's error names the literal as its file; our warning about a dialect literal points into the PDLL source
                if (p.isError()) stderr.append(p.error().render()).append('\n');
                else stderr.append(renderer.render(List.of(SemaDiagnostic.warning(Where.of(p.at()), p.warning()))));
            }
            for (VerifierFailure f : part.failures()) stderr.append(DiagnosticRenderer.render(f));
            if (part.output() == null) {
                failed = true;
                continue;
            }
            if (i > 0) output.append(o.outputSplitMarker()).append('\n');
            output.append(part.output());
        }
        if (hidden > 0) {
            stderr.append("pdllc: ").append(hidden).append(" more diagnostics not shown (at most ")
                    .append(DIAGNOSTIC_LIMIT).append(" per file)\n");
        }
        return new Unit(input, output.toString(), stderr.toString(), failed, deps);
    }

    /** The most diagnostics printed for one input file (only {@code --all-errors} can reach it). */
    static final int DIAGNOSTIC_LIMIT = 1000;

    /** The reference's diagnostics, or all of them with {@code --all-errors}, plus our warnings when asked. */
    private static List<SemaDiagnostic> selected(Analysis a, PdllcOptions o) {
        List<SemaDiagnostic> diags = o.allErrors() ? a.diagnostics() : a.referenceDiagnostics();
        if (o.allErrors() && !o.extraWarnings()) diags = diags.stream().filter(d -> d.code() == null).toList();
        if (o.extraWarnings() && !o.allErrors()) {
            diags = new ArrayList<>(diags);
            for (SemaDiagnostic d : a.diagnostics()) if (d.code() != null) diags.add(d);
        }
        return diags;
    }
}
