namespace {

struct Ranges : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  Ranges(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @Ranges : benefit(0) {
  %0 = operands loc("pos_own_ranges_tuples.pdll":2:7)
  %1 = types loc("pos_own_ranges_tuples.pdll":3:7)
  %2 = attribute = @f loc("pos_own_ranges_tuples.pdll":4:42)
  %3 = operation "own.call"(%0 : !pdl.range<value>)  {"callee" = %2} -> (%1 : !pdl.range<type>) loc("pos_own_ranges_tuples.pdll":4:14)
  rewrite %3 {
    %4 = attribute = @g loc("pos_own_ranges_tuples.pdll":6:63)
    %5 = operation "own.call"(%0 : !pdl.range<value>)  {"callee" = %4} -> (%1 : !pdl.range<type>) loc("pos_own_ranges_tuples.pdll":6:27)
    replace %3 with %5 loc("pos_own_ranges_tuples.pdll":6:3)
  } loc("pos_own_ranges_tuples.pdll":6:3)
} loc("pos_own_ranges_tuples.pdll":1:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};


struct AnyOp : ::mlir::PDLPatternModule {
  template <typename... ConfigsT>
  AnyOp(::mlir::MLIRContext *context, ConfigsT &&...configs)
    : ::mlir::PDLPatternModule(::mlir::parseSourceString<::mlir::ModuleOp>(
R"mlir(pdl.pattern @AnyOp : benefit(0) {
  %0 = operands loc("pos_own_ranges_tuples.pdll":10:19)
  %1 = types loc("pos_own_ranges_tuples.pdll":10:45)
  %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("pos_own_ranges_tuples.pdll":10:14)
  rewrite %2 {
    %3 = operation "own.wrap"(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc("pos_own_ranges_tuples.pdll":11:21)
    replace %2 with %3 loc("pos_own_ranges_tuples.pdll":11:3)
  } loc("pos_own_ranges_tuples.pdll":11:3)
} loc("pos_own_ranges_tuples.pdll":9:1)
    )mlir", context), std::forward<ConfigsT>(configs)...) {
  }
};

} // end namespace

template <typename... ConfigsT>
[[maybe_unused]] static void populateGeneratedPDLLPatterns(::mlir::RewritePatternSet &patterns, ConfigsT &&...configs) {
  patterns.add<Ranges>(patterns.getContext(), configs...);
  patterns.add<AnyOp>(patterns.getContext(), configs...);
}
