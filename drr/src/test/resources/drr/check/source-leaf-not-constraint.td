// reference: crashes
// DRR check: an op record as a source leaf (the reference aborts without a position).
include "ops.td"

// expected-error@+1:5 {{Expected a constraint but got: OpC}}
def P : Pat<(OpA OpC:$a, $b), (OpC)>;
