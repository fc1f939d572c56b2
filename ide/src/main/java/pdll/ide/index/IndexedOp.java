package pdll.ide.index;

/**
 * What the op index keeps of one operation: never the ODS records or locations, so that the
 * index of a whole MLIR include root stays small.
 *
 * @param name the full name ({@code arith.addi})
 * @param include the string to write in {@code #include "..."} (relative to the include dir it was found in)
 */
public record IndexedOp(String name, String dialect, String summary, String include) {}
