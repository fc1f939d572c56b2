/**
 * MLIR 22's builtin float values: what a float literal or a hex bit pattern of a float type
 * means, the bits a dense attribute stores, and the text MLIR prints. Self-contained (no
 * syntax, no diagnostics locations): the attribute parser calls {@link pdll.mlir.fp.FloatValue}
 * with a token's spelling and places the errors itself.
 *
 * <p>What the reference does, as the differential test establishes it:
 *
 * <ul>
 *   <li>A float literal ({@code 1.5}, {@code 1.}, {@code 2.5e-3}; never {@code 1e5}, which does
 *       not lex as one) is rounded to the nearest double, negated after a minus, then rounded
 *       to nearest-even in the type. No error: beyond a double's range it is infinity, which
 *       the type then turns into its infinity, its NaN or an unencodable infinity.
 *   <li>An integer literal for a float type: hex is the bit pattern (no minus, at most the
 *       type's width in bits, leading zeros free); decimal is an error. This holds in a
 *       {@code FloatAttr}, in {@code dense<…>} (also a splat: {@code dense<1> : tensor<2xf32>}
 *       is an error) and in {@code array<f32: …>}; the error is at the element's token.
 *   <li>Dense raw data ({@code dense<"0x…">}): each element is its bits in
 *       {@link pdll.mlir.fp.FloatKind#storageBytes()} little-endian bytes (f80: 10 bytes, tf32: 3,
 *       f6/f4: 1 byte, higher bits ignored).
 *   <li>Printing: see {@link pdll.mlir.fp.FloatValue#print()}.
 * </ul>
 */
package pdll.mlir.fp;
