namespace {

struct ConstraintList : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  ConstraintList(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @ConstraintList : benefit(0) {
  %0 = operands loc("constraint-results.pdll":25:33)
  %1 = types loc("constraint-results.pdll":25:33)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-results.pdll":25:33)
  apply_native_constraint "A"(%2 : !pdl.operation) loc("constraint-results.pdll":13:18)
  apply_native_constraint "E"(%2 : !pdl.operation) loc("constraint-results.pdll":14:3)
  apply_native_constraint "B"(%2 : !pdl.operation) loc("constraint-results.pdll":13:24)
  apply_native_constraint "D"(%2 : !pdl.operation) loc("constraint-results.pdll":25:40)
  rewrite %2 {
    erase %2 loc("constraint-results.pdll":25:27)
  } loc("constraint-results.pdll":25:27)
} loc("constraint-results.pdll":25:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct ShortList : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  ShortList(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @ShortList : benefit(0) {
  %0 = operands loc("constraint-results.pdll":26:28)
  %1 = types loc("constraint-results.pdll":26:28)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-results.pdll":26:28)
  apply_native_constraint "A"(%2 : !pdl.operation) loc("constraint-results.pdll":17:22)
  apply_native_constraint "B"(%2 : !pdl.operation) loc("constraint-results.pdll":17:28)
  apply_native_constraint "D"(%2 : !pdl.operation) loc("constraint-results.pdll":26:39)
  rewrite %2 {
    erase %2 loc("constraint-results.pdll":26:22)
  } loc("constraint-results.pdll":26:22)
} loc("constraint-results.pdll":26:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct UninitializedLet : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  UninitializedLet(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @UninitializedLet : benefit(0) {
  %0 = operands loc("constraint-results.pdll":28:7)
  %1 = types loc("constraint-results.pdll":28:7)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-results.pdll":28:7)
  apply_native_constraint "A"(%2 : !pdl.operation) loc("constraint-results.pdll":13:18)
  apply_native_constraint "E"(%2 : !pdl.operation) loc("constraint-results.pdll":14:3)
  apply_native_constraint "B"(%2 : !pdl.operation) loc("constraint-results.pdll":13:24)
  rewrite %2 {
    erase %2 loc("constraint-results.pdll":29:3)
  } loc("constraint-results.pdll":29:3)
} loc("constraint-results.pdll":27:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct CallStatement : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  CallStatement(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @CallStatement : benefit(0) {
  %0 = operands loc("constraint-results.pdll":32:14)
  %1 = types loc("constraint-results.pdll":32:14)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-results.pdll":32:14)
  apply_native_constraint "A"(%2 : !pdl.operation) loc("constraint-results.pdll":13:18)
  apply_native_constraint "E"(%2 : !pdl.operation) loc("constraint-results.pdll":14:3)
  apply_native_constraint "B"(%2 : !pdl.operation) loc("constraint-results.pdll":13:24)
  rewrite %2 {
    erase %2 loc("constraint-results.pdll":34:3)
  } loc("constraint-results.pdll":34:3)
} loc("constraint-results.pdll":31:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct LetWithInit : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  LetWithInit(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @LetWithInit : benefit(0) {
  %0 = operands loc("constraint-results.pdll":37:14)
  %1 = types loc("constraint-results.pdll":37:14)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-results.pdll":37:14)
  apply_native_constraint "A"(%2 : !pdl.operation) loc("constraint-results.pdll":13:18)
  apply_native_constraint "E"(%2 : !pdl.operation) loc("constraint-results.pdll":14:3)
  apply_native_constraint "B"(%2 : !pdl.operation) loc("constraint-results.pdll":13:24)
  apply_native_constraint "D"(%2 : !pdl.operation) loc("constraint-results.pdll":38:10)
  rewrite %2 {
    erase %2 loc("constraint-results.pdll":39:3)
  } loc("constraint-results.pdll":39:3)
} loc("constraint-results.pdll":36:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct TupleResult : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  TupleResult(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @TupleResult : benefit(0) {
  %0 = operands loc("constraint-results.pdll":42:14)
  %1 = types loc("constraint-results.pdll":42:14)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-results.pdll":42:14)
  apply_native_constraint "A"(%2 : !pdl.operation) loc("constraint-results.pdll":18:31)
  apply_native_constraint "B"(%2 : !pdl.operation) loc("constraint-results.pdll":18:37)
  rewrite %2 {
    erase %2 loc("constraint-results.pdll":44:3)
  } loc("constraint-results.pdll":44:3)
} loc("constraint-results.pdll":41:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct Nested : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  Nested(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @Nested : benefit(0) {
  %0 = operands loc("constraint-results.pdll":46:25)
  %1 = types loc("constraint-results.pdll":46:25)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-results.pdll":46:25)
  apply_native_constraint "A"(%2 : !pdl.operation) loc("constraint-results.pdll":17:22)
  apply_native_constraint "B"(%2 : !pdl.operation) loc("constraint-results.pdll":17:28)
  apply_native_constraint "D"(%2 : !pdl.operation) loc("constraint-results.pdll":19:32)
  rewrite %2 {
    erase %2 loc("constraint-results.pdll":46:19)
  } loc("constraint-results.pdll":46:19)
} loc("constraint-results.pdll":46:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct NativeResults : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  NativeResults(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @NativeResults : benefit(0) {
  %0 = operand loc("constraint-results.pdll":48:22)
  apply_native_constraint "V"(%0 : !pdl.value) loc("constraint-results.pdll":22:20)
  apply_native_constraint "V"(%0 : !pdl.value) loc("constraint-results.pdll":22:26)
  %1 = types loc("constraint-results.pdll":48:17)
  %2 = operation(%0 : !pdl.value)  -> (%1 : !pdl.range<type>) loc("constraint-results.pdll":48:17)
  apply_native_constraint "D"(%2 : !pdl.operation) loc("constraint-results.pdll":48:13)
  apply_native_constraint "A"(%2 : !pdl.operation) loc("constraint-results.pdll":49:14)
  apply_native_constraint "B"(%2 : !pdl.operation) loc("constraint-results.pdll":49:17)
  %3 = result 0 of %2 loc("constraint-results.pdll":50:10)
  %4 = apply_native_constraint "NatRes"(%3 : !pdl.value) : !pdl.value loc("constraint-results.pdll":50:3)
  apply_native_constraint "V"(%4 : !pdl.value) loc("constraint-results.pdll":20:32)
  %5:2 = apply_native_constraint "NatTup"(%2 : !pdl.operation) : !pdl.type, !pdl.value loc("constraint-results.pdll":51:12)
  apply_native_constraint "T"(%5#0 : !pdl.type) loc("constraint-results.pdll":21:34)
  apply_native_constraint "V"(%5#1 : !pdl.value) loc("constraint-results.pdll":21:40)
  rewrite %2 {
    erase %2 loc("constraint-results.pdll":52:3)
  } loc("constraint-results.pdll":52:3)
} loc("constraint-results.pdll":47:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct CallInResult : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  CallInResult(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @CallInResult : benefit(0) {
  %0 = operands loc("constraint-results.pdll":55:14)
  %1 = types loc("constraint-results.pdll":55:14)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("constraint-results.pdll":55:14)
  apply_native_constraint "A"(%2 : !pdl.operation) loc("constraint-results.pdll":17:22)
  apply_native_constraint "B"(%2 : !pdl.operation) loc("constraint-results.pdll":17:28)
  apply_native_constraint "B"(%2 : !pdl.operation) loc("constraint-results.pdll":23:30)
  rewrite %2 {
    erase %2 loc("constraint-results.pdll":57:3)
  } loc("constraint-results.pdll":57:3)
} loc("constraint-results.pdll":54:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};

} // end namespace

template <typename... ConfigsT>
[[maybe_unused]] static void populateGeneratedPDLLPatterns(::mlir::RewritePatternSet &patterns, ConfigsT &&...configs) {
  patterns.add<ConstraintList>(patterns.getContext(), configs...);
  patterns.add<ShortList>(patterns.getContext(), configs...);
  patterns.add<UninitializedLet>(patterns.getContext(), configs...);
  patterns.add<CallStatement>(patterns.getContext(), configs...);
  patterns.add<LetWithInit>(patterns.getContext(), configs...);
  patterns.add<TupleResult>(patterns.getContext(), configs...);
  patterns.add<Nested>(patterns.getContext(), configs...);
  patterns.add<NativeResults>(patterns.getContext(), configs...);
  patterns.add<CallInResult>(patterns.getContext(), configs...);
}
