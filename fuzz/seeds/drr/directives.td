// A seed of the DRR targets: the directives (either, returnType, location, variadic,
// replaceWithValue), several results, NativeCodeCall with placeholders, ConstantAttr.
include "mlir/IR/PatternBase.td"
include "mlir/Dialect/Arith/IR/ArithOps.td"
include "mlir/Dialect/Func/IR/FuncOps.td"

def MakeI32 : NativeCodeCall<"$_builder.getI32IntegerAttr($0)">;
def Fused : NativeCodeCall<"$_builder.getFusedLoc({$0, $1})">;

def EitherAdd : Pat<(Arith_AddIOp (either $x, (Arith_ExtSIOp $y)), $f),
                    (Arith_AddIOp $x, $y, $f)>;

def WithType : Pat<(Arith_ExtUIOp:$r $x),
                   (Arith_ExtSIOp $x, (returnType $r))>;

def WithLocation : Pat<(Arith_MulIOp:$m $a, $b, $f),
                       (Arith_MulIOp $b, $a, $f, (location $m))>;

def Two : Pattern<(Arith_SubIOp:$s $a, $b, $f),
                  [(Arith_AddIOp:$t $a, $b, $f), (Arith_SubIOp $t, $b, $f)]>;

def Konst : Pat<(Arith_ConstantOp $v), (Arith_ConstantOp ConstantAttr<I32Attr, "7">)>;

def Ret : Pat<(ReturnOp (variadic $a, $b)), (ReturnOp $a)>;

def Self : Pat<(Arith_NegFOp (Arith_NegFOp $x, $fm), $fm2), (replaceWithValue $x)>;
