//===- pdll_run_plugin.cpp - pdll-run's pass plugin for mlir-opt ----------===//
//
// A pass plugin for `mlir-opt --load-pass-plugin=LIB.so` that registers one
// pass, `pdll-apply`, applying PDL patterns greedily to the module it runs on,
// exactly as a hand-written C++ pass would call applyPatternsGreedily:
//
//   mlir-opt --load-pass-plugin=LIB.so \
//     --pass-pipeline='builtin.module(pdll-apply{patterns=P.mlir})' IN.mlir
//
// It is built in one of two ways (bin/pdll-run builds and caches both):
//
//  * shared (no macro): the patterns are a PDL module (the `-x=mlir` output of
//    pdllc or mlir-pdll) read from the file the `patterns` option names and run
//    by MLIR's PDL bytecode interpreter. One build serves every pattern file
//    without native C++ code.
//  * per file (-DPDLL_RUN_GENERATED='"FILE"'): FILE holds the dialect headers
//    the native code needs and the `-x=cpp` output of one pattern file, whose
//    populateGeneratedPDLLPatterns adds the patterns with their native
//    constraint and rewrite functions registered.
//
// Options: max-iterations (GreedyRewriteConfig's, default 10, -1 = no limit),
// fold (default true), top-down (default false): the defaults are
// applyPatternsGreedily's. When the patterns do not converge within the
// iteration limit the pass fails with an error naming the limit.
//
//===----------------------------------------------------------------------===//

#include "mlir/Dialect/PDL/IR/PDL.h"
#include "mlir/Dialect/PDL/IR/PDLOps.h"
#include "mlir/Dialect/PDLInterp/IR/PDLInterp.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#ifdef PDLL_RUN_GENERATED
#include PDLL_RUN_GENERATED
#endif

using namespace mlir;

namespace {

struct PdllApplyPass
    : public PassWrapper<PdllApplyPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(PdllApplyPass)

  PdllApplyPass() = default;
  PdllApplyPass(const PdllApplyPass &other) : PassWrapper(other) {}

  StringRef getArgument() const final { return "pdll-apply"; }
  StringRef getDescription() const final {
    return "Apply PDL patterns greedily (pdll-run)";
  }

  void getDependentDialects(DialectRegistry &registry) const override {
    registry.insert<pdl::PDLDialect, pdl_interp::PDLInterpDialect>();
  }

  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet set(context);
#ifdef PDLL_RUN_GENERATED
    populateGeneratedPDLLPatterns(set);
#else
    if (patternsFile.empty())
      return emitError(UnknownLoc::get(context),
                       "pdll-apply: the patterns option names no file");
    OwningOpRef<ModuleOp> pdl =
        parseSourceFile<ModuleOp>(patternsFile.getValue(), context);
    if (!pdl)
      return failure(); // the parser has reported why, with its location
    set.add(PDLPatternModule(std::move(pdl)));
#endif
    loadCreatedDialects(set.getPDLPatterns().getModule(), context);
    patterns = FrozenRewritePatternSet(std::move(set));
    return success();
  }

  void runOnOperation() override {
    GreedyRewriteConfig config;
    config.setMaxIterations(maxIterations);
    config.enableFolding(fold);
    config.setUseTopDownTraversal(topDown);
    if (failed(applyPatternsGreedily(getOperation(), patterns, config))) {
      getOperation()->emitError()
          << "pdll-apply: the patterns did not converge within "
          << maxIterations.getValue() << " iterations (max-iterations)";
      signalPassFailure();
    }
  }

  Option<std::string> patternsFile{
      *this, "patterns", llvm::cl::desc("The PDL module to apply (shared build)")};
  Option<int64_t> maxIterations{
      *this, "max-iterations",
      llvm::cl::desc("GreedyRewriteConfig max iterations (-1: no limit)"),
      llvm::cl::init(10)};
  Option<bool> fold{*this, "fold", llvm::cl::desc("Fold while rewriting"),
                    llvm::cl::init(true)};
  Option<bool> topDown{*this, "top-down",
                       llvm::cl::desc("Top-down initial traversal"),
                       llvm::cl::init(false)};

private:
  /// A rewrite may create operations of a dialect the input never uses; the
  /// dialect must be loaded before the pass runs, as a hand-written pass would
  /// declare it dependent. The PDL names each operation it creates.
  static void loadCreatedDialects(ModuleOp module, MLIRContext *context) {
    if (!module)
      return;
    module.walk([&](pdl::OperationOp op) {
      if (std::optional<StringRef> name = op.getOpName())
        context->getOrLoadDialect(name->split('.').first);
    });
  }

  FrozenRewritePatternSet patterns;
};

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "PdllRun", LLVM_VERSION_STRING,
          []() { PassRegistration<PdllApplyPass>(); }};
}
