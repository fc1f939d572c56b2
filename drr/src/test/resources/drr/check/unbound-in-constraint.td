// DRR check: an additional constraint on a symbol the source does not bind.
include "ops.td"

// expected-error@+1:5 {{referencing unbound symbol 'q'}}
def P : Pat<(OpA $a, $b), (OpC), [(IsTrue $q)]>;
