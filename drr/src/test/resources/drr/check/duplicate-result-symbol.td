// DRR check: one symbol bound to two ops of a result pattern.
include "ops.td"

// expected-error@+1:5 {{symbol 'c' bound more than once}}
def P : Pat<(OpA $a, $b), (OpA (OpC:$c), (OpC:$c))>;
