namespace {

struct GeneratedPDLLPattern0 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  GeneratedPDLLPattern0(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern : benefit(0) {
  %0 = operands loc("generated-pattern-names.pdll":3:18)
  %1 = types loc("generated-pattern-names.pdll":3:18)
  %2 = operation "test.a"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("generated-pattern-names.pdll":3:18)
  rewrite %2 {
    erase %2 loc("generated-pattern-names.pdll":3:12)
  } loc("generated-pattern-names.pdll":3:12)
} loc("generated-pattern-names.pdll":3:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct GeneratedPDLLPattern0 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  GeneratedPDLLPattern0(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @GeneratedPDLLPattern0 : benefit(0) {
  %0 = operands loc("generated-pattern-names.pdll":4:40)
  %1 = types loc("generated-pattern-names.pdll":4:40)
  %2 = operation "test.b"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("generated-pattern-names.pdll":4:40)
  rewrite %2 {
    erase %2 loc("generated-pattern-names.pdll":4:34)
  } loc("generated-pattern-names.pdll":4:34)
} loc("generated-pattern-names.pdll":4:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct GeneratedPDLLPattern1 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  GeneratedPDLLPattern1(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern : benefit(0) {
  %0 = operands loc("generated-pattern-names.pdll":5:18)
  %1 = types loc("generated-pattern-names.pdll":5:18)
  %2 = operation "test.c"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("generated-pattern-names.pdll":5:18)
  rewrite %2 {
    erase %2 loc("generated-pattern-names.pdll":5:12)
  } loc("generated-pattern-names.pdll":5:12)
} loc("generated-pattern-names.pdll":5:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct GeneratedPDLLPattern2 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  GeneratedPDLLPattern2(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @GeneratedPDLLPattern2 : benefit(0) {
  %0 = operands loc("generated-pattern-names.pdll":6:40)
  %1 = types loc("generated-pattern-names.pdll":6:40)
  %2 = operation "test.d"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("generated-pattern-names.pdll":6:40)
  rewrite %2 {
    erase %2 loc("generated-pattern-names.pdll":6:34)
  } loc("generated-pattern-names.pdll":6:34)
} loc("generated-pattern-names.pdll":6:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct GeneratedPDLLPattern3 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  GeneratedPDLLPattern3(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern : benefit(0) {
  %0 = operands loc("generated-pattern-names.pdll":7:18)
  %1 = types loc("generated-pattern-names.pdll":7:18)
  %2 = operation "test.e"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("generated-pattern-names.pdll":7:18)
  rewrite %2 {
    erase %2 loc("generated-pattern-names.pdll":7:12)
  } loc("generated-pattern-names.pdll":7:12)
} loc("generated-pattern-names.pdll":7:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};

} // end namespace

template <typename... ConfigsT>
[[maybe_unused]] static void populateGeneratedPDLLPatterns(::mlir::RewritePatternSet &patterns, ConfigsT &&...configs) {
  patterns.add<GeneratedPDLLPattern0>(patterns.getContext(), configs...);
  patterns.add<GeneratedPDLLPattern1>(patterns.getContext(), configs...);
  patterns.add<GeneratedPDLLPattern2>(patterns.getContext(), configs...);
  patterns.add<GeneratedPDLLPattern3>(patterns.getContext(), configs...);
}
