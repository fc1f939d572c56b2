module {
  pdl.pattern @AddSelf : benefit(0) {
    %0 = operand loc(#loc1)
    %1 = types loc(#loc2)
    %2 = operation "own.add"(%0, %0 : !pdl.value, !pdl.value)  -> (%1 : !pdl.range<type>) loc(#loc2)
    rewrite %2 {
      %3 = operation "own.double"(%0 : !pdl.value)  loc(#loc4)
      replace %2 with %3 loc(#loc3)
    } loc(#loc3)
  } loc(#loc)
} loc(#loc)
#loc = loc("pos_own_replace_unknown_op.pdll":2:1)
#loc1 = loc("pos_own_replace_unknown_op.pdll":3:26)
#loc2 = loc("pos_own_replace_unknown_op.pdll":3:14)
#loc3 = loc("pos_own_replace_unknown_op.pdll":4:3)
#loc4 = loc("pos_own_replace_unknown_op.pdll":4:21)
