// DRR check: a result pattern using a symbol the source does not bind.
include "ops.td"

// expected-error@+1:5 {{referencing unbound symbol 'z'}}
def P : Pat<(OpA $a, $b), (OpA $a, $z)>;
