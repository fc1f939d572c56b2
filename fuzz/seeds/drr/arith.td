// A seed of the DRR targets (bin/pdll-fuzz --target drr,lsp-drr): arith patterns with bindings,
// constants, native calls and constraints, over MLIR's own ODS (needs its include root).
include "mlir/IR/PatternBase.td"
include "mlir/Dialect/Arith/IR/ArithOps.td"

def GetZeroAttr : NativeCodeCall<"$_builder.getZeroAttr($0.getType())">;
def SameType : Constraint<CPred<"$0.getType() == $1.getType()">, "same type">;

// extsi(extui(x)) -> extui(x)
def ExtSIOfExtUI : Pat<(Arith_ExtSIOp (Arith_ExtUIOp $x)), (Arith_ExtUIOp $x)>;

// subi(x, x) -> 0
def SubSelf : Pat<(Arith_SubIOp:$res $x, $x, $ovf), (Arith_ConstantOp (GetZeroAttr $res))>;

// addi(x, y) with a constraint and a raised benefit
def AddSwap : Pat<(Arith_AddIOp $a, $b, $f), (Arith_AddIOp $b, $a, $f),
                  [(SameType $a, $b)], [], (addBenefit 2)>;

def : Pat<(Arith_AndIOp $x, $x), (replaceWithValue $x)>;

def TruncExt : Pat<(Arith_TruncIOp (Arith_ExtSIOp:$e $x), $flags), (replaceWithValue $x),
                   [(SameType $x, $e)]>;
