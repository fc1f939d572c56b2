package pdll.drr.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.FileSystemException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import pdll.base.diag.Severity;
import pdll.base.io.FileAccess;
import pdll.base.io.OutputFile;
import pdll.drr.convert.DrrConverter;
import pdll.drr.convert.RecordResult;
import pdll.drr.read.DrrFile;
import pdll.tablegen.MlirIncludeRoot;
import pdll.tablegen.TableGenOptions;
import pdll.tablegen.source.Diagnostic;

/**
 * {@code drr2pdll FILE.td -I DIR… [-o OUT.pdll] [--record NAME]… [--report REPORT.json]}: the DRR
 * patterns of a TableGen file as PDLL. Exit status 0 when every record converted, 1 when some did
 * not (each is reported and kept as a comment), 2 for usage or input errors.
 */
public final class Drr2PdllMain {
    private Drr2PdllMain() {}

    public static void main(String[] args) {
        int rc = run(args, Path.of("").toAbsolutePath(), System.out, System.err);
        System.out.flush();
        System.exit(rc);
    }

    static final String USAGE = """
            usage: drr2pdll FILE.td [-I DIR]... [-o OUT.pdll] [--record NAME]... [--report REPORT.json] [--cpp-header H]... [--pdl-locations]

            Converts the DRR patterns (Pat and Pattern records) that FILE.td defines to PDLL.
              -I DIR            where TableGen finds included files (MLIR's include root is found
                                when none is given)
              -o OUT.pdll       write the PDLL there (default: standard output)
              --record NAME     convert only this record (repeatable; an anonymous record is FILE:LINE)
              --report FILE     write a JSON list with what became of each record
              --cpp-header H    a C++ header the native code needs (the helpers the DRR C++ calls);
                                written on a `// C++ headers:` line, as bin/pdll-run reads it
              --pdl-locations   leave created ops where PDL puts them (simpler PDLL; by default each
                                created op gets the location DRR gives it, through a native Rewrite)
            Exit status: 0 all converted, 1 some not (reported, kept as comments), 2 usage or input errors.
            """;

    public static int run(String[] args, Path cwd, PrintStream out, PrintStream err) {
        Path input = null;
        Path output = null;
        Path report = null;
        List<String> includes = new ArrayList<>();
        Set<String> records = new LinkedHashSet<>();
        List<String> headers = new ArrayList<>();
        boolean drrLocations = true;
        for (int i = 0; i < args.length; i++) {
            String a = args[i];
            String value = null;
            String flag = a;
            int eq = a.indexOf('=');
            if (a.startsWith("--") && eq > 0) {
                flag = a.substring(0, eq);
                value = a.substring(eq + 1);
            } else if (a.startsWith("-I") && a.length() > 2) {
                flag = "-I";
                value = a.substring(2);
            }
            switch (flag) {
                case "--pdl-locations" -> drrLocations = false;
                case "-h", "--help" -> {
                    out.print(USAGE);
                    return 0;
                }
                case "-I", "-o", "--record", "--report", "--cpp-header" -> {
                    if (value == null) {
                        if (i + 1 >= args.length) return usage(err, "missing value after " + flag);
                        value = args[++i];
                    }
                    switch (flag) {
                        case "-I" -> includes.add(value);
                        case "-o" -> output = cwd.resolve(value);
                        case "--record" -> records.add(value);
                        case "--cpp-header" -> headers.add(value);
                        default -> report = cwd.resolve(value);
                    }
                }
                default -> {
                    if (a.startsWith("-") && !a.equals("-")) return usage(err, "unknown option " + a);
                    if (input != null) return usage(err, "one input file only (" + input + " and " + a + ")");
                    input = cwd.resolve(a);
                }
            }
        }
        if (input == null) return usage(err, "no input file");
        if (!Files.isRegularFile(input)) {
            err.println("drr2pdll: error: cannot read " + input + (Files.exists(input) ? " (not a regular file)" : " (no such file)"));
            return 2;
        }
        List<Path> dirs = new ArrayList<>();
        boolean hasRoot = false;
        for (String d : includes) {
            Path p = cwd.resolve(d);
            dirs.add(p);
            if (MlirIncludeRoot.isRoot(p)) hasRoot = true;
        }
        if (!hasRoot) MlirIncludeRoot.discover().ifPresent(dirs::add);
        DrrFile drr = DrrFile.read(input, new TableGenOptions(cwd, dirs, List.of(), FileAccess.DISK));
        boolean failed = false;
        for (Diagnostic d : drr.evaluation().diagnostics()) {
            if (d.severity() != Severity.ERROR) continue;
            err.println(d.loc() + ": error: " + d.message());
            failed = true;
        }
        if (failed || drr.records() == null) return 2;
        for (String r : records) {
            if (drr.patterns().stream().noneMatch(p -> p.name().equals(r))) {
                err.println("drr2pdll: error: " + input.getFileName() + " defines no DRR record " + r);
                return 2;
            }
        }
        DrrConverter.Conversion c = DrrConverter.convert(drr,
                new DrrConverter.Options(records, output == null ? cwd : output.getParent(), headers, drrLocations));
        for (RecordResult r : c.records()) {
            if (!r.converted()) {
                err.println(shown(cwd, r.file()) + ":" + r.line() + ": warning: " + r.record() + " not converted: "
                        + r.construct() + ": " + r.reason());
            }
        }
        List<Path> targets = new ArrayList<>();
        List<byte[]> contents = new ArrayList<>();
        if (output != null) {
            targets.add(output);
            contents.add(c.pdll().getBytes(StandardCharsets.UTF_8));
        }
        if (report != null) {
            targets.add(report);
            contents.add(ReportJson.of(c.records(), f -> shown(cwd, f)).getBytes(StandardCharsets.UTF_8));
        }
        try {
            // Whole files, all of them or none: a failed write leaves what was there.
            OutputFile.writeAll(targets, contents, targets.stream().map(t -> false).toList());
        } catch (IOException e) {
            err.println("drr2pdll: error: cannot write " + (e instanceof FileSystemException f ? f.getFile() : targets.get(0))
                    + ": " + OutputFile.reason(e));
            return 2;
        }
        if (output == null) out.print(c.pdll());
        out.flush();
        if (out.checkError()) {
            err.println("drr2pdll: error: cannot write the standard output");
            return 2;
        }
        return c.complete() ? 0 : 1;
    }

    /** A file as messages show it: relative to the working directory when inside it, as compilers print the paths they are given. */
    static String shown(Path cwd, String file) {
        Path p = Path.of(file).toAbsolutePath().normalize();
        Path base = cwd.toAbsolutePath().normalize();
        return p.startsWith(base) ? base.relativize(p).toString() : p.toString();
    }

    private static int usage(PrintStream err, String message) {
        err.println("drr2pdll: error: " + message);
        err.print(USAGE);
        return 2;
    }
}
