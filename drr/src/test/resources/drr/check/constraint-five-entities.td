// DRR check: an additional constraint on five symbols.
include "ops.td"

// expected-error@+1:5 {{only support up to 4-entity constraints now}}
def P : Pat<(OpD $a), (OpC), [(IsTrue $a, $a, $a, $a, $a)]>;
