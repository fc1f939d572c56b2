// DRR check: a further constraint on a variadic operand.
include "ops.td"

// expected-error@+1:5 {{further constrain op t.d's variadic operand #0 unsupported now}}
def P : Pat<(OpD I32:$a), (OpC)>;
