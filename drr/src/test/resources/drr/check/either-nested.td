// DRR check: either in either.
include "ops.td"

// expected-error@+1:5 {{either cannot be nested}}
def P : Pat<(OpA (either (either $a, $b), $c)), (OpC)>;
