package pdll.pdllc;

import java.util.List;
import pdll.sema.compile.Compiler;

/**
 * What a {@code pdllc} run was asked to do. The options of {@code mlir-pdll} keep their meaning;
 * the rest are ours (several inputs, diagnostics format, colors, parallelism).
 *
 * @param kind the output ({@code -x=ast|mlir|cpp}, default ast like the reference)
 * @param includeDirs {@code -I}, in order
 * @param output {@code -o} (null: stdout for one input, next to each input for several)
 * @param depFile {@code -d} (needs {@code -o})
 * @param dumpOds {@code --dump-ods}
 * @param splitMarker {@code --split-input-file[=MARKER]} (null: no splitting)
 * @param outputSplitMarker {@code --output-split-marker=MARKER}
 * @param writeIfChanged {@code --write-if-changed}
 * @param inputs files or directories ({@code -} is standard input)
 * @param diagnosticsFormat {@code --diagnostics-format=text|json}
 * @param color {@code --color[=always|never|auto]}
 * @param jobs {@code -j N} / {@code --jobs=N} (0: one per core)
 * @param allErrors {@code --all-errors}: every diagnostic, not only up to the first error
 * @param extraWarnings {@code --extra-warnings}: our warnings beyond the reference's
 * @param noCache {@code --no-cache}: neither read nor write the per-user {@code .td} import cache
 */
public record PdllcOptions(Compiler.Kind kind, List<String> includeDirs, String output, String depFile, boolean dumpOds,
                           String splitMarker, String outputSplitMarker, boolean writeIfChanged, List<String> inputs,
                           DiagnosticsFormat diagnosticsFormat, Color color, int jobs, boolean allErrors,
                           boolean extraWarnings, boolean noCache, boolean help, boolean version) {

    public enum DiagnosticsFormat { TEXT, JSON }

    public enum Color { AUTO, ALWAYS, NEVER }
}
