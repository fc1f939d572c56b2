// reference: accepts
// DRR check: __N past the op's results, as the replacement value (the reference lets it through: the C++ asks the op for a result it does not have).
include "ops.td"

// expected-error@+1:5 {{symbol 'c__1' refers to result #1 of op 't.c', which has 1 result}}
def P : Pat<(OpA (OpC:$c), $b), (replaceWithValue $c__1)>;
