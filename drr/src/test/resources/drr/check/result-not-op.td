// DRR check: a result pattern whose operator is not an op (the error is at that record).
include "ops.td"

// expected-error@+1:5 {{Record `NotAnOp' does not have a field named `opDialect'!}}
def NotAnOp : Constraint<CPred<"true">>;
def P : Pat<(OpA $a, $b), (NotAnOp $a)>;
