// DRR check: one symbol bound to an operand and an attribute (only operands may share a name: they must then be equal).
include "ops.td"

// expected-error@+1:5 {{symbol 'a' bound more than once}}
def P : Pat<(OpB $a, $a), (OpC)>;
