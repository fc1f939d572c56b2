// DRR check: a symbol bound to replaceWithValue inside an op.
include "ops.td"

// expected-error@+1:5 {{binding symbol 'r' to non-operation/native code call unsupported right now}}
def P : Pat<(OpA $a, $b), (OpA (replaceWithValue:$r $a), $b)>;
