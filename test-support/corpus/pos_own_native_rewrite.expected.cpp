static ::mlir::Operation * BuildConstantPDLFn(::mlir::PatternRewriter &rewriter, ::mlir::Type t) {
  return rewriter.create<mlir::arith::ConstantOp>(rewriter.getUnknownLoc(), rewriter.getZeroAttr(t));
}

namespace {

struct SwapOrZero : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  SwapOrZero(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @SwapOrZero : benefit(0) {
  %0 = type loc("pos_own_native_rewrite.pdll":10:7)
  %1 = operand : %0 loc("pos_own_native_rewrite.pdll":11:26)
  %2 = operand : %0 loc("pos_own_native_rewrite.pdll":11:39)
  %3 = operation "own.sub"(%1, %2 : !pdl.value, !pdl.value)  -> (%0 : !pdl.type) loc("pos_own_native_rewrite.pdll":11:14)
  rewrite %3 {
    %4 = apply_native_rewrite "BuildConstant"(%0 : !pdl.type) : !pdl.operation loc("pos_own_native_rewrite.pdll":13:16)
    %5 = operation "own.sub"(%2, %1 : !pdl.value, !pdl.value)  loc("pos_own_native_rewrite.pdll":6:19)
    replace %3 with %5 loc("pos_own_native_rewrite.pdll":6:3)
  } loc("pos_own_native_rewrite.pdll":12:3)
} loc("pos_own_native_rewrite.pdll":9:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
    registerRewriteFunction("BuildConstant", BuildConstantPDLFn);
  }
};

} // end namespace

template <typename... ConfigsT>
[[maybe_unused]] static void populateGeneratedPDLLPatterns(::mlir::RewritePatternSet &patterns, ConfigsT &&...configs) {
  patterns.add<SwapOrZero>(patterns.getContext(), configs...);
}
