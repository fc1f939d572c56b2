static ::llvm::LogicalResult IsI32PDLFn(::mlir::PatternRewriter &rewriter, ::mlir::Type t) {
  return mlir::success(t.isInteger(32));
}

static ::llvm::LogicalResult TypeOfPDLFn(::mlir::PatternRewriter &rewriter, ::mlir::Value v) {
  return v.getType();
}

namespace {

struct GeneratedPDLLPattern0 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  GeneratedPDLLPattern0(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern : benefit(0) {
  %0 = type loc("pos_own_constraints.pdll":11:7)
  %1 = operand : %0 loc("pos_own_constraints.pdll":12:7)
  %2 = operand : %0 loc("pos_own_constraints.pdll":13:7)
  %3 = operation "arith.addi"(%1, %2 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type) loc("pos_own_constraints.pdll":14:14)
  %4 = apply_native_constraint "TypeOf"(%1 : !pdl.value) : !pdl.type loc("pos_own_constraints.pdll":6:9)
  apply_native_constraint "IsI32"(%4 : !pdl.type) loc("pos_own_constraints.pdll":6:3)
  %5 = apply_native_constraint "TypeOf"(%2 : !pdl.value) : !pdl.type loc("pos_own_constraints.pdll":7:9)
  apply_native_constraint "IsI32"(%5 : !pdl.type) loc("pos_own_constraints.pdll":7:3)
  rewrite %3 {
    erase %3 loc("pos_own_constraints.pdll":16:3)
  } loc("pos_own_constraints.pdll":16:3)
} loc("pos_own_constraints.pdll":10:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
    registerConstraintFunction("TypeOf", TypeOfPDLFn);
    registerConstraintFunction("IsI32", IsI32PDLFn);
  }
};

} // end namespace

template <typename... ConfigsT>
[[maybe_unused]] static void populateGeneratedPDLLPatterns(::mlir::RewritePatternSet &patterns, ConfigsT &&...configs) {
  patterns.add<GeneratedPDLLPattern0>(patterns.getContext(), configs...);
}
