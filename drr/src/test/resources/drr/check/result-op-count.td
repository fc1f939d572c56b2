// DRR check: an op built by a result pattern with the wrong number of arguments.
include "ops.td"

// expected-error@+1:5 {{op 't.a' argument number mismatch: 1 in pattern vs. 2 in definition}}
def P : Pat<(OpA $a, $b), (OpA $a)>;
