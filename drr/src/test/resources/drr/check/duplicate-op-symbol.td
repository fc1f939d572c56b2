// DRR check: one symbol bound to two ops.
include "ops.td"

// expected-error@+1:5 {{symbol 'r' bound more than once}}
def P : Pat<(OpA:$r (OpC:$r), $b), (OpC)>;
