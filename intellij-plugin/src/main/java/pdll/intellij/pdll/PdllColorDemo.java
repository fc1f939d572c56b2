package pdll.intellij.pdll;

/**
 * The PDLL shown on the colour settings page: a small but real pattern file (it parses without
 * errors) with a token of every category but bad characters, which a valid file has none of.
 */
public final class PdllColorDemo {
    private PdllColorDemo() {}

    public static final String TEXT = """
            // Folds `x * 2^k` into a shift, and removes additions of zero.
            #include "mlir/Dialect/Arith/IR/ArithOps.td"
            #include "lib/arith_constraints.pdll"

            /// The value is a constant power of two.
            Constraint IsPowerOfTwo(value: Value) [{
              ::mlir::IntegerAttr attr;
              return ::mlir::success(::mlir::matchPattern(value, ::mlir::m_Constant(&attr)));
            }];

            Rewrite Log2(value: Value) -> Value;

            Pattern MulToShift with benefit(3) {
              let mul = op<arith.muli>(x: Value, c: [Value, IsPowerOfTwo]) -> (type: Type);
              rewrite mul with {
                let shift = op<arith.shli>(x, Log2(c)) {overflowFlags = attr<"#arith.overflow<none>">};
                replace mul with shift;
              };
            }

            Pattern => replace op<arith.addi>(x: Value, _: Value<type<"i32">>) with x;
            """;
}
