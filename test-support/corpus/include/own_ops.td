// A two-op dialect of this project's own corpus: enough ODS for operand and result names,
// attributes and a variadic operand.
include "mlir/IR/OpBase.td"

def Own_Dialect : Dialect {
  let name = "own";
}

class Own_Op<string mnemonic, list<Trait> traits = []> : Op<Own_Dialect, mnemonic, traits>;

def Own_AddOp : Own_Op<"add"> {
  let arguments = (ins AnyType:$lhs, AnyType:$rhs);
  let results = (outs AnyType:$sum);
}

def Own_PackOp : Own_Op<"pack"> {
  let arguments = (ins Variadic<AnyType>:$parts, I64Attr:$width);
  let results = (outs AnyType:$packed);
}
