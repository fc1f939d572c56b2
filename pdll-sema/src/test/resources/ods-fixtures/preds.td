// Predicate combinators, constraint naming and operand/attribute kinds, on the real ODS base.
include "mlir/IR/OpBase.td"

def T_Dialect : Dialect { let name = "t"; let cppNamespace = "::t"; }

def FxI32 : Type<CPred<"$_self.isInteger(32)">, "32-bit integer">;
def FxAny : Type<And<[]>, "any type">;
def FxNoneOf : Type<Or<[]>>;
def FxBoth : Type<And<[CPred<"$_self.a()">, CPred<"$_self.b()">]>, "both">;
def FxEither : Type<Or<[CPred<"x($_self)">, And<[]>]>, "either">;
def FxCollapse : Type<And<[CPred<"p">, Or<[]>]>>;
def FxSingle : Type<And<[CPred<"only">, And<[]>]>>;
def FxNotIt : Type<Neg<Or<[CPred<"a">, CPred<"b">]>>>;
def FxSubst : Type<SubstLeaves<"$_self", "$_self.getElementType()", And<[CPred<"$_self.isF32()">, CPred<"g($_self)">]>>>;
def FxSubstEmpty : Type<SubstLeaves<"x", "y", And<[]>>>;
def FxNested : Type<SubstLeaves<"A", "B", SubstLeaves<"B", "C", CPred<"A B AB">>>>;
def FxCat : Type<Concat<"[](auto e) { return ", CPred<"e.ok($_self)">, "; }($_self)">>;
def FxDollars : Type<CPred<"$$x $_self $">>;
def FxNumbered10 : Type<CPred<"n10">>;
def FxNumbered9 : Type<CPred<"n9">>;
def FxNumbered010 : Type<CPred<"n010">>;
def FxIntAttr : Attr<CPred<"::llvm::isa<::mlir::IntegerAttr>($_self)">, "integer attribute"> {
  let storageType = [{ ::mlir::IntegerAttr }];
}
def FxPlainAttr : Attr<CPred<"true">>;
def FxIface : OpInterface<"MyIface"> { let cppNamespace = "::t"; }

def T_AddOp : Op<T_Dialect, "add"> {
  let summary = "adds";
  let arguments = (ins FxI32:$lhs, Optional<FxI32>:$rhs, Variadic<FxAny>:$rest, FxIntAttr:$a,
                   OptionalAttr<FxIntAttr>:$b, DefaultValuedAttr<FxPlainAttr, "1">:$c,
                   Arg<FxI32, "described">:$d);
  let results = (outs FxI32:$result, Variadic<FxBoth>:$more);
}
def T_ZzAddOp : Op<T_Dialect, "add">; // sorts after T_AddOp: the first op of a name wins
def T_ZeroOp : Op<T_Dialect, "zero"> { let results = (outs AnyTypeOf<[FxI32, FxBoth]>); }
def Other : Op<T_Dialect, "other"> { let arguments = (ins TensorOf<[FxI32]>:$t); }
