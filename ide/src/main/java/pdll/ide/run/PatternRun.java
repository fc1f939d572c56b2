package pdll.ide.run;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import pdll.base.diag.Severity;
import pdll.base.text.LineIndex;
import pdll.base.text.PositionEncoding;
import pdll.base.text.TextRange;
import pdll.ide.Ide;
import pdll.ide.analysis.Analysis;
import pdll.ide.split.Shift;
import pdll.ide.answer.IdeDiagnostic;
import pdll.ide.diagnostics.VerifierDiagnostics;
import pdll.ide.text.FileSpan;
import pdll.ide.workspace.ProgressSink;
import pdll.run.ApplyConfig;
import pdll.run.ChildProcesses;
import pdll.run.MlirInput;
import pdll.run.PatternCompiler;
import pdll.run.PatternRunner;
import pdll.run.RunFailure;
import pdll.run.RunResult;
import pdll.sema.codegen.PdlGenerator.SplitLocations;
import pdll.sema.compile.Compiler;

/**
 * {@code pdll/runPatterns} without the protocol: applies the patterns of an analysed document to
 * MLIR input. The patterns are compiled from what the server already has (the document's semantic
 * analysis, lowered to PDL and, for native code, to C++, as {@code pdll/viewOutput} lowers them),
 * never read again from disk, so an unsaved buffer runs as shown; pdll-run's {@link PatternRunner}
 * builds or finds the pass plugin and runs {@code mlir-opt}. Every message of the run is placed in
 * a file: pattern errors in the document, a C++ error in a native block at its line in the
 * {@code .pdll} file (the generated code carries {@code #line} directives), {@code mlir-opt}'s
 * diagnostics in the input. Never throws for what the files or the tools get wrong: that is the
 * report's {@code error} and {@code problems}. Slow the first time a plugin is compiled (seconds):
 * run it off the protocol and request threads.
 */
public final class PatternRun {
    private PatternRun() {}

    /** The MLIR to run on: its file ({@code null} for a buffer without one) and the editor's text ({@code null}: read the file). */
    public record Input(Path file, String text, String displayName) {
        /** The path its problems are placed under: the file, else the display name (a URI naming no file). */
        public Path path() {
            return file != null ? file : Path.of(displayName);
        }
    }

    /** One message of the run, where it points; {@code source} says who said it: {@code pdll}, {@code c++} or {@code mlir-opt}. */
    public record Problem(FileSpan at, Severity severity, String message, String source) {}

    /**
     * What a run gave: the rewritten IR as {@code mlir-opt} printed it (null when the run failed),
     * the located problems, a message for what has no place in a file (null when there is none:
     * a missing tool naming the packages to install, a plugin that does not compile, patterns that
     * do not converge) and the run's whole log (plugin compiles with their time, {@code mlir-opt}'s
     * stderr).
     */
    public record Report(String output, List<Problem> problems, String error, String log) {
        public Report {
            problems = List.copyOf(problems);
        }
    }

    static final String PROGRESS_TITLE = "PDLL: running patterns";

    /**
     * @param mlirOpt the {@code mlir-opt} to run, null to find it as {@code pdll-run} does
     * @param env the environment (PATH, CXX, the plugin cache directory)
     * @param progress where a plugin compile is announced while it runs
     * @param log where each line of the run's log goes as it is written (the server's log)
     */
    public static Report run(Analysis a, Input input, ApplyConfig config, String mlirOpt, Map<String, String> env,
                             ProgressSink progress, Consumer<String> log) {
        return run(a, -1, input, config, mlirOpt, env, ChildProcesses.withDefaultLimit(), progress, log);
    }

