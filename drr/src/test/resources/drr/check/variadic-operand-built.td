// DRR check: a single value given for a variadic operand of a built op.
include "ops.td"

// expected-error@+1:5 {{op expects variadic operand `vargs`, while provided is non-variadic}}
def P : Pat<(OpA $a, $b), (OpD (OpC))>;
