// DRR check: an op nested in returnType.
include "ops.td"

// expected-error@+1:5 {{nested DAG in `returnType` must be a native code call}}
def P : Pat<(OpA $a, $b), (OpA (OpA $a, $b, (returnType (OpC))), $b)>;
