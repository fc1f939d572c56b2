package pdll.intellij.tablegen;

/**
 * The text Settings | Editor | Color Scheme | TableGen colours as a preview: an MLIR ODS operation
 * as MLIR's own .td files write it, holding a token of every colour category (a test checks),
 * including one bad character.
 */
final class TableGenColorDemo {
    private TableGenColorDemo() {}

    static final String TEXT = """
            //===- ToyOps.td - Toy dialect operations -------------*- tablegen -*-===//
            #ifndef TOY_OPS
            #define TOY_OPS

            include "mlir/IR/OpBase.td"

            /* Operations of the Toy dialect. /* Block comments nest. */ */
            def Toy_Dialect : Dialect {
              let name = "toy";
              let cppNamespace = "::mlir::toy";
            }

            class Toy_Op<string mnemonic, list<Trait> traits = []>
                : Op<Toy_Dialect, mnemonic, traits>;

            def AddOp : Toy_Op<"add", [Pure]> {
              let summary = "element-wise addition";
              let description = [{
                Adds two tensors element by element.
              }];
              let arguments = (ins F64Tensor:$lhs, F64Tensor:$rhs);
              let results = (outs F64Tensor:$result);
              bits<8> opcode = 0x2A;
              let assemblyFormat = !strconcat("$lhs `,` $rhs attr-dict", " : type($result)");
              let extraClassDeclaration = Base.extraClassDeclaration # [{ int size(); }];
              bit invalid = @;
            }

            #endif // TOY_OPS
            """;
}
