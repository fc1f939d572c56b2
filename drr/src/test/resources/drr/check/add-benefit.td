// DRR check: addBenefit with two numbers.
include "ops.td"

// expected-error@+1:5 {{The 'addBenefit' takes and only takes one integer value}}
def P : Pat<(OpA $a, $b), (OpC), [], [], (addBenefit 1, 2)>;
