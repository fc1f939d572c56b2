// The ops the check fixtures match and build: a dialect of their own, as LLVM's
// rewriter-errors.td has, so that each fixture evaluates in a blink.
include "mlir/IR/OpBase.td"
include "mlir/IR/PatternBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"

def T_Dialect : Dialect { let name = "t"; }
class T_Op<string mnemonic, list<Trait> traits = []> : Op<T_Dialect, mnemonic, traits>;

def OpA : T_Op<"a">, Arguments<(ins AnyInteger:$x, AnyInteger:$y)>, Results<(outs AnyInteger)>;
def OpB : T_Op<"b">, Arguments<(ins AnyInteger:$x, AnyAttr:$value)>, Results<(outs AnyInteger)>;
def OpC : T_Op<"c">, Results<(outs AnyInteger)>;
def OpD : T_Op<"d">, Arguments<(ins Variadic<AnyInteger>:$vargs)>, Results<(outs AnyInteger)>;
def OpE : T_Op<"e">, Arguments<(ins AnyInteger:$x)>, Results<(outs AnyInteger:$r0, AnyInteger:$r1)>;
def OpF : T_Op<"f", [SameOperandsAndResultType]>, Arguments<(ins AnyInteger:$x)>, Results<(outs AnyInteger)>;
def OpG : T_Op<"g">, Arguments<(ins AnyInteger:$x, Optional<AnyInteger>:$o)>, Results<(outs AnyInteger)>;

def IsTrue : Constraint<CPred<"true">>;
def Two : NativeCodeCall<"two($0, $1)">;
def Zero : NativeCodeCall<"zero()", 0>;
def Pair : NativeCodeCall<"pair($0)", 2>;
