namespace {

struct P1 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  P1(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @P1 : benefit(0) {
  %0 = operands loc("constraint-places.pdll":10:50)
  %1 = types loc("constraint-places.pdll":10:50)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-places.pdll":10:50)
  apply_native_constraint "B"(%2 : !pdl.operation) loc("constraint-places.pdll":10:36)
  apply_native_constraint "A"(%2 : !pdl.operation) loc("constraint-places.pdll":10:45)
  rewrite %2 {
    erase %2 loc("constraint-places.pdll":11:3)
  } loc("constraint-places.pdll":11:3)
} loc("constraint-places.pdll":9:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct P2 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  P2(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @P2 : benefit(0) {
  %0 = operand loc("constraint-places.pdll":14:19)
  apply_native_constraint "V"(%0 : !pdl.value) loc("constraint-places.pdll":14:22)
  %1 = type loc("constraint-places.pdll":14:29)
  apply_native_constraint "T"(%1 : !pdl.type) loc("constraint-places.pdll":14:32)
  %2 = operation(%0 : !pdl.value)  -> (%1 : !pdl.type) loc("constraint-places.pdll":14:14)
  rewrite %2 {
    erase %2 loc("constraint-places.pdll":15:3)
  } loc("constraint-places.pdll":15:3)
} loc("constraint-places.pdll":13:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct P3 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  P3(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @P3 : benefit(0) {
  %0 = operands loc("constraint-places.pdll":18:14)
  %1 = types loc("constraint-places.pdll":18:14)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-places.pdll":18:14)
  apply_native_constraint "B"(%2 : !pdl.operation) loc("constraint-places.pdll":19:10)
  rewrite %2 {
    erase %2 loc("constraint-places.pdll":20:3)
  } loc("constraint-places.pdll":20:3)
} loc("constraint-places.pdll":17:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct P4 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  P4(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @P4 : benefit(0) {
  %0 = operands loc("constraint-places.pdll":23:14)
  %1 = types loc("constraint-places.pdll":23:14)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-places.pdll":23:14)
  apply_native_constraint "A"(%2 : !pdl.operation) loc("constraint-places.pdll":25:10)
  rewrite %2 {
    erase %2 loc("constraint-places.pdll":26:3)
  } loc("constraint-places.pdll":26:3)
} loc("constraint-places.pdll":22:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct P5 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  P5(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @P5 : benefit(0) {
  %0 = operands loc("constraint-places.pdll":29:14)
  %1 = types loc("constraint-places.pdll":29:14)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-places.pdll":29:14)
  rewrite %2 {
    erase %2 loc("constraint-places.pdll":31:3)
  } loc("constraint-places.pdll":31:3)
} loc("constraint-places.pdll":28:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct P6 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  P6(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @P6 : benefit(0) {
  %0 = operands loc("constraint-places.pdll":34:7)
  %1 = types loc("constraint-places.pdll":34:7)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-places.pdll":34:7)
  apply_native_constraint "A"(%2 : !pdl.operation) loc("constraint-places.pdll":34:14)
  %3 = result 0 of %2 loc("constraint-places.pdll":35:19)
  %4 = types loc("constraint-places.pdll":35:14)
  %5 = operation(%3 : !pdl.value)  -> (%4 : !pdl.range<type>) loc("constraint-places.pdll":35:14)
  rewrite %5 {
    erase %5 loc("constraint-places.pdll":36:3)
  } loc("constraint-places.pdll":36:3)
} loc("constraint-places.pdll":33:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct P7 : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  P7(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @P7 : benefit(0) {
  %0 = operands loc("constraint-places.pdll":42:21)
  %1 = types loc("constraint-places.pdll":42:21)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-places.pdll":42:21)
  apply_native_constraint "A"(%2 : !pdl.operation) loc("constraint-places.pdll":38:22)
  apply_native_constraint "B"(%2 : !pdl.operation) loc("constraint-places.pdll":39:10)
  apply_native_constraint "B"(%2 : !pdl.operation) loc("constraint-places.pdll":39:10)
  apply_native_constraint "B"(%2 : !pdl.operation) loc("constraint-places.pdll":38:28)
  rewrite %2 {
    erase %2 loc("constraint-places.pdll":42:15)
  } loc("constraint-places.pdll":42:15)
} loc("constraint-places.pdll":42:1)
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
  patterns.add<P6>(patterns.getContext(), configs...);
  patterns.add<P7>(patterns.getContext(), configs...);
}
