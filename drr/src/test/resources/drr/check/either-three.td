// reference: crashes
// DRR check: either over three operands (the reference binds past the op's arguments and crashes).
include "ops.td"

// expected-error@+1:5 {{symbol 'c' is bound past the last argument of its op (its location and returnType arguments are not counted)}}
def P : Pat<(OpA (either $a, $b, $c)), (OpC)>;
