package pdll.drr;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import pdll.base.io.FileAccess;
import pdll.drr.read.DrrFile;
import pdll.tablegen.TableGenOptions;

/**
 * The generated input of a corpus entry: {@link InputGenerator}'s functions that MLIR verifies,
 * one {@code // -----} part per DRR record (its positive instance and its variants together).
 */
final class GeneratedInputs {
    private GeneratedInputs() {}

    /** What was written: the file (null when nothing verified), parts, functions, candidates tried. */
    record Written(Path file, int parts, int functions, int candidates) {}

    static Written write(Prepared p, OpPrototypes protos, Path opt) throws IOException, InterruptedException {
        List<Path> dirs = new ArrayList<>(p.includeDirs());
        dirs.add(TestDirs.MLIR_INCLUDE);
        DrrFile drr = DrrFile.read(p.td(), new TableGenOptions(p.dir(), dirs, List.of(), FileAccess.DISK));
        Map<String, List<String>> perRecord = InputGenerator.generate(drr, protos);
        List<String> candidates = new ArrayList<>();
        List<String> owners = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : perRecord.entrySet()) {
            for (String f : e.getValue()) {
                candidates.add(f);
                owners.add(e.getKey());
            }
        }
        if (candidates.isEmpty()) return new Written(null, 0, 0, 0);
        Path batch = p.dir().resolve("candidates.mlir");
        Files.writeString(batch, String.join("// -----\n", candidates));
        // Standard output, not -o: mlir-opt writes -o only when every part verifies.
        Processes.Finished printed = Processes.run(List.of(opt.toString(), "--split-input-file", batch.toString()), p.dir(), 300,
                Processes.Errors.DISCARDED);
        if (printed.timedOut()) throw new IOException("mlir-opt did not finish verifying " + batch);
        String[] outputs = printed.out().split("// -----\n", -1);
        StringBuilder sb = new StringBuilder();
        String owner = null;
        int parts = 0;
        int functions = 0;
        for (int i = 0; i < candidates.size() && i < outputs.length; i++) {
            if (outputs[i].isBlank()) continue; // MLIR rejects this one: types or attributes that don't go together
            if (!owners.get(i).equals(owner)) {
                if (owner != null) sb.append("// -----\n");
                sb.append("// ").append(owners.get(i)).append('\n');
                owner = owners.get(i);
                parts++;
            }
            sb.append(candidates.get(i));
            functions++;
        }
        if (functions == 0) return new Written(null, 0, 0, candidates.size());
        Path file = p.dir().resolve("generated.mlir");
        Files.writeString(file, sb.toString());
        return new Written(file, parts, functions, candidates.size());
    }
}
