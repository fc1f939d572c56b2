// DRR check: result patterns that give fewer values than the root has results.
include "ops.td"

// expected-error@+1:5 {{not enough values generated to replace the matched op}}
def P : Pat<(OpE $a), (OpC)>;
