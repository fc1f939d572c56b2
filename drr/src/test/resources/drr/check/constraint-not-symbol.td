// DRR check: an additional constraint on something else than a symbol.
include "ops.td"

// expected-error@+1:5 {{operands to additional constraints can only be symbol references}}
def P : Pat<(OpA $a, $b), (OpC), [(IsTrue $a, "x")]>;
