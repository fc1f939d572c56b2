// An operand named `operands` next to another operand: its accessor getOperands() would hide
// the default one (mlir-tblgen-22 rejects it with this message; mlir-pdll-22 crashes printing it).
// The classes are the few the importer needs, so that the fixture runs without the MLIR include root.
class TypeConstraint;
class Type : TypeConstraint;
class Attr;
class OpInterface;
def ins; def outs; def region;
class Variadic<Type t> : TypeConstraint;
def I64 : Type;
class Dialect { string name = ""; }
def Test_Dialect : Dialect { let name = "test"; }
class Op<Dialect d, string n> {
  Dialect opDialect = d;
  string opName = n;
  dag arguments = (ins);
  dag results = (outs);
  dag regions = (region);
  list<int> traits = [];
}
def OpSoleVariadic : Op<Test_Dialect, "sole_variadic"> {
  let arguments = (ins Variadic<I64>:$operands);
}
def OpMultiVariadic : Op<Test_Dialect, "multi_variadic"> {
  let arguments = (ins Variadic<I64>:$operands, Variadic<I64>:$operand2);
}
