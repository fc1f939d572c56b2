// DRR check: a NativeCodeCall as a leaf, bound to a symbol unknown to the source.
include "ops.td"

// expected-error@+1:5 {{referencing unbound symbol 'q'}}
def P : Pat<(OpA $a, $b), (OpA Two:$q, $b)>;
