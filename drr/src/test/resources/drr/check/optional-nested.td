// DRR check: a nested op matching an optional operand.
include "ops.td"

// expected-error@+1:5 {{use nested DAG construct to match op t.g's variadic operand #1 unsupported now}}
def P : Pat<(OpG $x, (OpC)), (OpC)>;
