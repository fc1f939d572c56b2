// A small dialect for the lit transcripts, on MLIR's own OpBase.td.
include "mlir/IR/OpBase.td"

def Lit_Dialect : Dialect {
  let name = "lit";
}

def Lit_AddOp : Op<Lit_Dialect, "add"> {
  let summary = "adds two integers";
  let description = [{
    Adds `lhs` and `rhs` and yields their sum.
  }];
  let arguments = (ins I32:$lhs, I32:$rhs, OptionalAttr<I32Attr>:$flags);
  let results = (outs I32:$sum);
}

def Lit_ConstOp : Op<Lit_Dialect, "const"> {
  let summary = "an integer constant";
  let arguments = (ins I32Attr:$value);
  let results = (outs I32:$result);
}
