// DRR check: variadic over something else than ops.
include "ops.td"

// expected-error@+1:5 {{variadic only accepts operation sub-dags}}
def P : Pat<(OpD (variadic (either $a, $b))), (OpC)>;
