// DRR patterns for the end-to-end test: PDLL: Convert DRR to PDLL writes drr.pdll beside.
include "mlir/IR/PatternBase.td"
include "mlir/Dialect/Arith/IR/ArithOps.td"

// extsi(extui(x)) -> extui(x)
def ExtSIOfExtUI : Pat<(Arith_ExtSIOp (Arith_ExtUIOp $x)), (Arith_ExtUIOp $x)>;
