// DRR check: returnType on the op that replaces the root.
include "ops.td"

// expected-error@+1:5 {{Cannot specify explicit return types in an op whose return values replace the source pattern's root op}}
def P : Pat<(OpA $a, $b), (OpA $a, $b, (returnType "t"))>;
