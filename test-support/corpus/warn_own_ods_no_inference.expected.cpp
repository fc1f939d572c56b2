namespace {

struct PackOfAdd : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  PackOfAdd(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @PackOfAdd : benefit(3) {
  %0 = operand loc("warn_own_ods_no_inference.pdll":5:25)
  %1 = operand loc("warn_own_ods_no_inference.pdll":5:35)
  %2 = types loc("warn_own_ods_no_inference.pdll":5:13)
  %3 = operation "own.add"(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.range<type>) loc("warn_own_ods_no_inference.pdll":5:13)
  %4 = results 0 of %3  -> !pdl.value loc("warn_own_ods_no_inference.pdll":6:27)
  %5 = attribute = 32 : i64 loc("warn_own_ods_no_inference.pdll":6:45)
  %6 = types loc("warn_own_ods_no_inference.pdll":6:14)
  %7 = operation "own.pack"(%4 : !pdl.value)  {"width" = %5} -> (%6 : !pdl.range<type>) loc("warn_own_ods_no_inference.pdll":6:14)
  rewrite %7 {
    %8 = operation "own.add"(%0, %1 : !pdl.value, !pdl.value)  loc("warn_own_ods_no_inference.pdll":8:18)
    replace %7 with %8 loc("warn_own_ods_no_inference.pdll":9:5)
  } loc("warn_own_ods_no_inference.pdll":7:3)
} loc("warn_own_ods_no_inference.pdll":4:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};

} // end namespace

template <typename... ConfigsT>
[[maybe_unused]] static void populateGeneratedPDLLPatterns(::mlir::RewritePatternSet &patterns, ConfigsT &&...configs) {
  patterns.add<PackOfAdd>(patterns.getContext(), configs...);
}
