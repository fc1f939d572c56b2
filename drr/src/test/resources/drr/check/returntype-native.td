// DRR check: returnType on a NativeCodeCall.
include "ops.td"

// expected-error@+1:5 {{`NativeCodeCall` cannot have return type specifier}}
def P : Pat<(OpA $a, $b), (OpA (Two $a, $b, (returnType "t")), $b)>;
