static ::mlir::Attribute R1PDLFn(::mlir::PatternRewriter &rewriter) {
  
}

static ::mlir::Attribute R2PDLFn(::mlir::PatternRewriter &rewriter) {
  
}

static ::mlir::Attribute R3PDLFn(::mlir::PatternRewriter &rewriter) {
  
}

static ::mlir::Attribute R4PDLFn(::mlir::PatternRewriter &rewriter) {
  
}

static ::mlir::Attribute R5PDLFn(::mlir::PatternRewriter &rewriter) {
  a;
}

static ::mlir::Attribute R6PDLFn(::mlir::PatternRewriter &rewriter) {
  a;

      b;
}

static ::mlir::Attribute R7PDLFn(::mlir::PatternRewriter &rewriter) {
  a;
  b;   
	 c;
}

static ::mlir::Attribute R8PDLFn(::mlir::PatternRewriter &rewriter) {
  x;
        y;
}

namespace {

struct GeneratedPDLLPattern0 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  GeneratedPDLLPattern0(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern : benefit(0) {
  %0 = operands loc("code-blocks.pdll":16:14)
  %1 = types loc("code-blocks.pdll":16:14)
  %2 = operation "test.op"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("code-blocks.pdll":16:14)
  rewrite %2 {
    %3 = apply_native_rewrite "R1" : !pdl.attribute loc("code-blocks.pdll":17:23)
    %4 = apply_native_rewrite "R2" : !pdl.attribute loc("code-blocks.pdll":17:29)
    %5 = apply_native_rewrite "R3" : !pdl.attribute loc("code-blocks.pdll":17:35)
    %6 = apply_native_rewrite "R4" : !pdl.attribute loc("code-blocks.pdll":17:41)
    %7 = apply_native_rewrite "R5" : !pdl.attribute loc("code-blocks.pdll":17:47)
    %8 = apply_native_rewrite "R6" : !pdl.attribute loc("code-blocks.pdll":17:53)
    erase %2 loc("code-blocks.pdll":17:59)
  } loc("code-blocks.pdll":17:3)
} loc("code-blocks.pdll":15:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
    registerRewriteFunction("R1", R1PDLFn);
    registerRewriteFunction("R2", R2PDLFn);
    registerRewriteFunction("R3", R3PDLFn);
    registerRewriteFunction("R4", R4PDLFn);
    registerRewriteFunction("R5", R5PDLFn);
    registerRewriteFunction("R6", R6PDLFn);
  }
};


struct GeneratedPDLLPattern1 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  GeneratedPDLLPattern1(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern : benefit(0) {
  %0 = operands loc("code-blocks.pdll":28:14)
  %1 = types loc("code-blocks.pdll":28:14)
  %2 = operation "test.op"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("code-blocks.pdll":28:14)
  rewrite %2 {
    %3 = apply_native_rewrite "R7" : !pdl.attribute loc("code-blocks.pdll":29:23)
    %4 = apply_native_rewrite "R8" : !pdl.attribute loc("code-blocks.pdll":29:29)
    erase %2 loc("code-blocks.pdll":29:35)
  } loc("code-blocks.pdll":29:3)
} loc("code-blocks.pdll":27:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
    registerRewriteFunction("R7", R7PDLFn);
    registerRewriteFunction("R8", R8PDLFn);
  }
};

} // end namespace

template <typename... ConfigsT>
[[maybe_unused]] static void populateGeneratedPDLLPatterns(::mlir::RewritePatternSet &patterns, ConfigsT &&...configs) {
  patterns.add<GeneratedPDLLPattern0>(patterns.getContext(), configs...);
  patterns.add<GeneratedPDLLPattern1>(patterns.getContext(), configs...);
}
