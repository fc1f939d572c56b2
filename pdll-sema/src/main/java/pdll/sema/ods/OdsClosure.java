package pdll.sema.ods;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import pdll.tablegen.source.Diagnostic;
import pdll.tablegen.source.Loc;

/**
 * What one evaluated {@code .td} closure yields for PDLL, before it is named by the
 * {@code #include} that asked for it (the same closure can be included by several names, and
 * the import's messages quote the name). This is what the {@code .td} caches keep, in memory and
 * on disk.
 *
 * @param errors the evaluation's errors
 * @param evaluated whether the evaluation delivered records at all
 * @param missingClass the first of the classes every ODS import needs that the records lack, or null
 * @param dependencies the {@code .td} files read, as opened
 */
record OdsClosure(List<Diagnostic> errors, boolean evaluated, String missingClass, Built built, List<Path> dependencies) {

    /** What was read from the records: empty lists (and the reason) when the records are not ODS. */
    record Built(List<OdsOperation> operations, List<OdsConstraint> constraints, List<ImportedConstraint> decls,
                 List<ImportDiagnostic> diagnostics) {
        static final Built NONE = new Built(List.of(), List.of(), List.of(), List.of());
    }

    OdsClosure {
        errors = List.copyOf(errors);
        dependencies = List.copyOf(dependencies);
    }

    /**
     * The import as the reference reports it for {@code #include "includeName"}: evaluation
     * errors first; errors after which records were still delivered (lexer errors, failed
     * asserts) are followed, like in the reference, by the class check; an import with errors
     * adds nothing.
     */
    OdsImport named(String includeName, Path resolved) {
        List<ImportDiagnostic> problems = new ArrayList<>();
        for (Diagnostic d : errors) {
            problems.add(new ImportDiagnostic(true,
                    "error while processing include file `" + includeName + "`: " + d.message(), d.loc()));
        }
        if (!evaluated && problems.isEmpty()) {
            problems.add(new ImportDiagnostic(true,
                    "error while processing include file `" + includeName + "`: evaluation failed", Loc.NONE));
        }
        if (evaluated && missingClass != null) {
            problems.add(new ImportDiagnostic(false, "The class '" + missingClass + "' is not defined", Loc.NONE));
        }
        if (!problems.isEmpty()) return OdsImport.failed(includeName, resolved, problems, dependencies);
        return new OdsImport(includeName, resolved, built.operations(), built.constraints(), built.decls(),
                built.diagnostics(), dependencies);
    }
}
