// Symbols of every kind and benefits, for PatternFactsOracleTest: operands, attributes (enum, typed),
// bound ops in the source and the result, NativeCodeCall results, a native matcher, either, addBenefit.
include "mlir/IR/PatternBase.td"
include "mlir/Dialect/Arith/IR/ArithOps.td"
def ZeroOf : NativeCodeCall<"$_builder.getZeroAttr($0.getType())">;
def Two : NativeCodeCall<"foo($0)", 2>;
def ValM : NativeCodeCall<"matchVal($_self, $0)">;
def P1 : Pat<(Arith_CmpIOp $pred, I32:$a, $b), (Arith_CmpIOp $pred, $b, $a)>;
def P2 : Pat<(Arith_ConstantOp:$c $v), (Arith_ConstantOp (ZeroOf:$z $c))>;
def P3 : Pat<(Arith_AddIOp (Arith_MulIOp $a, $b, $_), $d, $o), (Arith_AddIOp $a, $d, $o), [], [], (addBenefit 3)>;
def P4 : Pattern<(Arith_SubIOp $a, $b, $o), [(Two:$t $a), (Arith_SubIOp $t__0, $t__1, $o)]>;
def P5 : Pat<(Arith_AndIOp (either $a, (Arith_OrIOp $x, $y))), (replaceWithValue $a)>;
def P6 : Pat<(Arith_AddIOp $a, (ValM I32:$v), $o), (Arith_AddIOp $a, $a, $o)>;
def P7 : Pat<(SelectOp $c, $a, $b), (SelectOp $c, $b, $a), [], [], (addBenefit 2)>;
