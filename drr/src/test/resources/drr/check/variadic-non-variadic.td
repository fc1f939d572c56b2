// DRR check: variadic matching an operand that is not variadic.
include "ops.td"

// expected-error@+1:5 {{variadic DAG construct can't match op t.a's non-variadic operand #0}}
def P : Pat<(OpA (variadic $a), $b), (OpC)>;
