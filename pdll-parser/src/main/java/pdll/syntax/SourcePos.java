package pdll.syntax;

/**
 * A position in a source file. {@code line} and {@code column} are 1-based and count columns in
 * UTF-8 bytes, like the reference's diagnostics; {@code utf16Character} is the 0-based column in
 * UTF-16 code units (LSP); {@code offset} is the UTF-16 index into the text.
 */
public record SourcePos(int line, int column, int utf16Character, int offset) {}
