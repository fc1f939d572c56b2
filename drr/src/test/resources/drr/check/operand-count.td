// DRR check: a source op with fewer arguments than its ODS declares.
include "ops.td"

// expected-error@+1:5 {{op 't.a' argument number mismatch: 1 in pattern vs. 2 in definition}}
def P : Pat<(OpA $a), (OpC)>;
