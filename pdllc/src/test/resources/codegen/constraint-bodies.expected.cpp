namespace {

struct P1 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  P1(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @P1 : benefit(0) {
  %0 = operands loc("constraint-bodies.pdll":14:14)
  %1 = types loc("constraint-bodies.pdll":14:14)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-bodies.pdll":14:14)
  apply_native_constraint "A"(%2 : !pdl.operation) loc("constraint-bodies.pdll":9:11)
  apply_native_constraint "B"(%2 : !pdl.operation) loc("constraint-bodies.pdll":9:14)
  apply_native_constraint "D"(%2 : !pdl.operation) loc("constraint-bodies.pdll":10:10)
  rewrite %2 {
    erase %2 loc("constraint-bodies.pdll":16:3)
  } loc("constraint-bodies.pdll":16:3)
} loc("constraint-bodies.pdll":13:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct P2 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  P2(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @P2 : benefit(0) {
  %0 = operands loc("constraint-bodies.pdll":19:14)
  %1 = types loc("constraint-bodies.pdll":19:14)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-bodies.pdll":19:14)
  %3 = result 0 of %2 loc("constraint-bodies.pdll":20:9)
  apply_native_constraint "V"(%3 : !pdl.value) {isNegated = true} loc("constraint-bodies.pdll":20:7)
  rewrite %2 {
    erase %2 loc("constraint-bodies.pdll":21:3)
  } loc("constraint-bodies.pdll":21:3)
} loc("constraint-bodies.pdll":18:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct P3 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  P3(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @P3 : benefit(0) {
  %0 = operand loc("constraint-bodies.pdll":24:19)
  apply_native_constraint "V"(%0 : !pdl.value) loc("constraint-bodies.pdll":24:22)
  %1 = operand loc("constraint-bodies.pdll":24:25)
  apply_native_constraint "V"(%1 : !pdl.value) loc("constraint-bodies.pdll":24:28)
  %2 = types loc("constraint-bodies.pdll":24:14)
  %3 = operation(%0, %1 : !pdl.value, !pdl.value)  -> (%2 : !pdl.range<type>) loc("constraint-bodies.pdll":24:14)
  %4 = operands loc("constraint-bodies.pdll":25:7)
  %5 = types loc("constraint-bodies.pdll":25:7)
  %6 = operation(%4 : !pdl.range<value>)  -> (%5 : !pdl.range<type>) loc("constraint-bodies.pdll":25:7)
  apply_native_constraint "A"(%6 : !pdl.operation) loc("constraint-bodies.pdll":25:26)
  rewrite %3 {
    erase %3 loc("constraint-bodies.pdll":26:3)
  } loc("constraint-bodies.pdll":26:3)
} loc("constraint-bodies.pdll":23:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct P4 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  P4(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @P4 : benefit(0) {
  %0 = operands loc("constraint-bodies.pdll":29:14)
  %1 = types loc("constraint-bodies.pdll":29:14)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-bodies.pdll":29:14)
  %3 = result 0 of %2 loc("constraint-bodies.pdll":30:20)
  %4 = types loc("constraint-bodies.pdll":30:15)
  %5 = operation(%3 : !pdl.value)  -> (%4 : !pdl.range<type>) loc("constraint-bodies.pdll":30:15)
  apply_native_constraint "A"(%5 : !pdl.operation) loc("constraint-bodies.pdll":31:10)
  rewrite %5 {
    erase %5 loc("constraint-bodies.pdll":32:3)
  } loc("constraint-bodies.pdll":32:3)
} loc("constraint-bodies.pdll":28:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct P5 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  P5(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @P5 : benefit(0) {
  %0 = operands loc("constraint-bodies.pdll":35:14)
  %1 = types loc("constraint-bodies.pdll":35:14)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-bodies.pdll":35:14)
  apply_native_constraint "A"(%2 : !pdl.operation) loc("constraint-bodies.pdll":36:13)
  rewrite %2 {
    erase %2 loc("constraint-bodies.pdll":37:3)
  } loc("constraint-bodies.pdll":37:3)
} loc("constraint-bodies.pdll":34:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};

} // end namespace

template <typename... ConfigsT>
[[maybe_unused]] static void populateGeneratedPDLLPatterns(::mlir::RewritePatternSet &patterns, ConfigsT &&...configs) {
  patterns.add<P1>(patterns.getContext(), configs...);
  patterns.add<P2>(patterns.getContext(), configs...);
  patterns.add<P3>(patterns.getContext(), configs...);
  patterns.add<P4>(patterns.getContext(), configs...);
  patterns.add<P5>(patterns.getContext(), configs...);
}
