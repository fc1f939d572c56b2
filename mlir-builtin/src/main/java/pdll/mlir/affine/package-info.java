/**
 * MLIR 22's builtin affine maps and integer sets, as {@code affine_map<…>} and
 * {@code affine_set<…>} attribute literals give them: the values ({@link pdll.mlir.affine.AffineExpr},
 * {@link pdll.mlir.affine.AffineMap}, {@link pdll.mlir.affine.IntegerSet}), MLIR's parser of their
 * bodies ({@link pdll.mlir.affine.AffineParser}) and MLIR's printed form ({@code toString()}).
 *
 * <p>Everything here was established from what {@code mlir-pdll-22} and {@code mlir-opt-22} print,
 * and is held to it by the tests: {@code literals.txt} shows every rule with MLIR's exact output,
 * and the differential test compares generated literals with the reference. MLIR simplifies an
 * expression while it builds it, with local rules tried in a fixed order (see {@code Simplify});
 * the structure it builds decides which later rules apply and how the result prints, so the
 * values keep MLIR's structure exactly rather than a normal form of their own. This package must
 * never simplify beyond MLIR (a wrong printed map is a wrong pattern nobody notices), and knows
 * nothing of the rest of the attribute syntax: the caller consumes the keyword, and what follows
 * the closing {@code >} is the caller's.
 */
package pdll.mlir.affine;
