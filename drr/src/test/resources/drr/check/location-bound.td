// DRR check: a symbol bound to location.
include "ops.td"

// expected-error@+1:5 {{binding symbol 'l' to non-operation/native code call unsupported right now}}
def P : Pat<(OpA $a, $b), (OpA $a, $b, (location:$l $a))>;
