// DRR check: a multi-result op replacing a single-result root.
include "ops.td"

// expected-error@+1:5 {{cannot use the same multi-result op '' to generate both auxiliary values and values to be used for replacing the matched op}}
def P : Pat<(OpA $a, $b), (OpE $a)>;
