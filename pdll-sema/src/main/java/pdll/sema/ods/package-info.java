/**
 * ODS import: what a PDLL {@code #include "X.td"} brings into a document, as the reference
 * mlir-pdll 22 computes it.
 *
 * <ul>
 *   <li>{@link pdll.sema.ods.OdsImporter#importTd} resolves the include (working directory, then
 *       each {@code -I} dir), evaluates the closure through the shared TableGen closure cache and
 *       returns an immutable {@link pdll.sema.ods.OdsImport}: operations ({@link
 *       pdll.sema.ods.OdsOperation}: name, summary, description, C++ class, attributes, operand
 *       and result groups, result-type inference, {@code .td} location), the constraints they
 *       use ({@link pdll.sema.ods.OdsConstraint}), the PDLL native constraint declarations
 *       ({@link pdll.sema.ods.ImportedConstraint}, C++ code generated from the predicate tree),
 *       and {@link pdll.sema.ods.ImportDiagnostic}s instead of exceptions.
 *   <li>{@link pdll.sema.ods.OdsContext} merges the imports of one document (first op / first
 *       constraint of a name wins; names the document already declared suppress ODS constraint
 *       declarations) and returns, per import, the declarations to add to the scope.
 *   <li>{@link pdll.sema.ods.OdsPrinter#dumpOds} prints a context exactly like
 *       {@code mlir-pdll --dump-ods}.
 * </ul>
 *
 * The semantic analyzer calls {@code importTd} once per {@code .td} include, reports the
 * diagnostics at the include directive ({@code atInclude}) or unlocated, and feeds the import to
 * its document's {@code OdsContext}. Nothing here knows PDLL syntax or LSP.
 */
package pdll.sema.ods;
