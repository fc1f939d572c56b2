package pdll.fuzz;

import com.google.gson.JsonArray;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import pdll.base.io.FileAccess;
import pdll.drr.cli.Drr2PdllMain;
import pdll.drr.convert.DrrConverter;
import pdll.drr.convert.RecordResult;
import pdll.drr.read.DrrFile;
import pdll.tablegen.TableGenOptions;

/**
 * The DRR → PDLL converter on mutated DRR files, twice per case: in process
 * ({@code DrrFile.read} then {@code DrrConverter.convert}, even when the file has errors, as an
 * editor converting a file being typed would) and through {@code drr2pdll}'s command line with
 * random options ({@code -o}, {@code --report}, {@code --record}, {@code --pdl-locations},
 * {@code --cpp-header}). Besides a crash, a trace or a hang, a finding is: a record the converter
 * fails on (the property {@code drr2pdll.failFast} makes that an exception instead of a report), a
 * record reported without a place or a reason, an exit status other than 0/1/2, output written
 * that was not asked for, or asked for and missing, a report that is not a JSON list.
 */
final class DrrTarget implements Target {
    static final String NAME = "drr";
    private static final String IN_PROCESS = "--in-process";
    private static final Pattern RECORD_NAME = Pattern.compile("\\bdef\\s+(\\w+)\\s*:\\s*Pat");

    private final List<Seed> seeds;
    private final Mutator mutator;
    private final Optional<Path> mlirRoot;
    private final Path work;
    private final long timeoutMs;
    private long inProcess, cliRuns, records, reported;

