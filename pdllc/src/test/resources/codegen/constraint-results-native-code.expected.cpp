static ::llvm::LogicalResult BPDLFn(::mlir::PatternRewriter &rewriter, ::mlir::Operation * op) {
  return success(op->getNumResults() == 1);
}

static ::llvm::LogicalResult APDLFn(::mlir::PatternRewriter &rewriter, ::mlir::Operation * op) {
  return success();
}

namespace {

struct GeneratedPDLLPattern0 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  GeneratedPDLLPattern0(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern : benefit(0) {
  %0 = operands loc("constraint-results-native-code.pdll":5:18)
  %1 = types loc("constraint-results-native-code.pdll":5:18)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-results-native-code.pdll":5:18)
  apply_native_constraint "A"(%2 : !pdl.operation) loc("constraint-results-native-code.pdll":4:18)
  apply_native_constraint "B"(%2 : !pdl.operation) loc("constraint-results-native-code.pdll":4:24)
  rewrite %2 {
    erase %2 loc("constraint-results-native-code.pdll":5:12)
  } loc("constraint-results-native-code.pdll":5:12)
} loc("constraint-results-native-code.pdll":5:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
    registerConstraintFunction("A", APDLFn);
    registerConstraintFunction("B", BPDLFn);
  }
};

} // end namespace

template <typename... ConfigsT>
[[maybe_unused]] static void populateGeneratedPDLLPatterns(::mlir::RewritePatternSet &patterns, ConfigsT &&...configs) {
  patterns.add<GeneratedPDLLPattern0>(patterns.getContext(), configs...);
}
