package pdll.drr;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A corpus entry made ready in a work folder: its DRR file (a copy with the entry's fix-ups
 * applied, where it has any) and the PDLL drr2pdll makes of it, with the include folders both
 * sides use.
 */
record Prepared(Corpus entry, Path dir, Path td, Path pdll, List<Path> includeDirs, Convert.Result conversion) {

    static Prepared of(Corpus e, Path workRoot) throws IOException {
        Path dir = workRoot.resolve(e.name());
        Files.createDirectories(dir);
        Path td = e.td();
        if (!e.fixups().isEmpty()) {
            String text = Files.readString(td);
            for (Map.Entry<String, String> f : e.fixups().entrySet()) {
                assertTrue(text.contains(f.getKey()), e.name() + ": the fix-up no longer applies: " + f.getKey());
                text = text.replace(f.getKey(), f.getValue());
            }
            td = dir.resolve(td.getFileName());
            Files.writeString(td, text);
        }
        List<Path> includes = new ArrayList<>(e.includeDirs());
        includes.add(e.td().getParent());
        List<String> args = new ArrayList<>(List.of(td.toString(), "-o", dir.resolve(e.name() + ".pdll").toString()));
        for (Path p : includes) args.addAll(List.of("-I", p.toString()));
        for (String h : e.headers()) args.addAll(List.of("--cpp-header", h));
        Convert.Result r = Convert.run(dir, args);
        return new Prepared(e, dir, td, dir.resolve(e.name() + ".pdll"), List.copyOf(includes), r);
    }

    /** {@code -I} options for the include folders (and MLIR's root). */
    List<String> includeArgs() {
        List<String> out = new ArrayList<>();
        for (Path p : includeDirs) out.add("-I" + p);
        out.add("-I" + TestDirs.MLIR_INCLUDE);
        return out;
    }
}
