/**
 * The PDLL syntax layer: text to tokens to syntax tree, with the reference's syntax errors.
 *
 * <p>Entry points: {@link pdll.syntax.PdllParser#parse} (one buffer),
 * {@link pdll.syntax.PdllParser#parseSplit} ({@code // -----} parts with whole-file positions), {@link pdll.syntax.SyntaxTree#reparse} (incremental, identical to a full
 * parse of the edited text). This layer does no I/O: includes are resolved by the semantic layer.
 *
 * <p>How it works: {@link pdll.syntax.Chunker} cuts the text at top-level keywords outside braces
 * into {@link pdll.syntax.TopLevel} chunks, and {@link pdll.syntax.DeclParser} parses each chunk
 * on its own with offsets relative to the chunk, so an edit re-lexes and re-parses only the chunks
 * it touches and the others are reused with a new offset. The first diagnostic of a file is the
 * one mlir-pdll-22 prints (its lexer and parser messages, at its locations); after an error the
 * parser resumes at the next {@code ;} or {@code }} of the block, and the chunker at the next
 * declaration. Errors that need scopes or types (undefined names, conversions, ...) are the
 * semantic layer's. The ANTLR grammar in {@code src/main/antlr4/pdll/syntax/grammar} is the
 * specification of the accepted language, checked against this parser and the reference.
 *
 * <p>Never: throw on any input, recurse deeper than {@link pdll.syntax.ParseOptions#maxNesting},
 * read files, or know anything about semantics or LSP.
 */
package pdll.syntax;
