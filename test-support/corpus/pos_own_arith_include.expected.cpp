namespace {

struct MulByOne : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  MulByOne(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @MulByOne : benefit(0) {
  %0 = operands loc("pos_own_arith_include.pdll":5:13)
  %1 = attribute = 1 : i32 loc("pos_own_arith_include.pdll":5:41)
  %2 = types loc("pos_own_arith_include.pdll":5:13)
  %3 = operation "arith.constant"(%0 : !pdl.range<value>)  {"value" = %1} -> (%2 : !pdl.range<type>) loc("pos_own_arith_include.pdll":5:13)
  %4 = operand loc("pos_own_arith_include.pdll":6:29)
  %5 = result 0 of %3 loc("pos_own_arith_include.pdll":6:39)
  %6 = types loc("pos_own_arith_include.pdll":6:14)
  %7 = operation "arith.muli"(%4, %5 : !pdl.value, !pdl.value)  -> (%6 : !pdl.range<type>) loc("pos_own_arith_include.pdll":6:14)
  rewrite %7 {
    replace %7 with(%4 : !pdl.value) loc("pos_own_arith_include.pdll":7:3)
  } loc("pos_own_arith_include.pdll":7:3)
} loc("pos_own_arith_include.pdll":4:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};

} // end namespace

template <typename... ConfigsT>
[[maybe_unused]] static void populateGeneratedPDLLPatterns(::mlir::RewritePatternSet &patterns, ConfigsT &&...configs) {
  patterns.add<MulByOne>(patterns.getContext(), configs...);
}
