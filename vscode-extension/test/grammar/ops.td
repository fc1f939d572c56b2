// SYNTAX TEST "source.tablegen" "TableGen: ODS-style definitions"

#ifndef TST_OPS
// <------- keyword.control.directive.tablegen
//       ^^^^^^^ entity.name.function.preprocessor.tablegen
#define TST_OPS
include "mlir/IR/OpBase.td"
// <------- keyword.control.directive.include.tablegen
//      ^^^^^^^^^^^^^^^^^^^ string.quoted.double.include.tablegen

/* A block comment /* nested */ still a comment */
// <-- comment.block.tablegen punctuation.definition.comment.begin.tablegen
//                             ^^^^^^^^^^^^^^^^^^^^^ comment.block.tablegen

class Tst_Op<string mnemonic, list<Trait> traits = []> : Op<Tst_Dialect, mnemonic, traits>;
// <----- storage.type.class.tablegen
//    ^^^^^^ entity.name.type.class.tablegen
//           ^^^^^^ storage.type.primitive.tablegen
//                            ^^^^ storage.type.primitive.tablegen
//                                               ^ keyword.operator.assignment.tablegen
//                                                     ^ punctuation.separator.inheritance.tablegen

def Tst_NegOp : Tst_Op<"neg", [Pure, SameOperandsAndResultType]> {
// <--- storage.type.def.tablegen
//  ^^^^^^^^^ entity.name.function.def.tablegen
//                     ^^^^^ string.quoted.double.tablegen
  let summary = "negation \"quoted\"";
//^^^ keyword.other.tablegen
//                        ^^ constant.character.escape.tablegen
  let description = [{
//                  ^^ string.unquoted.code.tablegen punctuation.definition.string.begin.tablegen
    Negates `$operand`; let def class are plain text here.
//                      ^^^ string.unquoted.code.tablegen - keyword.other.tablegen
  }];
//^^ string.unquoted.code.tablegen punctuation.definition.string.end.tablegen
  let arguments = (ins AnyInteger:$operand, DefaultValuedAttr<I64Attr, "0">:$scale);
//                                ^^^^^^^^ variable.other.dag.tablegen
  let results = (outs AnyInteger:$result);
  bit hasFolder = true;
//^^^ storage.type.primitive.tablegen
//                ^^^^ constant.language.boolean.tablegen
  bits<8> mask = 0xFF;
//               ^^^^ constant.numeric.integer.hexadecimal.tablegen
  int width = !add(!shl(1, 4), -3, 0b101);
//            ^^^^ support.function.builtin.tablegen
//                 ^^^^ support.function.builtin.tablegen
//                             ^^ constant.numeric.integer.decimal.tablegen
//                                 ^^^^^ constant.numeric.integer.binary.tablegen
  string unset = ?;
//               ^ constant.language.uninitialized.tablegen
}

defvar names = ["a", "b"];
// <------ storage.type.defvar.tablegen
//     ^^^^^ variable.other.definition.tablegen
foreach i = 0...3 in
// <------- keyword.control.tablegen
//           ^^^ keyword.operator.range.tablegen
//                ^^ keyword.control.tablegen
  def Tst_Gen # i : Tst_Op<"gen" # i>;
//    ^^^^^^^ entity.name.function.def.tablegen
//            ^ keyword.operator.paste.tablegen
multiclass Pair<int n> {
// <---------- storage.type.class.tablegen
//         ^^^^ entity.name.type.class.tablegen
  if !gt(n, 0) then
//^^ keyword.control.tablegen
//             ^^^^ keyword.control.tablegen
    def _a : Tst_Op<"pair_a">;
}
defm Tst_P : Pair<2>;
// <---- storage.type.def.tablegen
//   ^^^^^ entity.name.function.def.tablegen
#endif // TST_OPS
// <------ keyword.control.directive.tablegen
//     ^^^^^^^^^^ comment.line.double-slash.tablegen
