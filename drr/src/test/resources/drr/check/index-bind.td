// DRR check: a symbol with a result index (__N) bound to an op argument.
include "ops.td"

// expected-error@+1:5 {{symbol 'a__1' with trailing index cannot bind to op argument}}
def P : Pat<(OpA $a__1, $b), (OpC)>;
