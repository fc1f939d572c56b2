// DRR check: an attribute constraint on an operand.
include "ops.td"

// expected-error@+1:5 {{the 1-th argument of op 't.a' should be an operand}}
def P : Pat<(OpA AnyAttr:$a, $b), (OpC)>;
