namespace {

struct AddSelf : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  AddSelf(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @AddSelf : benefit(0) {
  %0 = operand loc("pos_own_replace_unknown_op.pdll":3:26)
  %1 = types loc("pos_own_replace_unknown_op.pdll":3:14)
  %2 = operation "own.add"(%0, %0 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>) loc("pos_own_replace_unknown_op.pdll":3:14)
  rewrite %2 {
    %3 = operation "own.double"(%0 : !pdl.value)  loc("pos_own_replace_unknown_op.pdll":4:21)
    replace %2 with %3 loc("pos_own_replace_unknown_op.pdll":4:3)
  } loc("pos_own_replace_unknown_op.pdll":4:3)
} loc("pos_own_replace_unknown_op.pdll":2:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};

} // end namespace

template <typename... ConfigsT>
[[maybe_unused]] static void populateGeneratedPDLLPatterns(::mlir::RewritePatternSet &patterns, ConfigsT &&...configs) {
  patterns.add<AddSelf>(patterns.getContext(), configs...);
}
