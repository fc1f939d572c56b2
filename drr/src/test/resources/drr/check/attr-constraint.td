// DRR check: an attribute constraint among the additional constraints.
include "ops.td"

// expected-error@+1:5 {{cannot use AttrConstraint in Pattern multi-entity constraints}}
def P : Pat<(OpB $a, $v), (OpC), [(AnyAttr $v)]>;
