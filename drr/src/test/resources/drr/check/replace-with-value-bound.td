// DRR check: a symbol bound to replaceWithValue.
include "ops.td"

// expected-error@+1:5 {{binding symbol 'r' to non-operation/native code call unsupported right now}}
def P : Pat<(OpA $a, $b), (replaceWithValue:$r $a)>;