    DrrTarget(List<Seed> seeds, Path work, Optional<Path> mlirRoot, long timeoutMs) {
        this.seeds = seeds;
        this.mutator = new Mutator(seeds);
        this.mlirRoot = mlirRoot;
        this.work = work.resolve(NAME);
        this.timeoutMs = timeoutMs;
        System.setProperty("drr2pdll.failFast", "true");
        try {
            Files.createDirectories(this.work);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<Finding> run(long caseNumber, Random r) {
        Seed seed = seeds.get(r.nextInt(seeds.size()));
        String input = mutator.mutate(r, seed.text(), Seed.Kind.DRR);
        List<Finding> found = new ArrayList<>();
        Finding f = convertInProcess(input, seed.folder(), caseNumber);
        if (f != null) found.add(f);
        f = cli(input, cliArgs(r, input, seed.folder()), caseNumber);
        if (f != null) found.add(f);
        return found;
    }

    @Override
    public List<Finding> replay(Path file, String input) {
        Path folder = file.toAbsolutePath().getParent();
        List<Finding> found = new ArrayList<>();
        Finding f = convertInProcess(input, folder, -1);
        if (f != null) found.add(f);
        for (List<String> extra : List.of(List.<String>of(), List.of("-o", "out.pdll", "--report", "report.json"),
                List.of("--pdl-locations"))) {
            List<String> args = new ArrayList<>(List.of(caseFile(), "-I", folder.toString()));
            args.addAll(extra);
            f = cli(input, args, -1);
            if (f != null) found.add(f);
        }
        return found;
    }

    @Override
    public Finding recheck(Finding f, String input) {
        String args = f.args().substring(NAME.length() + 1);
        if (args.startsWith(IN_PROCESS)) return convertInProcess(input, Path.of(args.substring(IN_PROCESS.length()).strip()), f.caseNumber());
        return cli(input, List.of(args.split(" ")), f.caseNumber());
    }

    @Override
    public String work() {
        return inProcess + " conversions in process (" + records + " records, " + reported + " reported as not converted), "
                + cliRuns + " drr2pdll runs, " + ToolRun.SUCCEEDED.getOrDefault(NAME, new java.util.concurrent.atomic.AtomicLong()).get()
                + " exit 0";
    }

    private String caseFile() {
        return "case.td";
    }

    private List<Path> includeDirs(Path seedFolder) {
        List<Path> dirs = new ArrayList<>(List.of(seedFolder));
        mlirRoot.ifPresent(dirs::add);
        return dirs;
    }

    /** Read and convert in this process; a finding or null. */
    private Finding convertInProcess(String input, Path seedFolder, long caseNumber) {
        inProcess++;
        Path file = work.resolve(caseFile());
        ToolRun.write(file, input);
        TableGenOptions options = new TableGenOptions(work, includeDirs(seedFolder), List.of(), FileAccess.DISK);
        Watchdog.Outcome<String> o = Watchdog.run(NAME, timeoutMs, () -> {
            DrrFile drr = DrrFile.read(file, options);
            if (drr.records() == null) return null;
            DrrConverter.Conversion c = DrrConverter.convert(drr, DrrConverter.Options.all(work));
            return unlocated(c.records());
        });
        String shown = NAME + " " + IN_PROCESS + " " + seedFolder;
        if (o.timedOut()) {
            return finding("hang", shown, input, "no end within " + timeoutMs + " ms; the worker was at:\n"
                    + Traces.stackTrace(o.stuckAt()), caseNumber);
        }
        if (o.thrown() != null) return finding("crash", shown, input, Traces.stackTrace(o.thrown()), caseNumber);
        if (o.value() != null) return finding("unlocated", shown, input, o.value(), caseNumber);
        return null;
    }

    /** A record reported without its place or its reason: what is wrong, or null. */
    private String unlocated(List<RecordResult> results) {
        for (RecordResult r : results) {
            records++;
            if (r.converted()) continue;
            reported++;
            if (r.file() == null || r.line() < 1) return "record " + r.record() + " reported without a place: " + r.location();
            if (r.construct() == null || r.construct().isBlank() || r.reason() == null || r.reason().isBlank()) {
                return "record " + r.record() + " reported without a reason: " + r.construct() + ": " + r.reason();
            }
        }
        return null;
    }

    private List<String> cliArgs(Random r, String input, Path seedFolder) {
        List<String> args = new ArrayList<>();
        args.add(caseFile());
        args.add("-I");
        args.add(seedFolder.toString());
        if (r.nextBoolean()) args.addAll(List.of("-o", "out.pdll"));
        if (r.nextInt(3) == 0) args.addAll(List.of("--report", "report.json"));
        if (r.nextInt(4) == 0) args.add("--pdl-locations");
        if (r.nextInt(8) == 0) args.addAll(List.of("--cpp-header", "helpers.h"));
        if (r.nextInt(4) == 0) {
            List<String> names = new ArrayList<>();
            Matcher m = RECORD_NAME.matcher(input);
            while (m.find()) names.add(m.group(1));
            names.add("NoSuchRecord");
            args.addAll(List.of("--record", names.get(r.nextInt(names.size()))));
        }
        return args;
    }

    /** {@code drr2pdll} in process, then what it wrote checked against what it was asked to write; a finding or null. */
    private Finding cli(String input, List<String> args, long caseNumber) {
        cliRuns++;
        clean();
        Finding f = ToolRun.check(NAME, (a, cwd, in, out, err) -> Drr2PdllMain.run(a, cwd, out, err), work,
                work.resolve(caseFile()), input, args, timeoutMs, ".td", caseNumber, 2);
        if (f != null) return f;
        String wrong = outputs(args);
        return wrong == null ? null : finding("output", NAME + " " + String.join(" ", args), input, wrong, caseNumber);
    }

    /** What is wrong with the files in the scratch folder after a run (null: only what was asked, all of it). */
    private String outputs(List<String> args) {
        Set<String> asked = new TreeSet<>();
        for (int i = 0; i + 1 < args.size(); i++) {
            if (args.get(i).equals("-o") || args.get(i).equals("--report")) asked.add(args.get(i + 1));
        }
        Set<String> there = files();
        there.remove(caseFile());
        boolean rc2 = ToolRun.lastExit == 2;
        for (String f : there) {
            if (!asked.contains(f)) return "drr2pdll wrote " + f + ", which it was not asked to write";
            if (rc2) return "drr2pdll wrote " + f + " and exited with status 2";
        }
        if (rc2) return null;
        for (String a : asked) if (!there.contains(a)) return "drr2pdll exited with status " + ToolRun.lastExit + " without writing " + a;
        if (asked.contains("report.json")) {
            try {
                JsonArray list = JsonParser.parseString(Files.readString(work.resolve("report.json"), StandardCharsets.UTF_8)).getAsJsonArray();
                for (var e : list) {
                    if (!e.isJsonObject() || !e.getAsJsonObject().has("record") || !e.getAsJsonObject().has("converted")) {
                        return "report entry without record/converted: " + e;
                    }
                }
            } catch (IOException | RuntimeException e) {
                return "the report is not a JSON list of records: " + e;
            }
        }
        return null;
    }

    private Set<String> files() {
        Set<String> out = new TreeSet<>();
        try (Stream<Path> s = Files.list(work)) {
            s.forEach(p -> out.add(p.getFileName().toString()));
        } catch (IOException e) {
            // an unreadable scratch folder: nothing to compare
        }
        return out;
    }

    /** Every file but the case, so that what a run writes is seen. */
    private void clean() {
        for (String f : files()) {
            if (f.equals(caseFile())) continue;
            try {
                Files.deleteIfExists(work.resolve(f));
            } catch (IOException e) {
                // a folder left by a mutant's -o: left alone
            }
        }
    }

    private static Finding finding(String kind, String args, String input, String trace, long caseNumber) {
        return new Finding(NAME, kind, args, input, ".td", trace, NAME + " " + Traces.signature(kind, trace), caseNumber);
    }
}
