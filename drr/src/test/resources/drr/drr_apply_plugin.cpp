// An mlir-opt pass plugin that applies the C++ patterns `mlir-tblgen -gen-rewriters` generated
// from a DRR file, with the greedy driver set up as pdll-run's plugin sets it up (options fold,
// max-iterations, top-down; same defaults), so a DRR file and its PDLL conversion run alike.
//
// Built by the differential test with
//   -DDRR_GENERATED='"file.inc"'   the generated patterns
//   -include H ...                 the dialect headers and helpers the patterns' C++ needs
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Rewrite/FrozenRewritePatternSet.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace drr_generated {
using namespace mlir;
#include DRR_GENERATED
} // namespace drr_generated

namespace {
using namespace mlir;

struct DrrApplyPass : public PassWrapper<DrrApplyPass, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(DrrApplyPass)
  DrrApplyPass() = default;
  DrrApplyPass(const DrrApplyPass &other) : PassWrapper(other) {}
  StringRef getArgument() const final { return "drr-apply"; }
  StringRef getDescription() const final { return "Applies the patterns of a DRR file greedily"; }

  LogicalResult initialize(MLIRContext *context) override {
    RewritePatternSet set(context);
    drr_generated::populateWithGenerated(set);
    // A hand-written pass declares the dialects its rewrites create ops of (an op of a dialect
    // never loaded is created unregistered); the generated patterns name them, as pdll-run's
    // plugin finds them in its PDL.
    for (const std::unique_ptr<RewritePattern> &p : set.getNativePatterns())
      for (OperationName name : p->getGeneratedOps())
        context->getOrLoadDialect(name.getDialectNamespace());
    patterns = FrozenRewritePatternSet(std::move(set));
    return success();
  }

  void runOnOperation() override {
    GreedyRewriteConfig config;
    config.setMaxIterations(maxIterations);
    config.enableFolding(fold);
    config.setUseTopDownTraversal(topDown);
    if (failed(applyPatternsGreedily(getOperation(), patterns, config))) {
      getOperation()->emitError() << "drr-apply: the patterns did not converge within " << maxIterations
                                  << " iterations";
      signalPassFailure();
    }
  }

  Option<int64_t> maxIterations{*this, "max-iterations", llvm::cl::init(10)};
  Option<bool> fold{*this, "fold", llvm::cl::init(true)};
  Option<bool> topDown{*this, "top-down", llvm::cl::init(false)};
  FrozenRewritePatternSet patterns;
};
} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "DrrApply", LLVM_VERSION_STRING, []() { ::mlir::PassRegistration<DrrApplyPass>(); }};
}
