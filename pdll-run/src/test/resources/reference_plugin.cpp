//===- reference_plugin.cpp - the acceptance test's own minimal pass ------===//
//
// The reference side of ReferencePipelineTest: the pass an MLIR developer
// would write by hand around mlir-pdll-22's output, written independently of
// pdll-run's plugin. Pass `ref-apply`:
//   ref-apply{pdl=FILE}  parses FILE (mlir-pdll-22 -x=mlir) into a
//                        PDLPatternModule;
//   ref-apply{case=N}    adds the patterns of native case N, whose
//                        mlir-pdll-22 -x=cpp output the including file put in
//                        namespace ref_caseN (REF_POPULATE_CASES below);
// then applyPatternsGreedily with a default GreedyRewriteConfig, folding
// switched by `fold`.
//
//===----------------------------------------------------------------------===//

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Tools/Plugins/PassPlugin.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace {
struct RefApply
    : public mlir::PassWrapper<RefApply, mlir::OperationPass<mlir::ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(RefApply)
  RefApply() = default;
  RefApply(const RefApply &other) : PassWrapper(other) {}
  llvm::StringRef getArgument() const final { return "ref-apply"; }

  void runOnOperation() override {
    mlir::MLIRContext *ctx = &getContext();
    mlir::RewritePatternSet patterns(ctx);
    if (nativeCase >= 0) {
      REF_POPULATE_CASES(nativeCase, patterns);
    } else {
      auto module = mlir::parseSourceFile<mlir::ModuleOp>(pdl.getValue(), ctx);
      if (!module)
        return signalPassFailure();
      patterns.add(mlir::PDLPatternModule(std::move(module)));
    }
    mlir::GreedyRewriteConfig config;
    config.enableFolding(fold);
    if (mlir::failed(mlir::applyPatternsGreedily(getOperation(), std::move(patterns), config)))
      signalPassFailure();
  }

  Option<std::string> pdl{*this, "pdl", llvm::cl::desc("PDL module")};
  Option<int> nativeCase{*this, "case", llvm::cl::init(-1)};
  Option<bool> fold{*this, "fold", llvm::cl::init(true)};
};
} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK mlir::PassPluginLibraryInfo mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "RefApply", "1",
          []() { mlir::PassRegistration<RefApply>(); }};
}
