// reference: crashes
// DRR check: __N past the op's results, as an argument (the reference reads past the op's results and crashes).
include "ops.td"

// expected-error@+1:5 {{symbol 'e__2' refers to result #2 of op 't.e', which has 2 results}}
def P : Pat<(OpA (OpE:$e $x), $b), (OpA $e__2, $b)>;
