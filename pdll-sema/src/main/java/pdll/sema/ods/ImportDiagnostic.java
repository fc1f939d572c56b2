package pdll.sema.ods;

import pdll.tablegen.source.Loc;

/**
 * A problem found while importing a {@code .td} include. Never an exception: the analyzer reports
 * it.
 *
 * @param atInclude true when the reference reports it at the PDLL {@code #include} directive (the
 *     message then reads {@code error while processing include file `X.td`: ...} or {@code unable
 *     to open include file `X.td`}); false for the reference's fatal, unlocated errors such as
 *     {@code The class 'Op' is not defined}
 * @param message the full message text, without location or {@code error: } prefix
 * @param tdLoc where in the {@code .td} closure the problem is ({@link Loc#NONE} when unknown)
 */
public record ImportDiagnostic(boolean atInclude, String message, Loc tdLoc) {}
