module {
  pdl.pattern : benefit(0) {
    %0 = operands loc(#loc2)
    %1 = types loc(#loc2)
    %2 = operation(%0 : !pdl.range<value>)  -> (%1 : !pdl.range<type>) loc(#loc2)
    apply_native_constraint "A"(%2 : !pdl.operation) loc(#loc3)
    apply_native_constraint "B"(%2 : !pdl.operation) loc(#loc4)
    rewrite %2 {
      erase %2 loc(#loc5)
    } loc(#loc5)
  } loc(#loc1)
} loc(#loc)
#loc = loc("constraint-results-native-code.pdll":2:1)
#loc1 = loc("constraint-results-native-code.pdll":5:1)
#loc2 = loc("constraint-results-native-code.pdll":5:18)
#loc3 = loc("constraint-results-native-code.pdll":4:18)
#loc4 = loc("constraint-results-native-code.pdll":4:24)
#loc5 = loc("constraint-results-native-code.pdll":5:12)