    /**
     * As {@link #run(Analysis, Input, ApplyConfig, String, Map, ProgressSink, Consumer)}; of a
     * document split at {@code // -----} (test cases, each compiled on its own), the patterns of the
     * part holding offset {@code at}, its problems placed in the document; the programs it starts are
     * {@code children}'s (their time limit; cancelling it stops the run).
     */
    public static Report run(Analysis a, int at, Input input, ApplyConfig config, String mlirOpt, Map<String, String> env,
                             ChildProcesses children, ProgressSink progress, Consumer<String> log) {
        if (!a.isSplit()) return runWhole(a, input, config, mlirOpt, env, children, progress, log);
        Analysis.Part part = at < 0 ? null : a.partAt(at);
        if (part == null) {
            return new Report(null, List.of(), "the document is split into " + a.parts().size() + " parts by `// -----` lines, "
                    + "each compiled on its own: give `position`, a place in the part whose patterns to run", "");
        }
        Shift shift = Shift.of(a.snapshot(), a.snapshot().parts().get(a.parts().indexOf(part)));
        Report r = runWhole(part.analysis(), input, config, mlirOpt, env, children, progress, log);
        List<Problem> problems = r.problems().stream()
                .map(p -> new Problem(shift.span(p.at()), p.severity(), p.message(), p.source())).toList();
        return new Report(r.output(), problems, r.error(), r.log());
    }

    private static Report runWhole(Analysis a, Input input, ApplyConfig config, String mlirOpt, Map<String, String> env,
                                   ChildProcesses children, ProgressSink progress, Consumer<String> log) {
        Places places = new Places(a, input);
        if (a.semantic() == null) return new Report(null, List.of(), "the patterns could not be analysed (see the server's log)", "");
        List<Problem> errors = new ArrayList<>();
        for (IdeDiagnostic d : Ide.diagnostics(a, new VerifierDiagnostics(), Long.MAX_VALUE, () -> false).all()) {
            if (d.severity() != Severity.ERROR) continue;
            errors.add(new Problem(new FileSpan(a.snapshot().spanPath(), a.snapshot().lines(), d.range()), Severity.ERROR,
                    d.message(), "pdll"));
        }
        if (!errors.isEmpty()) return new Report(null, errors, null, "");
        String pdl = new Compiler(Compiler.Kind.MLIR, SplitLocations.NONE).compile(a.semantic()).output();
        if (pdl == null) return new Report(null, List.of(), "the patterns do not compile to PDL", "");

        Path cwd = a.searchPath().workingDir();
        List<Path> cxxIncludes = new ArrayList<>();
        cxxIncludes.add(cwd);
        for (Path d : a.searchPath().includeDirs()) cxxIncludes.add(cwd.resolve(d).toAbsolutePath().normalize());
        PatternCompiler.Compilation c = PatternCompiler.fromAnalysis(a.fileName(), pdl, a.semantic(), cxxIncludes);
        if (c.failed()) return failed(places, c.messages(), "", "pdll");

        LogLines lines = new LogLines(progress, log);
        try (PrintStream out = lines.stream()) {
            MlirInput in = input.text() != null ? MlirInput.text(input.text(), input.displayName())
                    : MlirInput.file(input.file().toString());
            RunResult r = PatternRunner.create(mlirOpt, cwd, env, out, children).apply(c.patterns(), in, config);
            out.flush();
            if (r.exitCode() != 0) return failed(places, r.messages(), lines.text(), "mlir-opt");
            List<Problem> warnings = places.problems(r.messages(), "mlir-opt");
            return new Report(r.output(), warnings, null, lines.text() + r.messages());
        } catch (RunFailure f) {
            return failed(places, f.getMessage(), lines.text(), "c++");
        } finally {
            lines.end();
        }
    }

    /**
     * A run that gave no IR: the located messages as problems; what has no place (pdll-run's own
     * lines: a missing tool, a plugin that does not compile, the iteration limit) as the error,
     * else, when nothing is located either, the whole text.
     */
    private static Report failed(Places places, String messages, String logged, String source) {
        List<Problem> problems = places.problems(messages, source);
        StringBuilder error = new StringBuilder();
        for (String l : messages.split("\n")) {
            if (l.startsWith("pdll-run: ")) error.append(error.length() > 0 ? "\n" : "").append(l.substring("pdll-run: ".length()));
        }
        String e = error.length() > 0 ? error.toString() : problems.isEmpty() ? messages.strip() : null;
        if (e != null && e.isEmpty()) e = "mlir-opt failed without a message";
        return new Report(null, problems, e, logged + messages);
    }

    /** Puts {@code file:line:col} messages in the document, the input or another readable file. */
    private static final class Places {
        private final Analysis a;
        private final Input input;
        private LineIndex inputLines;

        Places(Analysis a, Input input) {
            this.a = a;
            this.input = input;
        }

