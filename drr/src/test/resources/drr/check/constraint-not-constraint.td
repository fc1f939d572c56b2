// reference: crashes
// DRR check: an op record among the additional constraints (the reference aborts without a position).
include "ops.td"

// expected-error@+1:5 {{Expected a constraint but got: OpA}}
def P : Pattern<(OpA $a, $b), [(OpC)], [(OpA $z, $b)]>;
