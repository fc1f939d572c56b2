// DRR check: a symbol bound to an additional constraint, unknown to the source.
include "ops.td"

// expected-error@+1:5 {{referencing unbound symbol 's'}}
def P : Pat<(OpA $a, $b), (OpC), [(IsTrue:$s $a)]>;
