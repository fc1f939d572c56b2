static ::llvm::LogicalResult I32AttrPDLFn(::mlir::PatternRewriter &rewriter, ::mlir::Attribute self) {
  return ::mlir::success(((::llvm::isa<::mlir::IntegerAttr>(self))) && ((::llvm::cast<::mlir::IntegerAttr>(self).getType().isSignlessInteger(32))));
}

static ::llvm::LogicalResult I64AttrPDLFn(::mlir::PatternRewriter &rewriter, ::mlir::Attribute self) {
  return ::mlir::success(((::llvm::isa<::mlir::IntegerAttr>(self))) && ((::llvm::cast<::mlir::IntegerAttr>(self).getType().isSignlessInteger(64))));
}

static ::llvm::LogicalResult I64PDLFn(::mlir::PatternRewriter &rewriter, ::mlir::Type self) {
  return ::mlir::success((self.isSignlessInteger(64)));
}

namespace {

struct P1 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  P1(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @P1 : benefit(0) {
  %0 = operand loc("constraint-results-ods.pdll":6:19)
  %1 = type loc("constraint-results-ods.pdll":6:33)
  %2 = operation(%0 : !pdl.value)  -> (%1 : !pdl.type) loc("constraint-results-ods.pdll":6:14)
  apply_native_constraint "I64"(%1 : !pdl.type) loc("constraint-results-ods.pdll":3:26)
  rewrite %2 {
    erase %2 loc("constraint-results-ods.pdll":8:3)
  } loc("constraint-results-ods.pdll":8:3)
} loc("constraint-results-ods.pdll":5:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
    registerConstraintFunction("I64", I64PDLFn);
  }
};


struct P2 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  P2(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @P2 : benefit(0) {
  %0 = operands loc("constraint-results-ods.pdll":11:14)
  %1 = attribute loc("constraint-results-ods.pdll":11:24)
  %2 = types loc("constraint-results-ods.pdll":11:14)
  %3 = operation(%0 : !pdl.range<value>)  {"x" = %1} -> (%2 : !pdl.range<type>) loc("constraint-results-ods.pdll":11:14)
  apply_native_constraint "I64Attr"(%1 : !pdl.attribute) loc("constraint-results-ods.pdll":4:26)
  apply_native_constraint "I32Attr"(%1 : !pdl.attribute) loc("constraint-results-ods.pdll":12:10)
  rewrite %3 {
    erase %3 loc("constraint-results-ods.pdll":13:3)
  } loc("constraint-results-ods.pdll":13:3)
} loc("constraint-results-ods.pdll":10:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
    registerConstraintFunction("I64Attr", I64AttrPDLFn);
    registerConstraintFunction("I32Attr", I32AttrPDLFn);
  }
};

} // end namespace

template <typename... ConfigsT>
[[maybe_unused]] static void populateGeneratedPDLLPatterns(::mlir::RewritePatternSet &patterns, ConfigsT &&...configs) {
  patterns.add<P1>(patterns.getContext(), configs...);
  patterns.add<P2>(patterns.getContext(), configs...);
}
