package pdll.pdllc;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import pdll.base.io.StandardOutput;
import pdll.base.io.TempFolders;
import pdll.tablegen.cache.TdCaches;

/**
 * The training run behind the launcher's class-data archive or AOT cache ({@code bin/lib/launcher.sh}
 * runs it in the background, never in place of the user's command): compiles the bundled
 * samples to {@code -x=mlir} and {@code -x=cpp} as a cold {@code pdllc} run does, one file per
 * call, plus a file without includes from stdin, and one sample with {@code -o} and {@code -d}
 * into a temporary folder (removed after) and with {@code -o /dev/null}. It prints nothing. Two
 * rounds: with a persistent ODS cache the first misses and the second hits, so both paths are in
 * the archive.
 *
 * <p>{@code AotTraining SAMPLES_DIR}
 */
public final class AotTraining {
    private AotTraining() {}

    /** Needs no ODS: the path of a file without {@code .td} includes. */
    private static final String NO_INCLUDES = """
            Constraint IsSame(a: Value, b: Value) [{ return ::mlir::success(a == b); }];

            Pattern Fold with benefit(2) {
              let root = op<my.add>(x: Value, y: Value) -> (t: Type);
              IsSame(x, y);
              replace root with op<my.double>(x) -> (t);
            }
            """;

    public static void main(String[] args) throws IOException {
        Path samples = Path.of(args.length > 0 ? args[0] : "samples").toAbsolutePath();
        List<Path> files = List.of();
        if (Files.isDirectory(samples)) {
            try (Stream<Path> s = Files.list(samples)) {
                files = s.filter(p -> p.toString().endsWith(".pdll")).sorted().toList();
            }
        }
        PrintStream discard = new PrintStream(OutputStream.nullOutputStream());
        byte[] noIncludes = NO_INCLUDES.getBytes(StandardCharsets.UTF_8);
        // Output files as a build writes them (-o and -d, staged then published) and -o /dev/null:
        // classes and lambdas only these paths load would otherwise be loaded and spun in every such run.
        Path out = Files.createTempDirectory("pdllc-train");
        StandardOutput.open().finish(discard, 0); // the standard output of main, written to by nothing here
        try {
            for (int round = 0; round < 2; round++) {
                // Round two reads the disk cache, as every later run does: not the memory of round one.
                TdCaches.CLI.clearMemory();
                for (String kind : List.of("-x=mlir", "-x=cpp")) {
                    // Without an MLIR install the samples' includes fail early: still a cold run's path.
                    for (Path f : files) PdllcMain.run(new String[] {kind, f.toString()}, samples, InputStream.nullInputStream(), discard, discard);
                    PdllcMain.run(new String[] {kind, "-"}, samples, new ByteArrayInputStream(noIncludes), discard, discard);
                    for (Path f : files.subList(0, Math.min(1, files.size()))) {
                        PdllcMain.run(new String[] {kind, f.toString(), "-o", out.resolve("out").toString(), "-d", out.resolve("out.d").toString()},
                                samples, InputStream.nullInputStream(), discard, discard);
                        PdllcMain.run(new String[] {kind, f.toString(), "-o", "/dev/null"}, samples, InputStream.nullInputStream(), discard, discard);
                    }
                }
            }
        } finally {
            TempFolders.deleteTree(out);
        }
        System.exit(0);
    }
}
