// DRR check: two bad patterns: the reference checks patterns by name, so the error of A comes first.
include "ops.td"

// expected-error@+1:5 {{op 't.a' argument number mismatch: 1 in pattern vs. 2 in definition}}
def B : Pat<(OpA $a), (OpC)>;
// expected-error@+1:5 {{referencing unbound symbol 'z'}}
def A : Pat<(OpA $a, $b), (OpA $z, $b)>;
