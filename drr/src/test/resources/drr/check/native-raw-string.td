// DRR check: a string given to a NativeCodeCall.
include "ops.td"

// expected-error@+1:5 {{raw string not supported as argument}}
def P : Pat<(OpA $a, $b), (OpA (Two $a, "s"), $b)>;
