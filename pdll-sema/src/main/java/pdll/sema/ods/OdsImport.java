package pdll.sema.ods;

import java.nio.file.Path;
import java.util.List;

/**
 * The result of importing one {@code .td} include: what the reference's ODS context and PDLL
 * scope gain from it. Immutable. On failure the lists are empty and {@link #diagnostics()} says
 * why.
 *
 * @param includeName the name as written in {@code #include "..."}
 * @param resolvedPath the file the name resolved to (null when not found)
 * @param operations the operations, in the reference's visiting order (numeric-aware def name
 *     order; the first op of a name wins)
 * @param constraints the attribute and type constraints the operations refer to, first seen
 *     first, one per unique name
 * @param constraintDecls the PDLL native constraints: Attr defs, then Type defs, then OpInterface
 *     defs, each in numeric-aware name order
 * @param dependencies the {@code .td} files read, as opened
 */
public record OdsImport(String includeName, Path resolvedPath, List<OdsOperation> operations,
                        List<OdsConstraint> constraints, List<ImportedConstraint> constraintDecls,
                        List<ImportDiagnostic> diagnostics, List<Path> dependencies) {

    public OdsImport {
        operations = List.copyOf(operations);
        constraints = List.copyOf(constraints);
        constraintDecls = List.copyOf(constraintDecls);
        diagnostics = List.copyOf(diagnostics);
        dependencies = List.copyOf(dependencies);
    }

    public boolean succeeded() {
        return diagnostics.isEmpty();
    }

    static OdsImport failed(String includeName, Path resolved, List<ImportDiagnostic> diags, List<Path> deps) {
        return new OdsImport(includeName, resolved, List.of(), List.of(), List.of(), diags, deps);
    }
}
