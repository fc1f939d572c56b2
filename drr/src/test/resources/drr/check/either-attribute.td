// DRR check: either over an attribute.
include "ops.td"

// expected-error@+1:5 {{either can only be applied on operand}}
def P : Pat<(OpB (either $a, $b)), (OpC)>;
