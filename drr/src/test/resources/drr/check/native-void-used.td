// DRR check: a NativeCodeCall that returns nothing used as a value.
include "ops.td"

// expected-error@+1:5 {{referencing unbound symbol 'zero()'}}
def P : Pat<(OpA $a, $b), (OpA (Zero), $b)>;
