// DRR check: one multi-result op both auxiliary and replacing.
include "ops.td"

// expected-error@+1:5 {{cannot use the same multi-result op 'e' to generate both auxiliary values and values to be used for replacing the matched op}}
def P : Pattern<(OpE $a), [(OpE:$e $a), (OpC)]>;
