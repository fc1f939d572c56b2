package pdll.intellij.pdll;

/** A foldable range of a PDLL file, [start, end) in the file's text, and what it shows when folded. */
public record PdllFoldRegion(int start, int end, String placeholder) {}
