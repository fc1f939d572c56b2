// DRR check: location of a symbol the source does not bind.
include "ops.td"

// expected-error@+1:5 {{referencing unbound symbol 'q'}}
def P : Pat<(OpA $a, $b), (OpA $a, $b, (location $q))>;