        /** The located lines of {@code messages}; those in the input are {@code mlir-opt}'s, the others {@code source}'s. */
        List<Problem> problems(String messages, String source) {
            List<Problem> out = new ArrayList<>();
            for (RunResult.Diagnostic d : new RunResult(1, "", messages).diagnostics()) {
                Severity sev = switch (d.severity()) {
                    case "error" -> Severity.ERROR;
                    case "warning" -> Severity.WARNING;
                    default -> Severity.NOTE;
                };
                FileSpan at = place(d);
                // a compiler's notes in headers (candidates, instantiations) would fill the list with MLIR's files
                if (at == null || sev == Severity.NOTE && !isDocumentOrInput(at.file())) continue;
                out.add(new Problem(at, sev, d.message(), isInput(at.file()) ? "mlir-opt" : source));
            }
            return out;
        }

        private boolean isDocumentOrInput(Path p) {
            return p.equals(a.snapshot().spanPath()) || isInput(p);
        }

        private boolean isInput(Path p) {
            return p.equals(input.path());
        }

        private FileSpan place(RunResult.Diagnostic d) {
            if (d.file().equals(a.fileName()) || d.file().equals(a.snapshot().spanPath().toString())) {
                return at(a.snapshot().spanPath(), a.snapshot().lines(), d);
            }
            if (d.file().equals(input.displayName()) || input.file() != null && d.file().equals(input.file().toString())) {
                if (inputLines == null) inputLines = new LineIndex(inputText());
                return at(input.path(), inputLines, d);
            }
            Path p;
            try {
                p = Path.of(d.file());
                if (!p.isAbsolute()) p = a.searchPath().workingDir().resolve(p);
                return at(p.normalize(), new LineIndex(Files.readString(p, StandardCharsets.UTF_8)), d);
            } catch (IOException | RuntimeException e) {
                return null; // a file we cannot show (its message stays in the log)
            }
        }

        private String inputText() {
            if (input.text() != null) return input.text();
            try {
                return Files.readString(input.file(), StandardCharsets.UTF_8);
            } catch (IOException | RuntimeException e) {
                return "";
            }
        }

        /** Line and column as the tools count them (from 1, bytes), to the word there. */
        private static FileSpan at(Path file, LineIndex lines, RunResult.Diagnostic d) {
            int start = lines.offset(d.line() - 1, d.column() - 1, PositionEncoding.UTF8);
            String text = lines.text();
            int end = start;
            while (end < text.length() && isWordChar(text.charAt(end))) end++;
            if (end == start && end < text.length() && text.charAt(end) != '\n') end++;
            return new FileSpan(file, lines, new TextRange(start, end));
        }

        private static boolean isWordChar(char c) {
            return Character.isLetterOrDigit(c) || c == '_' || c == '.' || c == '%' || c == '@' || c == '$' || c == '^' || c == '#';
        }
    }

    /**
     * The run's log as it is written: every line goes to the server's log, and while a plugin is
     * being compiled (pdll-run says "compiling ..." first) a progress announcement is open.
     */
    private static final class LogLines {
        private final ProgressSink progress;
        private final Consumer<String> log;
        private final StringBuilder text = new StringBuilder();
        private Runnable endProgress;

        LogLines(ProgressSink progress, Consumer<String> log) {
            this.progress = progress;
            this.log = log;
        }

        PrintStream stream() {
            return new PrintStream(new OutputStream() {
                private final ByteArrayOutputStream pending = new ByteArrayOutputStream();

                @Override
                public void write(int b) {
                    if (b != '\n') {
                        pending.write(b);
                        return;
                    }
                    lineEnded(pending.toString(StandardCharsets.UTF_8));
                    pending.reset();
                }
            }, true, StandardCharsets.UTF_8);
        }

        private synchronized void lineEnded(String l) {
            text.append(l).append('\n');
            log.accept(l);
            if (l.startsWith("pdll-run: compiling ") && endProgress == null) {
                endProgress = progress.begin(PROGRESS_TITLE, l.substring("pdll-run: ".length()));
            } else if (l.startsWith("pdll-run: compiled ")) {
                end();
            }
        }

        synchronized String text() {
            return text.toString();
        }

        synchronized void end() {
            if (endProgress != null) endProgress.run();
            endProgress = null;
        }
    }
}
