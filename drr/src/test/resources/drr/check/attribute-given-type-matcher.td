// DRR check: a type constraint on an attribute.
include "ops.td"

// expected-error@+1:5 {{the 2-th argument of op 't.b' should be an attribute}}
def P : Pat<(OpB $a, AnyInteger:$v), (OpC)>;
