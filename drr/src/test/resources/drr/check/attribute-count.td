// DRR check: a source op with more arguments (operands and attributes) than its ODS declares.
include "ops.td"

// expected-error@+1:5 {{op 't.b' argument number mismatch: 3 in pattern vs. 2 in definition}}
def P : Pat<(OpB $a, $v, $w), (OpC)>;
